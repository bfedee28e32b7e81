import type { LedgerKind, LedgerStatus, SellerBusinessType } from '@xinh/contracts'
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, min, ne, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { ledgerEntries, payouts, sellerAccounts } from './ledger.tables.ts'

/**
 * The ledger's queries. Read-only joins on other modules' tables where a service call per row
 * would be absurd (precedent: orders.repo reads products): the shop's age, the items' return
 * periods, an order's code and whether it has an open return (status return_refund).
 */

export type EntryRow = typeof ledgerEntries.$inferSelect
export type NewEntry = typeof ledgerEntries.$inferInsert
export type AccountRow = typeof sellerAccounts.$inferSelect

/** A sum of integer VND as a JS number (bigint in SQL: a shop's totals may pass 2^31). */
const total = (expr: SQL) => sql`coalesce(sum(${expr}), 0)::bigint`.mapWith(Number)
const totalWhere = (expr: SQL, where: SQL | undefined) => sql`coalesce(sum(${expr}) filter (where ${where}), 0)::bigint`.mapWith(Number)

/** What the lines of an order depend on besides the order: the shop's age and business type. */
export async function shopFacts(db: DbOrTx, shopId: string): Promise<{ createdAt: Date; businessType: SellerBusinessType } | undefined> {
  const [row] = await db
    .select({ createdAt: shops.createdAt, businessType: sellerAccounts.businessType })
    .from(shops)
    .leftJoin(sellerAccounts, eq(sellerAccounts.shopId, shops.id))
    .where(eq(shops.id, shopId))
  return row ? { createdAt: row.createdAt, businessType: row.businessType ?? 'individual' } : undefined
}

/** The longest return period (days) among the order's items whose product still exists; null when none does. */
export async function longestReturnDays(db: DbOrTx, orderId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: sql<number | null>`max(${products.returnDays})`.mapWith((v) => (v === null ? null : Number(v))) })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
  return row?.days ?? null
}

/** Inserts lines; one already there for the same (order, kind, source) is left as it is. Returns the new ones. */
export async function insertEntries(tx: Tx, rows: NewEntry[]): Promise<EntryRow[]> {
  if (rows.length === 0) return []
  return tx.insert(ledgerEntries).values(rows).onConflictDoNothing().returning()
}

/** Every line of an order. */
export async function entriesOfOrder(db: DbOrTx, orderId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
}

/**
 * Locks the order's revenue line (its anchor), so two returns of one order are booked one after
 * the other and the second sees the first's reversals. Undefined when the order is not booked yet.
 */
export async function lockOrderAnchor(tx: Tx, orderId: string): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'revenue'), isNull(ledgerEntries.sourceId)))
    .for('update')
  return row
}

/** The line's order is in the return flow (spelled out: the outer statement may be an UPDATE of ledger_entries). */
const heldByReturn = sql`exists (select 1 from "orders" o where o.id = ${ledgerEntries.orderId} and o.status = 'return_refund')`
const notHeld = or(isNull(ledgerEntries.orderId), sql`not ${heldByReturn}`)

/**
 * Pending lines whose time has come become available, except those of an order in the return
 * flow (an open return keeps the funds held). One statement, so a concurrent run changes nothing twice.
 */
export async function releaseDue(db: DbOrTx, now: Date): Promise<number> {
  const released = await db
    .update(ledgerEntries)
    .set({ status: 'available' })
    .where(and(eq(ledgerEntries.status, 'pending'), lte(ledgerEntries.availableAt, now), notHeld))
    .returning({ id: ledgerEntries.id })
  return released.length
}

/** Shops whose available lines add up to more than 0 and that have a bank account to pay to. */
export async function shopsToPay(db: DbOrTx): Promise<Array<{ shopId: string; amount: number }>> {
  return db
    .select({ shopId: ledgerEntries.shopId, amount: total(sql`${ledgerEntries.amount}`) })
    .from(ledgerEntries)
    .innerJoin(sellerAccounts, eq(sellerAccounts.shopId, ledgerEntries.shopId))
    .where(and(eq(ledgerEntries.status, 'available'), isNotNull(sellerAccounts.bankAccountNumber)))
    .groupBy(ledgerEntries.shopId)
    .having(sql`sum(${ledgerEntries.amount}) > 0`)
    .orderBy(asc(ledgerEntries.shopId))
}

/** The shop's available lines, locked: a concurrent payout waits, then finds them paid out. */
export async function lockAvailable(tx: Tx, shopId: string): Promise<Array<{ id: string; amount: number }>> {
  return tx
    .select({ id: ledgerEntries.id, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.status, 'available')))
    .orderBy(asc(ledgerEntries.id))
    .for('update')
}

export async function insertPayout(tx: Tx, shopId: string, amount: number, now: Date) {
  const [row] = await tx.insert(payouts).values({ shopId, amount, createdAt: now }).returning()
  return row!
}

