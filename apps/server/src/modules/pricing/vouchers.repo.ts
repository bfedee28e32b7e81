import type { PricingStatus, WalletTab } from '@xinh/contracts'
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import { orders } from '#server/modules/orders/orders.tables.ts'
import { statusCondition, statusExpression } from './pricing.status.ts'
import { savedVouchers, voucherProducts, voucherRedemptions, vouchers } from './pricing.tables.ts'

export type VoucherRow = typeof vouchers.$inferSelect
export type VoucherInsert = typeof vouchers.$inferInsert
export type VoucherWithShop = VoucherRow & { shopName: string | null }
export type OwnerScope = { shopId: string } | { platform: true }

const live = isNull(vouchers.deletedAt)

const ownedBy = (scope: OwnerScope) => ('shopId' in scope ? eq(vouchers.shopId, scope.shopId) : isNull(vouchers.shopId))

const withShop = { voucher: vouchers, shopName: shopsView.name }
const flatten = (rows: Array<{ voucher: VoucherRow; shopName: string | null }>): VoucherWithShop[] =>
  rows.map((r) => ({ ...r.voucher, shopName: r.shopName }))

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
/** The owner's search: the name or the code contains the keyword (case-insensitive). */
const keywordCondition = (keyword?: string) =>
  keyword ? or(ilike(vouchers.name, `%${escapeLike(keyword)}%`), ilike(vouchers.code, `%${escapeLike(keyword)}%`)) : undefined

/** A seller's or the platform's vouchers (not deleted), newest first, with the total. */
export async function listOwned(
  db: DbOrTx,
  scope: OwnerScope,
  opts: { status?: PricingStatus; keyword?: string; page: number; limit: number },
) {
  const where = and(live, ownedBy(scope), keywordCondition(opts.keyword), opts.status ? statusCondition(vouchers, opts.status) : undefined)
  const { rows, total } = await withTotal(
    db
      .select(withShop)
      .from(vouchers)
      .leftJoin(shopsView.table, eq(shopsView.id, vouchers.shopId))
      .where(where)
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(vouchers).where(where),
  )
  return { rows: flatten(rows), total }
}

/** How many of the owner's vouchers are in each state (spec §4), following the keyword. */
export async function countOwnedByStatus(db: DbOrTx, scope: OwnerScope, keyword?: string) {
  const status = statusExpression(vouchers)
  return db
    .select({ status, n: sql<number>`count(*)::int` })
    .from(vouchers)
    .where(and(live, ownedBy(scope), keywordCondition(keyword)))
    .groupBy(status)
}

/**
 * What each voucher did: the orders it discounted that were not cancelled (nor given back), their
 * buyers, the discount and what the orders came to. One query for a page of vouchers.
 */
export async function usageOf(db: DbOrTx, voucherIds: string[]) {
  const map = new Map<string, { orders: number; buyers: number; discount: number; revenue: number }>()
  if (!voucherIds.length) return map
  const rows = await db
    .select({
      voucherId: voucherRedemptions.voucherId,
      orders: sql<number>`count(DISTINCT ${voucherRedemptions.orderId})::int`,
      buyers: sql<number>`count(DISTINCT ${voucherRedemptions.userId})::int`,
      discount: sql<number>`coalesce(sum(${voucherRedemptions.amount}), 0)::bigint`,
      revenue: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
    })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(and(inArray(voucherRedemptions.voucherId, voucherIds), isNull(voucherRedemptions.releasedAt), ne(orders.status, 'cancelled')))
    .groupBy(voucherRedemptions.voucherId)
  for (const r of rows)
    map.set(r.voucherId, { orders: r.orders, buyers: r.buyers, discount: Number(r.discount), revenue: Number(r.revenue) })
  return map
}

/** Names and pictures of products, for the owner's screens. */
export async function productNames(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, { name: string; image: string | null }>()
  const rows = await db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(inArray(products.id, ids))
  return new Map(rows.map((r) => [r.id, { name: r.name, image: r.images[0] ?? null }]))
}

