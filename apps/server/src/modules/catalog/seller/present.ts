import {
  priceRuleState,
  type TProductFile,
  type TSellerProduct,
  type TSellerProductListItem,
  type TSellerSizeChart,
  type TVariant,
} from '@xinh/contracts'
import { isPriceRuleApplicable } from './product-policy.ts'
import type { ClassificationRow, ListRow, ProductFileRow, ProductRow, SizeChartRow, VariantRow } from './seller-products.repo.ts'

/** Row → API shapes of the seller and admin views (field names as docs/api/catalog.md). */

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function displayStatus(p: Pick<ProductRow, 'status' | 'stock'>): TSellerProductListItem['display_status'] {
  if (p.status === 'accepted') return p.stock > 0 ? 'available' : 'sold_out'
  return p.status
}

export function presentListItem(p: ListRow): TSellerProductListItem {
  return {
    _id: p.id,
    name: p.name,
    images: p.images,
    status: p.status,
    display_status: displayStatus(p),
    allow_to_sell: p.allowToSell,
    is_sold_out: p.stock === 0,
    category_id: p.categoryId,
    price: p.price,
    sale_price: p.salePrice,
    stock: p.stock,
    sold: p.sold,
    // the latest rejection stays on the row (the price rule reads it); sellers see it while rejected
    rejection_reason: p.status === 'rejected' ? p.rejectionReason : null,
    submitted_at: iso(p.submittedAt),
    reviewed_at: iso(p.reviewedAt),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }
}

export function presentVariant(v: VariantRow): TVariant {
  return { _id: v.id, options: v.options, sku: v.sku, price: v.price, sale_price: v.salePrice, stock: v.stock, images: v.images }
}

/** Where a product stands with the spec §9 price rule at `now`. */
export const presentPriceRule = (
  p: Pick<ProductRow, 'reviewedAt' | 'rejectionReason' | 'priceChangeCount' | 'priceChangedAt'>,
  now: Date,
) => priceRuleState({ applies: isPriceRuleApplicable(p), count: p.priceChangeCount, changedAt: p.priceChangedAt }, now)

export function presentProduct(
  p: ProductRow,
  classifications: ClassificationRow[],
  variants: VariantRow[],
  now: Date = new Date(),
): TSellerProduct {
  return {
    ...presentListItem(p),
    description: p.description,
    description_images: p.descriptionImages,
    video: p.video,
    weight: p.weight,
    pack_length: p.packLength,
    pack_width: p.packWidth,
    pack_height: p.packHeight,
    prep_days: p.prepDays,
    return_days: p.returnDays,
    return_conditions: p.returnConditions,
    is_preorder: p.isPreorder,
    is_authentic: p.isAuthentic,
    is_guaranteed: p.isGuaranteed,
    size_chart_id: p.sizeChartId,
    size_details: p.sizeDetails ?? null,
    classifications: classifications
      .filter((c) => c.productId === p.id)
      .map((c) => ({ name: c.name, options: c.options.map((o) => ({ name: o.name, image: o.image ?? null })) })),
    variants: variants.filter((v) => v.productId === p.id).map(presentVariant),
    price_change_count: p.priceChangeCount,
    price_changed_at: iso(p.priceChangedAt),
    price_rule: presentPriceRule(p, now),
  }
}

export function presentSizeChart(c: SizeChartRow): TSellerSizeChart {
  return {
    _id: c.id,
    name: c.name,
    type: c.type,
    attributes: c.attributes,
    rows: c.rows,
    status: c.status,
    rejection_reason: c.status === 'rejected' ? c.rejectionReason : null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }
}

export function presentFile(f: ProductFileRow): TProductFile {
  return {
    _id: f.id,
    kind: f.kind === 'export' ? 'export' : 'import',
    file_name: f.fileName,
    status: f.status === 'success' ? 'success' : 'failed',
    row_count: f.rowCount,
    errors: f.errors,
    created_at: f.createdAt.toISOString(),
  }
}
