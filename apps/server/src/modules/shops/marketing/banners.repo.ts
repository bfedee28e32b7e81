import type { PricingStatus } from '@xinh/contracts'
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { banners } from '../shops.tables.ts'

/** The seller's side of banners (buyers read running ones through public/public.repo.ts). */

export type BannerRow = typeof banners.$inferSelect

/** spec §4 banner states on the database clock (the same rule as contracts' `bannerStatus`). */
export function bannerStatusCondition(status: PricingStatus): SQL {
  switch (status) {
    case 'upcoming':
      return sql`(NOT ${banners.endedManually} AND ${banners.startsAt} > now() AND ${banners.endsAt} > now())`
    case 'running':
      return sql`(NOT ${banners.endedManually} AND ${banners.startsAt} <= now() AND ${banners.endsAt} > now())`
    case 'ended':
      return sql`(${banners.endedManually} OR ${banners.endsAt} <= now())`
  }
}

const statusExpr = sql<PricingStatus>`CASE
  WHEN ${banners.endedManually} OR ${banners.endsAt} <= now() THEN 'ended'
  WHEN ${banners.startsAt} > now() THEN 'upcoming'
  ELSE 'running' END`

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
const keywordCondition = (keyword?: string) => (keyword ? ilike(banners.title, `%${escapeLike(keyword)}%`) : undefined)

/** A page of the shop's banners in one state (or all), newest first. */
export async function listOfShop(
  db: DbOrTx,
  shopId: string,
  opts: { status?: PricingStatus; keyword?: string; page: number; limit: number },
) {
  const where = and(
    eq(banners.shopId, shopId),
    keywordCondition(opts.keyword),
    opts.status ? bannerStatusCondition(opts.status) : undefined,
  )
  return withTotal(
    db.select().from(banners).where(where).orderBy(desc(banners.createdAt), desc(banners.id)).limit(opts.limit).offset(offsetOf(opts)),
    db.select({ n: count() }).from(banners).where(where),
  )
}

/** How many of the shop's banners are in each state (following the keyword). */
export async function countByStatus(db: DbOrTx, shopId: string, keyword?: string) {
  return db
    .select({ status: statusExpr, n: sql<number>`count(*)::int` })
    .from(banners)
    .where(and(eq(banners.shopId, shopId), keywordCondition(keyword)))
    .groupBy(statusExpr)
}

export async function findOfShop(db: DbOrTx, shopId: string, id: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), eq(banners.shopId, shopId)))
    .limit(1)
  const rows = opts.lock ? await query.for('update') : await query
  return rows[0]
}

export async function insertBanner(db: DbOrTx, values: typeof banners.$inferInsert) {
  const [row] = await db.insert(banners).values(values).returning()
  if (!row) throw new Error('banner insert failed')
  return row
}

export async function updateBanner(db: DbOrTx, id: string, values: Partial<typeof banners.$inferInsert>) {
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning()
  return row as BannerRow
}

export async function deleteBanner(db: DbOrTx, id: string) {
  await db.delete(banners).where(eq(banners.id, id))
}