/** One voucher of this owner (not deleted), optionally locked for the transaction. */
export async function findOwned(db: DbOrTx, scope: OwnerScope, id: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select(withShop)
    .from(vouchers)
    .leftJoin(shopsView.table, eq(shopsView.id, vouchers.shopId))
    .where(and(eq(vouchers.id, id), live, ownedBy(scope)))
    .limit(1)
  const rows = opts.lock ? await query.for('update', { of: vouchers }) : await query
  return flatten(rows)[0]
}

/** A voucher that has not been deleted, with its shop's name. */
export async function findLive(db: DbOrTx, id: string) {
  const rows = await db
    .select(withShop)
    .from(vouchers)
    .leftJoin(shopsView.table, eq(shopsView.id, vouchers.shopId))
    .where(and(eq(vouchers.id, id), live))
    .limit(1)
  return flatten(rows)[0]
}

/** The live voucher a code names (codes are unique among live vouchers, case-insensitively). */
export async function findByCode(db: DbOrTx, code: string) {
  const rows = await db
    .select(withShop)
    .from(vouchers)
    .leftJoin(shopsView.table, eq(shopsView.id, vouchers.shopId))
    .where(and(sql`upper(${vouchers.code}) = upper(${code})`, live, or(isNull(vouchers.shopId), shopsView.isOpen)))
    .limit(1)
  return flatten(rows)[0]
}

export async function insertVoucher(db: DbOrTx, values: VoucherInsert) {
  const [row] = await db.insert(vouchers).values(values).returning()
  if (!row) throw new Error('voucher insert failed')
  return row
}

export async function updateVoucher(db: DbOrTx, id: string, values: Partial<VoucherInsert>) {
  await db.update(vouchers).set(values).where(eq(vouchers.id, id))
}

/** The products of a voucher that applies to specific products (replaced as a whole). */
export async function replaceProducts(db: DbOrTx, voucherId: string, productIds: string[]) {
  await db.delete(voucherProducts).where(eq(voucherProducts.voucherId, voucherId))
  if (productIds.length) await db.insert(voucherProducts).values(productIds.map((productId) => ({ voucherId, productId })))
}

/** Product ids per voucher (one query for a page of vouchers); all-products vouchers have none to read. */
export async function productIdsOf(db: DbOrTx, of: Array<{ id: string; allProducts: boolean }>) {
  const map = new Map<string, string[]>()
  const voucherIds = of.filter((v) => !v.allProducts).map((v) => v.id)
  if (!voucherIds.length) return map
  const rows = await db
    .select()
    .from(voucherProducts)
    .where(inArray(voucherProducts.voucherId, voucherIds))
    .orderBy(asc(voucherProducts.voucherId), asc(voucherProducts.productId))
  for (const r of rows) map.set(r.voucherId, [...(map.get(r.voucherId) ?? []), r.productId])
  return map
}

/** Which of `ids` are products (of this shop, when given). */
export async function existingProductIds(db: DbOrTx, ids: string[], shopId?: string) {
  if (!ids.length) return new Set<string>()
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), shopId ? eq(products.shopId, shopId) : undefined))
  return new Set(rows.map((r) => r.id))
}

// ----- wallets ----------------------------------------------------------------------------------

/**
 * Saves a voucher to a buyer's wallet, at most once per buyer and never beyond its savable
 * quantity (the usable quantity when none is set): the insert is idempotent on the wallet's key,
 * and the counter is taken with a conditional update, which concurrent saves queue on (the row
 * lock) and re-check. Returns whether the buyer holds it now ('exhausted' undoes the insert).
 */
