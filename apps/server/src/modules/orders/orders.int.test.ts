import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, authHeader, readOutboxMessages, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder, stockOf } from '../../../test/order-fixtures.ts'
import { products } from '../catalog/catalog.tables.ts'
import { cartItems } from '../cart/cart.tables.ts'
import { orderStatusHistory, orders } from './orders.tables.ts'

/** Buyer routes of docs/api/commerce.md "Orders", the cancel reasons, and buyer ownership. */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let buyerA: Awaited<ReturnType<typeof createOrderBuyer>>
let buyerB: Awaited<ReturnType<typeof createOrderBuyer>>
const v: Record<string, string> = {}
const p: Record<string, string> = {}

type Headers = Record<string, string>
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers })
const post = (url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const cancel = (id: string, headers: Headers, payload?: object) => post(`/api/v1/mobile/orders/${id}/cancel`, headers, payload)
const order = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t, { shopName: 'Tiệm Áo Hoa' })
  const tee = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Áo thun nữ cổ tròn cotton',
    images: ['/uploads/products/tee.webp'],
    classifications: [{ name: 'Màu', options: [{ name: 'Trắng' }, { name: 'Đen' }] }],
    variants: [
      { options: ['Trắng'], price: 200_000, salePrice: 150_000, stock: 500 },
      { options: ['Đen'], price: 200_000, salePrice: 160_000, stock: 500 },
    ],
  })
  p.tee = tee.id
  v.white = (await firstVariant(t, tee.id)).id
  const skirt = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Chân váy xếp ly dáng dài',
    variants: [{ options: [], price: 300_000, salePrice: 250_000, stock: 5 }],
  })
  p.skirt = skirt.id
  v.skirt = (await firstVariant(t, skirt.id)).id
  buyerA = await createOrderBuyer(t, 'Lê Thu Hà')
  buyerB = await createOrderBuyer(t, 'Phạm Minh Anh')
})
afterAll(() => t.close())

describe('GET /api/v1/public/reasons', () => {
  it('lists the buyer cancel reasons in the reader’s language', async () => {
    const vi = await get('/api/v1/public/reasons?type=cancel')
    expect(vi.statusCode, vi.body).toBe(200)
    expect(vi.json().data[0]).toEqual({ _id: 'change_address', name: 'Muốn thay đổi địa chỉ giao hàng' })
    expect(vi.json().data.map((r: { _id: string }) => r._id)).toContain('other')
    const en = (await get('/api/v1/public/reasons?type=cancel', { 'accept-language': 'en' })).json().data
    expect(en[0].name).toBe('I want to change the delivery address')
    const ko = (await get('/api/v1/public/reasons', { 'accept-language': 'ko' })).json().data
    expect(ko[0].name).toBe('배송 주소를 변경하고 싶어요')
  })

  it('lists the seller’s reasons with type=seller_cancel, and refuses an unknown type', async () => {
    const seller = (await get('/api/v1/public/reasons?type=seller_cancel')).json().data
    expect(seller.map((r: { _id: string }) => r._id)).toEqual([
      'out_of_stock',
      'buyer_unreachable',
      'undeliverable',
      'price_error',
      'seller_other',
    ])
    const bad = await get('/api/v1/public/reasons?type=refund')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_FAILED')
  })
})

