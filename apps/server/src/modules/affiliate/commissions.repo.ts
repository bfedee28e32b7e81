import type { CommissionReversal, CommissionStatus } from '@xinh/contracts'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { returnItems } from '#server/modules/returns/returns.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { affiliateCampaigns, affiliateCommissions, affiliateLinks, affiliatePayouts, affiliateSelfPurchases } from './affiliate.tables.ts'

/** The KOL commission ledger: attribution reads, the lines' lifecycle, payouts and the KOL's reads. */

export type CommissionRow = typeof affiliateCommissions.$inferSelect
type Paging = { page: number; limit: number }
const offsetOf = (p: Paging) => (p.page - 1) * p.limit
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)))

// ----- attribution ----------------------------------------------------------------------------------

export async function placedOrders(tx: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return []
  const rows = await tx
    .select({
      id: orders.id,
      shopId: orders.shopId,
      buyerId: orders.buyerId,
      shopVoucherDiscount: orders.shopVoucherDiscount,
      platformVoucherDiscount: orders.platformVoucherDiscount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(inArray(orders.id, orderIds))
  const items = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      affiliate: orderItems.affiliate,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id))
  return rows.map((o) => ({ ...o, items: items.filter((i) => i.orderId === o.id) }))
}

export async function hasClicksOf(tx: Tx, buyerId: string, from: Date, at: Date) {
  const rows = rowsOf<{ one: number }>(
    await tx.execute(sql`
      select 1 as one from affiliate_clicks
      where user_id = ${buyerId} and kind = 'click' and created_at >= ${from} and created_at <= ${at} limit 1`),
  )
  return rows.length > 0
}

export type ClickCandidate = { linkId: string; code: string; kolId: string; targetType: 'product' | 'shop' | 'campaign'; clickedAt: Date }

/**
 * The buyer's last click within [from, at] that leads to the product, from another user who is
 * still a KOL: the buyer's own recorded clicks on a link to the product or its shop, or the
 * click id the cart line carried (its clicks by the buyer, or anonymous ones before the buyer
 * had a session, on this product).
 */
export async function lastClick(
  tx: Tx,
  q: { buyerId: string; productId: string; shopId: string; code: string | null; from: Date; at: Date },
): Promise<ClickCandidate | undefined> {
  const rows = rowsOf<{ link_id: string; code: string; kol_id: string; target_type: ClickCandidate['targetType']; created_at: unknown }>(
    await tx.execute(sql`
      select c.link_id, l.code, l.kol_id, l.target_type, c.created_at
      from affiliate_clicks c
      join affiliate_links l on l.id = c.link_id
      join users u on u.id = l.kol_id
      where c.kind = 'click' and c.created_at >= ${q.from} and c.created_at <= ${q.at}
        and l.kol_id <> ${q.buyerId} and 'kol' = any(u.roles)
        and (
          (c.user_id = ${q.buyerId} and (c.product_id = ${q.productId} or (l.target_type = 'shop' and l.target_id = ${q.shopId})))
          or (l.code = ${q.code ?? ''} and (c.user_id = ${q.buyerId} or c.user_id is null)
              and (c.product_id = ${q.productId} or c.product_id is null))
        )
      order by c.created_at desc, c.id desc
      limit 1`),
  )
  const r = rows[0]
  return r && { linkId: r.link_id, code: r.code, kolId: r.kol_id, targetType: r.target_type, clickedAt: toDate(r.created_at) }
}

/** The campaigns that pay the KOL for the product at `at`, highest rate first (the first applies). */
export async function ratesFor(tx: Tx, q: { kolId: string; productId: string; shopId: string; at: Date }) {
  return rowsOf<{ id: string; name: string; kind: 'seller' | 'platform'; rate_bps: number }>(
    await tx.execute(sql`
      select c.id, c.name, c.kind, c.rate_bps
      from affiliate_campaigns c
      where c.starts_at <= ${q.at} and c.ends_at > ${q.at}
        and (
          (c.kind = 'seller' and c.shop_id = ${q.shopId}
            and exists (select 1 from affiliate_campaign_products p where p.campaign_id = c.id and p.product_id = ${q.productId})
            and exists (select 1 from affiliate_campaign_members m where m.campaign_id = c.id and m.kol_id = ${q.kolId} and m.created_at <= ${q.at}))
          or (c.kind = 'platform'
            and (not exists (select 1 from affiliate_campaign_products p where p.campaign_id = c.id)
              or exists (select 1 from affiliate_campaign_products p where p.campaign_id = c.id and p.product_id = ${q.productId})))
        )
      order by c.rate_bps desc, c.created_at asc, c.id asc`),
  ).map((r) => ({ ...r, rate_bps: Number(r.rate_bps) }))
}

