import type { z } from 'zod'
import type { TBulkEditProduct, ZBulkEditQuery } from './catalog-seller-bulk.ts'
import type {
  TProductFile,
  TSellerProduct,
  TSellerProductCounts,
  TSellerProductListItem,
  TSellerSizeChart,
  ZProductFilesQuery,
  ZSellerProductListQuery,
} from './catalog-seller.ts'

type PageMeta = { page: number; limit: number; total: number }
type In<S extends z.ZodType> = z.input<S>

/** A product's status changes, as GET /api/v1/seller/products/{id}/history answers them. */
export type TProductStatusChange = {
  from: TSellerProduct['status'] | null
  to: TSellerProduct['status']
  by: 'you' | 'admin' | 'system'
  reason: string | null
  at: string
}

/**
 * The seller centre's products and size charts (`/ban-hang/quan-ly-san-pham/*`,
 * `/ban-hang/quan-ly-size-chart/*`): each method mirrors the `/api/v1/seller/*` route it names.
 */
export interface SellerProductsPages {
  /** GET /api/v1/seller/products */
  list(
    query?: In<typeof ZSellerProductListQuery>,
  ): Promise<{ items: TSellerProductListItem[]; meta: PageMeta; counts: TSellerProductCounts }>
  /** GET /api/v1/seller/products/{id} */
  get(id: string): Promise<TSellerProduct>
  /** GET /api/v1/seller/products/{id}/history */
  history(id: string): Promise<TProductStatusChange[]>
  /** GET /api/v1/seller/products/variants (the bulk price and stock editor) */
  variants(query?: In<typeof ZBulkEditQuery>): Promise<{ items: TBulkEditProduct[]; meta: PageMeta }>
  /** GET /api/v1/seller/products/files */
  files(query?: In<typeof ZProductFilesQuery>): Promise<{ items: TProductFile[]; meta: PageMeta }>
  /** GET /api/v1/seller/size-charts */
  sizeCharts(): Promise<TSellerSizeChart[]>
  /** GET /api/v1/seller/size-charts/{id} */
  sizeChart(id: string): Promise<TSellerSizeChart>
}
