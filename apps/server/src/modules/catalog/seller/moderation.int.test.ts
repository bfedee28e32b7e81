import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createCategory, createSeller } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../../test/helpers.ts'
import { products } from '../catalog.tables.ts'
import { snapshotProduct, validProduct } from './seller-test-fixtures.ts'

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let admin: Awaited<ReturnType<typeof createAdmin>>
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  ;[seller, admin] = await Promise.all([createSeller(t, { shopName: 'Shop Hoa Mai' }), createAdmin(t)])
  categoryId = (await createCategory(t, 'Đầm nữ')).id
})
afterAll(() => t.close())

type Who = { headers: Record<string, string> }
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const anonymous: Who = { headers: {} }

const createProduct = async (name = 'Đầm maxi voan hoa nhí') => {
  const res = await call(seller, 'POST', '/api/v1/seller/products', validProduct(categoryId, { name }))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { _id: string }
}

describe('product moderation', () => {
  it('only admins: a seller gets 403 FORBIDDEN, anonymous 401', async () => {
    const p = await createProduct()
    for (const [who, status] of [
      [seller, 403],
      [anonymous, 401],
    ] as const) {
      expect((await call(who, 'GET', '/api/v1/admin/products')).statusCode).toBe(status)
      expect((await call(who, 'POST', `/api/v1/admin/products/${p._id}/accept`)).statusCode).toBe(status)
      expect((await call(who, 'POST', `/api/v1/admin/products/${p._id}/reject`, { reason: 'Không hợp lệ' })).statusCode).toBe(status)
    }
    expect((await call(seller, 'GET', '/api/v1/admin/products')).json().error.code).toBe('FORBIDDEN')
    expect((await snapshotProduct(t, p._id))!.row.status).toBe('pending')
  })

  it('lists the pending queue oldest submission first, paged, with shop and category', async () => {
    await t.database.db.update(products).set({ status: 'accepted' }).where(eq(products.status, 'pending'))
    const [a, b, c] = [
      await createProduct('Đầm thứ nhất xếp hàng'),
      await createProduct('Đầm thứ hai xếp hàng'),
      await createProduct('Đầm thứ ba xếp hàng'),
    ]
    // c was submitted first, then a, then b
    for (const [id, minutes] of [
      [c._id, 30],
      [a._id, 20],
      [b._id, 10],
    ] as const)
      await t.database.db
        .update(products)
        .set({ submittedAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(products.id, id))
    const res = await call(admin, 'GET', '/api/v1/admin/products?status=pending&limit=2')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.data.map((p: { _id: string }) => p._id)).toEqual([c._id, a._id])
    expect(body.meta).toEqual({ page: 1, limit: 2, total: 3 })
    expect(body.data[0]).toMatchObject({
      name: 'Đầm thứ ba xếp hàng',
      status: 'pending',
      shop: { _id: seller.shop.id, name: 'Shop Hoa Mai' },
      category: { _id: categoryId, name: 'Đầm nữ' },
    })
    expect(body.data[0].variants).toHaveLength(2)
    expect((await call(admin, 'GET', '/api/v1/admin/products?page=2&limit=2')).json().data.map((p: { _id: string }) => p._id)).toEqual([
      b._id,
    ])
  })

  it('accepts a pending product (reviewed_at set); it is then sellable and cannot be decided again', async () => {
    const p = await createProduct()
    const res = await call(admin, 'POST', `/api/v1/admin/products/${p._id}/accept`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ _id: p._id, status: 'accepted', rejection_reason: null })
    expect(res.json().data.reviewed_at).not.toBeNull()
    expect((await call(seller, 'GET', `/api/v1/seller/products/${p._id}`)).json().data).toMatchObject({
      status: 'accepted',
      display_status: 'available',
    })
    for (const action of ['accept', 'reject']) {
      const again = await call(
        admin,
        'POST',
        `/api/v1/admin/products/${p._id}/${action}`,
        action === 'reject' ? { reason: 'Trễ' } : undefined,
      )
      expect(again.statusCode).toBe(409)
      // issue 14: the late decision is told who decided, and when
      const error = again.json().error
      expect(error.code).toBe('ALREADY_DECIDED')
      expect(error.message).toMatch(/^This was already decided by .+ at .+/)
      expect(error.details).toMatchObject({ status: 'accepted', decided_by: { _id: expect.any(String) }, decided_at: expect.any(String) })
    }
  })

  it('rejects with a reason of 1–300 characters', async () => {
    const p = await createProduct()
    for (const reason of ['', '   ', 'x'.repeat(301)]) {
      const bad = await call(admin, 'POST', `/api/v1/admin/products/${p._id}/reject`, { reason })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.fields).toHaveProperty('reason')
    }
    expect((await call(admin, 'POST', `/api/v1/admin/products/${p._id}/reject`, {})).statusCode).toBe(400)
    const res = await call(admin, 'POST', `/api/v1/admin/products/${p._id}/reject`, { reason: '  Ảnh sản phẩm bị mờ  ' })
    expect(res.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'Ảnh sản phẩm bị mờ' })
    const listed = (await call(admin, 'GET', '/api/v1/admin/products?status=rejected')).json().data
    expect(listed.find((x: { _id: string }) => x._id === p._id).rejection_reason).toBe('Ảnh sản phẩm bị mờ')
  })

  it('drafts are not in the queue and cannot be accepted; an unknown id is 404', async () => {
    const draft = (await call(seller, 'POST', '/api/v1/seller/products/draft', { name: 'Nháp' })).json().data
    expect((await call(admin, 'POST', `/api/v1/admin/products/${draft._id}/accept`)).statusCode).toBe(409)
    const missing = await call(admin, 'POST', '/api/v1/admin/products/01900000-0000-7000-8000-00000000beef/accept')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('PRODUCT_INVALID_ID')
    expect((await call(admin, 'GET', '/api/v1/admin/products?status=bogus')).statusCode).toBe(400)
  })
})

