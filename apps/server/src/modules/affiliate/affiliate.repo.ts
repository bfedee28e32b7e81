import type { AffiliateLinkTarget, KolApplicationStatus, TKolChannel } from '@xinh/contracts'
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { uuidv7 } from 'uuidv7'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import {
  affiliateCampaignMembers,
  affiliateCampaignProducts,
  affiliateCampaigns,
  affiliateClicks,
  affiliateCommissions,
  affiliateLinks,
  affiliateSettings,
  kolAccounts,
  kolApplications,
} from './affiliate.tables.ts'

/** KOLs, links, clicks, sessions, campaigns and settings (commissions: commissions.repo.ts). */

export type ApplicationRow = typeof kolApplications.$inferSelect
export type KolAccountRow = typeof kolAccounts.$inferSelect
export type LinkRow = typeof affiliateLinks.$inferSelect
export type CampaignRow = typeof affiliateCampaigns.$inferSelect

type Paging = { page: number; limit: number }
const offsetOf = (p: Paging) => (p.page - 1) * p.limit

// ----- users ---------------------------------------------------------------------------------------

export async function userFacts(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      avatar: users.avatarUrl,
      roles: users.roles,
      kolInfo: users.kolInfo,
    })
    .from(users)
    .where(eq(users.id, id))
  return row
}

export async function userParties(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { _id: string; name: string; avatar: string | null }>()
  const rows = await db
    .select({ id: users.id, userName: users.userName, avatar: users.avatarUrl, display: kolAccounts.displayName })
    .from(users)
    .leftJoin(kolAccounts, eq(kolAccounts.userId, users.id))
    .where(inArray(users.id, ids))
  return new Map(rows.map((r) => [r.id, { _id: r.id, name: r.display ?? r.userName, avatar: r.avatar }]))
}

// ----- applications ---------------------------------------------------------------------------------

export async function insertApplication(
  db: DbOrTx,
  v: { userId: string; displayName: string; channels: TKolChannel[]; introduction: string | null },
): Promise<ApplicationRow> {
  const [row] = await db.insert(kolApplications).values(v).returning()
  return row!
}

export async function latestApplication(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(kolApplications)
    .where(eq(kolApplications.userId, userId))
    .orderBy(desc(kolApplications.createdAt), desc(kolApplications.id))
    .limit(1)
  return row
}

export async function lockApplication(tx: Tx, id: string) {
  const [row] = await tx.select().from(kolApplications).where(eq(kolApplications.id, id)).for('update')
  return row
}

export async function decideApplication(
  tx: Tx,
  id: string,
  v: { status: KolApplicationStatus; rejectReason: string | null; decidedBy: string; decidedAt: Date },
) {
  const [row] = await tx.update(kolApplications).set(v).where(eq(kolApplications.id, id)).returning()
  return row!
}

export async function listApplications(db: DbOrTx, status: KolApplicationStatus | undefined, p: Paging) {
  const where = status ? eq(kolApplications.status, status) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kolApplications)
      .where(where)
      .orderBy(status === 'pending' ? asc(kolApplications.createdAt) : desc(kolApplications.createdAt), desc(kolApplications.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(kolApplications).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

// ----- KOL accounts ---------------------------------------------------------------------------------

export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(kolAccounts).where(eq(kolAccounts.userId, userId))
  return row
}

/** Creates the account on approval (a second approval keeps the payout details). */
export async function ensureAccount(db: DbOrTx, v: { userId: string; displayName: string; approvedAt: Date }) {
  await db
    .insert(kolAccounts)
    .values(v)
    .onConflictDoUpdate({ target: kolAccounts.userId, set: { displayName: v.displayName } })
  return (await findAccount(db, v.userId))!
}

export async function updateAccount(db: DbOrTx, userId: string, set: Partial<typeof kolAccounts.$inferInsert>) {
  const [row] = await db.update(kolAccounts).set(set).where(eq(kolAccounts.userId, userId)).returning()
  return row
}

// ----- links ------------------------------------------------------------------------------------------

export async function findLinkOf(db: DbOrTx, kolId: string, targetType: AffiliateLinkTarget, targetId: string) {
  const [row] = await db
    .select()
    .from(affiliateLinks)
    .where(and(eq(affiliateLinks.kolId, kolId), eq(affiliateLinks.targetType, targetType), eq(affiliateLinks.targetId, targetId)))
  return row
}

export async function insertLink(db: DbOrTx, v: { kolId: string; code: string; targetType: AffiliateLinkTarget; targetId: string }) {
  const [row] = await db.insert(affiliateLinks).values(v).onConflictDoNothing().returning()
  return row
}

export async function findLinkById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(affiliateLinks).where(eq(affiliateLinks.id, id))
  return row
}