describe('GET /api/v1/mobile/orders', () => {
  const ids: Record<string, string> = {}
  let other: Awaited<ReturnType<typeof createOrderBuyer>>
  beforeAll(async () => {
    other = await createOrderBuyer(t, 'Người mua danh sách')
    const base = Date.now() - 10 * 24 * 3600 * 1000
    const seed = (status: Parameters<typeof insertOrder>[1]['status'], i: number, extra = {}) =>
      insertOrder(t, {
        buyerId: other.userId,
        shopId: seller.shop.id,
        lines: [{ variantId: v.white!, quantity: 1 }],
        status,
        createdAt: new Date(base + i * 3600_000),
        ...extra,
      })
    ids.pending = (await seed('pending', 0, { paymentMethod: 'MOMO' })).id
    ids.awaiting = (await seed('awaiting_confirmation', 1)).id
    ids.preparing = (await seed('preparing', 2)).id
    ids.toShip = (await seed('to_ship', 3)).id
    ids.done = (await seed('completed', 4)).id
    ids.reviewed = (await seed('completed', 5, { isReviewed: true })).id
    ids.cancelled = (await seed('cancelled', 6)).id
  })

  it('needs a session', async () => {
    const res = await get('/api/v1/mobile/orders')
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('lists the buyer’s own orders newest first, with counts per status for the tabs', async () => {
    const res = await get('/api/v1/mobile/orders', other.headers)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 7 })
    expect(body.data.map((o: { _id: string }) => o._id)).toEqual([
      ids.cancelled,
      ids.reviewed,
      ids.done,
      ids.toShip,
      ids.preparing,
      ids.awaiting,
      ids.pending,
    ])
    expect(body.counts).toEqual({
      pending: 1,
      waiting_approval: 0,
      awaiting_confirmation: 1,
      preparing: 1,
      to_ship: 1,
      shipping: 0,
      delivered: 0,
      cancel_pending: 0,
      cancelled: 1,
      completed: 2,
      return_refund: 0,
      unreviewed: 1,
    })
    // another buyer sees none of them
    const theirs = (await get('/api/v1/mobile/orders', buyerB.headers)).json()
    expect(theirs.data.filter((o: { _id: string }) => Object.values(ids).includes(o._id))).toEqual([])
  })

  it('filters by one status, several (comma-separated), to_pay and unreviewed', async () => {
    const list = async (q: string) =>
      (await get(`/api/v1/mobile/orders?${q}`, other.headers)).json().data.map((o: { _id: string }) => o._id) as string[]
    expect(await list('status=completed')).toEqual([ids.reviewed, ids.done])
    expect(await list('status=preparing,to_ship')).toEqual([ids.toShip, ids.preparing])
    expect(await list('status=to_pay')).toEqual([ids.pending])
    expect(await list('status=unreviewed')).toEqual([ids.done])
    expect(await list('status=')).toHaveLength(7)
    const bad = await get('/api/v1/mobile/orders?status=lost', other.headers)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('pages', async () => {
    const res = (await get('/api/v1/mobile/orders?page=2&limit=3', other.headers)).json()
    expect(res.meta).toEqual({ page: 2, limit: 3, total: 7 })
    expect(res.data.map((o: { _id: string }) => o._id)).toEqual([ids.toShip, ids.preparing, ids.awaiting])
    expect((await get('/api/v1/mobile/orders?limit=51', other.headers)).statusCode).toBe(400)
  })
})

describe('GET /api/v1/mobile/orders/{id}', () => {
  it('returns the order as docs/api/commerce.md describes it', async () => {
    const o = await insertOrder(t, {
      buyerId: buyerA.userId,
      shopId: seller.shop.id,
      lines: [
        { variantId: v.white!, quantity: 2 },
        { variantId: v.skirt!, quantity: 1 },
      ],
      shippingFee: 30_000,
      shopVoucherDiscount: 20_000,
    })
    const res = await get(`/api/v1/mobile/orders/${o.id}`, buyerA.headers)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data).toEqual({
      _id: o.id,
      code: o.code,
      checkout_id: o.checkoutId,
      status: 'awaiting_confirmation',
      payment_method: 'COD',
      payment_status: 'cash',
      shop: { _id: seller.shop.id, name: 'Tiệm Áo Hoa', avatar: null },
      items: [
        {
          _id: expect.any(String),
          product_id: p.tee,
          variant_id: v.white,
          name: 'Áo thun nữ cổ tròn cotton',
          image: '/uploads/products/tee.webp',
          options: ['Trắng'],
          quantity: 2,
          price: 200_000,
          sale_price: 150_000,
          unit_price: 150_000,
        },
        {
          _id: expect.any(String),
          product_id: p.skirt,
          variant_id: v.skirt,
          name: 'Chân váy xếp ly dáng dài',
          image: '/uploads/products/00/sample.webp',
          options: [],
          quantity: 1,
          price: 300_000,
          sale_price: 250_000,
          unit_price: 250_000,
        },
      ],
      address: {
        name: 'Lê Thu Hà',
        phone: '0912345678',
        email: null,
        province_code: '79',
        city: 'Thành phố Hồ Chí Minh',
        ward_code: '26734',
        ward: 'Phường Bến Thành',
        district: null,
        street: '12 Lê Lợi',
        country: 'VN',
      },
      note: 'Giao giờ hành chính',
      subtotal: 550_000,
      promotion_discount: 0,
      shop_voucher_discount: 20_000,
      platform_voucher_discount: 0,
      shipping_method: 'GHTK',
      is_express: false,
      shipping_fee: 30_000,
      shipping_discount: 0,
      total: 560_000,
      carrier: null,
      tracking_code: null,
      self_shipping: false,
      shipping_sub_status: null,
      cancel_reason: null,
      cancelled_by: null,
      cancel_requested_from: null,
      timeline: [{ status: 'awaiting_confirmation', from: null, at: expect.stringMatching(/^\d{4}-/), actor_role: 'buyer', reason: null }],
      pay_before: null,
      // waiting for the seller: prepare by (the products' 5 days) and hand over by; nothing delivered yet
      deadlines: {
        pay_by: null,
        prepare_by: expect.stringMatching(/^\d{4}-/),
        ship_by: expect.stringMatching(/^\d{4}-/),
        auto_complete_at: null,
        return_by: null,
      },
      created_at: expect.stringMatching(/^\d{4}-/),
      updated_at: expect.stringMatching(/^\d{4}-/),
      is_reviewed: false,
      can_cancel: true,
      can_confirm_received: false,
      actions: ['cancel'],
      group_buy: null,
    })
  })

  it('is a 404 for another buyer’s order or no order, a 400 for a malformed id; 401 without a session', async () => {
    const o = await insertOrder(t, { buyerId: buyerA.userId, shopId: seller.shop.id, lines: [{ variantId: v.white!, quantity: 1 }] })
    for (const [url, headers] of [
      [`/api/v1/mobile/orders/${o.id}`, buyerB.headers],
      ['/api/v1/mobile/orders/0190a1b2-0000-7000-8000-000000000000', buyerA.headers],
    ] as const) {
      const res = await get(url, headers)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().error).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng' })
    }
    // the route's id schema refuses what is not an id before any query (issue 12)
    const malformed = await get('/api/v1/mobile/orders/not-an-id', buyerA.headers)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED')
    expect((await get(`/api/v1/mobile/orders/${o.id}`)).statusCode).toBe(401)
  })
})

