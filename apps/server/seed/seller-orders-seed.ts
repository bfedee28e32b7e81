import type { OrderAction, OrderStatus, PaymentMethod, ShippingMethod } from '@xinh/contracts'
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { uuidv7 } from 'uuidv7'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { restock } from '#server/modules/checkout/index.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import { createLedgerService } from '#server/modules/ledger/index.ts'
import { ledgerEntries } from '#server/modules/ledger/ledger.tables.ts'
import { createOrdersService, type OrderActor, type TransitionInput } from '#server/modules/orders/index.ts'
import { checkouts, orderItems, orderStatusHistory, orders } from '#server/modules/orders/orders.tables.ts'
import { createPricingEngine } from '#server/modules/pricing/index.ts'
import { listWards, findProvince } from '#server/modules/profile/index.ts'
import { returnEvents, returnItems, returnRequests } from '#server/modules/returns/returns.tables.ts'
import { buyerReviews, productReviews } from '#server/modules/reviews/reviews.tables.ts'
import { GHTK_STATUSES, VTP_STATUSES, simulatedRate } from '#server/modules/shipping/index.ts'
import { shipmentEvents, shipments } from '#server/modules/shipping/shipping.tables.ts'
import { createShopsService } from '#server/modules/shops/index.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

/**
 * The demo seller's orders (issue 13): Xinh Closet has orders in every spec §4 status — an unpaid
 * online order, a large COD order held for the system check, orders to confirm, to prepare (one
 * late), to hand over (GHTK and Viettel Post: their parcels are booked by the shipping sweeper
 * once the server listens, so the labels print), on their way, delivered, a buyer's cancel request,
 * cancelled by the buyer and by the shop, completed (one with the buyer reviewed) and in
 * return/refund (a request waiting for the seller, one near its deadline, one sent back to mark
 * received, one rejected) — with carrier timelines and return timelines that make sense.
 *
 * Orders are placed the way checkout leaves them (stock and sold taken, money columns that satisfy
 * the orders' CHECK), then moved by the orders module's own state machine inside the seed's
 * transaction (`transitionIn`), so a cancellation gives stock back through the pricing engine and
 * a completion books its ledger lines through the ledger module. Each step is then dated where
 * the story puts it. Deterministic: no randomness, times relative to `now`.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** Checkout holds COD orders above this for the system check (COD_REVIEW_THRESHOLD). */
const COD_REVIEW_THRESHOLD = 10_000_000
const SELLER_RESPONSE_DAYS = 2
const BUYER_SHIP_DAYS = 7
const SELLER_RECEIVE_DAYS = 7
const DISPUTE_DAYS = 3

const silentLog = {
  level: 'silent',
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child() {
    return silentLog
  },
} as unknown as FastifyBaseLogger

type Line = { variant: number; quantity: number }
type Variant = {
  id: string
  productId: string
  name: string
  image: string | null
  images: string[]
  options: string[]
  price: number
  salePrice: number
  stock: number
  weight: number
}

