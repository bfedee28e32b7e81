import type { PricingPromotion, PricingVoucher } from '@xinh/contracts'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { promotionItems, promotionUsage, savedVouchers, voucherProducts, voucherRedemptions, vouchers } from './pricing.tables.ts'

export type VariantPromotion = PricingPromotion & { max_discount_percent: number }
type VoucherRow = typeof vouchers.$inferSelect

/** Vietnam's calendar day, for "limit per user by day". */
const VN_DAY = sql`(now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date`

/**
 * The runtime side of pricing that checkout, cart and orders share: which promotion applies to a
 * variant now, vouchers as the calculator sees them, and taking/giving back promotion units and
 * voucher uses inside the order transaction. Locks are taken in one global order (promotion items,
 * then variants, products, vouchers — see checkout) so concurrent checkouts cannot deadlock.
 */
export function createPricingEngine() {
  /** The running promotion of each variant (a variant-level item wins over a product-level one). */
  async function promotionsFor(db: DbOrTx, userId: string | null, variantIds: readonly string[]) {
    const result = new Map<string, VariantPromotion>()
    if (variantIds.length === 0) return result
    const ids = sql.join(
      [...new Set(variantIds)].map((id) => sql`${id}::uuid`),
      sql`, `,
    )
    type Row = {
      variant_id: string
      item_id: string
      discount_percent: number
      max_discount_percent: number
      product_limit: number | null
      purchase_limit: number | null
      sold: number
      used: number | null
    }
    const rows = await db.execute(sql`
      SELECT v.id AS variant_id, pi.id AS item_id, pi.discount_percent, pi.max_discount_percent,
             pi.product_limit, pi.purchase_limit, pi.sold, u.quantity AS used
      FROM product_variants v
      JOIN LATERAL (
        SELECT pi.* FROM promotion_items pi JOIN promotions p ON p.id = pi.promotion_id
        WHERE pi.product_id = v.product_id AND (pi.variant_id = v.id OR pi.variant_id IS NULL)
          AND p.starts_at <= now() AND p.ends_at > now() AND p.ended_at IS NULL
          AND (pi.product_limit IS NULL OR pi.sold < pi.product_limit)
        ORDER BY (pi.variant_id IS NULL), pi.discount_percent DESC, pi.id
        LIMIT 1
      ) pi ON true
      LEFT JOIN promotion_usage u ON u.promotion_item_id = pi.id AND u.user_id = ${userId}::uuid
      WHERE v.id IN (${ids})`)
    for (const r of rowsOf<Row>(rows)) {
      result.set(r.variant_id, {
        item_id: r.item_id,
        discount_percent: Number(r.discount_percent),
        max_discount_percent: Number(r.max_discount_percent),
        remaining: r.product_limit === null ? null : Number(r.product_limit) - Number(r.sold),
        user_remaining: r.purchase_limit === null ? null : Math.max(0, Number(r.purchase_limit) - Number(r.used ?? 0)),
      })
    }
    return result
  }

  /** How many checkouts of this user used each voucher (all time and today), not released. */
  async function usageOf(db: DbOrTx, userId: string | null, voucherIds: string[]) {
    const usage = new Map<string, { total: number; today: number }>()
    if (!userId || voucherIds.length === 0) return usage
    const rows = await db
      .select({
        voucherId: voucherRedemptions.voucherId,
        total: sql<number>`count(DISTINCT ${voucherRedemptions.checkoutId})::int`,
        today: sql<number>`count(DISTINCT ${voucherRedemptions.checkoutId}) FILTER (WHERE (${voucherRedemptions.createdAt} AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = ${VN_DAY})::int`,
      })
      .from(voucherRedemptions)
      .where(
        and(
          eq(voucherRedemptions.userId, userId),
          inArray(voucherRedemptions.voucherId, voucherIds),
          isNull(voucherRedemptions.releasedAt),
        ),
      )
      .groupBy(voucherRedemptions.voucherId)
    for (const r of rows) usage.set(r.voucherId, { total: Number(r.total), today: Number(r.today) })
    return usage
  }

  /** What a buyer has left of a voucher, given their uses (all time and today); null without a buyer or a daily limit. */
  function userRemaining(v: VoucherRow, userId: string | null, used = { total: 0, today: 0 }) {
    const perUser = Math.min(v.perCustomerLimit, v.conditions.limit_per_user ?? Number.POSITIVE_INFINITY)
    const perDay = v.conditions.limit_per_user_by_day ?? null
    return {
      user_remaining: userId ? Math.max(0, perUser - used.total) : null,
      user_today_remaining: userId && perDay !== null ? Math.max(0, perDay - used.today) : null,
    }
  }

  async function toPricing(db: DbOrTx, userId: string | null, rows: VoucherRow[]): Promise<PricingVoucher[]> {
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const [usage, products] = await Promise.all([
      usageOf(db, userId, ids),
      db.select().from(voucherProducts).where(inArray(voucherProducts.voucherId, ids)),
    ])
    return rows.map((v) => ({
      id: v.id,
      code: v.code,
      name: v.name,
      kind: v.kind,
      shop_id: v.shopId,
      type: v.type,
      value: v.value,
      min_order_value: v.minOrderValue,
      max_discount_value: v.maxDiscountValue,
      classify: v.classify,
      target: v.target,
      all_products: v.allProducts,
      product_ids: products.filter((p) => p.voucherId === v.id).map((p) => p.productId),
      tiers: v.tiers,
      payment_methods: v.conditions.payment_method ?? [],
      shipping_methods: v.conditions.shipping_method ?? [],
      starts_at: v.startsAt.toISOString(),
      ends_at: v.endsAt.toISOString(),
      ended: v.endedAt !== null || v.deletedAt !== null,
      remaining: v.quantity - v.used,
      budget_remaining: v.budget === null ? null : v.budget - v.budgetUsed,
      ...userRemaining(v, userId, usage.get(v.id)),
      requires_login: v.requiresLogin,
      requires_app: v.requiresApp,
    }))
  }

  /** Live vouchers by code (case-insensitive); unknown codes are simply absent. */
  async function vouchersByCode(db: DbOrTx, userId: string | null, codes: readonly string[]) {
    const wanted = [...new Set(codes.map((c) => c.trim().toUpperCase()).filter(Boolean))]
    if (wanted.length === 0) return new Map<string, PricingVoucher>()
    const rows = await db
      .select()
      .from(vouchers)
      .where(and(inArray(sql`upper(${vouchers.code})`, wanted), isNull(vouchers.deletedAt)))
    return new Map((await toPricing(db, userId, rows)).map((v) => [v.code.toUpperCase(), v]))
  }

  /** The buyer's saved vouchers that could apply to these shops (for the best combination). */
  async function walletCandidates(db: DbOrTx, userId: string, shopIds: readonly string[]) {
    const rows = await db
      .select({ v: vouchers })
      .from(savedVouchers)
      .innerJoin(vouchers, eq(vouchers.id, savedVouchers.voucherId))
      .where(
        and(
          eq(savedVouchers.userId, userId),
          isNull(vouchers.deletedAt),
          isNull(vouchers.endedAt),
          sql`${vouchers.endsAt} > now()`,
          shopIds.length > 0 ? sql`(${vouchers.shopId} IS NULL OR ${inArray(vouchers.shopId, [...shopIds])})` : isNull(vouchers.shopId),
        ),
      )
    return toPricing(
      db,
      userId,
      rows.map((r) => r.v),
    )
  }

  /**
   * Takes one use of a voucher for a checkout and records its split over the orders. The voucher
   * row is locked first, so the per-user and per-day counts read here cannot change underneath;
   * the conditional update (and the table's CHECKs) refuse going past quantity or budget.
   */
  async function redeem(
    tx: Tx,
    input: { userId: string; checkoutId: string; voucherId: string; shares: Array<{ orderId: string; amount: number }> },
  ) {
    const locked = await tx.select().from(vouchers).where(eq(vouchers.id, input.voucherId)).for('update')
    const row = locked[0]
    if (!row) throw new AppError('VOUCHER_NOT_FOUND')
    // under the lock only the buyer's uses are read again (quantity, budget and dates are the update's
    // conditions below); the voucher's product list toPricing would load is not needed
    const left = userRemaining(row, input.userId, (await usageOf(tx, input.userId, [row.id])).get(row.id))
    if (left.user_remaining !== null && left.user_remaining <= 0) throw new AppError('VOUCHER_USER_LIMIT')
    if (left.user_today_remaining !== null && left.user_today_remaining <= 0) throw new AppError('VOUCHER_DAILY_LIMIT')
    const amount = input.shares.reduce((a, s) => a + s.amount, 0)
    const updated = await tx
      .update(vouchers)
      .set({ used: sql`${vouchers.used} + 1`, budgetUsed: sql`${vouchers.budgetUsed} + ${amount}` })
      .where(
        and(
          eq(vouchers.id, input.voucherId),
          sql`${vouchers.used} < ${vouchers.quantity}`,
          sql`(${vouchers.budget} IS NULL OR ${vouchers.budgetUsed} + ${amount} <= ${vouchers.budget})`,
          isNull(vouchers.endedAt),
          isNull(vouchers.deletedAt),
          sql`${vouchers.endsAt} > now()`,
        ),
      )
      .returning({ id: vouchers.id })
    if (updated.length === 0) throw new AppError('VOUCHER_EXHAUSTED')
    await tx.insert(voucherRedemptions).values(
      input.shares.map((s) => ({
        voucherId: input.voucherId,
        userId: input.userId,
        checkoutId: input.checkoutId,
        orderId: s.orderId,
        amount: s.amount,
      })),
    )
  }

  /** Takes promotion units for a buyer; refused when the offer or the buyer's limit is used up. */
  async function takePromotion(tx: Tx, input: { userId: string; promotionItemId: string; quantity: number }) {
    const taken = await tx
      .update(promotionItems)
      .set({ sold: sql`${promotionItems.sold} + ${input.quantity}` })
      .where(
        and(
          eq(promotionItems.id, input.promotionItemId),
          sql`(${promotionItems.productLimit} IS NULL OR ${promotionItems.sold} + ${input.quantity} <= ${promotionItems.productLimit})`,
        ),
      )
      .returning({ purchaseLimit: promotionItems.purchaseLimit })
    if (taken.length === 0) throw new AppError('PROMOTION_QUANTITY_EXCEEDED')
    const limit = taken[0]!.purchaseLimit
    const usage = await tx
      .insert(promotionUsage)
      .values({ promotionItemId: input.promotionItemId, userId: input.userId, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [promotionUsage.promotionItemId, promotionUsage.userId],
        set: { quantity: sql`${promotionUsage.quantity} + ${input.quantity}` },
      })
      .returning({ quantity: promotionUsage.quantity })
    if (limit !== null && usage[0]!.quantity > limit) throw new AppError('PROMOTION_USER_LIMIT')
  }

  /** Gives back a cancelled order's promotion units (and the buyer's usage of them). Idempotent per order: callers guard with the state change. */
  async function releasePromotions(tx: Tx, orderId: string) {
    const promoted = await tx
      .select({ itemId: orderItems.promotionItemId, quantity: orderItems.quantity, buyerId: orders.buyerId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.promotionItemId} IS NOT NULL`))
    for (const p of promoted.sort((a, b) => a.itemId!.localeCompare(b.itemId!))) {
      await tx
        .update(promotionItems)
        .set({ sold: sql`greatest(${promotionItems.sold} - ${p.quantity}, 0)` })
        .where(eq(promotionItems.id, p.itemId!))
      await tx
        .update(promotionUsage)
        .set({ quantity: sql`greatest(${promotionUsage.quantity} - ${p.quantity}, 0)` })
        .where(and(eq(promotionUsage.promotionItemId, p.itemId!), eq(promotionUsage.userId, p.buyerId)))
    }
  }

  /**
   * Gives back a cancelled order's voucher shares (budget; the use itself once every order of that
   * checkout has let go of the voucher). Idempotent: released lines are marked.
   */
  async function releaseVouchers(tx: Tx, orderId: string) {
    const released = await tx
      .update(voucherRedemptions)
      .set({ releasedAt: new Date() })
      .where(and(eq(voucherRedemptions.orderId, orderId), isNull(voucherRedemptions.releasedAt)))
      .returning()
    for (const r of released.sort((a, b) => a.voucherId.localeCompare(b.voucherId))) {
      const stillHeld = await tx
        .select({ id: voucherRedemptions.id })
        .from(voucherRedemptions)
        .where(
          and(
            eq(voucherRedemptions.voucherId, r.voucherId),
            eq(voucherRedemptions.checkoutId, r.checkoutId),
            isNull(voucherRedemptions.releasedAt),
          ),
        )
        .limit(1)
      await tx
        .update(vouchers)
        .set({
          budgetUsed: sql`greatest(${vouchers.budgetUsed} - ${r.amount}, 0)`,
          used: stillHeld.length === 0 ? sql`greatest(${vouchers.used} - 1, 0)` : vouchers.used,
        })
        .where(eq(vouchers.id, r.voucherId))
    }
  }

  /**
   * Everything a cancelled order gives back, in checkout's lock order — promotion items, then
   * stock (`restock`: variants, products), then vouchers — so a cancellation and a checkout never
   * wait on each other in a cycle.
   */
  async function releaseOrder(tx: Tx, orderId: string, restock: (tx: Tx, orderId: string) => Promise<void>) {
    await releasePromotions(tx, orderId)
    await restock(tx, orderId)
    await releaseVouchers(tx, orderId)
  }

  return { promotionsFor, vouchersByCode, walletCandidates, redeem, takePromotion, releaseOrder }
}

export type PricingEngine = ReturnType<typeof createPricingEngine>
