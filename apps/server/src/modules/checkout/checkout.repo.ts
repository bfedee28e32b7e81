import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { cartItems } from '#server/modules/cart/cart.tables.ts'
import { addresses } from '#server/modules/profile/profile.tables.ts'
import { checkouts, orderItems, orderStatusHistory, orders } from '#server/modules/orders/orders.tables.ts'

export type OrderInsert = typeof orders.$inferInsert
export type OrderItemInsert = typeof orderItems.$inferInsert

/** Everything checkout needs about a variant bought: the variant, its product and its shop. */
const variantFields = {
  variantId: productVariants.id,
  productId: productVariants.productId,
  options: productVariants.options,
  price: productVariants.price,
  salePrice: productVariants.salePrice,
  stock: productVariants.stock,
  variantImages: productVariants.images,
  isActive: productVariants.isActive,
  name: products.name,
  images: products.images,
  weight: products.weight,
  productStatus: products.status,
  allowToSell: products.allowToSell,
  shopId: products.shopId,
  shopName: shops.name,
  shopAvatar: shops.avatarUrl,
  shopStatus: shops.status,
  shopPaused: shops.isPaused,
  shopProvince: shops.provinceCode,
}

/** The variants bought, in one query. */
export async function loadVariants(db: DbOrTx, variantIds: readonly string[]) {
  if (variantIds.length === 0) return []
  return db
    .select(variantFields)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(inArray(productVariants.id, [...variantIds]))
}
export type VariantInfo = Awaited<ReturnType<typeof loadVariants>>[number]

/**
 * The buyer's selected cart lines that still have a variant, oldest first, each with its quantity,
 * the product the line was added for, and what `loadVariants` tells about its variant: one query.
 */
export async function selectedCartLines(db: DbOrTx, userId: string) {
  return db
    .select({ ...variantFields, lineProductId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.isSelected, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
}

export async function findAddress(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
  return rows[0]
}

export async function defaultAddress(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(sql`${addresses.isDefault} DESC`, asc(addresses.createdAt))
    .limit(1)
  return rows[0]
}
export type AddressRow = typeof addresses.$inferSelect

/** Orders the buyer placed that were not cancelled (newbie vouchers need none). */
export async function hasOrders(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, userId), ne(orders.status, 'cancelled')))
    .limit(1)
  return rows.length > 0
}

export async function findCheckout(db: DbOrTx, userId: string, key: string) {
  const rows = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)))
  return rows[0]
}

export async function insertCheckout(db: DbOrTx, values: typeof checkouts.$inferInsert) {
  const [row] = await db.insert(checkouts).values(values).returning()
  return row!
}

export async function saveCheckoutResponse(db: DbOrTx, id: string, response: Record<string, unknown>) {
  await db.update(checkouts).set({ response }).where(eq(checkouts.id, id))
}

export async function insertOrders(db: DbOrTx, values: OrderInsert[]) {
  return db.insert(orders).values(values).returning()
}

export async function insertOrderItems(db: DbOrTx, values: OrderItemInsert[]) {
  if (values.length > 0) await db.insert(orderItems).values(values)
}

export async function insertHistory(db: DbOrTx, values: Array<typeof orderStatusHistory.$inferInsert>) {
  if (values.length > 0) await db.insert(orderStatusHistory).values(values)
}

/** aff (issue 18): the affiliate click id each cart line was added through (spec §3 add-to-cart `affiliate`), by variant. */
export async function cartAffiliates(db: DbOrTx, userId: string, variantIds: string[]): Promise<Map<string, string>> {
  if (variantIds.length === 0) return new Map()
  const rows = await db
    .select({ variantId: cartItems.variantId, affiliate: cartItems.affiliate })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.variantId, variantIds)))
  const out = new Map<string, string>()
  for (const r of rows) if (r.variantId && r.affiliate) out.set(r.variantId, r.affiliate)
  return out
}

/** Bought lines leave the cart. */
export async function removeFromCart(db: DbOrTx, userId: string, variantIds: string[]) {
  if (variantIds.length === 0) return
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.variantId, variantIds)))
}

/** The buyer's e-mail (a saved address's snapshot, the confirmation mail), name and whether a guest. */
export async function findBuyer(db: DbOrTx, userId: string) {
  return rowsOf<{ email: string | null; user_name: string; is_guest: boolean }>(
    await db.execute(sql`SELECT email, user_name, is_guest FROM users WHERE id = ${userId}`),
  )[0]
}
