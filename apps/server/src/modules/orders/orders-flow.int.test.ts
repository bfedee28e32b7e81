import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createBuyer, insertVoucher, placeOrder, quotedOrder } from '../../../test/commerce-fixtures.ts'
import { createTestApp, readOutboxMessages, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder, stockOf } from '../../../test/order-fixtures.ts'
import { voucherRedemptions, vouchers } from '../pricing/pricing.tables.ts'
import { ORDERS_AUTO_CANCEL_JOB, ORDERS_AUTO_COMPLETE_JOB } from './orders.jobs.ts'
import { orderStatusHistory, orders } from './orders.tables.ts'

/**
 * Orders end to end: placed through checkout (POST /api/v1/mobile/orders) then cancelled with the
 * stock and voucher given back; races between transitions; the auto-cancel and auto-complete jobs.
 */

let t: TestApp
let shopA: Awaited<ReturnType<typeof createSeller>>
let shopB: Awaited<ReturnType<typeof createSeller>>
let variant: string
let productId: string

type Headers = Record<string, string>
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const order = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!
const history = (id: string) => t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))
const DAY = 24 * 3600 * 1000

beforeAll(async () => {
  t = await createTestApp()
  shopA = await createSeller(t, { shopName: 'Shop Áo Hà', provinceCode: '79' })
  shopB = await createSeller(t, { shopName: 'Shop Son Môi', provinceCode: '01' })
  const p = await insertProduct(t, {
    shopId: shopA.shop.id,
    name: 'Áo sơ mi lụa tay phồng',
    variants: [{ options: [], price: 300_000, salePrice: 250_000, stock: 1000 }],
  })
  productId = p.id
  variant = (await firstVariant(t, p.id)).id
})
afterAll(() => t.close())

describe('orders placed through checkout', () => {
  it('two shops → two orders in the list; cancelling gives back stock and the voucher share, then the use', async () => {
    const buyer = await createBuyer(t)
    const a = await insertProduct(t, {
      shopId: shopA.shop.id,
      name: 'Quần ống rộng vải đũi',
      variants: [{ options: [], price: 300_000, salePrice: 300_000, stock: 10 }],
    })
    const b = await insertProduct(t, {
      shopId: shopB.shop.id,
      name: 'Son kem lì màu đỏ gạch',
      variants: [{ options: [], price: 100_000, salePrice: 100_000, stock: 10 }],
    })
    const va = (await firstVariant(t, a.id)).id
    const vb = (await firstVariant(t, b.id)).id
    const platform = await insertVoucher(t, { code: 'DON10', type: 'percent', value: 10, maxDiscountValue: 30_000, minOrderValue: 200_000 })
    const body = await quotedOrder(t.app, buyer.headers, {
      shops: [
        { shop_id: shopA.shop.id, items: [{ product_id: a.id, variant_id: va, quantity: 2, sale_price: 0 }], shipping_method: 'GHTK' },
        { shop_id: shopB.shop.id, items: [{ product_id: b.id, variant_id: vb, quantity: 1, sale_price: 0 }], shipping_method: 'GHTK' },
      ],
      address_id: buyer.addressId,
      payment_method: 'COD',
      platform_voucher_code: 'DON10',
      accept_terms: true,
    })
    const placed = await placeOrder(t.app, buyer.headers, body)
    expect(placed.statusCode, placed.body).toBe(200)
    expect((await stockOf(t, va)).stock).toBe(8)
    expect(await t.database.db.select().from(vouchers).where(eq(vouchers.id, platform.id))).toMatchObject([{ used: 1, budgetUsed: 30_000 }])

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/orders', headers: buyer.headers })
    expect(list.statusCode, list.body).toBe(200)
    const mine = list.json().data as Array<{
      _id: string
      shop: { _id: string }
      status: string
      platform_voucher_discount: number
      total: number
      timeline: unknown[]
    }>
    expect(mine).toHaveLength(2)
    expect(mine.map((o) => o.status)).toEqual(['awaiting_confirmation', 'awaiting_confirmation'])
    const ofA = mine.find((o) => o.shop._id === shopA.shop.id)!
    const ofB = mine.find((o) => o.shop._id === shopB.shop.id)!
    expect(ofA.platform_voucher_discount + ofB.platform_voucher_discount).toBe(30_000)
    expect(ofA.timeline).toEqual([
      { status: 'awaiting_confirmation', from: null, at: expect.any(String), actor_role: 'buyer', reason: null },
    ])
    // the seller of shop B sees only B's order
    const sellerList = (await t.app.inject({ method: 'GET', url: '/api/v1/seller/orders', headers: shopB.headers })).json().data
    expect(sellerList.map((o: { _id: string }) => o._id)).toEqual([ofB._id])

    const cancelled = await post(`/api/v1/mobile/orders/${ofA._id}/cancel`, buyer.headers, { reason_id: 'change_items' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await stockOf(t, va)).stock).toBe(10)
    expect((await stockOf(t, vb)).stock).toBe(9)
    // A's share of the budget comes back; the use stays while B's order still holds the voucher
    const [afterOne] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, platform.id))
    expect(afterOne).toMatchObject({ used: 1, budgetUsed: 30_000 - ofA.platform_voucher_discount })
    const released = await t.database.db
      .select()
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.orderId, ofA._id), eq(voucherRedemptions.voucherId, platform.id)))
    expect(released[0]?.releasedAt).toBeInstanceOf(Date)

    // the seller cancels B: the voucher use comes back too
    const byShop = await post(`/api/v1/seller/orders/${ofB._id}/cancel`, shopB.headers, { reason_id: 'out_of_stock' })
    expect(byShop.statusCode, byShop.body).toBe(200)
    expect((await stockOf(t, vb)).stock).toBe(10)
    expect(await t.database.db.select().from(vouchers).where(eq(vouchers.id, platform.id))).toMatchObject([{ used: 0, budgetUsed: 0 }])
  })

  it('a placed order goes through the seller’s steps to completion', async () => {
    const buyer = await createBuyer(t)
    const body = await quotedOrder(t.app, buyer.headers, {
      shops: [
        {
          shop_id: shopA.shop.id,
          items: [{ product_id: productId, variant_id: variant, quantity: 1, sale_price: 0 }],
          shipping_method: 'VIETTEL_POST',
        },
      ],
      address_id: buyer.addressId,
      payment_method: 'COD',
      accept_terms: true,
    })
    const placed = await placeOrder(t.app, buyer.headers, body)
    const id = placed.json().data.orders[0]._id as string
    for (const step of ['confirm', 'prepare', 'ship']) {
      const res = await post(`/api/v1/seller/orders/${id}/${step}`, shopA.headers, step === 'ship' ? {} : undefined)
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200)
    }
    expect((await order(id)).carrier).toBe('VIETTEL_POST')
    const done = await post(`/api/v1/mobile/orders/${id}/confirm-received`, buyer.headers)
    expect(done.json().data).toMatchObject({ status: 'completed', payment_status: 'paid' })
  })
})

