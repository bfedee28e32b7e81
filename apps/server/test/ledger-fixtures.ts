import type { LedgerKind, PaymentMethod } from '@xinh/contracts'
import { asc, eq, sql } from 'drizzle-orm'
import { ledgerEntries } from '../src/modules/ledger/ledger.tables.ts'
import { orders } from '../src/modules/orders/orders.tables.ts'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { createSeller, insertProduct } from './catalog-fixtures.ts'
import type { TestApp } from './helpers.ts'
import { firstVariant, insertOrder } from './order-fixtures.ts'

/**
 * Ledger fixtures: a shop of a given age with one product, and orders that reach `completed`
 * through the orders service (so the ledger's onTransition hook really books them).
 */

const DAY = 24 * 3600 * 1000

/** A seller whose shop was created `ageDays` ago (older than a year = fees charged), with one product. */
export async function createLedgerShop(
  t: TestApp,
  opts: { ageDays?: number; price?: number; returnDays?: number; stock?: number; shopName?: string } = {},
) {
  const seller = await createSeller(t, { shopName: opts.shopName })
  const createdAt = new Date(Date.now() - (opts.ageDays ?? 400) * DAY)
  await t.database.db.update(shops).set({ createdAt }).where(eq(shops.id, seller.shop.id))
  const product = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Áo sơ mi lụa công sở',
    returnDays: opts.returnDays ?? 7,
    variants: [{ options: [], price: (opts.price ?? 250_000) + 50_000, salePrice: opts.price ?? 250_000, stock: opts.stock ?? 1000 }],
  })
  const variantId = (await firstVariant(t, product.id)).id
  return { ...seller, shopId: seller.shop.id, variantId, shopCreatedAt: createdAt }
}
export type LedgerShop = Awaited<ReturnType<typeof createLedgerShop>>

export type DeliveredSeed = {
  buyerId: string
  shop: Pick<LedgerShop, 'shopId' | 'variantId'>
  quantity?: number
  /** Items other than `quantity` × the shop's product. */
  lines?: Array<{ variantId: string; quantity: number }>
  paymentMethod?: PaymentMethod
  shopVoucherDiscount?: number
  /** This order's share of a platform voucher (the order's total drops by as much). */
  platformVoucherDiscount?: number
  shippingFee?: number
  deliveredAt?: Date
}

/** An order delivered (by default an hour ago) and not yet completed: paid online, or cash on delivery. */
export async function insertDeliveredOrder(t: TestApp, seed: DeliveredSeed) {
  const paymentMethod = seed.paymentMethod ?? 'COD'
  const order = await insertOrder(t, {
    buyerId: seed.buyerId,
    shopId: seed.shop.shopId,
    lines: seed.lines ?? [{ variantId: seed.shop.variantId, quantity: seed.quantity ?? 2 }],
    status: 'delivered',
    paymentMethod,
    paymentStatus: paymentMethod === 'COD' ? 'cash' : 'paid',
    deliveredAt: seed.deliveredAt ?? new Date(Date.now() - 3600 * 1000),
    shopVoucherDiscount: seed.shopVoucherDiscount,
    shippingFee: seed.shippingFee,
  })
  const platform = seed.platformVoucherDiscount ?? 0
  if (platform === 0) return order
  const [updated] = await t.database.db
    .update(orders)
    .set({ platformVoucherDiscount: platform, total: sql`${orders.total} - ${platform}` })
    .where(eq(orders.id, order.id))
    .returning()
  return updated!
}

/** A delivered order completed by the system (auto_complete), through the orders service: the ledger books it. */
export async function insertCompletedOrder(t: TestApp, seed: DeliveredSeed) {
  const order = await insertDeliveredOrder(t, seed)
  const done = await t.services.orders.systemTransition(order.id, 'auto_complete')
  if (done?.to !== 'completed') throw new Error(`order ${order.id} did not complete`)
  return done.order
}

/** The buyer opens the return flow on an order (delivered or completed). */
export async function openReturn(t: TestApp, orderId: string, buyerId: string) {
  const done = await t.services.orders.systemTransition(orderId, 'request_return', { role: 'buyer', id: buyerId })
  if (done?.to !== 'return_refund') throw new Error(`order ${orderId} did not enter the return flow`)
  return done
}

/** The return flow ends (refunded, rejected or withdrawn): the order is completed again. */
export async function closeReturn(t: TestApp, orderId: string) {
  const done = await t.services.orders.systemTransition(orderId, 'close_return')
  if (done?.to !== 'completed') throw new Error(`order ${orderId} did not close its return`)
  return done
}

/** Books a refunded return as the returns module does, in its own transaction. */
export async function recordReturn(
  t: TestApp,
  booking: { orderId: string; shopId: string; returnId?: string; itemsAmount: number; compensation?: number },
  now?: Date,
) {
  const returnId = booking.returnId ?? crypto.randomUUID()
  const lines = await t.database.db.transaction((tx) =>
    t.services.ledger.recordReturn(tx, { ...booking, returnId, compensation: booking.compensation ?? 0 }, now),
  )
  return { returnId, lines }
}

/** Every ledger line of an order, oldest first. */
export async function entriesOfOrder(t: TestApp, orderId: string) {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
}

/** Every ledger line of a shop. */
export async function entriesOfShop(t: TestApp, shopId: string) {
  return t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, shopId)).orderBy(asc(ledgerEntries.createdAt))
}

/** Lines as { kind: amount } (only the order's own lines, or one source's). */
export function amountsByKind(lines: Array<{ kind: LedgerKind; amount: number; sourceId: string | null }>, sourceId: string | null = null) {
  const out: Partial<Record<LedgerKind, number>> = {}
  for (const l of lines) if (l.sourceId === sourceId) out[l.kind] = (out[l.kind] ?? 0) + l.amount
  return out
}

export const sumOf = (lines: Array<{ amount: number }>) => lines.reduce((n, l) => n + l.amount, 0)

/** Gives the shop a bank account (payouts need one) and a business type. */
export async function setAccount(
  t: TestApp,
  headers: Record<string, string>,
  body: Partial<{ business_type: string; bank_name: string; bank_account_number: string; bank_account_name: string }> = {},
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/seller/finance/account',
    headers,
    payload: {
      business_type: 'individual',
      bank_name: 'Vietcombank',
      bank_account_number: '0011004455667',
      bank_account_name: 'NGUYEN THI MAI',
      ...body,
    },
  })
  if (res.statusCode !== 200) throw new Error(`setAccount: ${res.statusCode} ${res.body}`)
  return res.json().data
}