export async function findLinkByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(affiliateLinks).where(eq(affiliateLinks.code, code))
  return row
}

export async function listLinks(db: DbOrTx, kolId: string, targetType: AffiliateLinkTarget | undefined, p: Paging) {
  const where = and(eq(affiliateLinks.kolId, kolId), targetType ? eq(affiliateLinks.targetType, targetType) : undefined)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(affiliateLinks)
      .where(where)
      .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(affiliateLinks).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Clicks (all time, or since `from`) and converted orders per link. */
export async function linkStats(db: DbOrTx, linkIds: string[], from?: Date) {
  const out = new Map<string, { clicks: number; orders: number }>()
  if (linkIds.length === 0) return out
  for (const id of linkIds) out.set(id, { clicks: 0, orders: 0 })
  const clicks = await db
    .select({ id: affiliateClicks.linkId, n: count() })
    .from(affiliateClicks)
    .where(
      and(
        inArray(affiliateClicks.linkId, linkIds),
        eq(affiliateClicks.kind, 'click'),
        from ? sql`${affiliateClicks.createdAt} >= ${from}` : undefined,
      ),
    )
    .groupBy(affiliateClicks.linkId)
  for (const c of clicks) out.get(c.id)!.clicks = c.n
  const orders = await db
    .select({ id: affiliateCommissions.linkId, n: sql<number>`count(distinct ${affiliateCommissions.orderId})::int` })
    .from(affiliateCommissions)
    .where(
      and(
        inArray(affiliateCommissions.linkId, linkIds),
        sql`${affiliateCommissions.status} <> 'reversed'`,
        from ? sql`${affiliateCommissions.orderedAt} >= ${from}` : undefined,
      ),
    )
    .groupBy(affiliateCommissions.linkId)
  for (const o of orders) out.get(o.id)!.orders = Number(o.n)
  return out
}

/** The names and images of link targets, by type and id. */
export async function targetsOf(db: DbOrTx, refs: Array<{ targetType: AffiliateLinkTarget; targetId: string }>) {
  const ids = (t: AffiliateLinkTarget) => [...new Set(refs.filter((r) => r.targetType === t).map((r) => r.targetId))]
  const out = new Map<string, { name: string; image: string | null }>()
  const [p, s, c] = [ids('product'), ids('shop'), ids('campaign')]
  if (p.length)
    for (const r of await db
      .select({ id: products.id, name: products.name, images: products.images })
      .from(products)
      .where(inArray(products.id, p)))
      out.set(`product:${r.id}`, { name: r.name, image: r.images[0] ?? null })
  if (s.length)
    for (const r of await db.select({ id: shops.id, name: shops.name, image: shops.avatarUrl }).from(shops).where(inArray(shops.id, s)))
      out.set(`shop:${r.id}`, { name: r.name, image: r.image })
  if (c.length)
    for (const r of await db
      .select({ id: affiliateCampaigns.id, name: affiliateCampaigns.name, image: shops.avatarUrl })
      .from(affiliateCampaigns)
      .leftJoin(shops, eq(shops.id, affiliateCampaigns.shopId))
      .where(inArray(affiliateCampaigns.id, c)))
      out.set(`campaign:${r.id}`, { name: r.name, image: r.image })
  return out
}

/** Whether a link may point there: a product on sale, an approved open shop, a campaign not ended. */
export async function targetExists(db: DbOrTx, targetType: AffiliateLinkTarget, targetId: string, now: Date) {
  if (targetType === 'product') {
    const [r] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, targetId), eq(products.status, 'accepted'), eq(products.allowToSell, true)))
    return Boolean(r)
  }
  if (targetType === 'shop') {
    const [r] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, targetId), eq(shops.status, 'approved'), isNull(shops.closedAt)))
    return Boolean(r)
  }
  const [r] = await db
    .select({ id: affiliateCampaigns.id })
    .from(affiliateCampaigns)
    .where(and(eq(affiliateCampaigns.id, targetId), sql`${affiliateCampaigns.endsAt} > ${now}`))
  return Boolean(r)
}

