import { and, asc, desc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { foldedOf, type KeywordPlan, nameMatches, nameRank } from '#server/modules/search/index.ts'
import { banners, shopCategories, shopFollows, shops } from '../shops.tables.ts'
import { shopsView } from './shops.view.ts'

/** Buyer-side shop queries: public profiles, search, follows, shop categories, banners. */

const publicFields = {
  id: shops.id,
  name: shops.name,
  slug: shops.slug,
  description: shops.description,
  avatarUrl: shops.avatarUrl,
  coverUrl: shops.coverUrl,
  rating: shops.rating,
  followerCount: shops.followerCount,
  provinceCode: shops.provinceCode,
  isPaused: shops.isPaused,
}

/** An approved shop; a paused one still has a public page (its products are hidden). */
export async function findApprovedShop(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      ...publicFields,
      // what the shop page shows of the seller's settings (issue 13)
      address: shops.address,
      returnDays: shops.returnDays,
      returnReasonIds: shops.returnReasonIds,
      pauseEndsAt: shops.pauseEndsAt,
    })
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.status, 'approved')))
    .limit(1)
  return rows[0]
}

/** Open shops, by keyword (folded name, tone-aware rank) or by followers, with the total. */
export function searchOpenShops(db: DbOrTx, plan: KeywordPlan | undefined, paging: { page: number; limit: number }) {
  const order: SQL[] = plan
    ? [
        sql`${nameRank(plan, { folded: foldedOf(shops.name), lowered: sql`lower(${shops.name})` })} DESC`,
        desc(shops.followerCount),
        asc(shops.id),
      ]
    : [desc(shops.followerCount), desc(shops.rating), asc(shops.id)]
  return db
    .select({ ...publicFields, total: sql<number>`(count(*) over ())::int` })
    .from(shops)
    .where(and(shopsView.isOpen, plan ? nameMatches(plan, shops.name) : undefined))
    .orderBy(...order)
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit)
}

export async function countOpenShops(db: DbOrTx, plan: KeywordPlan | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shops)
    .where(and(shopsView.isOpen, plan ? nameMatches(plan, shops.name) : undefined))
  return row?.n ?? 0
}

export async function isFollowing(db: DbOrTx, userId: string, shopId: string) {
  const rows = await db
    .select({ userId: shopFollows.userId })
    .from(shopFollows)
    .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
    .limit(1)
  return rows.length > 0
}

async function bumpFollowers(tx: Tx, shopId: string, delta: 1 | -1) {
  const [row] = await tx
    .update(shops)
    .set({ followerCount: sql`greatest(0, ${shops.followerCount} + ${delta})` })
    .where(eq(shops.id, shopId))
    .returning({ n: shops.followerCount })
  return row?.n ?? 0
}

/**
 * Follow or unfollow (idempotent, for the community API, issue 16): the count moves only with a
 * row actually inserted or deleted, in the same transaction.
 */
export async function setFollow(db: DbOrTx, userId: string, shopId: string, follow: boolean) {
  return db.transaction(async (tx) => {
    const changed = follow
      ? await tx.insert(shopFollows).values({ userId, shopId }).onConflictDoNothing().returning({ userId: shopFollows.userId })
      : await tx
          .delete(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
          .returning({ userId: shopFollows.userId })
    if (changed.length) return { following: follow, follower_count: await bumpFollowers(tx, shopId, follow ? 1 : -1), changed: true }
    const [row] = await tx.select({ n: shops.followerCount }).from(shops).where(eq(shops.id, shopId))
    return { following: follow, follower_count: row?.n ?? 0, changed: false }
  })
}

/**
 * Follow ⇄ unfollow in one transaction. The count moves only together with a row actually
 * inserted (ON CONFLICT DO NOTHING) or actually deleted, so two clicks racing each other cannot
 * make follower_count drift from the number of follow rows.
 */
export async function toggleFollow(db: DbOrTx, userId: string, shopId: string) {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(shopFollows).values({ userId, shopId }).onConflictDoNothing().returning({ userId: shopFollows.userId })
    if (inserted.length) return { following: true, follower_count: await bumpFollowers(tx, shopId, 1) }
    const deleted = await tx
      .delete(shopFollows)
      .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
      .returning({ userId: shopFollows.userId })
    if (deleted.length) return { following: false, follower_count: await bumpFollowers(tx, shopId, -1) }
    // a concurrent click removed it between our two statements: it is unfollowed either way
    const [row] = await tx.select({ n: shops.followerCount }).from(shops).where(eq(shops.id, shopId))
    return { following: false, follower_count: row?.n ?? 0 }
  })
}

export async function listShopCategories(db: DbOrTx, shopId: string) {
  return db
    .select({ id: shopCategories.id, name: shopCategories.name, title: shopCategories.title })
    .from(shopCategories)
    .where(and(eq(shopCategories.shopId, shopId), eq(shopCategories.isVisible, true)))
    .orderBy(asc(shopCategories.position), asc(shopCategories.createdAt))
}

export async function findShopCategory(db: DbOrTx, shopId: string, id: string) {
  const rows = await db
    .select({ id: shopCategories.id, productIds: shopCategories.productIds })
    .from(shopCategories)
    .where(and(eq(shopCategories.id, id), eq(shopCategories.shopId, shopId), eq(shopCategories.isVisible, true)))
    .limit(1)
  return rows[0]
}

/** Running: started, not yet ended, not ended by hand, not hidden by an admin. */
const isRunning = and(
  lte(banners.startsAt, sql`now()`),
  gt(banners.endsAt, sql`now()`),
  eq(banners.endedManually, false),
  eq(banners.isVisible, true),
) as SQL

/** Running banners of one shop, or the platform's (no shop). */
export async function listRunningBanners(db: DbOrTx, shopId: string | null) {
  return db
    .select()
    .from(banners)
    .where(and(isRunning, shopId ? eq(banners.shopId, shopId) : isNull(banners.shopId)))
    .orderBy(asc(banners.position), desc(banners.startsAt), asc(banners.id))
    .limit(50)
}

/** A running banner, platform's or an open shop's. */
export async function findRunningBanner(db: DbOrTx, id: string) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), isRunning, sql`(${banners.shopId} IS NULL OR ${banners.shopId} = ANY(ARRAY(${shopsView.openShopIds})))`))
    .limit(1)
  return rows[0]
}
