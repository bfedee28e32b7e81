import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { catalogView } from '#server/modules/catalog/index.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import { cartItems } from './cart.tables.ts'

const { products, variants, classifications } = catalogView

/** A namespace for this module's advisory locks (any constant unique to the cart). */
const CART_LOCK = 4_210_731

/**
 * Serialises one user's cart writes until the transaction ends (add, change of variant, guest
 * merge), so the line limit and "one line per variant" hold under concurrent requests.
 */
export async function lockCart(tx: Tx, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CART_LOCK}, hashtext(${userId}))`)
}

/**
 * A cart line with what the cart shows and checks about it: its product, shop, variant (null
 * when gone) and the product's classifications. One statement for the whole cart.
 */
const lineFields = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  isSelected: cartItems.isSelected,
  createdAt: cartItems.createdAt,
  productId: cartItems.productId,
  product: {
    name: products.name,
    images: products.images,
    price: products.price,
    salePrice: products.salePrice,
    status: products.status,
    allowToSell: products.allowToSell,
  },
  shop: {
    id: shopsView.id,
    name: shopsView.name,
    avatarUrl: shopsView.avatarUrl,
    status: shopsView.table.status,
    isPaused: shopsView.table.isPaused,
  },
  variant: {
    id: variants.id,
    options: variants.options,
    price: variants.price,
    salePrice: variants.salePrice,
    stock: variants.stock,
    images: variants.images,
    isActive: variants.isActive,
  },
  classifications: sql<Array<{ name: string; options: Array<{ name: string; image?: string | null }> }>>`coalesce((
    SELECT json_agg(json_build_object('name', c.name, 'options', c.options) ORDER BY c.position)
    FROM ${classifications} c WHERE c.product_id = ${products.id}), '[]'::json)`,
}
export type LineRow = {
  id: string
  quantity: number
  isSelected: boolean
  createdAt: Date
  productId: string
  product: { name: string; images: string[]; price: number; salePrice: number; status: string; allowToSell: boolean }
  shop: { id: string; name: string; avatarUrl: string | null; status: string; isPaused: boolean }
  variant: { id: string; options: string[]; price: number; salePrice: number; stock: number; images: string[]; isActive: boolean } | null
  classifications: Array<{ name: string; options: Array<{ name: string; image?: string | null }> }>
}

/** The user's lines (or some of them), newest first. */
export async function listLines(db: DbOrTx, userId: string, ids?: string[]): Promise<LineRow[]> {
  const rows = await db
    .select(lineFields)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shopsView.table, eq(shopsView.id, products.shopId))
    .leftJoin(variants, eq(variants.id, cartItems.variantId))
    .where(ids ? and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)) : eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
  return rows as LineRow[]
}

/** Lowers these lines' quantities (to their stock) in one statement. */
export async function setQuantities(db: DbOrTx, userId: string, lines: Array<{ id: string; quantity: number }>) {
  if (lines.length === 0) return
  const values = sql.join(
    lines.map((l) => sql`(${l.id}::uuid, ${l.quantity}::int)`),
    sql`, `,
  )
  await db.execute(sql`UPDATE ${cartItems} SET quantity = v.quantity, updated_at = now()
    FROM (VALUES ${values}) AS v(id, quantity) WHERE ${cartItems.id} = v.id AND ${cartItems.userId} = ${userId}::uuid`)
}

export async function countLines(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId))
  return Number(row?.n ?? 0)
}

export async function findLineByVariant(db: DbOrTx, userId: string, variantId: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
    .limit(1)
  return row
}

/**
 * What adding a variant of `productId` needs to know about the product: its state, its shop's, and
 * whether it has classifications (its active variants are `listActiveVariants`).
 */
export async function findProductForCart(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      status: products.status,
      allowToSell: products.allowToSell,
      shopStatus: shopsView.table.status,
      shopPaused: shopsView.table.isPaused,
      hasClassifications: sql<boolean>`EXISTS (SELECT 1 FROM ${classifications} c WHERE c.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(shopsView.table, eq(shopsView.id, products.shopId))
    .where(eq(products.id, productId))
    .limit(1)
  return row
}

/** The product's active variants (id, options, stock). */
export async function listActiveVariants(db: DbOrTx, productId: string) {
  return db
    .select({ id: variants.id, options: variants.options, stock: variants.stock })
    .from(variants)
    .where(and(eq(variants.productId, productId), eq(variants.isActive, true)))
    .orderBy(asc(variants.createdAt), asc(variants.id))
}

export async function insertLine(
  db: DbOrTx,
  values: { userId: string; productId: string; variantId: string; quantity: number; affiliate?: string | null },
) {
  const [row] = await db.insert(cartItems).values(values).returning()
  return row!
}

export async function updateLine(
  db: DbOrTx,
  userId: string,
  id: string,
  set: Partial<{ quantity: number; variantId: string; affiliate: string | null; isSelected: boolean }>,
) {
  const [row] = await db
    .update(cartItems)
    .set(set)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning()
  return row
}

export async function deleteLines(db: DbOrTx, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id })
  return rows.length
}

/** Selects or unselects some lines (`ids`), or all of them. */
export async function setSelected(db: DbOrTx, userId: string, isSelected: boolean, ids?: string[]): Promise<number> {
  const rows = await db
    .update(cartItems)
    .set({ isSelected })
    .where(ids ? and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)) : eq(cartItems.userId, userId))
    .returning({ id: cartItems.id })
  return rows.length
}

/** Unselects every line of the user but these. */
export async function unselectOthers(db: DbOrTx, userId: string, keep: string[]) {
  await db
    .update(cartItems)
    .set({ isSelected: false })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.isSelected, true), notInArray(cartItems.id, keep)))
}

/** How many of these ids are lines of this user (ownership check before a bulk change). */
export async function countOwned(db: DbOrTx, userId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
  return Number(row?.n ?? 0)
}

// ----- guest merge -----------------------------------------------------------------------------

/** Every line of a user with its variant's stock (0 when the variant is gone), for the merge. */
export async function linesWithStock(db: DbOrTx, userId: string) {
  return db
    .select({
      id: cartItems.id,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      createdAt: cartItems.createdAt,
      stock: sql<number>`coalesce(${variants.stock}, 0)`.mapWith(Number),
    })
    .from(cartItems)
    .leftJoin(variants, eq(variants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
}

/** Moves guest lines to the account, each with its (clamped) quantity, in one statement. */
export async function moveLines(db: DbOrTx, fromUserId: string, toUserId: string, lines: Array<{ id: string; quantity: number }>) {
  if (lines.length === 0) return
  const values = sql.join(
    lines.map((l) => sql`(${l.id}::uuid, ${l.quantity}::int)`),
    sql`, `,
  )
  await db.execute(sql`UPDATE ${cartItems} SET user_id = ${toUserId}::uuid, quantity = v.quantity, updated_at = now()
    FROM (VALUES ${values}) AS v(id, quantity) WHERE ${cartItems.id} = v.id AND ${cartItems.userId} = ${fromUserId}::uuid`)
}

/** Removes every line of a user (the guest, after the merge). */
export async function clearLines(db: DbOrTx, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId))
}

/** The distinct variants of these lines that still exist (for promotions). */
export const variantIdsOf = (rows: LineRow[]) => [...new Set(rows.flatMap((r) => (r.variant ? [r.variant.id] : [])))]
