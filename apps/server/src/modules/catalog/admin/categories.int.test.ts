import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors, auditCount, auditOf, type Caller } from '../../../../test/admin-fixtures.ts'
import { type createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, form, pngBytes, type TestApp } from '../../../../test/helpers.ts'
import { products } from '../catalog.tables.ts'

let t: TestApp
let admin: { headers: Record<string, string> }
let refused: Caller[]
let seller: Awaited<ReturnType<typeof createSeller>>
beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, refused, seller } = await adminActors(t))
})
afterAll(() => t.close())

const URL = '/api/v1/admin/categories'
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT'
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object | FormData, lang = 'vi') =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, ...(payload ? { payload: payload as object } : {}) })
const create = async (body: object) => {
  const res = await call(admin.headers, 'POST', URL, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { _id: string; slug: string; position: number; parent_id: string | null }
}
const publicTree = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/web/categories' })).json().data as Array<{
    _id: string
    name: string
    children: Array<{ _id: string }>
  }>

describe('categories (admin API)', () => {
  it('creates roots and children, slugs made from the Vietnamese name, each audited', async () => {
    const root = await create({ name: 'Thời trang nữ' })
    expect(root).toMatchObject({ slug: 'thoi-trang-nu', parent_id: null, is_visible: true, product_count: 0, icon: null })
    const again = await create({ name: 'Thời trang nữ' })
    expect(again.slug).toBe('thoi-trang-nu-2')
    const child = await create({ name: 'Đầm dự tiệc', parent_id: root._id })
    expect(child).toMatchObject({ slug: 'dam-du-tiec', parent_id: root._id, position: 0 })
    expect((await auditOf(t, child._id))[0]).toMatchObject({
      action: 'category.create',
      targetType: 'category',
      after: { name: 'Đầm dự tiệc' },
    })
    const list = (await call(admin.headers, 'GET', URL)).json().data as Array<{ _id: string }>
    expect(list.map((c) => c._id)).toEqual(expect.arrayContaining([root._id, again._id, child._id]))
    expect((await publicTree()).find((c) => c._id === root._id)?.children.map((c) => c._id)).toEqual([child._id])
  })

  it('hides and shows a branch: buyers stop seeing it, products keep their category', async () => {
    const root = await create({ name: 'Phụ kiện tóc' })
    const child = await create({ name: 'Kẹp tóc', parent_id: root._id })
    const p = await insertProduct(t, { shopId: seller.shop.id, name: 'Kẹp tóc ngọc trai cao cấp', categoryId: child._id })
    const hidden = await call(admin.headers, 'PATCH', `${URL}/${root._id}`, { is_visible: false })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect((await publicTree()).some((c) => c._id === root._id)).toBe(false)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/web/categories/${child._id}` })).statusCode).toBe(404)
    expect((await t.database.db.select().from(products).where(eq(products.id, p.id)))[0]!.categoryId).toBe(child._id)
    expect((await auditOf(t, root._id))[0]).toMatchObject({
      action: 'category.hide',
      before: { is_visible: true },
      after: { is_visible: false },
    })
    await call(admin.headers, 'PATCH', `${URL}/${root._id}`, { is_visible: true })
    expect((await publicTree()).some((c) => c._id === root._id)).toBe(true)
    const withCount = ((await call(admin.headers, 'GET', URL)).json().data as Array<{ _id: string; product_count: number }>).find(
      (c) => c._id === child._id,
    )
    expect(withCount?.product_count).toBe(1)
  })

  it('renames and moves; never under itself or its own branch; a taken slug is 409', async () => {
    const a = await create({ name: 'Giày nữ' })
    const b = await create({ name: 'Giày cao gót', parent_id: a._id })
    const renamed = await call(admin.headers, 'PATCH', `${URL}/${b._id}`, { name: 'Giày cao gót nữ', slug: 'giay-cao-got-nu' })
    expect(renamed.json().data).toMatchObject({ name: 'Giày cao gót nữ', slug: 'giay-cao-got-nu' })
    expect((await auditOf(t, b._id))[0]).toMatchObject({
      action: 'category.update',
      before: { name: 'Giày cao gót' },
      after: { name: 'Giày cao gót nữ' },
    })
    const loop = await call(admin.headers, 'PATCH', `${URL}/${a._id}`, { parent_id: b._id }, 'en')
    expect(loop.statusCode).toBe(409)
    expect(loop.json().error.code).toBe('CATEGORY_PARENT_INVALID')
    expect((await call(admin.headers, 'PATCH', `${URL}/${a._id}`, { parent_id: a._id })).statusCode).toBe(409)
    expect((await call(admin.headers, 'PATCH', `${URL}/${a._id}`, { slug: 'giay-cao-got-nu' })).json().error.code).toBe(
      'CATEGORY_SLUG_TAKEN',
    )
    const moved = await call(admin.headers, 'PATCH', `${URL}/${b._id}`, { parent_id: null })
    expect(moved.json().data.parent_id).toBeNull()
  })

  it('reorders a parent’s children: all of them once, else 409; audited old → new order', async () => {
    const parent = await create({ name: 'Làm đẹp' })
    const [x, y, z] = [
      await create({ name: 'Son môi', parent_id: parent._id }),
      await create({ name: 'Kem chống nắng', parent_id: parent._id }),
      await create({ name: 'Nước hoa', parent_id: parent._id }),
    ]
    const res = await call(admin.headers, 'POST', `${URL}/reorder`, { parent_id: parent._id, ids: [z!._id, x!._id, y!._id] })
    expect(res.statusCode, res.body).toBe(200)
    expect((await publicTree()).find((c) => c._id === parent._id)?.children.map((c) => c._id)).toEqual([z!._id, x!._id, y!._id])
    expect((await auditOf(t, parent._id))[0]).toMatchObject({
      action: 'category.reorder',
      before: { ids: [x!._id, y!._id, z!._id] },
      after: { ids: [z!._id, x!._id, y!._id] },
    })
    const partial = await call(admin.headers, 'POST', `${URL}/reorder`, { parent_id: parent._id, ids: [x!._id, y!._id] })
    expect(partial.statusCode).toBe(409)
    expect(partial.json().error.code).toBe('CATEGORY_REORDER_MISMATCH')
  })

  it('takes an icon that is really an image, as a 96 px square; anything else is refused', async () => {
    const c = await create({ name: 'Túi xách' })
    const res = await call(
      admin.headers,
      'PUT',
      `${URL}/${c._id}/icon`,
      form({ file: { data: await pngBytes(200, 120), filename: 'icon.png', type: 'image/png' } }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.icon).toMatch(/\/uploads\/category-icons\/.+\.webp$/)
    expect((await auditOf(t, c._id))[0]).toMatchObject({ action: 'category.icon', before: { icon: null } })
    const fake = await call(
      admin.headers,
      'PUT',
      `${URL}/${c._id}/icon`,
      form({ file: { data: Buffer.from('<svg onload=alert(1)>'), filename: 'x.png', type: 'image/png' } }),
    )
    expect(fake.statusCode).toBe(400)
    expect(fake.json().error.code).toBe('IMAGE_INVALID')
  })

  it('validation errors are 400 with field messages and change nothing', async () => {
    const before = await auditCount(t)
    const bad = await call(admin.headers, 'POST', URL, { name: '', slug: 'Có Dấu', parent_id: 'x' }, 'en')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['name', 'parent_id', 'slug'])
    const unknownParent = await call(admin.headers, 'POST', URL, { name: 'Mồ côi', parent_id: '0190a0b0-0000-7000-8000-000000000000' })
    expect(unknownParent.statusCode).toBe(400)
    expect(unknownParent.json().error.fields.parent_id).toBe('Vui lòng chọn ngành hàng hợp lệ')
    expect((await call(admin.headers, 'PATCH', `${URL}/not-an-id`, { name: 'Tên mới' })).statusCode).toBe(400)
    expect((await call(admin.headers, 'PATCH', `${URL}/0190a0b0-0000-7000-8000-000000000000`, { name: 'Tên mới' })).statusCode).toBe(404)
    expect(await auditCount(t)).toBe(before)
  })

  it('is for admins only, checked before the body', async () => {
    const c = await create({ name: 'Trang sức' })
    const before = await auditCount(t)
    for (const caller of refused) {
      const expectStatus = async (method: Method, url: string, body?: object) =>
        expect((await call(caller.headers, method, url, body)).statusCode, `${caller.name} ${method} ${url}`).toBe(caller.status)
      await expectStatus('GET', URL)
      await expectStatus('POST', URL, { name: 'Ngành hàng lạ' })
      await expectStatus('POST', URL, { bad: true })
      await expectStatus('PATCH', `${URL}/${c._id}`, { is_visible: false })
      await expectStatus('POST', `${URL}/reorder`, { parent_id: null, ids: [c._id] })
      await expectStatus('PUT', `${URL}/${c._id}/icon`)
    }
    expect(await auditCount(t)).toBe(before)
  })
})
