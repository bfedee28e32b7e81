import { inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { productClassifications, products, productVariants } from '../catalog.tables.ts'
import { variantKey } from './product-policy.ts'
import {
  type ClassificationValues,
  insertClassifications,
  insertVariants,
  type VariantRow,
  type VariantValues,
} from './seller-products.repo.ts'

/**
 * Full updates of many products in a fixed number of statements (an Excel import updating a
 * thousand products, or one product from the form): the products' columns in one UPDATE, the
 * classifications that changed replaced together, and variants updated, deleted and inserted in
 * one statement each. Variant ids of option combinations that are still there are kept (carts
 * and orders point at them).
 */

export type ProductUpdateRow = {
  id: string
  name: string
  description: string
  categoryId: string | null
  images: string[]
  descriptionImages: string[]
  video: string | null
  weight: number
  packLength: number
  packWidth: number
  packHeight: number
  prepDays: number
  returnDays: number
  returnConditions: string[]
  isPreorder: boolean
  isAuthentic: boolean
  isGuaranteed: boolean
  sizeChartId: string | null
  sizeDetails: Record<string, unknown> | null
  price: number
  salePrice: number
  stock: number
  status: 'draft' | 'pending' | 'accepted' | 'rejected' | 'delisted'
  allowToSell: boolean
  /** Set when the update submits the product; null keeps the current value. */
  submittedAt: Date | null
}

export async function updateProductRows(db: DbOrTx, rows: ProductUpdateRow[]) {
  if (rows.length === 0) return
  const values = rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    category_id: r.categoryId,
    images: r.images,
    description_images: r.descriptionImages,
    video: r.video,
    weight: r.weight,
    pack_length: r.packLength,
    pack_width: r.packWidth,
    pack_height: r.packHeight,
    prep_days: r.prepDays,
    return_days: r.returnDays,
    return_conditions: r.returnConditions,
    is_preorder: r.isPreorder,
    is_authentic: r.isAuthentic,
    is_guaranteed: r.isGuaranteed,
    size_chart_id: r.sizeChartId,
    size_details: r.sizeDetails,
    price: r.price,
    sale_price: r.salePrice,
    stock: r.stock,
    status: r.status,
    allow_to_sell: r.allowToSell,
    submitted_at: r.submittedAt?.toISOString() ?? null,
  }))
  await db.execute(sql`
    UPDATE ${products} AS p SET
      name = s.name, description = s.description, category_id = s.category_id, images = s.images,
      description_images = s.description_images, video = s.video, weight = s.weight,
      pack_length = s.pack_length, pack_width = s.pack_width, pack_height = s.pack_height,
      prep_days = s.prep_days, return_days = s.return_days, return_conditions = s.return_conditions,
      is_preorder = s.is_preorder, is_authentic = s.is_authentic, is_guaranteed = s.is_guaranteed,
      size_chart_id = s.size_chart_id, size_details = s.size_details,
      price = s.price, sale_price = s.sale_price, stock = s.stock,
      status = s.status::product_status, allow_to_sell = s.allow_to_sell,
      submitted_at = COALESCE(s.submitted_at, p.submitted_at), updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS s(
      id uuid, name text, description text, category_id uuid, images jsonb, description_images jsonb, video text,
      weight integer, pack_length integer, pack_width integer, pack_height integer, prep_days smallint, return_days smallint,
      return_conditions jsonb, is_preorder boolean, is_authentic boolean, is_guaranteed boolean, size_chart_id uuid,
      size_details jsonb, price integer, sale_price integer, stock integer, status text, allow_to_sell boolean,
      submitted_at timestamptz)
    WHERE p.id = s.id`)
}

/** Replaces the classifications of these products (position = order given). */
export async function replaceClassificationsOf(db: DbOrTx, items: Array<{ productId: string; list: ClassificationValues[] }>) {
  if (items.length === 0) return
  await db.delete(productClassifications).where(
    inArray(
      productClassifications.productId,
      items.map((i) => i.productId),
    ),
  )
  await insertClassifications(db, items)
}

/**
 * Replaces the variants of these products: a variant whose option combination is still there
 * keeps its id and is updated when anything changed; the others are deleted; new combinations
 * are inserted.
 */
export async function replaceVariantsOf(db: DbOrTx, items: Array<{ productId: string; current: VariantRow[]; next: VariantValues[] }>) {
  const updates: Array<Record<string, unknown>> = []
  const gone: string[] = []
  const fresh: Array<{ productId: string; variants: VariantValues[] }> = []
  for (const { productId, current, next } of items) {
    const byKey = new Map(current.map((v) => [variantKey(v.options), v]))
    const kept = new Set<string>()
    const added: VariantValues[] = []
    for (const v of next) {
      const old = byKey.get(variantKey(v.options))
      if (!old || kept.has(old.id)) {
        added.push(v)
        continue
      }
      kept.add(old.id)
      const sku = v.sku ?? null
      const isSame =
        old.sku === sku &&
        old.price === v.price &&
        old.salePrice === v.sale_price &&
        old.stock === v.stock &&
        old.isActive &&
        JSON.stringify(old.images) === JSON.stringify(v.images) &&
        JSON.stringify(old.options) === JSON.stringify(v.options)
      if (!isSame)
        updates.push({ id: old.id, options: v.options, sku, price: v.price, sale_price: v.sale_price, stock: v.stock, images: v.images })
    }
    gone.push(...current.filter((v) => !kept.has(v.id)).map((v) => v.id))
    if (added.length > 0) fresh.push({ productId, variants: added })
  }
  if (gone.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, gone))
  if (updates.length > 0)
    await db.execute(sql`
      UPDATE ${productVariants} AS v SET
        options = u.options, sku = u.sku, price = u.price, sale_price = u.sale_price, stock = u.stock,
        images = u.images, is_active = true, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS u(
        id uuid, options jsonb, sku text, price integer, sale_price integer, stock integer, images jsonb)
      WHERE v.id = u.id`)
  await insertVariants(db, fresh)
}