describe('races: exactly one transition wins', () => {
  it('two concurrent buyer cancels: one 200, one 409, stock given back once', async () => {
    const buyer = await createOrderBuyer(t)
    for (let round = 0; round < 4; round++) {
      const before = await stockOf(t, variant)
      const o = await insertOrder(t, { buyerId: buyer.userId, shopId: shopA.shop.id, lines: [{ variantId: variant, quantity: 3 }] })
      const results = await Promise.all(
        [1, 2].map(() => post(`/api/v1/mobile/orders/${o.id}/cancel`, buyer.headers, { reason_id: 'other' })),
      )
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expect(results.find((r) => r.statusCode === 409)?.json().error.code).toBe('ORDER_STATUS_CONFLICT')
      expect(await stockOf(t, variant)).toEqual(before)
      expect((await history(o.id)).filter((h) => h.toStatus === 'cancelled')).toHaveLength(1)
    }
  })

  it('seller confirm against buyer cancel: one wins (or the cancel, coming second, becomes a request); stock matches', async () => {
    const buyer = await createOrderBuyer(t)
    for (let round = 0; round < 6; round++) {
      const before = await stockOf(t, variant)
      const o = await insertOrder(t, { buyerId: buyer.userId, shopId: shopA.shop.id, lines: [{ variantId: variant, quantity: 2 }] })
      const cancelCall = () => post(`/api/v1/mobile/orders/${o.id}/cancel`, buyer.headers, { reason_id: 'changed_mind' })
      const confirmCall = () => post(`/api/v1/seller/orders/${o.id}/confirm`, shopA.headers)
      const [cancel, confirm] =
        round % 2
          ? await Promise.all([cancelCall(), confirmCall()])
          : await Promise.all([confirmCall(), cancelCall()]).then(([c, x]) => [x, c])
      const row = await order(o.id)
      if (row.status === 'cancelled') {
        expect([cancel!.statusCode, confirm!.statusCode]).toEqual([200, 409])
        expect(await stockOf(t, variant)).toEqual(before)
        expect((await history(o.id)).map((h) => h.toStatus)).toEqual(['awaiting_confirmation', 'cancelled'])
      } else if (row.status === 'preparing') {
        // truly concurrent: the confirm's update won, the cancel's conditional update matched nothing
        expect([cancel!.statusCode, confirm!.statusCode]).toEqual([409, 200])
        expect((await stockOf(t, variant)).stock).toBe(before.stock - 2)
        expect(await history(o.id)).toHaveLength(2)
      } else {
        // the confirm committed before the cancel read the order: the cancel became a request
        expect([cancel!.statusCode, confirm!.statusCode]).toEqual([200, 200])
        expect(row).toMatchObject({ status: 'cancel_pending', cancelRequestedFrom: 'preparing' })
        expect((await stockOf(t, variant)).stock).toBe(before.stock - 2)
      }
    }
  })

  it('seller ship against buyer cancel of an order to ship: exactly one wins', async () => {
    const buyer = await createOrderBuyer(t)
    for (let round = 0; round < 6; round++) {
      const before = await stockOf(t, variant)
      const o = await insertOrder(t, {
        buyerId: buyer.userId,
        shopId: shopA.shop.id,
        lines: [{ variantId: variant, quantity: 1 }],
        status: 'to_ship',
      })
      const calls = [
        () => post(`/api/v1/mobile/orders/${o.id}/cancel`, buyer.headers, { reason_id: 'other' }),
        () => post(`/api/v1/seller/orders/${o.id}/ship`, shopA.headers, { tracking_code: `R${round}` }),
      ]
      const results = await Promise.all((round % 2 ? calls : [...calls].reverse()).map((c) => c()))
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expect(['cancel_pending', 'shipping']).toContain((await order(o.id)).status)
      // neither outcome gives stock back yet
      expect((await stockOf(t, variant)).stock).toBe(before.stock - 1)
      expect(await history(o.id)).toHaveLength(4)
    }
  })

  it('accept and reject of one cancel request, and many cancels at once: one winner each time', async () => {
    const buyer = await createOrderBuyer(t)
    const before = await stockOf(t, variant)
    const o = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: shopA.shop.id,
      lines: [{ variantId: variant, quantity: 1 }],
      status: 'cancel_pending',
    })
    const [accept, reject] = await Promise.all([
      post(`/api/v1/seller/orders/${o.id}/cancel-request/accept`, shopA.headers),
      post(`/api/v1/seller/orders/${o.id}/cancel-request/reject`, shopA.headers, { reason: 'Đã đóng gói' }),
    ])
    expect([accept!.statusCode, reject!.statusCode].sort()).toEqual([200, 409])
    const status = (await order(o.id)).status
    expect(status).toBe(accept!.statusCode === 200 ? 'cancelled' : 'preparing')
    expect((await stockOf(t, variant)).stock).toBe(status === 'cancelled' ? before.stock : before.stock - 1)

    const many = await insertOrder(t, { buyerId: buyer.userId, shopId: shopA.shop.id, lines: [{ variantId: variant, quantity: 5 }] })
    const stock = await stockOf(t, variant)
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => post(`/api/v1/mobile/orders/${many.id}/cancel`, buyer.headers, { reason_id: 'other' })),
      post(`/api/v1/seller/orders/${many.id}/cancel`, shopA.headers, { reason_id: 'out_of_stock' }),
    ])
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4)
    expect((await order(many.id)).status).toBe('cancelled')
    expect((await stockOf(t, variant)).stock).toBe(stock.stock + 5)
    expect(await history(many.id)).toHaveLength(2)
  })
})