describe('POST /api/v1/mobile/orders/{id}/cancel', () => {
  it('requires a valid buyer reason (spec §5 "Order cancel requires a reason")', async () => {
    const o = await insertOrder(t, { buyerId: buyerA.userId, shopId: seller.shop.id, lines: [{ variantId: v.white!, quantity: 1 }] })
    for (const payload of [
      undefined,
      {},
      { reason_id: '' },
      { reason_id: 'whatever' },
      { reason_id: 'out_of_stock' },
      { reason_id: null },
    ]) {
      const res = await cancel(o.id, { ...buyerA.headers, 'accept-language': 'en' }, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error).toEqual({ code: 'ORDER_CANCEL_REASON_REQUIRED', message: 'Order cancel requires a reason' })
    }
    expect((await order(o.id)).status).toBe('awaiting_confirmation')
  })

  it('cancels at once before the seller prepares: stock back, reason kept, history written, e-mail sent; cannot be undone', async () => {
    const before = await stockOf(t, v.white!)
    const o = await insertOrder(t, { buyerId: buyerA.userId, shopId: seller.shop.id, lines: [{ variantId: v.white!, quantity: 3 }] })
    expect((await stockOf(t, v.white!)).stock).toBe(before.stock - 3)
    const res = await cancel(o.id, buyerA.headers, { reason_id: 'changed_mind' })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      status: 'cancelled',
      cancel_reason: { _id: 'changed_mind', name: 'Không còn nhu cầu mua nữa' },
      cancelled_by: 'buyer',
      can_cancel: false,
      actions: ['repurchase'],
    })
    expect(data.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      from: 'awaiting_confirmation',
      actor_role: 'buyer',
      reason: 'Không còn nhu cầu mua nữa',
    })
    expect(await stockOf(t, v.white!)).toEqual(before)
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id))
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'awaiting_confirmation',
      toStatus: 'cancelled',
      actorId: buyerA.userId,
      actorRole: 'buyer',
      reason: 'changed_mind',
    })
    // the e-mail is the notification's e-mail channel, sent by the outbox after the commit
    await t.outbox.drain()
    const mail = readOutboxMessages(t.dataDir, buyerA.email).find((m) => m.subject?.includes(o.code))
    expect(mail?.subject).toBe(`Xinh: Đơn hàng ${o.code} đã bị huỷ`)
    expect(mail?.text).toContain('Lý do: Không còn nhu cầu mua nữa')

    const again = await cancel(o.id, buyerA.headers, { reason_id: 'changed_mind' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('ORDER_STATUS_CONFLICT')
    expect(await stockOf(t, v.white!)).toEqual(before)
  })

  it('e-mails in the language the buyer chose (stored from the UI language)', async () => {
    const o = await insertOrder(t, { buyerId: buyerA.userId, shopId: seller.shop.id, lines: [{ variantId: v.white!, quantity: 1 }] })
    const lang = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/notification/language',
      headers: buyerA.headers,
      payload: { language: 'ko' },
    })
    expect(lang.statusCode, lang.body).toBe(200)
    const res = await cancel(o.id, { ...buyerA.headers, 'accept-language': 'ko' }, { reason_id: 'found_cheaper' })
    expect(res.json().data.cancel_reason.name).toBe('다른 곳에서 더 싼 가격을 찾았어요')
    await t.outbox.drain()
    await t.app.inject({ method: 'PUT', url: '/community/v1/notification/language', headers: buyerA.headers, payload: { language: 'vi' } })
    const mail = readOutboxMessages(t.dataDir, buyerA.email).find((m) => m.subject?.includes(o.code))
    expect(mail?.subject).toBe(`Xinh: 주문 ${o.code} 취소되었습니다`)
  })

  it('cancels an unpaid pending order too', async () => {
    const o = await insertOrder(t, {
      buyerId: buyerA.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: v.white!, quantity: 1 }],
      status: 'pending',
      paymentMethod: 'VNPAY',
    })
    const res = await cancel(o.id, buyerA.headers, { reason_id: 'payment_trouble' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.status).toBe('cancelled')
  })

  it('while preparing or to ship, asks the seller instead: cancel_pending, stock still out', async () => {
    for (const status of ['preparing', 'to_ship'] as const) {
      const before = await stockOf(t, v.white!)
      const o = await insertOrder(t, {
        buyerId: buyerA.userId,
        shopId: seller.shop.id,
        lines: [{ variantId: v.white!, quantity: 1 }],
        status,
      })
      const res = await cancel(o.id, buyerA.headers, { reason_id: 'change_address' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({
        status: 'cancel_pending',
        cancel_requested_from: status,
        cancel_reason: { _id: 'change_address' },
        cancelled_by: null,
        actions: [],
      })
      expect((await stockOf(t, v.white!)).stock).toBe(before.stock - 1)
      // asking twice is a conflict
      expect((await cancel(o.id, buyerA.headers, { reason_id: 'change_address' })).statusCode).toBe(409)
    }
  })

  it('refuses once the parcel has left', async () => {
    for (const status of ['shipping', 'delivered', 'completed', 'return_refund'] as const) {
      const o = await insertOrder(t, {
        buyerId: buyerA.userId,
        shopId: seller.shop.id,
        lines: [{ variantId: v.white!, quantity: 1 }],
        status,
      })
      const res = await cancel(o.id, buyerA.headers, { reason_id: 'other' })
      expect(res.statusCode, status).toBe(409)
      expect(res.json().error.code).toBe('ORDER_STATUS_CONFLICT')
      expect((await order(o.id)).status).toBe(status)
    }
  })

  it('another buyer cannot cancel it (404) and nothing changes', async () => {
    const before = await stockOf(t, v.white!)
    const o = await insertOrder(t, { buyerId: buyerA.userId, shopId: seller.shop.id, lines: [{ variantId: v.white!, quantity: 2 }] })
    const res = await cancel(o.id, buyerB.headers, { reason_id: 'other' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND')
    expect((await order(o.id)).status).toBe('awaiting_confirmation')
    expect((await stockOf(t, v.white!)).stock).toBe(before.stock - 2)
    expect((await cancel(o.id, {}, { reason_id: 'other' })).statusCode).toBe(401)
    // nor can the shop's seller use the buyer route
    expect((await cancel(o.id, seller.headers, { reason_id: 'other' })).statusCode).toBe(404)
  })
})

describe('POST /api/v1/mobile/orders/{id}/confirm-received', () => {
  it('completes a delivered (or self-shipped, still shipping) order', async () => {
    for (const status of ['delivered', 'shipping'] as const) {
      const o = await insertOrder(t, {
        buyerId: buyerA.userId,
        shopId: seller.shop.id,
        lines: [{ variantId: v.white!, quantity: 1 }],
        status,
      })
      const res = await post(`/api/v1/mobile/orders/${o.id}/confirm-received`, buyerA.headers)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({
        status: 'completed',
        payment_status: 'paid',
        can_confirm_received: false,
        actions: ['request_return', 'repurchase'],
      })
      expect(res.json().data.timeline.at(-1)).toMatchObject({ status: 'completed', from: status, actor_role: 'buyer' })
      const row = await order(o.id)
      expect(row.completedAt).toBeInstanceOf(Date)
      expect(row.deliveredAt).toBeInstanceOf(Date)
    }
  })

  it('refuses before it has shipped and after it is completed; another buyer gets 404', async () => {
    const early = await insertOrder(t, { buyerId: buyerA.userId, shopId: seller.shop.id, lines: [{ variantId: v.white!, quantity: 1 }] })
    const res = await post(`/api/v1/mobile/orders/${early.id}/confirm-received`, buyerA.headers)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('ORDER_STATUS_CONFLICT')
    const done = await insertOrder(t, {
      buyerId: buyerA.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: v.white!, quantity: 1 }],
      status: 'completed',
    })
    expect((await post(`/api/v1/mobile/orders/${done.id}/confirm-received`, buyerA.headers)).statusCode).toBe(409)
    const theirs = await insertOrder(t, {
      buyerId: buyerA.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: v.white!, quantity: 1 }],
      status: 'delivered',
    })
    const foreign = await post(`/api/v1/mobile/orders/${theirs.id}/confirm-received`, buyerB.headers)
    expect(foreign.statusCode).toBe(404)
    expect((await order(theirs.id)).status).toBe('delivered')
  })
})