export async function markPaidOut(tx: Tx, ids: string[], payoutId: string): Promise<number> {
  const rows = await tx
    .update(ledgerEntries)
    .set({ status: 'paid_out', payoutId })
    .where(and(inArray(ledgerEntries.id, ids), eq(ledgerEntries.status, 'available')))
    .returning({ id: ledgerEntries.id })
  return rows.length
}

// ----- reads for the seller ----------------------------------------------------------------

const GOODS_KINDS: LedgerKind[] = ['revenue', 'voucher_cofunding', 'refund']

export async function balance(db: DbOrTx, shopId: string) {
  const [sums] = await db
    .select({
      pending: totalWhere(sql`${ledgerEntries.amount}`, eq(ledgerEntries.status, 'pending')),
      available: totalWhere(sql`${ledgerEntries.amount}`, eq(ledgerEntries.status, 'available')),
      paidOut: totalWhere(sql`-${ledgerEntries.amount}`, eq(ledgerEntries.kind, 'payout')),
      goods: totalWhere(sql`${ledgerEntries.amount}`, inArray(ledgerEntries.kind, GOODS_KINDS)),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.shopId, shopId))
  // the next release: pending lines not held by an open return
  const [next] = await db
    .select({ at: min(ledgerEntries.availableAt) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.status, 'pending'), notHeld))
  return { pending: 0, available: 0, paidOut: 0, goods: 0, ...sums, nextReleaseAt: next?.at ?? null }
}

export type EntryFilter = { status?: LedgerStatus; kind?: LedgerKind; orderId?: string }

export async function listEntries(db: DbOrTx, shopId: string, filter: EntryFilter, paging: { page: number; limit: number }) {
  const where = and(
    eq(ledgerEntries.shopId, shopId),
    filter.status ? eq(ledgerEntries.status, filter.status) : undefined,
    filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
    filter.orderId ? eq(ledgerEntries.orderId, filter.orderId) : undefined,
  )
  return withTotal(
    db
      .select({ entry: ledgerEntries, orderCode: orders.code })
      .from(ledgerEntries)
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  )
}

/** The calendar month (Vietnam time, UTC+7, no daylight saving) of a line. */
const monthOf = sql<string>`to_char((${ledgerEntries.createdAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`

/** The shop's lines between two instants, summed by month and kind, with the orders booked per month. */
export async function monthlyTotals(db: DbOrTx, shopId: string, from: Date, to: Date) {
  const range = and(eq(ledgerEntries.shopId, shopId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to))
  const [sums, booked] = await Promise.all([
    db
      .select({ month: monthOf, kind: ledgerEntries.kind, amount: total(sql`${ledgerEntries.amount}`) })
      .from(ledgerEntries)
      .where(range)
      .groupBy(monthOf, ledgerEntries.kind),
    db
      .select({ month: monthOf, orders: sql`count(distinct ${ledgerEntries.orderId})`.mapWith(Number) })
      .from(ledgerEntries)
      .where(and(range, eq(ledgerEntries.kind, 'revenue'), isNull(ledgerEntries.sourceId)))
      .groupBy(monthOf),
  ])
  return { sums, booked }
}

export async function listPayouts(db: DbOrTx, shopId: string, paging: { page: number; limit: number }) {
  const where = eq(payouts.shopId, shopId)
  const entries = db
    .select({ payoutId: ledgerEntries.payoutId, n: count().as('n') })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), ne(ledgerEntries.kind, 'payout'), isNotNull(ledgerEntries.payoutId)))
    .groupBy(ledgerEntries.payoutId)
    .as('settled')
  return withTotal(
    db
      .select({ payout: payouts, entries: sql`coalesce(${entries.n}, 0)`.mapWith(Number) })
      .from(payouts)
      .leftJoin(entries, eq(entries.payoutId, payouts.id))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(payouts).where(where),
  )
}

export async function findAccount(db: DbOrTx, shopId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(sellerAccounts).where(eq(sellerAccounts.shopId, shopId))
  return row
}

export async function upsertAccount(db: DbOrTx, values: typeof sellerAccounts.$inferInsert): Promise<AccountRow> {
  const { shopId: _shopId, ...set } = values
  const [row] = await db
    .insert(sellerAccounts)
    .values(values)
    .onConflictDoUpdate({ target: sellerAccounts.shopId, set: { ...set, updatedAt: new Date() } })
    .returning()
  return row!
}

/** Every line of the shop written in [from, to), oldest first, with its order's code (a month's statement). */
export async function entriesBetween(db: DbOrTx, shopId: string, from: Date, to: Date) {
  return db
    .select({ entry: ledgerEntries, orderCode: orders.code })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(and(eq(ledgerEntries.shopId, shopId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
}
