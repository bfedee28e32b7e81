import type { PaymentMethod } from '@xinh/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { feesWaived, orderLines, releaseTime } from '#server/modules/ledger/index.ts'
import { ledgerEntries, payouts, sellerAccounts } from '#server/modules/ledger/ledger.tables.ts'
import { checkouts, orderItems, orderStatusHistory, orders } from '#server/modules/orders/orders.tables.ts'
import { shopPaymentSettings } from '#server/modules/payments/payments.tables.ts'
import { GHTK_STATUSES, VTP_STATUSES } from '#server/modules/shipping/index.ts'
import { shipmentEvents, shipments, shopShippingSettings } from '#server/modules/shipping/shipping.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { findProvince, findWard } from '#server/modules/profile/index.ts'

type Row = Record<string, unknown>
/** demo.ts's bulk insert (passed in: this file is imported by demo.ts). */
type InsertMany = (db: DbOrTx, table: PgTable, rows: Row[]) => Promise<void>

const DAY = 86_400_000
const HOUR = 3_600_000
const VN = 7 * HOUR
/** The daily payout runs at 02:30 UTC (ledger.jobs.ts). */
const PAYOUT_UTC_MINUTES = 2 * 60 + 30

/** A small seeded generator (mulberry32): the same demo every start. */
function rngOf(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type DemoSeller = {
  shopId: string
  /** Orders on an ordinary weekday; weekends sell more, and sales grow over the 90 days. */
  perDay: number
  seed: number
  address: { province_code: string; ward_code: string; street: string }
  pickupName: string
  pickupPhone: string
  bank: { bankName: string; bankAccountNumber: string; bankAccountName: string }
  returnDays: number
  returnReasonIds: string[]
  shippingMethods: string[]
  paymentMethods: PaymentMethod[]
}

const PAYMENT_MIX: Array<[PaymentMethod, number]> = [
  ['COD', 0.55],
  ['VNPAY', 0.2],
  ['MOMO', 0.15],
  ['BANK_CARD', 0.06],
  ['VISA', 0.04],
]

/** The payment method at a point of the cumulative mix. */
function methodAt(roll: number): PaymentMethod {
  let left = roll
  for (const [method, share] of PAYMENT_MIX) {
    left -= share
    if (left < 0) return method
  }
  return 'COD'
}

/**
 * The seller centre's demo (issue 13): for the demo seller (Xinh Closet, seller@xinh.vn) and a
 * second demo seller (Sài Gòn Sneaker, shop4@xinh.vn: no promotion or voucher, so pause mode can
 * be tried), 90 days of sales — completed orders spread over time with their items, history and
 * ledger lines (written by the ledger's own rules), daily payouts to the bank account, funds
 * still held by the return window and some available — and every setting filled in (address,
 * return policy, shipping, payment methods, bank account). Deterministic and bulk-inserted.
 */
export async function seedSellerCentre(
  tx: DbOrTx,
  insertMany: InsertMany,
  opts: { shopIds: string[]; buyerIds: string[]; now: number },
): Promise<{ orders: number; lines: number; payouts: number }> {
  const sellers = (
    [
      {
        shopId: opts.shopIds[0] as string,
        perDay: 7,
        seed: 1301,
        address: { province_code: '01', ward_code: '00004', street: '18 Phan Đình Phùng' },
        pickupName: 'Trần Minh Anh',
        pickupPhone: '0912345601',
        bank: { bankName: 'Vietcombank', bankAccountNumber: '0011004455667', bankAccountName: 'TRAN MINH ANH' },
        returnDays: 7,
        returnReasonIds: ['damaged', 'not_as_described', 'counterfeit', 'wrong_size', 'missing_items'],
        shippingMethods: ['GHTK', 'VIETTEL_POST', 'EXPRESS'],
        paymentMethods: ['COD', 'MOMO', 'VNPAY', 'VISA', 'BANK_CARD'],
      },
      {
        shopId: opts.shopIds[3] as string,
        perDay: 3,
        seed: 1302,
        address: { province_code: '79', ward_code: '27316', street: '215 Nguyễn Trãi' },
        pickupName: 'Kho Sài Gòn Sneaker',
        pickupPhone: '0909876543',
        bank: { bankName: 'Techcombank', bankAccountNumber: '19035566778899', bankAccountName: 'CONG TY SAI GON SNEAKER' },
        returnDays: 14,
        returnReasonIds: ['damaged', 'not_as_described', 'wrong_size'],
        shippingMethods: ['GHTK', 'VIETTEL_POST'],
        paymentMethods: ['COD', 'VNPAY', 'MOMO'],
      },
    ] as DemoSeller[]
  ).filter((s) => s.shopId)

  const shopRows = await tx
    .select({ id: shops.id, createdAt: shops.createdAt })
    .from(shops)
    .where(
      inArray(
        shops.id,
        sellers.map((s) => s.shopId),
      ),
    )
  const catalogue = await tx
    .select({
      productId: products.id,
      shopId: products.shopId,
      name: products.name,
      images: products.images,
      returnDays: products.returnDays,
      variantId: productVariants.id,
      options: productVariants.options,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        inArray(
          products.shopId,
          sellers.map((s) => s.shopId),
        ),
        eq(products.status, 'accepted'),
      ),
    )
    .orderBy(products.id, productVariants.id)

  // S + the day + the id's last 6 hex digits, longer when two orders of one day share them (the
  // ids' tails are random: with thousands of demo orders a clash came up about once in 300 seeds)
  const usedCodes = new Set<string>()
  const codeOf = (createdAt: Date, orderId: string) => {
    const day = createdAt.toISOString().slice(2, 10).replaceAll('-', '')
    const hex = orderId.replaceAll('-', '').toUpperCase()
    for (let n = 6; ; n++) {
      const code = `S${day}${hex.slice(-n)}`
      if (!usedCodes.has(code)) {
        usedCodes.add(code)
        return code
      }
    }
  }
  const rows = {
    checkouts: [] as Row[],
    orders: [] as Row[],
    items: [] as Row[],
    history: [] as Row[],
    lines: [] as Row[],
    payouts: [] as Row[],
    shipments: [] as Row[],
    events: [] as Row[],
  }
  let labelSeq = 0
  const buyers = opts.buyerIds
  const now = opts.now

  /** The carrier's parcel of a handed-over order: picked up at `shippedAt`, delivered at `deliveredAt` (null: still on its way). */
  function parcelOf(orderId: string, carrier: 'GHTK' | 'VIETTEL_POST', shippedAt: Date, deliveredAt: Date | null, fee: number) {
    const ghtk = carrier === 'GHTK'
    const table = ghtk ? GHTK_STATUSES : VTP_STATUSES
    const script = ghtk ? [1, 2, 12, 3, 4, 5] : [102, 103, 104, 105, 200, 300, 400, 500, 501]
    const reached = deliveredAt ? script : script.slice(0, -1)
    const start = shippedAt.getTime() - HOUR
    const end = deliveredAt ? deliveredAt.getTime() : Math.min(now - HOUR, shippedAt.getTime() + 12 * HOUR)
    const times = reached.map((_, i) => new Date(start + ((end - start) * i) / (reached.length - 1)))
    labelSeq++
    const label = ghtk ? `H${20 + (labelSeq % 70)}.B2.${27_373_400 + labelSeq * 37}` : `${290_000_000_000 + labelSeq * 7_919}`
    const upTo = reached.at(-1) as number
    const subStatus = (table[upTo] as { subStatus: string }).subStatus
    const shipmentId = uuidv7()
    rows.shipments.push({
      id: shipmentId,
      orderId,
      kind: 'forward',
      carrier,
      label,
      statusCode: upTo,
      subStatus,
      fee,
      weight: 400,
      lastActionAt: times.at(-1),
      createdAt: times[0],
      updatedAt: times.at(-1),
    })
    for (const [i, code] of reached.entries())
      rows.events.push({
        shipmentId,
        statusCode: code,
        subStatus: (table[code] as { subStatus: string }).subStatus,
        actionAt: times[i],
        payload: { demo: true, status: code },
        receivedAt: times[i],
      })
    return { label, subStatus }
  }

  for (const seller of sellers) {
    const rng = rngOf(seller.seed)
    const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)] as T
    const variants = catalogue.filter((c) => c.shopId === seller.shopId)
    if (!variants.length) continue
    // a few best sellers: the first products of the shop's list sell far more often
    const weighted = variants.flatMap((v, i) => Array.from({ length: i < 6 ? 6 : i < 15 ? 2 : 1 }, () => v))
    const shopCreatedAt = shopRows.find((s) => s.id === seller.shopId)?.createdAt ?? new Date(now - 400 * DAY)
    const paidLines: Array<{ id: string; amount: number; availableAt: Date }> = []

    for (let daysAgo = 90; daysAgo >= 0; daysAgo--) {
      const dayStart = Math.floor((now + VN) / DAY) * DAY - VN - daysAgo * DAY
      const weekday = new Date(dayStart + VN).getUTCDay()
      const growth = 0.7 + 0.6 * ((90 - daysAgo) / 90)
      const expected = seller.perDay * growth * (weekday === 0 || weekday === 6 ? 1.4 : 1)
      const count = Math.max(0, Math.round(expected + (rng() - 0.5) * expected * 0.8))
      for (let k = 0; k < count; k++) {
        const createdAt = new Date(dayStart + (8 + rng() * 15) * HOUR)
        if (createdAt.getTime() >= now - 10 * 60_000) continue
        const orderId = uuidv7()
        const checkoutId = uuidv7()
        const buyerId = pick(buyers)
        const picked = Array.from({ length: rng() < 0.7 ? 1 : rng() < 0.7 ? 2 : 3 }, () => pick(weighted))
        const unique = [...new Map(picked.map((l) => [l.variantId, l])).values()]
        const items = unique.map((v) => ({ v, quantity: rng() < 0.8 ? 1 : 2 }))
        const subtotal = items.reduce((n, i) => n + i.v.salePrice * i.quantity, 0)
        const shopVoucherDiscount = subtotal >= 249_000 && rng() < 0.18 ? 30_000 : 0
        const shippingFee = 15_000 + Math.round(rng() * 4) * 5_000
        const total = subtotal - shopVoucherDiscount + shippingFee
        const paymentMethod = methodAt(rng())
        const online = paymentMethod !== 'COD'
        const paidAt = online ? new Date(createdAt.getTime() + 3 * 60_000) : null
        const reached = paidAt ?? createdAt
        // prepared within a day mostly; one in twenty is handed over late (4 days)
        const confirmedAt = new Date(reached.getTime() + (0.5 + rng() * 3) * HOUR)
        const shippedAt = new Date(confirmedAt.getTime() + (rng() < 0.05 ? 4 * DAY : (6 + rng() * 18) * HOUR))
        const deliveredAt = new Date(shippedAt.getTime() + (1 + rng() * 3) * DAY)
        const completedAt = new Date(deliveredAt.getTime() + (rng() < 0.5 ? (1 + rng() * 2) * DAY : 7 * DAY))
        const cancelled = rng() < 0.06
        const cancelledBy = cancelled ? (rng() < 0.35 ? 'seller' : 'buyer') : null
        const at = (d: Date) => d.getTime() < now
        const status = cancelled
          ? 'cancelled'
          : at(completedAt)
            ? 'completed'
            : at(deliveredAt)
              ? 'delivered'
              : at(shippedAt)
                ? 'shipping'
                : at(confirmedAt)
                  ? 'preparing'
                  : 'awaiting_confirmation'
        const steps: Array<[string, string, Date]> = [['awaiting_confirmation', 'buyer', reached]]
        // two hours after the order, or halfway to now for one placed less than four hours ago: never in the future
        if (cancelled)
          steps.push(['cancelled', cancelledBy as string, new Date(reached.getTime() + Math.min(2 * HOUR, (now - reached.getTime()) / 2))])
        else {
          if (at(confirmedAt)) steps.push(['preparing', 'seller', confirmedAt])
          if (at(shippedAt)) steps.push(['to_ship', 'seller', new Date(shippedAt.getTime() - HOUR)], ['shipping', 'carrier', shippedAt])
          if (at(deliveredAt)) steps.push(['delivered', 'carrier', deliveredAt])
          if (at(completedAt)) steps.push(['completed', 'system', completedAt])
        }
        const done = status === 'completed'
        const carrier = rng() < 0.6 ? 'GHTK' : 'VIETTEL_POST'
        // a handed-over order has the carrier's parcel and its status reports, as the webhooks leave them
        const parcel =
          !cancelled && at(shippedAt) ? parcelOf(orderId, carrier, shippedAt, at(deliveredAt) ? deliveredAt : null, shippingFee) : null
        rows.checkouts.push({
          id: checkoutId,
          userId: buyerId,
          idempotencyKey: `seed-${orderId}`,
          requestHash: 'seed',
          paymentMethod,
          total,
          response: {},
          createdAt,
        })
        rows.orders.push({
          id: orderId,
          code: codeOf(createdAt, orderId),
          checkoutId,
          buyerId,
          shopId: seller.shopId,
          status,
          paymentMethod,
          paymentStatus: online || done ? 'paid' : 'cash',
          shippingMethod: carrier,
          address: {
            name: 'Khách hàng Xinh',
            phone: '0912345678',
            province_code: '79',
            city: 'Thành phố Hồ Chí Minh',
            ward_code: '27316',
            ward: 'Phường An Đông',
            street: `${10 + Math.floor(rng() * 300)} Trần Hưng Đạo`,
            country: 'VN',
          },
          subtotal,
          shopVoucherDiscount,
          shippingFee,
          total,
          cancelReasonId: cancelled ? (cancelledBy === 'seller' ? 'out_of_stock' : 'changed_mind') : null,
          cancelledBy,
          cancelledAt: cancelled ? steps.at(-1)?.[2] : null,
          carrier: parcel ? carrier : null,
          trackingCode: parcel?.label ?? null,
          shippingSubStatus: parcel?.subStatus ?? null,
          isReviewed: done && rng() < 0.4,
          paidAt: done && !online ? completedAt : paidAt,
          confirmedAt: !cancelled && at(confirmedAt) ? confirmedAt : null,
          shippedAt: !cancelled && at(shippedAt) ? shippedAt : null,
          deliveredAt: !cancelled && at(deliveredAt) ? deliveredAt : null,
          completedAt: done ? completedAt : null,
          createdAt,
          updatedAt: steps.at(-1)?.[2] ?? createdAt,
        })
        for (const i of items)
          rows.items.push({
            orderId,
            productId: i.v.productId,
            variantId: i.v.variantId,
            name: i.v.name,
            image: i.v.images[0] ?? null,
            options: i.v.options,
            quantity: i.quantity,
            price: i.v.price,
            salePrice: i.v.salePrice,
            unitPrice: i.v.salePrice,
            createdAt,
          })
        for (const [n, [to, role, when]] of steps.entries())
          rows.history.push({
            orderId,
            fromStatus: n === 0 ? null : steps[n - 1]?.[0],
            toStatus: to,
            actorId: role === 'buyer' ? buyerId : null,
            actorRole: role,
            reason: to === 'cancelled' ? (cancelledBy === 'seller' ? 'out_of_stock' : 'changed_mind') : null,
            createdAt: when,
          })
        if (!done) continue
        // the ledger's own rules, as its onTransition hook books a completed order
        const waived = feesWaived(shopCreatedAt, completedAt)
        const { lines: booked } = orderLines({
          order: { subtotal, shopVoucherDiscount, platformVoucherDiscount: 0, total, paymentMethod },
          businessType: 'individual',
          waived,
        })
        const returnDays = Math.max(...items.map((i) => i.v.returnDays))
        const availableAt = releaseTime({ deliveredAt, completedAt, returnDays, at: completedAt })
        for (const l of booked) {
          const id = uuidv7()
          const released = availableAt.getTime() <= now
          rows.lines.push({
            id,
            shopId: seller.shopId,
            orderId,
            sourceId: null,
            kind: l.kind,
            amount: l.amount,
            status: released ? 'available' : 'pending',
            availableAt,
            payoutId: null,
            memo: l.memo,
            createdAt: completedAt,
          })
          if (released) paidLines.push({ id, amount: l.amount, availableAt })
        }
      }
    }

    // the daily payout (02:30 UTC) after each line's release pays it, up to the last run before now
    const runAfter = (t: number) => {
      const day = Math.floor(t / DAY) * DAY + PAYOUT_UTC_MINUTES * 60_000
      return day > t ? day : day + DAY
    }
    const byRun = new Map<number, typeof paidLines>()
    for (const l of paidLines) {
      const run = runAfter(l.availableAt.getTime())
      if (run > now) continue
      byRun.set(run, [...(byRun.get(run) ?? []), l])
    }
    const lineById = new Map(rows.lines.map((r) => [r.id as string, r]))
    for (const [run, lines] of [...byRun.entries()].sort((a, b) => a[0] - b[0])) {
      const amount = lines.reduce((n, l) => n + l.amount, 0)
      if (amount <= 0) continue
      const payoutId = uuidv7()
      const at = new Date(run)
      rows.payouts.push({ id: payoutId, shopId: seller.shopId, amount, status: 'paid', createdAt: at })
      for (const l of lines) Object.assign(lineById.get(l.id) as Row, { status: 'paid_out', payoutId })
      rows.lines.push({
        id: uuidv7(),
        shopId: seller.shopId,
        orderId: null,
        sourceId: payoutId,
        kind: 'payout',
        amount: -amount,
        status: 'paid_out',
        availableAt: at,
        payoutId,
        memo: null,
        createdAt: at,
      })
    }
  }

  await insertMany(tx, checkouts, rows.checkouts)
  await insertMany(tx, orders, rows.orders)
  await insertMany(tx, orderItems, rows.items)
  await insertMany(tx, orderStatusHistory, rows.history)
  await insertMany(tx, shipments, rows.shipments)
  await insertMany(tx, shipmentEvents, rows.events)
  await insertMany(tx, payouts, rows.payouts)
  await insertMany(tx, ledgerEntries, rows.lines)

  // settings: address and return policy on the shop, shipping, payment methods, bank account
  for (const s of sellers) {
    const province = findProvince(s.address.province_code)
    const ward = findWard(s.address.ward_code)
    if (!province || !ward) throw new Error(`seller-centre seed: unknown address ${JSON.stringify(s.address)}`)
    const address = { province_code: province.code, city: province.name, ward_code: ward.code, ward: ward.name, street: s.address.street }
    await tx
      .update(shops)
      .set({ address, provinceCode: province.code, returnDays: s.returnDays, returnReasonIds: s.returnReasonIds })
      .where(eq(shops.id, s.shopId))
    await insertMany(tx, shopShippingSettings, [
      {
        shopId: s.shopId,
        methods: s.shippingMethods,
        selfShipping: false,
        pickupAddress: { name: s.pickupName, phone: s.pickupPhone, ...address, country: 'VN' },
      },
    ])
    await insertMany(tx, shopPaymentSettings, [{ shopId: s.shopId, methods: s.paymentMethods }])
    await insertMany(tx, sellerAccounts, [{ shopId: s.shopId, businessType: 'individual', ...s.bank }])
  }
  return { orders: rows.orders.length, lines: rows.lines.length, payouts: rows.payouts.length }
}
