import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { orderItems } from '#server/modules/orders/orders.tables.ts'

export type StockLine = { productId: string; variantId: string; quantity: number }

const byKey =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b))

/** Sums quantities per id, in id order (one lock order for every transaction: no deadlocks). */
function totals(lines: readonly StockLine[], key: (l: StockLine) => string) {
  const map = new Map<string, number>()
  for (const l of lines) map.set(key(l), (map.get(key(l)) ?? 0) + l.quantity)
  return [...map].sort(byKey(([id]) => id))
}

/**
 * Takes stock for an order inside its transaction. Each variant is decremented with a conditional
 * update (`stock >= qty`), so two buyers racing for the last unit cannot both get it; the variant
 * CHECK (stock ≥ 0) backs this up. Variants first, then products, each in id order.
 */
export async function reserve(tx: Tx, lines: readonly StockLine[]) {
  for (const [variantId, quantity] of totals(lines, (l) => l.variantId)) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}`, sold: sql`${productVariants.sold} + ${quantity}` })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.isActive, true), sql`${productVariants.stock} >= ${quantity}`))
      .returning({ id: productVariants.id })
    if (taken.length === 0) throw new AppError('PRODUCT_OUT_OF_STOCK', { params: { variant_id: variantId } })
  }
  for (const [productId, quantity] of totals(lines, (l) => l.productId)) {
    await tx
      .update(products)
      .set({ stock: sql`greatest(${products.stock} - ${quantity}, 0)`, sold: sql`${products.sold} + ${quantity}` })
      .where(eq(products.id, productId))
  }
}

/** Puts an order's items back on the shelf (cancellation). Call once per order: callers guard with the state change. */
export async function restock(tx: Tx, orderId: string) {
  const items = await tx
    .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  await restockLines(
    tx,
    items.filter((i): i is StockLine => i.productId !== null && i.variantId !== null),
  )
}

/** Puts these quantities back on the shelf (a partial return); variants then products, each in id order. */
export async function restockLines(tx: Tx, lines: readonly StockLine[]) {
  for (const [variantId, quantity] of totals(lines, (l) => l.variantId)) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}`, sold: sql`greatest(${productVariants.sold} - ${quantity}, 0)` })
      .where(eq(productVariants.id, variantId))
  }
  for (const [productId, quantity] of totals(lines, (l) => l.productId)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, sold: sql`greatest(${products.sold} - ${quantity}, 0)` })
      .where(eq(products.id, productId))
  }
}