export async function seedSellerOrders(
  tx: Tx,
  opts: { db: Db; identity: IdentityService; shopId: string; buyerIds: string[]; now: number },
) {
  const { shopId, now } = opts
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR)
  const shopsService = createShopsService({ db: opts.db })
  const pricing = createPricingEngine()
  const ordersService = createOrdersService({
    db: opts.db,
    notifier: { sendMail: async () => {} } as never,
    identity: opts.identity,
    shops: shopsService,
    effects: { releaseOrder: (t, orderId) => pricing.releaseOrder(t, orderId, restock) },
    log: silentLog,
    config: { publicUrl: '' },
  })
  // books an order's lines when it completes, in the same transaction (as in the app)
  createLedgerService({ db: opts.db, orders: ordersService, shops: shopsService, log: silentLog })

  const [shop] = await tx.select({ provinceCode: shops.provinceCode }).from(shops).where(eq(shops.id, shopId))
  const from = shop?.provinceCode ?? '79'
  const buyers = await tx.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, opts.buyerIds))
  const buyerOf = (i: number) => buyers.find((b) => b.id === opts.buyerIds[i % opts.buyerIds.length]) ?? buyers[0]!
  const pool: Variant[] = (
    await tx
      .select({
        id: productVariants.id,
        productId: products.id,
        name: products.name,
        images: products.images,
        variantImages: productVariants.images,
        options: productVariants.options,
        price: productVariants.price,
        salePrice: productVariants.salePrice,
        stock: productVariants.stock,
        weight: products.weight,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      // returns below stay inside the products' return periods
      .where(and(eq(products.shopId, shopId), eq(products.status, 'accepted'), gte(productVariants.stock, 30), gte(products.returnDays, 7)))
      .orderBy(desc(products.sold), productVariants.id)
      .limit(40)
  )
    // one variant per product, the twelve best sellers
    .filter((v, i, all) => all.findIndex((w) => w.productId === v.productId) === i)
    .slice(0, 12)
    .map((v) => ({ ...v, image: v.variantImages[0] ?? v.images[0] ?? null }))
  if (pool.length < 4) return { orders: 0, reviews: 0 }

  // delivery addresses: real wards of Hồ Chí Minh City, Hà Nội and Đà Nẵng
  const places = (['79', '01', '48'] as const).flatMap((code) => {
    const province = findProvince(code)
    return province
      ? listWards(code)
          .slice(3, 6)
          .map((w) => ({ province, ward: w }))
      : []
  })
  const streets = ['12 Lê Lợi', '45 Nguyễn Trãi', '208 Hai Bà Trưng', '7 Trần Phú', '90 Lý Thường Kiệt', '31 Bạch Đằng']
  let codeSeq = 0
  const codeFor = (placedAt: Date) => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: '2-digit', month: '2-digit', day: '2-digit' })
      .format(placedAt)
      .replaceAll('-', '')
    // a fixed, well-mixed sequence (xorshift) so codes look like checkout's random ones but never change
    let n = (++codeSeq * 2_654_435_761) >>> 0
    let tail = ''
    for (let i = 0; i < 6; i++) {
      n ^= n << 13
      n ^= n >>> 17
      n ^= n << 5
      n >>>= 0
      tail += CODE_ALPHABET[n % CODE_ALPHABET.length]
    }
    return `${day}${tail}`
  }

  /** Places an order as checkout would: the checkout row, the order, its items, the first history row, stock and sold taken. */
  async function place(p: {
    buyer: number
    lines: Line[]
    hoursAgo: number
    method?: ShippingMethod
    payment?: PaymentMethod
    note?: string
  }) {
    const placedAt = at(p.hoursAgo)
    const buyer = buyerOf(p.buyer)
    const place = places[p.buyer % places.length]!
    // one line per variant (a small pool wraps around)
    const lines: Array<{ v: Variant; quantity: number }> = []
    for (const l of p.lines) {
      const v = pool[l.variant % pool.length]!
      const same = lines.find((x) => x.v.id === v.id)
      if (same) same.quantity += l.quantity
      else lines.push({ v, quantity: l.quantity })
    }
    const subtotal = lines.reduce((n, l) => n + l.v.salePrice * l.quantity, 0)
    const weight = lines.reduce((n, l) => n + l.v.weight * l.quantity, 0)
    const method = p.method ?? 'GHTK'
    const shippingFee = simulatedRate(method, from, place.province.code, weight)?.fee ?? 30_000
    const total = subtotal + shippingFee
    const payment = p.payment ?? 'COD'
    const cod = payment === 'COD'
    const status: OrderStatus = cod ? (total > COD_REVIEW_THRESHOLD ? 'waiting_approval' : 'awaiting_confirmation') : 'pending'
    const checkoutId = uuidv7()
    await tx.insert(checkouts).values({
      id: checkoutId,
      userId: buyer.id,
      idempotencyKey: `demo-seller-orders-${codeSeq + 1}`,
      requestHash: 'demo-seed',
      paymentMethod: payment,
      total,
      response: {},
      createdAt: placedAt,
    })
    const id = uuidv7()
    await tx.insert(orders).values({
      id,
      code: codeFor(placedAt),
      checkoutId,
      buyerId: buyer.id,
      shopId,
      status,
      paymentMethod: payment,
      paymentStatus: cod ? 'cash' : 'unpaid',
      shippingMethod: method,
      isExpress: method === 'EXPRESS',
      address: {
        name: buyer.userName,
        phone: `09${String(12_345_678 + p.buyer * 1_111_111).slice(0, 8)}`,
        email: null,
        province_code: place.province.code,
        city: place.province.name,
        ward_code: place.ward.code,
        ward: place.ward.name,
        street: streets[p.buyer % streets.length]!,
        country: 'VN',
      },
      note: p.note ?? null,
      subtotal,
      shippingFee,
      total,
      payBefore: cod ? null : new Date(placedAt.getTime() + DAY),
      createdAt: placedAt,
      updatedAt: placedAt,
    })
    await tx.insert(orderItems).values(
      lines.map((l, i) => ({
        orderId: id,
        productId: l.v.productId,
        variantId: l.v.id,
        name: l.v.name,
        image: l.v.image,
        options: l.v.options,
        quantity: l.quantity,
        price: l.v.price,
        salePrice: l.v.salePrice,
        unitPrice: l.v.salePrice,
        createdAt: new Date(placedAt.getTime() + i),
      })),
    )
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: id, fromStatus: null, toStatus: status, actorId: buyer.id, actorRole: 'buyer', createdAt: placedAt })
    for (const l of lines) {
      l.v.stock -= l.quantity
      // like checkout's reserve: the CHECK refuses an oversell
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${l.quantity}`, sold: sql`${productVariants.sold} + ${l.quantity}` })
        .where(eq(productVariants.id, l.v.id))
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${l.quantity}`, sold: sql`${products.sold} + ${l.quantity}` })
        .where(eq(products.id, l.v.productId))
    }
    return { id, buyerId: buyer.id, placedAt, method, total, subtotal, shippingFee, lines, cod }
  }
  type Placed = Awaited<ReturnType<typeof place>>

  /** The column an action dates (besides the history row). */
  const DATED: Partial<Record<OrderAction, keyof typeof orders.$inferInsert>> = {
    confirm: 'confirmedAt',
    ship: 'shippedAt',
    deliver: 'deliveredAt',
  }

  /** One step through the orders module's state machine, dated `hoursAgo`. */
  async function step(o: Placed, action: OrderAction, actor: OrderActor, hoursAgo: number, input?: TransitionInput) {
    const when = at(hoursAgo)
    if (action === 'confirm_received' || action === 'auto_complete' || action === 'close_return') {
      // completion keeps a completion time already there: the ledger books the order at the story's time
      await tx
        .update(orders)
        .set({ completedAt: when })
        .where(and(eq(orders.id, o.id), sql`${orders.completedAt} IS NULL`))
    }
    const done = await ordersService.transitionIn(tx, o.id, action, actor, input)
    const dated = DATED[action]
    await tx
      .update(orders)
      .set({
        updatedAt: when,
        ...(dated ? { [dated]: when } : {}),
        ...(done.to === 'cancelled' ? { cancelledAt: when } : {}),
      })
      .where(eq(orders.id, o.id))
    const [last] = await tx
      .select({ id: orderStatusHistory.id })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, o.id))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1)
    if (last) await tx.update(orderStatusHistory).set({ createdAt: when }).where(eq(orderStatusHistory.id, last.id))
    if (done.to === 'completed') await tx.update(ledgerEntries).set({ createdAt: when }).where(eq(ledgerEntries.orderId, o.id))
    return done
  }

  const seller: OrderActor = { role: 'seller' }
  const system: OrderActor = { role: 'system' }
  const carrier: OrderActor = { role: 'carrier' }
  const buyerActor = (o: Placed): OrderActor => ({ role: 'buyer', id: o.buyerId })

  let labelSeq = 0
  /**
   * The carrier's parcel with the status reports it sent (`reached`, at `hoursAgo` each: the
   * simulator's scripts), the order's label and sub-status.
   */
  async function parcel(o: Placed, reached: number[], hoursAgo: number[]) {
    const ghtk = o.method !== 'VIETTEL_POST'
    const table = ghtk ? GHTK_STATUSES : VTP_STATUSES
    labelSeq++
    const label = ghtk ? `S${20 + labelSeq}.A1.${17_373_400 + labelSeq * 37}` : `${190_000_000_000 + labelSeq * 7_919}`
    const upTo = reached.at(-1)!
    const lastAt = at(hoursAgo.at(-1)!)
    const shipmentId = uuidv7()
    const weight = o.lines.reduce((n, l) => n + l.v.weight * l.quantity, 0)
    await tx.insert(shipments).values({
      id: shipmentId,
      orderId: o.id,
      kind: 'forward',
      carrier: ghtk ? 'GHTK' : 'VIETTEL_POST',
      label,
      statusCode: upTo,
      subStatus: table[upTo]!.subStatus,
      fee: o.shippingFee,
      weight: Math.max(100, weight),
      codAmount: o.cod ? o.total : 0,
      isExpress: o.method === 'EXPRESS',
      lastActionAt: lastAt,
      createdAt: at(hoursAgo[0]!),
      updatedAt: lastAt,
    })
    await tx.insert(shipmentEvents).values(
      reached.map((code, i) => ({
        shipmentId,
        statusCode: code,
        subStatus: table[code]!.subStatus,
        actionAt: at(hoursAgo[i]!),
        reason: null,
        payload: { demo: true, status: code },
        receivedAt: at(hoursAgo[i]!),
      })),
    )
    await tx
      .update(orders)
      .set({ carrier: ghtk ? 'GHTK' : 'VIETTEL_POST', trackingCode: label, shippingSubStatus: table[upTo]!.subStatus })
      .where(eq(orders.id, o.id))
    return label
  }

  /**
   * Confirmed, prepared (the parcel booked), picked up and — with `delivered` — delivered: the
   * carrier's reports spread from the booking to the delivery (or to a few hours ago while on its way).
   */
  async function shipped(o: Placed, h: { confirm: number; prepare: number; delivered?: number }) {
    await step(o, 'confirm', seller, h.confirm)
    await step(o, 'prepare', seller, h.prepare)
    const ghtk = o.method !== 'VIETTEL_POST'
    const script = ghtk ? [1, 2, 12, 3, 4, 5] : [102, 103, 104, 105, 200, 300, 400, 500, 501]
    const reached = h.delivered === undefined ? script.slice(0, -1) : script
    const start = h.prepare - 0.2
    const end = h.delivered ?? Math.max(1, h.prepare / 4)
    const times = reached.map((_, i) => start - ((start - end) * i) / (reached.length - 1))
    const label = await parcel(o, reached, times)
    await step(o, 'ship', carrier, times[reached.indexOf(ghtk ? 3 : 105)]!, {
      carrier: ghtk ? 'GHTK' : 'VIETTEL_POST',
      trackingCode: label,
    })
    if (h.delivered !== undefined) await step(o, 'deliver', carrier, h.delivered)
    return label
  }

  /** A return request as the returns module writes it (the whole order, no vouchers), and the order moved to return_refund. */
  async function returnRequest(
    o: Placed,
    r: { reason: string; description: string; hoursAgo: number; events?: Array<'agree' | 'ship_back' | 'reject'>; eventHours?: number[] },
  ) {
    const requestedAt = at(r.hoursAgo)
    const id = uuidv7()
    const media = [...new Set(o.lines.flatMap((l) => [l.v.image, ...l.v.images.slice(1, 2)]).filter((m): m is string => Boolean(m)))].slice(
      0,
      3,
    )
    const itemsAmount = o.subtotal
    let status: 'requested' | 'awaiting_return' | 'rejected' = 'requested'
    let dueAt = new Date(requestedAt.getTime() + SELLER_RESPONSE_DAYS * DAY)
    const events: Array<typeof returnEvents.$inferInsert> = [
      {
        returnId: id,
        fromStatus: null,
        toStatus: 'requested',
        action: 'request',
        actorId: o.buyerId,
        actorRole: 'buyer',
        note: r.description,
        media,
        dueAt,
        createdAt: requestedAt,
      },
    ]
    for (const [i, e] of (r.events ?? []).entries()) {
      const when = at(r.eventHours?.[i] ?? r.hoursAgo - 6 * (i + 1))
      if (e === 'agree') {
        dueAt = new Date(when.getTime() + BUYER_SHIP_DAYS * DAY)
        events.push({
          returnId: id,
          fromStatus: status,
          toStatus: 'awaiting_return',
          action: 'agree',
          actorRole: 'seller',
          media: [],
          dueAt,
          createdAt: when,
        })
        status = 'awaiting_return'
      } else if (e === 'ship_back') {
        dueAt = new Date(when.getTime() + SELLER_RECEIVE_DAYS * DAY)
        events.push({
          returnId: id,
          fromStatus: status,
          toStatus: 'awaiting_return',
          action: 'ship_back',
          actorId: o.buyerId,
          actorRole: 'buyer',
          note: 'GHTK · S31.B2.17401234',
          media: [],
          dueAt,
          createdAt: when,
        })
      } else {
        dueAt = new Date(when.getTime() + DISPUTE_DAYS * DAY)
        events.push({
          returnId: id,
          fromStatus: status,
          toStatus: 'rejected',
          action: 'reject',
          actorRole: 'seller',
          note: 'Ảnh cho thấy sản phẩm đã qua sử dụng và mất tem mác, không đủ điều kiện đổi trả.',
          media: [],
          dueAt,
          createdAt: when,
        })
        status = 'rejected'
      }
    }
    await tx.insert(returnRequests).values({
      id,
      orderId: o.id,
      buyerId: o.buyerId,
      shopId,
      status,
      reasonId: r.reason,
      claim: 'none',
      description: r.description,
      media,
      itemsAmount,
      // the whole order comes back: the items and the shipping the buyer paid
      refundAmount: itemsAmount + o.shippingFee,
      dueAt,
      resolvedAt: status === 'rejected' ? (events.at(-1)?.createdAt ?? null) : null,
      createdAt: requestedAt,
      updatedAt: events.at(-1)?.createdAt ?? requestedAt,
    })
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, o.id))
    await tx
      .insert(returnItems)
      .values(items.map((i) => ({ returnId: id, orderItemId: i.id, quantity: i.quantity, amount: i.unitPrice * i.quantity })))
    await tx.insert(returnEvents).values(events)
    await step(o, 'request_return', buyerActor(o), r.hoursAgo)
    // a rejected request ends the return flow: the order is completed again
    if (status === 'rejected') await step(o, 'close_return', system, (r.eventHours?.at(-1) ?? r.hoursAgo) - 0.1)
    return id
  }

  // ----- the story, newest first in the list ---------------------------------------------------

  // to pay: an online order not paid yet (its time to pay runs a day)
  await place({ buyer: 3, lines: [{ variant: 2, quantity: 1 }], hoursAgo: 1, payment: 'VNPAY' })

  // held for the system check: cash on delivery above 10,000,000 ₫ (the dearest products first, leaving stock for the rest)
  {
    const lines: Line[] = []
    let sum = 0
    for (const { v, i } of pool.map((v, i) => ({ v, i })).sort((a, b) => b.v.salePrice - a.v.salePrice)) {
      if (sum > COD_REVIEW_THRESHOLD) break
      const quantity = Math.min(v.stock - 10, Math.ceil((COD_REVIEW_THRESHOLD + 1 - sum) / v.salePrice))
      if (quantity <= 0) continue
      lines.push({ variant: i, quantity })
      sum += quantity * v.salePrice
    }
    if (sum > COD_REVIEW_THRESHOLD)
      await place({ buyer: 5, lines, hoursAgo: 3, note: 'Mua làm quà cho cả phòng, gói riêng từng món giúp mình nhé' })
  }

  // to confirm: one just now (the demo buyer), one since last night
  await place({
    buyer: 0,
    lines: [
      { variant: 0, quantity: 1 },
      { variant: 4, quantity: 2 },
    ],
    hoursAgo: 0.5,
  })
  await place({ buyer: 1, lines: [{ variant: 1, quantity: 1 }], hoursAgo: 14, method: 'VIETTEL_POST' })

  // preparing: one in time, one past its preparation deadline (the longest preparation time is at least 5 days)
  {
    const o = await place({ buyer: 2, lines: [{ variant: 3, quantity: 1 }], hoursAgo: 26 })
    await step(o, 'confirm', seller, 25)
    const late = await place({ buyer: 4, lines: [{ variant: 5, quantity: 2 }], hoursAgo: 35 * 24 })
    await step(late, 'confirm', seller, 34 * 24)
  }

  // to hand over: prepared, the carrier to be booked by the shipping sweeper once the server runs (GHTK and Viettel Post)
  {
    const g = await place({ buyer: 6, lines: [{ variant: 6, quantity: 1 }], hoursAgo: 30 })
    await step(g, 'confirm', seller, 28)
    await step(g, 'prepare', seller, 2)
    const v = await place({ buyer: 7, lines: [{ variant: 7, quantity: 1 }], hoursAgo: 40, method: 'VIETTEL_POST' })
    await step(v, 'confirm', seller, 38)
    await step(v, 'prepare', seller, 3)
  }

  // the buyer asks to cancel while it is being prepared (the demo buyer)
  {
    const o = await place({ buyer: 0, lines: [{ variant: 8, quantity: 1 }], hoursAgo: 20 })
    await step(o, 'confirm', seller, 19)
    await step(o, 'cancel', buyerActor(o), 4, { reasonId: 'change_address' })
  }

  // on its way with GHTK
  {
    const o = await place({ buyer: 1, lines: [{ variant: 9, quantity: 1 }], hoursAgo: 52 })
    await shipped(o, { confirm: 50, prepare: 46 })
  }

  // delivered yesterday (completes on its own in a week unless the buyer confirms first)
  {
    const o = await place({
      buyer: 2,
      lines: [
        { variant: 10, quantity: 1 },
        { variant: 0, quantity: 1 },
      ],
      hoursAgo: 4 * 24,
    })
    await shipped(o, { confirm: 94, prepare: 90, delivered: 22 })
  }

  // cancelled: by the buyer before it was confirmed; by the shop (out of stock)
  {
    const o = await place({ buyer: 3, lines: [{ variant: 11, quantity: 1 }], hoursAgo: 3 * 24 })
    await step(o, 'cancel', buyerActor(o), 70, { reasonId: 'found_cheaper' })
    const s = await place({ buyer: 5, lines: [{ variant: 2, quantity: 3 }], hoursAgo: 6 * 24 })
    await step(s, 'confirm', seller, 140)
    await step(s, 'seller_cancel', seller, 130, { reasonId: 'out_of_stock' })
  }

  // completed: confirmed by the buyer, and one completed on its own; the seller reviewed one buyer
  {
    const a = await place({ buyer: 4, lines: [{ variant: 3, quantity: 1 }], hoursAgo: 12 * 24 })
    await shipped(a, { confirm: 286, prepare: 280, delivered: 220 })
    await step(a, 'confirm_received', buyerActor(a), 200)
    await tx.insert(buyerReviews).values({
      orderId: a.id,
      shopId,
      buyerId: a.buyerId,
      authorId: (await tx.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, shopId)))[0]!.ownerId,
      rating: 5,
      comment: 'Người mua nhận hàng đúng hẹn, phản hồi nhanh và lịch sự.',
      createdAt: at(199),
    })
    const b = await place({ buyer: 6, lines: [{ variant: 5, quantity: 1 }], hoursAgo: 20 * 24 })
    await shipped(b, { confirm: 476, prepare: 470, delivered: 410 })
    await step(b, 'auto_complete', system, 410 - 7 * 24)
    const c = await place({ buyer: 0, lines: [{ variant: 1, quantity: 2 }], hoursAgo: 6 * 24, method: 'VIETTEL_POST' })
    await shipped(c, { confirm: 140, prepare: 136, delivered: 90 })
    await step(c, 'confirm_received', buyerActor(c), 80)
  }

  let reviewsWritten = 0
  // product reviews (issue 16): the demo buyer's delivered order waits for its reviews ("not yet
  // reviewed"); a completed one has both items reviewed, one of them already edited (its one edit
  // used) and one answered by the shop; ratings follow the reviews as a written one does
  {
    const waiting = await place({
      buyer: 0,
      lines: [
        { variant: 10, quantity: 1 },
        { variant: 9, quantity: 1 },
      ],
      hoursAgo: 3 * 24,
    })
    await shipped(waiting, { confirm: 70, prepare: 66, delivered: 20 })
    const done = await place({
      buyer: 0,
      lines: [
        { variant: 2, quantity: 1 },
        { variant: 3, quantity: 1 },
      ],
      hoursAgo: 10 * 24,
    })
    await shipped(done, { confirm: 236, prepare: 230, delivered: 180 })
    await step(done, 'confirm_received', buyerActor(done), 170)
    const items = await tx
      .select({ id: orderItems.id, productId: orderItems.productId, options: orderItems.options, image: orderItems.image })
      .from(orderItems)
      .where(eq(orderItems.orderId, done.id))
      .orderBy(orderItems.createdAt, orderItems.id)
    const [first, second] = items
    if (first?.productId && second?.productId) {
      reviewsWritten = 2
      await tx.insert(productReviews).values([
        {
          productId: first.productId,
          userId: done.buyerId,
          orderId: done.id,
          orderItemId: first.id,
          variantLabel: first.options.join(', ') || null,
          rating: 5,
          content: 'Lúc đầu giao hơi chậm nhưng shop hỗ trợ nhiệt tình, vải mát và đường may chắc chắn.',
          images: first.image ? [first.image] : [],
          editCount: 1,
          editedAt: at(150),
          sellerReply: 'Cảm ơn bạn đã tin tưởng Xinh Closet, hẹn gặp lại bạn ở đơn sau nhé!',
          sellerReplyAt: at(140),
          createdAt: at(168),
        },
        {
          productId: second.productId,
          userId: done.buyerId,
          orderId: done.id,
          orderItemId: second.id,
          variantLabel: second.options.join(', ') || null,
          rating: 4,
          content: 'Màu đẹp như ảnh, form hơi rộng một chút so với bảng size.',
          createdAt: at(165),
        },
      ])
      await tx.update(orders).set({ isReviewed: true }).where(eq(orders.id, done.id))
      for (const productId of [first.productId, second.productId])
        await tx.execute(sql`UPDATE products SET (rating, rating_count) = (
          SELECT coalesce(round(avg(rating)::numeric, 1), 0), count(*) FROM product_reviews WHERE product_id = ${productId}
        ) WHERE id = ${productId}`)
      await tx.execute(sql`UPDATE shops SET rating = (
        SELECT coalesce(round(avg(r.rating)::numeric, 1), 0) FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE p.shop_id = ${shopId}
      ) WHERE id = ${shopId}`)
    }
  }

  // return/refund: waiting for the seller (the demo buyer's, and one near its deadline), sent back to be received, rejected
  {
    const a = await place({ buyer: 0, lines: [{ variant: 4, quantity: 1 }], hoursAgo: 5 * 24 })
    await shipped(a, { confirm: 118, prepare: 114, delivered: 50 })
    await returnRequest(a, {
      reason: 'not_as_described',
      description: 'Màu thực tế đậm hơn ảnh nhiều, chất vải mỏng hơn mô tả.',
      hoursAgo: 5,
    })
    const b = await place({ buyer: 2, lines: [{ variant: 6, quantity: 1 }], hoursAgo: 6 * 24 })
    await shipped(b, { confirm: 142, prepare: 138, delivered: 70 })
    await returnRequest(b, { reason: 'wrong_size', description: 'Size M nhưng mặc chật như size S, xin đổi trả.', hoursAgo: 45 })
    const c = await place({ buyer: 1, lines: [{ variant: 7, quantity: 1 }], hoursAgo: 9 * 24 })
    await shipped(c, { confirm: 214, prepare: 210, delivered: 150 })
    await returnRequest(c, {
      reason: 'damaged',
      description: 'Hộp bị móp, sản phẩm bên trong nứt một góc.',
      hoursAgo: 120,
      events: ['agree', 'ship_back'],
      eventHours: [100, 60],
    })
    const d = await place({ buyer: 3, lines: [{ variant: 8, quantity: 1 }], hoursAgo: 14 * 24 })
    await shipped(d, { confirm: 334, prepare: 330, delivered: 270 })
    await returnRequest(d, {
      reason: 'return_other',
      description: 'Không còn thích kiểu dáng này nữa.',
      hoursAgo: 200,
      events: ['reject'],
      eventHours: [180],
    })
  }

  return { orders: codeSeq, reviews: reviewsWritten }
}