export async function saveToWallet(tx: DbOrTx, userId: string, voucherId: string): Promise<'saved' | 'already' | 'exhausted'> {
  const inserted = await tx
    .insert(savedVouchers)
    .values({ userId, voucherId })
    .onConflictDoNothing()
    .returning({ userId: savedVouchers.userId })
  if (!inserted.length) return 'already'
  const taken = await tx
    .update(vouchers)
    .set({ saved: sql`${vouchers.saved} + 1` })
    .where(and(eq(vouchers.id, voucherId), sql`${vouchers.saved} < coalesce(${vouchers.savableQuantity}, ${vouchers.quantity})`))
    .returning({ id: vouchers.id })
  return taken.length ? 'saved' : 'exhausted'
}

/** Uses of a voucher by a buyer: checkouts it discounted that were not given back. */
const userUses = (userId: string) =>
  sql<number>`(SELECT count(DISTINCT r.checkout_id)::int FROM ${voucherRedemptions} r
    WHERE r.voucher_id = ${vouchers.id} AND r.user_id = ${userId} AND r.released_at IS NULL)`

/** How many times this buyer may use the voucher (its per-customer limit and the stricter `limit_per_user`). */
const limitOfUser = sql`least(${vouchers.perCustomerLimit}, coalesce((${vouchers.conditions} ->> 'limit_per_user')::int, ${vouchers.perCustomerLimit}))`

/** Usable now for this buyer: running, with uses and budget left, and uses of their own left. */
const usableFor = (userId: string) => sql`(${statusCondition(vouchers, 'running')} AND ${vouchers.used} < ${vouchers.quantity}
  AND (${vouchers.budget} IS NULL OR ${vouchers.budgetUsed} < ${vouchers.budget})
  AND ${userUses(userId)} < ${limitOfUser})`

/**
 * The wallet's tabs (issue 16): `used` — the buyer used up their own uses; `expired` — otherwise
 * ended, or nothing left of its quantity or budget; `usable` — the rest (running or upcoming).
 */
const usedUpBy = (userId: string) => sql`(${userUses(userId)} >= ${limitOfUser})`
const gone = sql`(${statusCondition(vouchers, 'ended')} OR ${vouchers.used} >= ${vouchers.quantity}
  OR (${vouchers.budget} IS NOT NULL AND ${vouchers.budgetUsed} >= ${vouchers.budget}))`
const walletTabOf = (userId: string) =>
  sql<WalletTab>`CASE WHEN ${usedUpBy(userId)} THEN 'used' WHEN ${gone} THEN 'expired' ELSE 'usable' END`

/**
 * A buyer's saved vouchers (not deleted), optionally of one tab: usable first, then upcoming,
 * then the rest; soonest end first (a tab of ended ones: the latest to end first).
 */
export async function listWallet(db: DbOrTx, userId: string, paging: { page: number; limit: number; tab?: WalletTab }) {
  const where = and(live, eq(savedVouchers.userId, userId), paging.tab ? sql`${walletTabOf(userId)} = ${paging.tab}` : undefined)
  const { rows, total } = await withTotal(
    db
      .select({ ...withShop, userUses: userUses(userId) })
      .from(savedVouchers)
      .innerJoin(vouchers, eq(vouchers.id, savedVouchers.voucherId))
      .leftJoin(shopsView.table, eq(shopsView.id, vouchers.shopId))
      .where(where)
      .orderBy(
        sql`CASE WHEN ${usableFor(userId)} THEN 0 WHEN ${statusCondition(vouchers, 'upcoming')} THEN 1 ELSE 2 END`,
        paging.tab && paging.tab !== 'usable' ? desc(vouchers.endsAt) : asc(vouchers.endsAt),
        asc(vouchers.id),
      )
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(savedVouchers).innerJoin(vouchers, eq(vouchers.id, savedVouchers.voucherId)).where(where),
  )
  return { rows: rows.map((r) => ({ ...r.voucher, shopName: r.shopName, userUses: r.userUses })), total }
}