export async function insertCommissions(tx: Tx, rows: Array<typeof affiliateCommissions.$inferInsert>) {
  if (rows.length === 0) return []
  return tx.insert(affiliateCommissions).values(rows).onConflictDoNothing().returning()
}

export async function insertSelfPurchase(tx: Tx, v: { kolId: string; orderId: string; linkId: string }) {
  await tx.insert(affiliateSelfPurchases).values(v).onConflictDoNothing()
}

// ----- lifecycle --------------------------------------------------------------------------------------

/** The order's lines, locked (the transitions and returns that change them run one after the other). */
export async function commissionsOfOrder(tx: Tx, orderId: string) {
  return tx
    .select()
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.orderId, orderId))
    .orderBy(asc(affiliateCommissions.id))
    .for('update')
}

/** The order items a return takes back (joined from the returns module's table). */
/** The order items a return took back: how many units of each, of how many ordered. */
export async function returnedItems(tx: Tx, returnId: string) {
  const rows = await tx
    .select({
      orderItemId: returnItems.orderItemId,
      quantity: sql<number>`sum(${returnItems.quantity})::int`,
      ordered: orderItems.quantity,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId))
    .groupBy(returnItems.orderItemId, orderItems.quantity)
  return new Map(rows.map((r) => [r.orderItemId, { quantity: Number(r.quantity), ordered: r.ordered }]))
}

/** affssr: part of the item was returned — the line keeps its status with the smaller live amount. */
export async function reducePartly(tx: Tx, id: string, v: { amount: number; reversedAmount: number; returnedQuantity: number }) {
  await tx
    .update(affiliateCommissions)
    .set(v)
    .where(and(eq(affiliateCommissions.id, id), inArray(affiliateCommissions.status, ['pending', 'payable'])))
}

export async function setAvailableAt(tx: Tx, id: string, availableAt: Date | null) {
  await tx.update(affiliateCommissions).set({ availableAt }).where(eq(affiliateCommissions.id, id))
}

export async function reverse(
  tx: Tx,
  id: string,
  v: { reversal: CommissionReversal; at: Date; reversalSourceId: string | null; returnedQuantity?: number },
) {
  await tx
    .update(affiliateCommissions)
    .set({
      status: 'reversed',
      reversal: v.reversal,
      reversedAt: v.at,
      reversalSourceId: v.reversalSourceId,
      ...(v.returnedQuantity === undefined ? {} : { returnedQuantity: v.returnedQuantity }),
    })
    .where(and(eq(affiliateCommissions.id, id), inArray(affiliateCommissions.status, ['pending', 'payable'])))
}

/**
 * Pending lines whose seller-side line the ledger released (the order's return window closed
 * with no open return) become payable. One statement: a concurrent run changes nothing twice.
 */