// ----- clicks and sessions -------------------------------------------------------------------------

export async function insertClick(
  db: DbOrTx,
  v: {
    linkId: string
    kolId: string
    kind: 'click' | 'add_to_cart'
    productId: string | null
    userId: string | null
    sessionId: string | null
    deviceId: string | null
    createdAt: Date
  },
) {
  await db.insert(affiliateClicks).values(v)
}

/** The session's last click id for the product (spec §3 affiliate session): one row per session and product. */
export async function upsertSession(db: DbOrTx, v: { sessionId: string; productId: string | null; clickId: string; at: Date }) {
  // the unique index is on an expression (a null product is one key): drizzle's conflict target cannot name it
  const [row] = rowsOf<{ session_id: string; product_id: string | null; click_id: string; created_at: unknown; updated_at: unknown }>(
    await db.execute(sql`
      insert into affiliate_sessions (id, session_id, product_id, click_id, created_at, updated_at)
      values (${uuidv7()}, ${v.sessionId}, ${v.productId}, ${v.clickId}, ${v.at}, ${v.at})
      on conflict (session_id, coalesce(product_id, '00000000-0000-0000-0000-000000000000'::uuid))
      do update set click_id = excluded.click_id, updated_at = excluded.updated_at
      returning session_id, product_id, click_id, created_at, updated_at`),
  )
  const toDate = (x: unknown) => (x instanceof Date ? x : new Date(String(x)))
  return {
    sessionId: row!.session_id,
    productId: row!.product_id,
    clickId: row!.click_id,
    createdAt: toDate(row!.created_at),
    updatedAt: toDate(row!.updated_at),
  }
}

// ----- campaigns ------------------------------------------------------------------------------------

export async function insertCampaign(db: DbOrTx, v: typeof affiliateCampaigns.$inferInsert) {
  const [row] = await db.insert(affiliateCampaigns).values(v).returning()
  return row!
}

export async function updateCampaign(db: DbOrTx, id: string, set: Partial<typeof affiliateCampaigns.$inferInsert>) {
  const [row] = await db.update(affiliateCampaigns).set(set).where(eq(affiliateCampaigns.id, id)).returning()
  return row!
}

export async function setCampaignProducts(tx: Tx, campaignId: string, productIds: string[]) {
  await tx.delete(affiliateCampaignProducts).where(eq(affiliateCampaignProducts.campaignId, campaignId))
  if (productIds.length) await tx.insert(affiliateCampaignProducts).values(productIds.map((productId) => ({ campaignId, productId })))
}

export async function findCampaign(db: DbOrTx, id: string) {
  const [row] = await db.select().from(affiliateCampaigns).where(eq(affiliateCampaigns.id, id))
  return row
}

/** Products of the shop among `ids` (a seller campaign may only hold its own shop's products). */
export async function productsOfShop(db: DbOrTx, shopId: string, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)))
  return rows.map((r) => r.id)
}

export async function existingProducts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return []
  return (await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id)
}

export async function campaignProducts(db: DbOrTx, campaignId: string) {
  return db
    .select({ id: products.id, name: products.name, images: products.images, salePrice: products.salePrice })
    .from(affiliateCampaignProducts)
    .innerJoin(products, eq(products.id, affiliateCampaignProducts.productId))
    .where(eq(affiliateCampaignProducts.campaignId, campaignId))
    .orderBy(asc(products.name))
}

