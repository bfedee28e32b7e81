import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { shops } from './shops.tables.ts'

export async function findShopByOwner(db: DbOrTx, ownerId: string) {
  const rows = await db
    .select({ id: shops.id, status: shops.status, closedAt: shops.closedAt })
    .from(shops)
    .where(eq(shops.ownerId, ownerId))
    .limit(1)
  return rows[0]
}

export async function findOwnShop(db: DbOrTx, ownerId: string) {
  const rows = await db
    .select({
      id: shops.id,
      status: shops.status,
      name: shops.name,
      avatarUrl: shops.avatarUrl,
      isPaused: shops.isPaused,
      pauseEndsAt: shops.pauseEndsAt,
      closedAt: shops.closedAt,
    })
    .from(shops)
    .where(eq(shops.ownerId, ownerId))
    .limit(1)
  return rows[0]
}

export async function insertShop(db: DbOrTx, values: typeof shops.$inferInsert) {
  const rows = await db.insert(shops).values(values).returning()
  return rows[0] as typeof shops.$inferSelect
}

export async function listTopShops(db: DbOrTx, limit: number) {
  return db
    .select({
      id: shops.id,
      name: shops.name,
      slug: shops.slug,
      avatarUrl: shops.avatarUrl,
      rating: shops.rating,
      followerCount: shops.followerCount,
      provinceCode: shops.provinceCode,
    })
    .from(shops)
    .where(and(eq(shops.status, 'approved'), eq(shops.isPaused, false)))
    .orderBy(desc(shops.followerCount))
    .limit(limit)
}

/**
 * The shop of an approved application: created, or (an owner who had one waiting or rejected)
 * approved with the application's name, intro and province. One shop per owner (shops_owner_uq).
 */
export async function upsertApprovedShop(
  db: DbOrTx,
  values: { ownerId: string; name: string; slug: string; description: string; provinceCode: string | null },
) {
  const rows = await db
    .insert(shops)
    .values({ ...values, status: 'approved' })
    .onConflictDoUpdate({
      target: shops.ownerId,
      set: {
        name: values.name,
        description: values.description,
        provinceCode: values.provinceCode,
        status: 'approved',
        updatedAt: new Date(),
      },
    })
    .returning({ id: shops.id, status: shops.status })
  return rows[0] as { id: string; status: 'waiting_approval' | 'approved' | 'rejected' }
}

/** Shops approved per Vietnamese calendar day since `from` (a shop row is made at approval), for the admin dashboard. */
export async function dailyNewShops(db: DbOrTx, from: Date) {
  const day = sql<string>`to_char(${shops.createdAt} AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`
  return db
    .select({ date: day, n: sql<number>`count(*)::int` })
    .from(shops)
    .where(and(gte(shops.createdAt, from), eq(shops.status, 'approved')))
    .groupBy(day)
}

/** A shop's owner and name (who hears of the shop's new followers). */
export async function findShopOwner(db: DbOrTx, shopId: string) {
  const [row] = await db.select({ ownerId: shops.ownerId, name: shops.name }).from(shops).where(eq(shops.id, shopId))
  return row ?? null
}