describe('jobs', () => {
  it('auto-cancels unpaid orders past their time to pay (stock back, system reason, e-mail); leaves the rest', async () => {
    const buyer = await createOrderBuyer(t)
    const before = await stockOf(t, variant)
    const line = [{ variantId: variant, quantity: 1 }]
    const seed = (extra: Partial<Parameters<typeof insertOrder>[1]>) =>
      insertOrder(t, { buyerId: buyer.userId, shopId: shopA.shop.id, lines: line, ...extra })
    const overdue = await seed({ status: 'pending', paymentMethod: 'MOMO', createdAt: new Date(Date.now() - 2 * DAY) })
    const notYet = await seed({ status: 'pending', paymentMethod: 'VNPAY', payBefore: new Date(Date.now() + 3600_000) })
    const cash = await seed({ status: 'pending', paymentMethod: 'COD', createdAt: new Date(Date.now() - 5 * DAY) })
    const paid = await seed({
      status: 'waiting_approval',
      paymentMethod: 'MOMO',
      paymentStatus: 'paid',
      createdAt: new Date(Date.now() - 5 * DAY),
    })
    // no pay_before: due ORDER_UNPAID_CANCEL_DAYS (default 1) after creation
    const legacy = await seed({
      status: 'pending',
      paymentMethod: 'MOMO',
      payBefore: null,
      createdAt: new Date(Date.now() - 30 * 3600_000),
    })
    const fresh = await seed({ status: 'pending', paymentMethod: 'MOMO', payBefore: null, createdAt: new Date(Date.now() - 3600_000) })

    expect(await t.services.orders.autoCancelUnpaid()).toBe(2)
    expect((await order(overdue.id)).status).toBe('cancelled')
    expect((await order(legacy.id)).status).toBe('cancelled')
    for (const o of [notYet, cash, paid, fresh]) expect((await order(o.id)).status).not.toBe('cancelled')
    expect((await stockOf(t, variant)).stock).toBe(before.stock - 4)
    expect((await order(overdue.id)).cancelledBy).toBe('system')
    expect((await history(overdue.id)).at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorRole: 'system',
      actorId: null,
      reason: 'unpaid_timeout',
    })
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/mobile/orders/${overdue.id}`,
      headers: { ...buyer.headers, 'accept-language': 'en' },
    })
    expect(res.json().data).toMatchObject({ cancel_reason: { _id: 'unpaid_timeout', name: 'Not paid in time' }, cancelled_by: 'system' })
    await t.outbox.drain()
    expect(readOutboxMessages(t.dataDir, buyer.email).some((m) => m.subject === `Xinh: Đơn hàng ${overdue.code} đã bị huỷ`)).toBe(true)
    // a second run finds nothing; the job runs the same handler
    await t.jobs.runNow(ORDERS_AUTO_CANCEL_JOB, {})
    expect((await stockOf(t, variant)).stock).toBe(before.stock - 4)
    expect(await t.services.orders.autoCancelUnpaid(new Date(Date.now() + 2 * 3600_000))).toBe(1)
    expect((await order(notYet.id)).status).toBe('cancelled')
  })

  it('ORDER_UNPAID_CANCEL_DAYS sets the time to pay of orders without pay_before', async () => {
    const patient = await createTestApp({ ORDER_UNPAID_CANCEL_DAYS: '3' })
    const buyer = await createOrderBuyer(t)
    const seed = (days: number) =>
      insertOrder(t, {
        buyerId: buyer.userId,
        shopId: shopA.shop.id,
        lines: [{ variantId: variant, quantity: 1 }],
        status: 'pending',
        paymentMethod: 'MOMO',
        payBefore: null,
        createdAt: new Date(Date.now() - days * DAY),
      })
    const two = await seed(2)
    const four = await seed(4)
    expect(await patient.services.orders.autoCancelUnpaid()).toBe(1)
    expect((await order(four.id)).status).toBe('cancelled')
    expect((await order(two.id)).status).toBe('pending')
    await expect(createTestApp({ ORDER_UNPAID_CANCEL_DAYS: '0' })).rejects.toThrow(/ORDER_UNPAID_CANCEL_DAYS/)
  })

  it('auto-completes delivered orders after the period, not before', async () => {
    const buyer = await createOrderBuyer(t)
    const line = [{ variantId: variant, quantity: 1 }]
    const old = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: shopA.shop.id,
      lines: line,
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 8 * DAY),
    })
    const recent = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: shopA.shop.id,
      lines: line,
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 2 * DAY),
    })
    const shipping = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: shopA.shop.id,
      lines: line,
      status: 'shipping',
      createdAt: new Date(Date.now() - 20 * DAY),
    })
    await t.jobs.runNow(ORDERS_AUTO_COMPLETE_JOB, {})
    expect(await order(old.id)).toMatchObject({ status: 'completed', paymentStatus: 'paid' })
    expect((await history(old.id)).at(-1)).toMatchObject({
      fromStatus: 'delivered',
      toStatus: 'completed',
      actorRole: 'system',
      reason: 'auto_complete',
    })
    expect((await order(recent.id)).status).toBe('delivered')
    expect((await order(shipping.id)).status).toBe('shipping')
    expect(await t.services.orders.autoComplete(new Date(Date.now() + 6 * DAY))).toBe(1)
    expect((await order(recent.id)).status).toBe('completed')
  })
})