export type CampaignFilter = {
  kind?: 'seller' | 'platform'
  shopId?: string
  state?: 'upcoming' | 'running' | 'ended'
  /** Only those this KOL joined (platform campaigns count as joined). */
  joinedBy?: string
  /** Hide ended ones (the KOLs' list of open campaigns). */
  openOnly?: boolean
}

export async function listCampaigns(db: DbOrTx, f: CampaignFilter, now: Date, p: Paging) {
  const c = affiliateCampaigns
  const where = and(
    f.kind ? eq(c.kind, f.kind) : undefined,
    f.shopId ? eq(c.shopId, f.shopId) : undefined,
    f.state === 'upcoming' ? sql`${c.startsAt} > ${now}` : undefined,
    f.state === 'running' ? sql`${c.startsAt} <= ${now} AND ${c.endsAt} > ${now}` : undefined,
    f.state === 'ended' ? sql`${c.endsAt} <= ${now}` : undefined,
    f.openOnly ? sql`${c.endsAt} > ${now}` : undefined,
    f.joinedBy
      ? or(
          eq(c.kind, 'platform'),
          sql`exists (select 1 from ${affiliateCampaignMembers} m where m.campaign_id = ${c.id} and m.kol_id = ${f.joinedBy})`,
        )
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db.select().from(c).where(where).orderBy(desc(c.startsAt), desc(c.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(c).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Counts for the campaign cards: products, members, orders and commission (not reversed); and whether `kolId` joined. */
export async function campaignStats(db: DbOrTx, ids: string[], kolId?: string) {
  const out = new Map<string, { products: number; members: number; orders: number; commission: number; joined: boolean }>()
  if (ids.length === 0) return out
  for (const id of ids) out.set(id, { products: 0, members: 0, orders: 0, commission: 0, joined: false })
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const rows = rowsOf<{ id: string; products: number; members: number; orders: number; commission: string | number; joined: boolean }>(
    await db.execute(sql`
      select c.id,
        (select count(*)::int from affiliate_campaign_products p where p.campaign_id = c.id) as products,
        (select count(*)::int from affiliate_campaign_members m where m.campaign_id = c.id) as members,
        (select count(distinct k.order_id)::int from affiliate_commissions k where k.campaign_id = c.id and k.status <> 'reversed') as orders,
        (select coalesce(sum(k.amount), 0)::bigint from affiliate_commissions k where k.campaign_id = c.id and k.status <> 'reversed') as commission,
        ${kolId ? sql`exists (select 1 from affiliate_campaign_members m where m.campaign_id = c.id and m.kol_id = ${kolId})` : sql`false`} as joined
      from affiliate_campaigns c where c.id in (${idList})`),
  )
  for (const r of rows)
    out.set(r.id, {
      products: Number(r.products),
      members: Number(r.members),
      orders: Number(r.orders),
      commission: Number(r.commission),
      joined: Boolean(r.joined),
    })
  return out
}

export async function shopParties(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { _id: string; name: string; avatar: string | null }>()
  const rows = await db.select({ id: shops.id, name: shops.name, avatar: shops.avatarUrl }).from(shops).where(inArray(shops.id, ids))
  return new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name, avatar: r.avatar }]))
}

export async function joinCampaign(db: DbOrTx, campaignId: string, kolId: string) {
  await db.insert(affiliateCampaignMembers).values({ campaignId, kolId }).onConflictDoNothing()
}

// ----- settings ---------------------------------------------------------------------------------------

export async function readWindowDays(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ windowDays: affiliateSettings.windowDays })
    .from(affiliateSettings)
    .where(eq(affiliateSettings.key, 'main'))
  return row?.windowDays
}

export async function writeWindowDays(db: DbOrTx, windowDays: number, by: string) {
  await db
    .insert(affiliateSettings)
    .values({ key: 'main', windowDays, updatedBy: by })
    .onConflictDoUpdate({ target: affiliateSettings.key, set: { windowDays, updatedBy: by, updatedAt: new Date() } })
}
