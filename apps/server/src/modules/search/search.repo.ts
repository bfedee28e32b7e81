import { and, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { escapeLike } from './search.ranking.ts'
import { bookmarks, searchHistory, searchKeywords, searchKeywordVisitors, seenProducts } from './search.tables.ts'

// ----- bookmarks ---------------------------------------------------------------------------

export async function isBookmarked(db: DbOrTx, userId: string, productId: string) {
  const rows = await db
    .select({ userId: bookmarks.userId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.productId, productId)))
    .limit(1)
  return rows.length > 0
}

/** Removes a bookmark; true when there was one (a conditional delete: double clicks cannot both remove). */
export async function deleteBookmark(db: DbOrTx, userId: string, productId: string) {
  const rows = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.productId, productId)))
    .returning({ userId: bookmarks.userId })
  return rows.length > 0
}

/** `savedPrice`: what the product cost when saved (the favourites list marks a drop against it). */
export async function insertBookmark(db: DbOrTx, userId: string, productId: string, savedPrice: number | null = null) {
  await db.insert(bookmarks).values({ userId, productId, savedPrice }).onConflictDoNothing()
}

/** A user's bookmarks with when they were saved and at what price, most recent first. */
export async function listBookmarkRows(db: DbOrTx, userId: string, max: number) {
  return db
    .select({ id: bookmarks.productId, savedPrice: bookmarks.savedPrice, createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.productId))
    .limit(max)
}

/** A user's bookmarked product ids, most recent first. */
export async function listBookmarkIds(db: DbOrTx, userId: string, max: number) {
  const rows = await db
    .select({ id: bookmarks.productId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.productId))
    .limit(max)
  return rows.map((r) => r.id)
}

// ----- seen products -----------------------------------------------------------------------

export async function upsertSeen(db: DbOrTx, userId: string, productId: string) {
  await db
    .insert(seenProducts)
    .values({ userId, productId })
    .onConflictDoUpdate({ target: [seenProducts.userId, seenProducts.productId], set: { seenAt: sql`now()` } })
}

/** Keeps a user's `keep` most recently seen products. */
export async function pruneSeen(db: DbOrTx, userId: string, keep: number) {
  const cutoff = db
    .select({ at: seenProducts.seenAt })
    .from(seenProducts)
    .where(eq(seenProducts.userId, userId))
    .orderBy(desc(seenProducts.seenAt))
    .offset(keep - 1)
    .limit(1)
  await db.delete(seenProducts).where(and(eq(seenProducts.userId, userId), lt(seenProducts.seenAt, sql`(${cutoff})`)))
}

export async function listSeenIds(db: DbOrTx, userId: string, max: number) {
  const rows = await db
    .select({ id: seenProducts.productId })
    .from(seenProducts)
    .where(eq(seenProducts.userId, userId))
    .orderBy(desc(seenProducts.seenAt), desc(seenProducts.productId))
    .limit(max)
  return rows.map((r) => r.id)
}

// ----- keywords and history ------------------------------------------------------------------

/**
 * Counts `count` searches that found products under their folded keyword, and their distinct
 * visitors while the keyword has fewer than `minVisitors` (two statements: the visitors first, so
 * the keyword row is written once; a batch may take the keyword past `minVisitors`). The display form keeps the diacritics when the buyer typed them once ("áo
 * thun" is a better suggestion than "ao thun").
 */
export async function recordKeywordSearch(
  db: DbOrTx,
  opts: { keyword: string; display: string; visitors: string[]; count: number; minVisitors: number },
) {
  const { keyword, display, visitors, count, minVisitors } = opts
  const counted = await db
    .insert(searchKeywordVisitors)
    .select(
      db
        .select({
          keyword: sql`${keyword}::text`.as('keyword'),
          visitor: sql`v`.as('visitor'),
          seenAt: sql`now()`.as('seen_at'),
        })
        .from(sql`unnest(${sql.param(visitors)}::text[]) AS v`)
        .where(
          sql`NOT EXISTS (SELECT 1 FROM ${searchKeywords} WHERE ${searchKeywords.keyword} = ${keyword} AND ${searchKeywords.visitors} >= ${minVisitors})`,
        ),
    )
    .onConflictDoNothing()
    .returning({ keyword: searchKeywordVisitors.keyword })
  const newVisitors = counted.length
  await db
    .insert(searchKeywords)
    .values({ keyword, display, count, visitors: newVisitors })
    .onConflictDoUpdate({
      target: searchKeywords.keyword,
      set: {
        count: sql`${searchKeywords.count} + excluded.count`,
        visitors: sql`${searchKeywords.visitors} + excluded.visitors`,
        lastSearchedAt: sql`now()`,
        display: sql`CASE WHEN excluded.display <> excluded.keyword THEN excluded.display ELSE ${searchKeywords.display} END`,
      },
    })
}

/**
 * Offered keywords (at least `minVisitors` visitors) starting with a folded prefix, most searched
 * first. The range on the primary key (btree) finds them on any collation; LIKE makes the prefix
 * exact. Without a prefix, search_keywords_offered_idx reads them in order.
 */
export function popularKeywords(db: DbOrTx, prefix: string, limit: number, minVisitors: number) {
  const offered = gte(searchKeywords.visitors, minVisitors)
  const where = prefix
    ? and(
        offered,
        gte(searchKeywords.keyword, prefix),
        lt(searchKeywords.keyword, `${prefix}\u{10FFFF}`),
        sql`${searchKeywords.keyword} LIKE ${`${escapeLike(prefix)}%`}`,
      )
    : offered
  return db
    .select({ keyword: searchKeywords.keyword, display: searchKeywords.display })
    .from(searchKeywords)
    .where(where)
    .orderBy(desc(searchKeywords.count), desc(searchKeywords.lastSearchedAt))
    .limit(limit)
}

/** Records a search at `at` (the request's time); a late write never moves a keyword back. */
export async function upsertHistory(db: DbOrTx, userId: string, keyword: string, at: Date) {
  await db
    .insert(searchHistory)
    .values({ userId, keyword, searchedAt: at })
    .onConflictDoUpdate({
      target: [searchHistory.userId, searchHistory.keyword],
      set: { searchedAt: sql`greatest(${searchHistory.searchedAt}, excluded.searched_at)` },
    })
}

/** Keeps a user's `keep` most recent keywords. */
export async function pruneHistory(db: DbOrTx, userId: string, keep: number) {
  const recent = db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
    .limit(keep)
  await db.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, recent)))
}

export async function listHistory(db: DbOrTx, userId: string, limit: number) {
  const rows = await db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
    .limit(limit)
  return rows.map((r) => r.keyword)
}

export async function clearHistory(db: DbOrTx, userId: string) {
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId))
}
