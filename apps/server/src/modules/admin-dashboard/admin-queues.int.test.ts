import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createCategory } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, login, PASSWORD, pngBytes, type TestApp, uniqueEmail } from '../../../test/helpers.ts'
import { insertOrder } from '../../../test/order-fixtures.ts'
import {
  createReturnBuyer,
  createReturnsWorld,
  insertReturnableOrder,
  type ReturnsWorld,
  uploadEvidence,
} from '../../../test/returns-fixtures.ts'
import { auditLog } from '../audit/audit.tables.ts'
import { products } from '../catalog/catalog.tables.ts'
import { identityCards, users } from '../identity/identity.tables.ts'
import { orders } from '../orders/orders.tables.ts'
import { validProduct } from '../catalog/seller/seller-test-fixtures.ts'

/**
 * The admin review queues (issue 14) through HTTP: every queue route walked as anonymous (401),
 * buyer, seller and KOL (403) and admin; validation errors change nothing; two admins deciding at
 * once (one wins, the other is told who decided and when); each decision audited; the dashboard.
 */

let t: TestApp
let w: ReturnsWorld
let admin: Awaited<ReturnType<typeof createAdmin>>
let admin2: Awaited<ReturnType<typeof createAdmin>>
let buyer: Awaited<ReturnType<typeof createReturnBuyer>>
let kol: { headers: Record<string, string> }
let categoryId: string
let photo: string

type Headers = Record<string, string>
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) })
const auditCount = async (targetId: string) =>
  (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetId, targetId)))[0]?.n ?? 0

beforeAll(async () => {
  t = await createTestApp()
  w = await createReturnsWorld(t)
  ;[admin, admin2, buyer] = await Promise.all([createAdmin(t), createAdmin(t), createReturnBuyer(t)])
  const kolEmail = uniqueEmail('kol')
  await t.services.identity.createAccount({ email: kolEmail, userName: 'KOL thử', password: PASSWORD, roles: ['buyer', 'kol'] })
  kol = { headers: authHeader((await login(t.app, kolEmail, PASSWORD)).accessToken) }
  categoryId = (await createCategory(t, 'Đầm nữ')).id
  photo = await uploadEvidence(t, buyer.headers)
})
afterAll(() => t.close())

async function pendingProduct(name = 'Đầm voan hoa nhí cổ vuông') {
  const res = await call(w.seller.headers, 'POST', '/api/v1/seller/products', validProduct(categoryId, { name }))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data._id as string
}

async function pendingCard() {
  const email = uniqueEmail('card')
  const user = await t.services.identity.createAccount({ email, userName: 'Người xác minh', password: PASSWORD })
  const png = await pngBytes()
  const card = await t.services.identity.submitIdentityCard({ userId: user.id, idNumber: '001196012345', front: png, back: png })
  return { userId: user.id, cardId: card._id }
}

async function heldCodOrder() {
  const order = await insertOrder(t, {
    buyerId: buyer.userId,
    shopId: w.seller.shop.id,
    lines: [{ variantId: w.perfumeVariant, quantity: 1 }],
    status: 'waiting_approval',
    paymentMethod: 'COD',
  })
  return order.id as string
}

