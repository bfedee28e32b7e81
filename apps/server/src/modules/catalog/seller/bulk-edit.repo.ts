import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { products, productVariants } from '../catalog.tables.ts'

/** Queries of the bulk price and stock editor (the rest of the seller catalogue is in seller-products.repo.ts). */

/** The variants among `ids` that belong to the shop's products, with their product id. */
export async function findShopVariants(db: DbOrTx, shopId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      options: productVariants.options,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.shopId, shopId), inArray(productVariants.id, ids)))
}

export type VariantEdit = { id: string; price: number; sale_price: number; stock: number }

/** Writes many variants' price, sale price and stock in one statement. */
export async function updateVariantPrices(db: DbOrTx, edits: VariantEdit[]) {
  if (edits.length === 0) return
  await db.execute(sql`
    UPDATE ${productVariants} AS v
       SET price = e.price, sale_price = e.sale_price, stock = e.stock, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(edits)}::jsonb) AS e(id uuid, price integer, sale_price integer, stock integer)
     WHERE v.id = e.id`)
}

export type ProductSummary = { id: string; price: number; salePrice: number; stock: number }

/** Writes many products' denormalised price, sale price and stock (min over variants, total stock) in one statement. */
export async function updateProductSummaries(db: DbOrTx, rows: ProductSummary[]) {
  if (rows.length === 0) return
  const values = rows.map((r) => ({ id: r.id, price: r.price, sale_price: r.salePrice, stock: r.stock }))
  await db.execute(sql`
    UPDATE ${products} AS p
       SET price = s.price, sale_price = s.sale_price, stock = s.stock, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS s(id uuid, price integer, sale_price integer, stock integer)
     WHERE p.id = s.id`)
}
