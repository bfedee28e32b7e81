import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { shopCategories } from '../shops.tables.ts'

/** The seller's side of shop categories (the buyer's reads are public/public.repo.ts). */

export type ShopCategoryRow = typeof shopCategories.$inferSelect & { productCount: number }

/** Assigned ids that are still products of the category's shop (deleted products drop out). */
const productCount = sql<number>`(
  SELECT count(*)::int FROM ${products}
  WHERE ${products.shopId} = ${shopCategories.shopId}
    AND ${products.id}::text IN (SELECT jsonb_array_elements_text(${shopCategories.productIds}))
)`

/** Every category of the shop in the shop page's order. */
export async function listOfShop(db: DbOrTx, shopId: string): Promise<ShopCategoryRow[]> {
  const rows = await db
    .select({ category: shopCategories, productCount })
    .from(shopCategories)
    .where(eq(shopCategories.shopId, shopId))
    .orderBy(asc(shopCategories.position), asc(shopCategories.createdAt), asc(shopCategories.id))
  return rows.map((r) => ({ ...r.category, productCount: r.productCount }))
}

export async function findOfShop(db: DbOrTx, shopId: string, id: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select({ category: shopCategories, productCount })
    .from(shopCategories)
    .where(and(eq(shopCategories.id, id), eq(shopCategories.shopId, shopId)))
    .limit(1)
  const rows = opts.lock ? await query.for('update', { of: shopCategories }) : await query
  const r = rows[0]
  return r ? { ...r.category, productCount: r.productCount } : undefined
}

/**
 * Serialises category writes of one shop for the rest of the transaction (the count limit and
 * the order are per shop): an advisory lock, the same on both engines.
 */
export async function lockShopCategories(tx: DbOrTx, shopId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`shop-categories:${shopId}`}))`)
}

export async function countOfShop(db: DbOrTx, shopId: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(shopCategories).where(eq(shopCategories.shopId, shopId))
  return row?.n ?? 0
}

/** The next position: after the last one. */
export async function nextPosition(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${shopCategories.position}) + 1, 0)::int` })
    .from(shopCategories)
    .where(eq(shopCategories.shopId, shopId))
  return row?.n ?? 0
}

export async function insertCategory(db: DbOrTx, values: typeof shopCategories.$inferInsert) {
  const [row] = await db.insert(shopCategories).values(values).returning({ id: shopCategories.id })
  if (!row) throw new Error('shop category insert failed')
  return row.id
}

export async function updateCategory(db: DbOrTx, id: string, values: Partial<typeof shopCategories.$inferInsert>) {
  await db
    .update(shopCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shopCategories.id, id))
}

export async function deleteCategory(db: DbOrTx, id: string) {
  await db.delete(shopCategories).where(eq(shopCategories.id, id))
}

/** Writes positions 0…n-1 in the given order (ids already checked to be exactly the shop's). */
export async function setOrder(db: DbOrTx, shopId: string, ids: string[]) {
  if (!ids.length) return
  const positions = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
    sql`, `,
  )
  await db.execute(sql`
    UPDATE ${shopCategories} AS c SET position = v.position, updated_at = now()
    FROM (VALUES ${positions}) AS v(id, position)
    WHERE c.id = v.id AND c.shop_id = ${shopId} AND c.position IS DISTINCT FROM v.position`)
}

export async function idsOfShop(db: DbOrTx, shopId: string) {
  const rows = await db.select({ id: shopCategories.id }).from(shopCategories).where(eq(shopCategories.shopId, shopId))
  return rows.map((r) => r.id)
}