export async function markPayable(db: DbOrTx, now: Date) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update affiliate_commissions c set status = 'payable', payable_at = ${now}, updated_at = ${now}
      from ledger_entries l
      where c.status = 'pending' and l.source_id = c.id and l.kind = 'affiliate_commission' and l.status <> 'pending'
      returning c.id`),
  )
  return rows.length
}

// ----- payouts ----------------------------------------------------------------------------------------

export async function lockPayable(tx: Tx, kolId: string) {
  return tx
    .select({ id: affiliateCommissions.id, amount: affiliateCommissions.amount })
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.kolId, kolId), eq(affiliateCommissions.status, 'payable')))
    .for('update')
}

export async function insertPayout(tx: Tx, v: typeof affiliatePayouts.$inferInsert) {
  const [row] = await tx.insert(affiliatePayouts).values(v).returning()
  return row!
}

export async function markPaid(tx: Tx, ids: string[], payoutId: string, at: Date) {
  if (ids.length === 0) return 0
  const rows = await tx
    .update(affiliateCommissions)
    .set({ status: 'paid', paidAt: at, payoutId })
    .where(and(inArray(affiliateCommissions.id, ids), eq(affiliateCommissions.status, 'payable')))
    .returning({ id: affiliateCommissions.id })
  return rows.length
}

export async function payoutsDue(db: DbOrTx, p: Paging) {
  const rows = rowsOf<{ kol_id: string; payable: string | number; lines: number; total: number }>(
    await db.execute(sql`
      select kol_id, sum(amount)::bigint as payable, count(*)::int as lines, count(*) over ()::int as total
      from affiliate_commissions where status = 'payable'
      group by kol_id order by sum(amount) desc, kol_id
      limit ${p.limit} offset ${offsetOf(p)}`),
  )
  return {
    rows: rows.map((r) => ({ kolId: r.kol_id, payable: Number(r.payable), lines: Number(r.lines) })),
    total: Number(rows[0]?.total ?? 0),
  }
}

export async function listPayouts(db: DbOrTx, kolId: string | undefined, p: Paging) {
  const where = kolId ? eq(affiliatePayouts.kolId, kolId) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(affiliatePayouts)
      .where(where)
      .orderBy(desc(affiliatePayouts.createdAt), desc(affiliatePayouts.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: sql<number>`count(*)::int` }).from(affiliatePayouts).where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

// ----- the KOL's reads ----------------------------------------------------------------------------------

/** Commission by status, all time; `reversed` also counts what partial returns took off lines still live. */
export async function totalsByStatus(db: DbOrTx, kolId: string) {
  const rows = await db
    .select({
      status: affiliateCommissions.status,
      sum: sql<string>`coalesce(sum(${affiliateCommissions.amount}), 0)::bigint`,
      partly: sql<string>`coalesce(sum(${affiliateCommissions.reversedAmount}), 0)::bigint`,
    })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.kolId, kolId))
    .groupBy(affiliateCommissions.status)
  const out: Record<CommissionStatus, number> = { pending: 0, payable: 0, paid: 0, reversed: 0 }
  for (const r of rows) {
    out[r.status] += Number(r.sum)
    out.reversed += Number(r.partly)
  }
  return out
}

/** Clicks, orders and commission per Vietnam day since `from`. */
export async function dailySeries(db: DbOrTx, kolId: string, from: Date) {
  const clicks = rowsOf<{ day: string; n: number }>(
    await db.execute(sql`
      select to_char(created_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day, count(*)::int as n
      from affiliate_clicks where kol_id = ${kolId} and kind = 'click' and created_at >= ${from}
      group by 1`),
  )
  const orders = rowsOf<{ day: string; n: number; commission: string | number }>(
    await db.execute(sql`
      select to_char(ordered_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
        count(distinct order_id)::int as n, coalesce(sum(amount), 0)::bigint as commission
      from affiliate_commissions where kol_id = ${kolId} and status <> 'reversed' and ordered_at >= ${from}
      group by 1`),
  )
  return {
    clicks: new Map(clicks.map((r) => [r.day, Number(r.n)])),
    orders: new Map(orders.map((r) => [r.day, { orders: Number(r.n), commission: Number(r.commission) }])),
  }
}

export async function topLinkIds(db: DbOrTx, kolId: string, from: Date, limit: number) {
  const rows = rowsOf<{ link_id: string }>(
    await db.execute(sql`
      select link_id from affiliate_commissions
      where kol_id = ${kolId} and status <> 'reversed' and ordered_at >= ${from}
      group by link_id order by count(distinct order_id) desc, sum(amount) desc, link_id limit ${limit}`),
  )
  return rows.map((r) => r.link_id)
}

/** The KOL's converted orders, newest first, each with its lines summed; `status` filters on the order's status (see `orderStatusOf`). */
export async function conversions(db: DbOrTx, kolId: string, status: CommissionStatus | undefined, p: Paging) {
  const rows = rowsOf<{
    order_id: string
    code: string
    order_status: string
    shop_id: string
    shop_name: string
    shop_avatar: string | null
    placed_at: unknown
    items: number
    net_value: string | number
    commission: string | number
    statuses: string[] | string
    available_at: unknown
    total: number
  }>(
    await db.execute(sql`
      with k as (
        select order_id, count(*)::int as items, sum(net_value)::bigint as net_value,
          coalesce(sum(amount) filter (where status <> 'reversed'), 0)::bigint as commission,
          array_agg(distinct status::text) as statuses, max(available_at) as available_at, max(ordered_at) as ordered_at
        from affiliate_commissions where kol_id = ${kolId} group by order_id
      ), s as (
        select *, case
          when 'pending' = any(statuses) then 'pending' when 'payable' = any(statuses) then 'payable'
          when 'paid' = any(statuses) then 'paid' else 'reversed' end as status
        from k
      )
      select s.order_id, o.code, o.status as order_status, o.shop_id, sh.name as shop_name, sh.avatar_url as shop_avatar,
        s.ordered_at as placed_at, s.items, s.net_value, s.commission, s.status as statuses, s.available_at,
        count(*) over ()::int as total
      from s join orders o on o.id = s.order_id join shops sh on sh.id = o.shop_id
      ${status ? sql`where s.status = ${status}` : sql``}
      order by s.ordered_at desc, s.order_id desc
      limit ${p.limit} offset ${offsetOf(p)}`),
  )
  return {
    rows: rows.map((r) => ({
      orderId: r.order_id,
      code: r.code,
      orderStatus: r.order_status,
      shop: { _id: r.shop_id, name: r.shop_name, avatar: r.shop_avatar },
      placedAt: toDate(r.placed_at),
      items: Number(r.items),
      netValue: Number(r.net_value),
      commission: Number(r.commission),
      status: String(r.statuses) as CommissionStatus,
      availableAt: r.available_at ? toDate(r.available_at) : null,
    })),
    total: Number(rows[0]?.total ?? 0),
  }
}

/** One converted order of the KOL: its lines with the campaign and the link. */
export async function conversionLines(db: DbOrTx, kolId: string, orderId: string) {
  return db
    .select({
      c: affiliateCommissions,
      campaignName: affiliateCampaigns.name,
      campaignKind: affiliateCampaigns.kind,
      targetType: affiliateLinks.targetType,
      productName: orderItems.name,
      image: orderItems.image,
      quantity: orderItems.quantity,
      productId: orderItems.productId,
    })
    .from(affiliateCommissions)
    .innerJoin(affiliateCampaigns, eq(affiliateCampaigns.id, affiliateCommissions.campaignId))
    .innerJoin(affiliateLinks, eq(affiliateLinks.id, affiliateCommissions.linkId))
    .innerJoin(orderItems, eq(orderItems.id, affiliateCommissions.orderItemId))
    .where(and(eq(affiliateCommissions.kolId, kolId), eq(affiliateCommissions.orderId, orderId)))
    .orderBy(asc(affiliateCommissions.id))
}

export async function orderSummary(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ code: orders.code, status: orders.status, shopId: shops.id, shopName: shops.name, shopAvatar: shops.avatarUrl })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
  return row
}

// ----- fraud signals ------------------------------------------------------------------------------

/** KOLs with many clicks since `from` and no converted order in that time. */
export async function clicksNoOrders(db: DbOrTx, from: Date, minClicks: number) {
  return rowsOf<{ kol_id: string; clicks: number; last_at: unknown }>(
    await db.execute(sql`
      select c.kol_id, count(*)::int as clicks, max(c.created_at) as last_at
      from affiliate_clicks c
      where c.kind = 'click' and c.created_at >= ${from}
      group by c.kol_id
      having count(*) >= ${minClicks}
        and not exists (select 1 from affiliate_commissions k where k.kol_id = c.kol_id and k.ordered_at >= ${from})
      order by count(*) desc limit 500`),
  ).map((r) => ({ kolId: r.kol_id, clicks: Number(r.clicks), at: toDate(r.last_at) }))
}

export async function selfPurchases(db: DbOrTx) {
  return rowsOf<{ kol_id: string; order_id: string; code: string; created_at: unknown; clicks: number }>(
    await db.execute(sql`
      select s.kol_id, s.order_id, o.code, s.created_at,
        (select count(*)::int from affiliate_clicks c where c.link_id = s.link_id and c.kind = 'click') as clicks
      from affiliate_self_purchases s join orders o on o.id = s.order_id
      order by s.created_at desc limit 500`),
  ).map((r) => ({ kolId: r.kol_id, orderId: r.order_id, code: r.code, at: toDate(r.created_at), clicks: Number(r.clicks) }))
}
