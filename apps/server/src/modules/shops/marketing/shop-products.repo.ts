import type { TShopProductRef } from '@xinh/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'

/**
 * The shop's own products, as categories and banners refer to them. Read straight from the
 * catalogue's table (a schema join, like pricing's ownership check): shops sits below catalog, so
 * it cannot call catalog's services, and these two reads are plain lookups by id inside one shop.
 */

/** Which of `ids` are products of the shop (any state: a seller may group a draft too). */
export async function ownedProductIds(db: DbOrTx, shopId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)))
  return new Set(rows.map((r) => r.id))
}

/** The shop's products among `ids`, in the order of `ids` (ids no longer the shop's drop out). */
export async function productRefs(db: DbOrTx, shopId: string, ids: string[]): Promise<TShopProductRef[]> {
  if (!ids.length) return []
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      status: products.status,
      salePrice: products.salePrice,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    return r ? [{ _id: r.id, name: r.name, image: r.images[0] ?? null, status: r.status, sale_price: r.salePrice, stock: r.stock }] : []
  })
}

/** Field errors for ids that are not the shop's products (`product_ids.<i>`), or null when all are. */
export async function foreignProductFields(db: DbOrTx, shopId: string, ids: string[], message: string) {
  const owned = await ownedProductIds(db, shopId, ids)
  const fields: Record<string, string> = {}
  ids.forEach((id, i) => {
    if (!owned.has(id)) fields[`product_ids.${i}`] = message
  })
  return Object.keys(fields).length ? fields : null
}