async function returnAwaitingAdmin() {
  const order = await insertReturnableOrder(t, {
    buyerId: buyer.userId,
    shopId: w.seller.shop.id,
    lines: [{ variantId: w.shirtVariant, quantity: 1 }],
  })
  const r = (
    await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${order.id}/returns`, { reason_id: 'damaged', media: [photo] })
  ).json().data
  expect((await call(w.seller.headers, 'POST', `/api/v1/seller/returns/${r._id}/agree`)).statusCode).toBe(200)
  expect((await call(w.seller.headers, 'POST', `/api/v1/seller/returns/${r._id}/received`)).statusCode).toBe(200)
  return r._id as string
}

describe('who may use the queues', () => {
  it('every admin queue route: anonymous 401, buyer / seller / KOL 403 (before the input is read), admin 200', async () => {
    const id = '01900000-0000-7000-8000-00000000beef'
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/v1/admin/dashboard'],
      ['GET', '/api/v1/admin/queues'],
      ['GET', '/api/v1/admin/seller-applications'],
      ['GET', '/api/v1/admin/products'],
      ['GET', '/api/v1/admin/size-charts'],
      ['GET', '/api/v1/admin/identity-cards'],
      ['GET', '/api/v1/admin/orders'],
      ['GET', '/api/v1/admin/returns'],
      ['GET', `/api/v1/admin/products/${id}`],
      ['GET', `/api/v1/admin/size-charts/${id}`],
      ['GET', `/api/v1/admin/identity-cards/${id}`],
      ['GET', `/api/v1/admin/orders/${id}`],
      ['POST', `/api/v1/admin/orders/${id}/approve`],
      ['POST', `/api/v1/admin/orders/${id}/reject`, { reason: 'x' }],
      ['POST', `/api/v1/admin/identity-cards/${id}/approve`],
      ['POST', `/api/v1/admin/identity-cards/${id}/reject`, { reason: 'x' }],
      ['POST', `/api/v1/admin/returns/${id}/approve`],
      ['POST', `/api/v1/admin/returns/${id}/reject`, { note: 'x' }],
      // a bad body too: who asks is checked first
      ['POST', '/api/v1/admin/products/bulk', { ids: 'nope' }],
      ['POST', '/api/v1/admin/size-charts/bulk', { ids: [id], decision: 'approve' }],
      ['POST', '/api/v1/admin/seller-applications/bulk', { ids: [id], decision: 'approve' }],
      ['POST', '/api/v1/admin/identity-cards/bulk', { ids: [id], decision: 'approve' }],
      ['POST', '/api/v1/admin/orders/bulk', { ids: [id], decision: 'approve' }],
    ]
    for (const [method, url, body] of routes) {
      expect((await call({}, method, url, body)).statusCode, `anonymous ${url}`).toBe(401)
      for (const [who, headers] of [
        ['buyer', buyer.headers],
        ['seller', w.seller.headers],
        ['kol', kol.headers],
      ] as const)
        expect((await call(headers, method, url, body)).statusCode, `${who} ${method} ${url}`).toBe(403)
    }
    for (const url of routes.filter(([m, u]) => m === 'GET' && !u.includes(id)).map(([, u]) => u))
      expect((await call(admin.headers, 'GET', url)).statusCode, url).toBe(200)
    // unknown ids: 404 for the admin
    for (const url of [`/api/v1/admin/products/${id}`, `/api/v1/admin/identity-cards/${id}`, `/api/v1/admin/orders/${id}`])
      expect((await call(admin.headers, 'GET', url)).statusCode, url).toBe(404)
  })
})

describe('products', () => {
  it('bulk: bad input is 400 with field messages and changes nothing; a reject needs its reason', async () => {
    const id = await pendingProduct('Đầm bulk kiểm tra đầu vào')
    for (const body of [
      {},
      { ids: [], decision: 'approve' },
      { ids: ['x'], decision: 'approve' },
      { ids: [id], decision: 'maybe' },
      { ids: [id], decision: 'reject' },
    ]) {
      const res = await call(admin.headers, 'POST', '/api/v1/admin/products/bulk', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
    }
    expect(
      (await call(admin.headers, 'POST', '/api/v1/admin/products/bulk', { ids: [id], decision: 'reject' })).json().error.fields,
    ).toHaveProperty('reason')
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id))
    expect(row?.status).toBe('pending')
    expect(await auditCount(id)).toBe(0)
  })

  it('bulk approve decides each item alone: the decided ones are reported, the others approved and audited', async () => {
    const [a, b] = [await pendingProduct('Đầm bulk một'), await pendingProduct('Đầm bulk hai')]
    expect((await call(admin2.headers, 'POST', `/api/v1/admin/products/${a}/accept`)).statusCode).toBe(200)
    const res = await call(admin.headers, 'POST', '/api/v1/admin/products/bulk', { ids: [a, b], decision: 'approve' })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ succeeded: 1, failed: 1 })
    expect(data.results.find((r: { _id: string }) => r._id === a).error.code).toBe('ALREADY_DECIDED')
    expect(data.results.find((r: { _id: string }) => r._id === b)).toMatchObject({ ok: true, error: null })
    expect(await auditCount(b)).toBe(1)
    expect(await auditCount(a)).toBe(1)
  })

  it('two admins at once: one wins, the other gets 409 naming who decided and when; one audit row', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await pendingProduct(`Đầm tranh chấp vòng ${round}`)
      const [x, y] = await Promise.all([
        call(admin.headers, 'POST', `/api/v1/admin/products/${id}/accept`),
        call(admin2.headers, 'POST', `/api/v1/admin/products/${id}/reject`, { reason: 'Ảnh mờ' }),
      ])
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409])
      const loser = (x.statusCode === 409 ? x : y).json().error
      expect(loser.code).toBe('ALREADY_DECIDED')
      expect(loser.details.decided_by.name).toBe('Quản trị')
      expect(Date.parse(loser.details.decided_at)).toBeLessThanOrEqual(Date.now())
      expect(loser.details.status).toBe(x.statusCode === 200 ? 'accepted' : 'rejected')
      expect(await auditCount(id)).toBe(1)
    }
  })

  it('the detail shows the system check and, for an update of an approved product, the diff', async () => {
    const id = await pendingProduct('Đầm sơ mi linen cổ bẻ')
    expect((await call(admin.headers, 'POST', `/api/v1/admin/products/${id}/accept`)).statusCode).toBe(200)
    const update = await call(
      w.seller.headers,
      'PUT',
      `/api/v1/seller/products/${id}`,
      validProduct(categoryId, { name: 'Đầm sơ mi linen cổ bẻ mới' }),
    )
    expect(update.statusCode, update.body).toBe(200)
    const detail = (await call(admin.headers, 'GET', `/api/v1/admin/products/${id}`)).json().data
    expect(detail.status).toBe('pending')
    expect(detail.diff).toEqual([{ field: 'name', before: 'Đầm sơ mi linen cổ bẻ', after: 'Đầm sơ mi linen cổ bẻ mới' }])
    expect(detail.check.issues).toContain('few_images')
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual(['pending', 'accepted', 'pending'])
    // a copy under another shop's name is a duplicate
    const copy = await call(
      w.other.headers,
      'POST',
      '/api/v1/seller/products',
      validProduct(categoryId, { name: 'Đầm sơ mi linen cổ bẻ mới' }),
    )
    const listed = (await call(admin.headers, 'GET', '/api/v1/admin/products?q=linen%20co%20be%20moi')).json().data
    const found = listed.find((p: { _id: string }) => p._id === copy.json().data._id)
    expect(found.check_issues).toContain('duplicate_name')
  })
})

describe('identity cards', () => {
  it('approve sets the user verified, audited; a second admin gets 409; reject needs a reason', async () => {
    const { userId, cardId } = await pendingCard()
    expect((await call(admin.headers, 'POST', `/api/v1/admin/identity-cards/${cardId}/reject`, { reason: '' })).statusCode).toBe(400)
    const [x, y] = await Promise.all([
      call(admin.headers, 'POST', `/api/v1/admin/identity-cards/${cardId}/approve`),
      call(admin2.headers, 'POST', `/api/v1/admin/identity-cards/${cardId}/reject`, { reason: 'Ảnh bị che' }),
    ])
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409])
    const winner = x.statusCode === 200 ? 'approved' : 'rejected'
    const [user] = await t.database.db.select({ status: users.identityStatus }).from(users).where(eq(users.id, userId))
    expect(user?.status).toBe(winner)
    expect((x.statusCode === 409 ? x : y).json().error.details.status).toBe(winner)
    expect(await auditCount(cardId)).toBe(1)
    const [card] = await t.database.db.select().from(identityCards).where(eq(identityCards.id, cardId))
    expect(card?.status).toBe(winner)
    // the list reads it, photos by the admin-only route
    const listed = (await call(admin.headers, 'GET', `/api/v1/admin/identity-cards?status=${winner}`)).json().data
    const item = listed.find((c: { _id: string }) => c._id === cardId)
    expect(item.decided.decided_by.name).toBe('Quản trị')
    expect((await call(admin.headers, 'GET', item.front_url)).statusCode).toBe(200)
  })
})

describe('COD orders held for review', () => {
  it('lists held COD orders; approve passes it to the shop; the other admin gets 409; reject cancels with the reason', async () => {
    const [a, b] = [await heldCodOrder(), await heldCodOrder()]
    const listed = (await call(admin.headers, 'GET', '/api/v1/admin/orders')).json().data.map((o: { _id: string }) => o._id)
    expect(listed).toEqual(expect.arrayContaining([a, b]))
    const [x, y] = await Promise.all([
      call(admin.headers, 'POST', `/api/v1/admin/orders/${a}/approve`),
      call(admin2.headers, 'POST', `/api/v1/admin/orders/${a}/reject`, { reason: 'Số điện thoại không liên lạc được' }),
    ])
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409])
    expect((x.statusCode === 409 ? x : y).json().error.code).toBe('ALREADY_DECIDED')
    expect(await auditCount(a)).toBe(1)
    expect((await call(admin.headers, 'POST', `/api/v1/admin/orders/${b}/reject`, {})).statusCode).toBe(400)
    expect((await t.database.db.select().from(orders).where(eq(orders.id, b)))[0]?.status).toBe('waiting_approval')
    const rejected = await call(admin.headers, 'POST', `/api/v1/admin/orders/${b}/reject`, {
      reason: 'Đơn đặt thử, người mua xác nhận huỷ',
    })
    expect(rejected.json().data).toEqual({ _id: b, status: 'cancelled' })
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, b), eq(auditLog.action, 'order.cod_reject')))
    expect(audit?.reason).toBe('Đơn đặt thử, người mua xác nhận huỷ')
  })
})

describe('returns awaiting the admin', () => {
  it('two admins at once: one decision, the other is told who decided; the decision is audited', async () => {
    const id = await returnAwaitingAdmin()
    const [x, y] = await Promise.all([
      call(admin.headers, 'POST', `/api/v1/admin/returns/${id}/approve`),
      call(admin2.headers, 'POST', `/api/v1/admin/returns/${id}/reject`, { note: 'Sản phẩm đã qua sử dụng' }),
    ])
    expect([x.statusCode, y.statusCode].sort(), `${x.body} ${y.body}`).toEqual([200, 409])
    const loser = (x.statusCode === 409 ? x : y).json().error
    expect(loser.code).toBe('ALREADY_DECIDED')
    expect(loser.message).toContain('Quản trị')
    expect(await auditCount(id)).toBe(1)
  })
})

describe('dashboard', () => {
  it('counts each queue with its oldest item and deadline, today and 30 days', async () => {
    await pendingProduct('Đầm cho bảng điều khiển')
    const res = await call(admin.headers, 'GET', '/api/v1/admin/dashboard')
    expect(res.statusCode, res.body).toBe(200)
    const d = res.json().data
    expect(d.queues.products.count).toBeGreaterThan(0)
    // spec §9: products within 2–3 days of the oldest submission
    expect(Date.parse(d.queues.products.deadline_at) - Date.parse(d.queues.products.oldest_at)).toBe(3 * 86_400_000)
    expect(d.days).toHaveLength(30)
    // each order and account on its Vietnam calendar day (UTC+7): the fixtures date orders minutes
    // back, which just after midnight in Vietnam is yesterday's row, not today's
    const vnDate = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)
    const perDay = (rows: Array<{ at: Date }>) => {
      const out = new Map<string, number>()
      for (const r of rows) out.set(vnDate(r.at), (out.get(vnDate(r.at)) ?? 0) + 1)
      return out
    }
    const placed = await t.database.db.select({ at: orders.createdAt }).from(orders)
    const joined = await t.database.db.select({ at: users.createdAt }).from(users).where(eq(users.isGuest, false))
    // not a vacuous check: the file's orders are minutes old, so inside the 30 days
    expect(placed.some((o) => vnDate(o.at) >= d.days[0].date)).toBe(true)
    const [ordersOn, usersOn] = [perDay(placed), perDay(joined)]
    for (const day of d.days) {
      expect(day.orders, day.date).toBe(ordersOn.get(day.date) ?? 0)
      expect(day.new_users, day.date).toBe(usersOn.get(day.date) ?? 0)
    }
    expect(d.days.at(-1).date).toBe(vnDate(new Date(d.generated_at)))
    const { date: _, ...last } = d.days.at(-1)
    expect(d.today).toEqual(last)
    expect(joined.length).toBeGreaterThan(0)
    const stats = (await call(admin.headers, 'GET', '/api/v1/admin/queues')).json().data
    expect(stats.products.count).toBe(d.queues.products.count)
  })
})