describe('status history', () => {
  it('records every transition with who made it and why: created, rejected, resubmitted, accepted, delisted', async () => {
    const p = await createProduct()
    await call(admin, 'POST', `/api/v1/admin/products/${p._id}/reject`, { reason: 'Ảnh sản phẩm bị mờ' })
    const resubmit = await call(
      seller,
      'PUT',
      `/api/v1/seller/products/${p._id}`,
      validProduct(categoryId, { name: 'Đầm maxi voan hoa nhí mới' }),
    )
    expect(resubmit.statusCode, resubmit.body).toBe(200)
    await call(admin, 'POST', `/api/v1/admin/products/${p._id}/accept`)
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/seller/products/${p._id}/active`,
      headers: seller.headers,
      payload: { allow_to_sell: false },
    })

    const res = await call(seller, 'GET', `/api/v1/seller/products/${p._id}/history`)
    expect(res.statusCode, res.body).toBe(200)
    expect(
      res.json().data.map((h: { from: string | null; to: string; by: string; reason: string | null }) => [h.from, h.to, h.by, h.reason]),
    ).toEqual([
      [null, 'pending', 'you', null],
      ['pending', 'rejected', 'admin', 'Ảnh sản phẩm bị mờ'],
      ['rejected', 'pending', 'you', null],
      ['pending', 'accepted', 'admin', null],
      ['accepted', 'delisted', 'you', null],
    ])
    // another seller cannot read it
    const other = await createSeller(t)
    expect((await call(other, 'GET', `/api/v1/seller/products/${p._id}/history`)).statusCode).toBe(404)
  })

  it('is written by the database itself: a status change made directly in SQL is recorded too', async () => {
    const p = await createProduct()
    await t.database.db.update(products).set({ status: 'rejected', rejectionReason: 'Kiểm tra thủ công' }).where(eq(products.id, p._id))
    const rows = await t.database.query<{ from_status: string; to_status: string; actor_id: string | null; reason: string }>(
      'SELECT from_status, to_status, actor_id, reason FROM product_status_history WHERE product_id = $1 ORDER BY created_at, id',
      [p._id],
    )
    expect(rows.at(-1)).toEqual({ from_status: 'pending', to_status: 'rejected', actor_id: null, reason: 'Kiểm tra thủ công' })
    // the ids are UUIDv7: version 7, time-ordered like every other id
    const ids = await t.database.query<{ id: string }>(
      'SELECT id::text FROM product_status_history WHERE product_id = $1 ORDER BY created_at, id',
      [p._id],
    )
    for (const { id } of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect([...ids.map((r) => r.id)].sort()).toEqual(ids.map((r) => r.id))
  })
})

describe('size charts', () => {
  const chart = (overrides: Record<string, unknown> = {}) => ({
    name: 'Bảng size áo thun',
    type: 'top',
    attributes: [
      { _id: 'chest', name: 'Vòng ngực (cm)' },
      { _id: 'length', name: 'Dài áo (cm)' },
    ],
    rows: [
      {
        size_name: 'M',
        size_values: [
          { values: '86-90', attribute_id: 'chest' },
          { values: '66', attribute_id: 'length' },
        ],
      },
      { size_name: 'L', size_values: [{ values: '90-94', attribute_id: 'chest', size_name: 'L' }] },
    ],
    ...overrides,
  })

  it('a seller creates a chart: pending, rows in the spec §3 shape', async () => {
    const res = await call(seller, 'POST', '/api/v1/seller/size-charts', chart())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      name: 'Bảng size áo thun',
      type: 'top',
      status: 'pending',
      rows: [
        {
          size_name: 'M',
          size_values: [
            { values: '86-90', attribute_id: 'chest', size_name: 'M' },
            { values: '66', attribute_id: 'length', size_name: 'M' },
          ],
        },
        { size_name: 'L', size_values: [{ values: '90-94', attribute_id: 'chest', size_name: 'L' }] },
      ],
    })
    const list = (await call(seller, 'GET', '/api/v1/seller/size-charts')).json().data
    expect(list.map((c: { _id: string }) => c._id)).toContain(res.json().data._id)
  })

  it('refuses rows that name unknown attributes, repeated sizes, or a mismatching size_name', async () => {
    for (const [patch, field] of [
      [{ rows: [{ size_name: 'M', size_values: [{ values: '1', attribute_id: 'hip' }] }] }, 'rows.0.size_values.0.attribute_id'],
      [
        {
          rows: [
            { size_name: 'M', size_values: [] },
            { size_name: 'm', size_values: [] },
          ],
        },
        'rows.1.size_name',
      ],
      [
        { rows: [{ size_name: 'M', size_values: [{ values: '1', attribute_id: 'chest', size_name: 'L' }] }] },
        'rows.0.size_values.0.size_name',
      ],
      [{ attributes: [] }, 'attributes'],
      [{ type: 'spaceship' }, 'type'],
    ] as const) {
      const res = await call(seller, 'POST', '/api/v1/seller/size-charts', chart(patch))
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json().error.fields, JSON.stringify(patch)).toHaveProperty([field])
    }
  })

  it('admin accepts and rejects pending charts only; a changed chart is pending again, an unchanged one stays', async () => {
    const created = (await call(seller, 'POST', '/api/v1/seller/size-charts', chart({ name: 'Bảng size quần' }))).json().data
    expect((await call(seller, 'POST', `/api/v1/admin/size-charts/${created._id}/accept`)).statusCode).toBe(403)
    const queue = (await call(admin, 'GET', '/api/v1/admin/size-charts')).json()
    expect(queue.data.find((c: { _id: string }) => c._id === created._id)).toMatchObject({
      status: 'pending',
      shop: { _id: seller.shop.id },
    })

    const accepted = await call(admin, 'POST', `/api/v1/admin/size-charts/${created._id}/accept`)
    expect(accepted.json().data).toMatchObject({ status: 'accepted' })
    expect((await call(admin, 'POST', `/api/v1/admin/size-charts/${created._id}/reject`, { reason: 'Sai' })).statusCode).toBe(409)

    const same = await call(seller, 'PUT', `/api/v1/seller/size-charts/${created._id}`, chart({ name: 'Bảng size quần' }))
    expect(same.json().data.status).toBe('accepted')
    const changed = await call(seller, 'PUT', `/api/v1/seller/size-charts/${created._id}`, chart({ name: 'Bảng size quần jean' }))
    expect(changed.json().data).toMatchObject({ status: 'pending', name: 'Bảng size quần jean' })

    const rejected = await call(admin, 'POST', `/api/v1/admin/size-charts/${created._id}/reject`, { reason: 'Thiếu số đo vòng eo' })
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'Thiếu số đo vòng eo' })
    const mine = (await call(seller, 'GET', '/api/v1/seller/size-charts')).json().data.find((c: { _id: string }) => c._id === created._id)
    expect(mine).toMatchObject({ status: 'rejected', rejection_reason: 'Thiếu số đo vòng eo' })
    expect((await call(admin, 'POST', '/api/v1/admin/size-charts/01900000-0000-7000-8000-00000000beef/accept')).json().error.code).toBe(
      'SIZE_CHART_INVALID_ID',
    )
  })

  it('deleting a chart detaches it from the products that used it', async () => {
    const created = (await call(seller, 'POST', '/api/v1/seller/size-charts', chart())).json().data
    const p = (await call(seller, 'POST', '/api/v1/seller/products', validProduct(categoryId, { size_chart_id: created._id }))).json().data
    expect(p.size_chart_id).toBe(created._id)
    expect((await call(seller, 'DELETE', `/api/v1/seller/size-charts/${created._id}`)).statusCode).toBe(200)
    expect((await call(seller, 'GET', `/api/v1/seller/products/${p._id}`)).json().data.size_chart_id).toBeNull()
    expect((await call(seller, 'DELETE', `/api/v1/seller/size-charts/${created._id}`)).statusCode).toBe(404)
  })
})
