import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors, auditCount, auditOf, type Caller } from '../../../../test/admin-fixtures.ts'
import type { createSeller } from '../../../../test/catalog-fixtures.ts'
import { insertProduct } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, form, pngBytes, type TestApp } from '../../../../test/helpers.ts'

let t: TestApp
let admin: { headers: Record<string, string> }
let refused: Caller[]
let seller: Awaited<ReturnType<typeof createSeller>>
beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, refused, seller } = await adminActors(t))
})
afterAll(() => t.close())

const URL = '/api/v1/admin/home/collections'
const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()
const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | FormData, lang = 'vi') =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, ...(payload ? { payload: payload as object } : {}) })
const publicList = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/v1/web/collections' })).json().data as Array<{ name: string }>).map((c) => c.name)

describe('home collections (admin API)', () => {
  it('creates a collection with products in order, schedules and hides it, sets a 1340×754 cover; audited', async () => {
    const p1 = await insertProduct(t, { shopId: seller.shop.id, name: 'Váy maxi hoa nhí đi biển' })
    const p2 = await insertProduct(t, { shopId: seller.shop.id, name: 'Kính mát gọng tròn thời trang' })
    const res = await call(admin.headers, 'POST', URL, { name: 'Đi biển mùa hè', product_ids: [p2.id, p1.id] })
    expect(res.statusCode, res.body).toBe(200)
    const c = res.json().data
    expect(c).toMatchObject({ state: 'running', product_ids: [p2.id, p1.id] })
    expect(await publicList()).toContain('Đi biển mùa hè')
    expect((await auditOf(t, c._id))[0]).toMatchObject({ action: 'collection.create' })

    const later = await call(admin.headers, 'PUT', `${URL}/${c._id}`, { name: 'Đi biển mùa hè', product_ids: [p1.id], start_time: at(24) })
    expect(later.json().data).toMatchObject({ state: 'scheduled', product_ids: [p1.id] })
    expect(await publicList()).not.toContain('Đi biển mùa hè')
    expect((await auditOf(t, c._id))[0]).toMatchObject({
      action: 'collection.update',
      before: { product_ids: [p2.id, p1.id] },
      after: { product_ids: [p1.id] },
    })
    const hidden = await call(admin.headers, 'PUT', `${URL}/${c._id}`, { name: 'Đi biển mùa hè', is_visible: false })
    expect(hidden.json().data.state).toBe('hidden')

    const wrong = await call(
      admin.headers,
      'PUT',
      `${URL}/${c._id}/cover`,
      form({ file: { data: await pngBytes(343, 150), filename: 'c.png', type: 'image/png' } }),
    )
    expect(wrong.json().error.code).toBe('PICTURE_SIZE_INVALID')
    const cover = await call(
      admin.headers,
      'PUT',
      `${URL}/${c._id}/cover`,
      form({ file: { data: await pngBytes(1340, 754), filename: 'c.png', type: 'image/png' } }),
    )
    expect(cover.json().data.cover).toMatch(/\/uploads\/collections\/.+\.webp$/)
  })

  it('reorders all of them; an unknown product or a bad schedule is 400 and changes nothing', async () => {
    await call(admin.headers, 'POST', URL, { name: 'Công sở thanh lịch' })
    const ids = ((await call(admin.headers, 'GET', URL)).json().data as Array<{ _id: string }>).map((c) => c._id).reverse()
    expect((await call(admin.headers, 'POST', `${URL}/reorder`, { ids })).json().data.map((c: { _id: string }) => c._id)).toEqual(ids)
    const before = await auditCount(t)
    const unknown = await call(admin.headers, 'POST', URL, { name: 'Lạ', product_ids: ['0190a0b0-0000-7000-8000-000000000000'] })
    expect(unknown.statusCode).toBe(400)
    expect(Object.keys(unknown.json().error.fields)).toEqual(['product_ids.0'])
    const period = await call(admin.headers, 'POST', URL, { name: 'Ngược', start_time: at(5), end_time: at(1) })
    expect(period.json().error.fields).toEqual({ end_time: 'Thời gian kết thúc phải sau thời gian bắt đầu' })
    expect(await auditCount(t)).toBe(before)
  })

  it('is for admins only, checked before the body', async () => {
    const c = (await call(admin.headers, 'POST', URL, { name: 'Quà tặng' })).json().data
    for (const caller of refused)
      for (const [method, url, body] of [
        ['GET', URL],
        ['POST', URL, { bad: 1 }],
        ['PUT', `${URL}/${c._id}`, { name: 'Đổi tên' }],
        ['POST', `${URL}/reorder`, { ids: [c._id] }],
        ['PUT', `${URL}/${c._id}/cover`],
      ] as const)
        expect((await call(caller.headers, method, url, body)).statusCode, `${caller.name} ${method} ${url}`).toBe(caller.status)
  })
})
