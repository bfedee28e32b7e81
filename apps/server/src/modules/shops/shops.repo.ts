import { eq } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { shops } from './shops.tables.ts'

export async function findShopByOwner(db: DbOrTx, ownerId: string) {
  const rows = await db.select({ id: shops.id, status: shops.status }).from(shops).where(eq(shops.ownerId, ownerId)).limit(1)
  return rows[0]
}

export async function insertShop(db: DbOrTx, values: typeof shops.$inferInsert) {
  const rows = await db.insert(shops).values(values).returning()
  return rows[0] as typeof shops.$inferSelect
}
