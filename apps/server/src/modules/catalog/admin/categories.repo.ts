import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { categories, products } from '../catalog.tables.ts'

export type CategoryRow = typeof categories.$inferSelect

/** Every category (hidden ones too) with how many products are filed directly under it. */
export async function listWithCounts(db: DbOrTx) {
  const counts = db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int`.as('n') })
    .from(products)
    .groupBy(products.categoryId)
    .as('counts')
  return db
    .select({ row: categories, productCount: sql<number>`coalesce(${counts.n}, 0)` })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(categories.name))
}

export async function find(db: DbOrTx, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(categories).where(eq(categories.id, id))
  const rows = opts.lock ? await q.for('update') : await q
  return rows[0]
}

export async function countProducts(db: DbOrTx, id: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.categoryId, id))
  return row?.n ?? 0
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? sql`${categories.id} <> ${exceptId}` : undefined))
    .limit(1)
  return rows.length > 0
}

/** The children of a parent (null: the roots) in their order, locked while they are renumbered. */
export async function children(db: DbOrTx, parentId: string | null, opts: { lock?: boolean } = {}) {
  const q = db
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId))
    .orderBy(asc(categories.position), asc(categories.name))
  return opts.lock ? q.for('update') : q
}

/** The ids of a category and of everything below it. */
export async function subtreeIds(db: DbOrTx, id: string): Promise<string[]> {
  const rows = await db.execute(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT ${categories.id} FROM ${categories} WHERE ${categories.id} = ${id}
      UNION SELECT c.id FROM ${categories} c JOIN tree ON c.parent_id = tree.id
    ) SELECT id FROM tree`)
  return rowsOf<{ id: string }>(rows).map((r) => r.id)
}

export async function nextPosition(db: DbOrTx, parentId: string | null) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId))
  return row?.n ?? 0
}

export async function insert(tx: DbOrTx, values: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(values).returning()
  return row as CategoryRow
}

export async function update(tx: DbOrTx, id: string, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning()
  return row as CategoryRow
}

export async function setPositions(tx: DbOrTx, ids: string[]) {
  for (const [position, id] of ids.entries()) await tx.update(categories).set({ position }).where(eq(categories.id, id))
}