/** How many saved vouchers each wallet tab holds. */
export async function walletCounts(db: DbOrTx, userId: string): Promise<Record<WalletTab, number>> {
  const tab = walletTabOf(userId)
  const rows = await db
    .select({ tab, n: count() })
    .from(savedVouchers)
    .innerJoin(vouchers, eq(vouchers.id, savedVouchers.voucherId))
    .where(and(live, eq(savedVouchers.userId, userId)))
    // by position: the expression carries bound parameters, which PostgreSQL does not match by value
    .groupBy(sql`1`)
  const counts = { usable: 0, used: 0, expired: 0 }
  for (const r of rows) counts[r.tab] = Number(r.n)
  return counts
}

/** Of these vouchers, the ones the buyer saved. */
export async function savedAmong(db: DbOrTx, userId: string, voucherIds: string[]) {
  if (!voucherIds.length) return new Set<string>()
  const rows = await db
    .select({ id: savedVouchers.voucherId })
    .from(savedVouchers)
    .where(and(eq(savedVouchers.userId, userId), inArray(savedVouchers.voucherId, voucherIds)))
  return new Set(rows.map((r) => r.id))
}

/**
 * Public running vouchers to save (/khuyen-mai): shown ("public" display), of the platform or an
 * open shop; platform vouchers first, then the soonest to end.
 */
export async function listForSale(db: DbOrTx, opts: { shopId?: string; kind?: 'platform' | 'shop'; page: number; limit: number }) {
  const where = and(
    live,
    eq(vouchers.display, 'public'),
    statusCondition(vouchers, 'running'),
    or(isNull(vouchers.shopId), shopsView.isOpen),
    opts.shopId ? eq(vouchers.shopId, opts.shopId) : undefined,
    opts.kind === 'platform' ? isNull(vouchers.shopId) : opts.kind === 'shop' ? isNotNull(vouchers.shopId) : undefined,
  )
  const { rows, total } = await withTotal(
    db
      .select(withShop)
      .from(vouchers)
      .leftJoin(shopsView.table, eq(shopsView.id, vouchers.shopId))
      .where(where)
      .orderBy(sql`${vouchers.shopId} IS NOT NULL`, asc(vouchers.endsAt), asc(vouchers.id))
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(vouchers).leftJoin(shopsView.table, eq(shopsView.id, vouchers.shopId)).where(where),
  )
  return { rows: flatten(rows), total }
}

// ----- the first-purchase voucher ------------------------------------------------------------

/** Whether a platform newbie voucher was ever created (deleted ones count: an admin removed it on purpose). */
export async function anyNewbieVoucher(db: DbOrTx) {
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(isNull(vouchers.shopId), eq(vouchers.target, 'newbie')))
    .limit(1)
  return rows.length > 0
}

/** Newbie platform vouchers a new account receives: not deleted, not over. */
export async function liveNewbieVoucherIds(db: DbOrTx) {
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(live, isNull(vouchers.shopId), eq(vouchers.target, 'newbie'), isNull(vouchers.endedAt), sql`${vouchers.endsAt} > now()`))
  return rows.map((r) => r.id)
}

// ----- chat's voucher cards (issue 15) -------------------------------------------------------

/** Running, with saves left, of an open shop: what a buyer could save from a chat card now. */
const savableNow = and(
  live,
  statusCondition(vouchers, 'running'),
  sql`${vouchers.saved} < coalesce(${vouchers.savableQuantity}, ${vouchers.quantity})`,
  sql`${vouchers.used} < ${vouchers.quantity}`,
)

/** Of these vouchers, the ones savable now (shop open). */
export async function savableAmong(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Set<string>()
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .leftJoin(shopsView.table, eq(shopsView.id, vouchers.shopId))
    .where(and(inArray(vouchers.id, ids), savableNow, or(isNull(vouchers.shopId), shopsView.isOpen)))
  return new Set(rows.map((r) => r.id))
}

/** A shop's vouchers buyers may save now (public or code-only), the soonest to end first. */
export async function listSavableOfShop(db: DbOrTx, shopId: string, limit = 50) {
  return db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.shopId, shopId), savableNow))
    .orderBy(asc(vouchers.endsAt), asc(vouchers.id))
    .limit(limit)
}