describe('POST /api/v1/mobile/orders/{id}/repurchase', () => {
  it('adds the still-buyable items to the cart (topping up a line of the same variant, clamped to stock)', async () => {
    const buyer = await createOrderBuyer(t, 'Người mua lại')
    const o = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: seller.shop.id,
      lines: [
        { variantId: v.white!, quantity: 2 },
        { variantId: v.skirt!, quantity: 1 },
      ],
      status: 'completed',
    })
    const res = await post(`/api/v1/mobile/orders/${o.id}/repurchase`, buyer.headers)
    expect(res.statusCode, res.body).toBe(200)
    const { cart_item_ids, skipped } = res.json().data
    expect(cart_item_ids).toHaveLength(2)
    expect(skipped).toBe(0)
    const cart = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId))
    expect(cart.map((c) => [c.variantId, c.quantity, c.isSelected]).sort()).toEqual(
      [
        [v.white, 2, true],
        [v.skirt, 1, true],
      ].sort(),
    )
    // again: same lines, quantities added; the skirt is clamped to its stock
    const skirtStock = (await stockOf(t, v.skirt!)).stock
    for (let i = 0; i < skirtStock + 1; i++) await post(`/api/v1/mobile/orders/${o.id}/repurchase`, buyer.headers)
    const after = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId))
    expect(after).toHaveLength(2)
    expect(after.find((c) => c.variantId === v.skirt)?.quantity).toBe(skirtStock)
    expect(new Set(after.map((c) => c.id))).toEqual(new Set(cart_item_ids))
  })

  it('skips delisted items; with nothing buyable left it answers PRODUCT_OUT_OF_STOCK', async () => {
    const buyer = await createOrderBuyer(t, 'Người mua lại 2')
    const hidden = await insertProduct(t, {
      shopId: seller.shop.id,
      name: 'Áo khoác sắp ngừng bán',
      variants: [{ options: [], price: 100_000, salePrice: 90_000, stock: 3 }],
    })
    const hv = (await firstVariant(t, hidden.id)).id
    const o = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: seller.shop.id,
      lines: [
        { variantId: hv, quantity: 1 },
        { variantId: v.white!, quantity: 1 },
      ],
      status: 'cancelled',
    })
    await t.database.db.update(products).set({ allowToSell: false, status: 'delisted' }).where(eq(products.id, hidden.id))
    const res = await post(`/api/v1/mobile/orders/${o.id}/repurchase`, buyer.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ cart_item_ids: [expect.any(String)], skipped: 1 })

    const only = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: hv, quantity: 1 }],
      status: 'cancelled',
    })
    const none = await post(`/api/v1/mobile/orders/${only.id}/repurchase`, buyer.headers)
    expect(none.statusCode).toBe(409)
    expect(none.json().error.code).toBe('PRODUCT_OUT_OF_STOCK')
  })

  it('another buyer cannot repurchase it (404), nothing is added', async () => {
    const o = await insertOrder(t, {
      buyerId: buyerA.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: v.white!, quantity: 1 }],
      status: 'completed',
    })
    const res = await post(`/api/v1/mobile/orders/${o.id}/repurchase`, buyerB.headers)
    expect(res.statusCode).toBe(404)
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyerB.userId))).toEqual([])
  })
})

describe('guest buyers', () => {
  it('a guest session lists and reads its own orders', async () => {
    const guest = (await post('/community/v1/user/request-guest-user')).json().data
    const o = await insertOrder(t, {
      buyerId: guest.user._id,
      shopId: seller.shop.id,
      lines: [{ variantId: v.white!, quantity: 1 }],
      email: 'khach@example.vn',
    })
    const list = await get('/api/v1/mobile/orders', authHeader(guest.accessToken))
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().data.map((x: { _id: string }) => x._id)).toEqual([o.id])
    expect((await get(`/api/v1/mobile/orders/${o.id}`, authHeader(guest.accessToken))).json().data.address.email).toBe('khach@example.vn')
  })
})
