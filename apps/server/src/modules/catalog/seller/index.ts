import type { Db } from '#server/platform/db/client.ts'
import type { App } from '#server/platform/server.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import { createBulkEditService } from './bulk-edit.service.ts'
import { createModerationService } from './moderation.service.ts'
import { moderationRoutes } from './moderation.routes.ts'
import { createProductFilesService } from './product-files.service.ts'
import { sellerProductRoutes } from './seller-products.routes.ts'
import { createSellerProductsService } from './seller-products.service.ts'
import { createSizeChartsService } from './size-charts.service.ts'
import { sizeChartRoutes } from './size-charts.routes.ts'

/** The seller side of the catalogue: seller products, size charts, Excel files, moderation. */
export function createSellerCatalogService(deps: { db: Db; shops: Pick<ShopsService, 'getShopSummaryOfOwner'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date())
  const requireSellerShop = sellerAccess(deps.shops)
  const products = createSellerProductsService({ db: deps.db, requireSellerShop, now })
  const files = createProductFilesService({ db: deps.db, requireSellerShop, products, now })
  const sizeCharts = createSizeChartsService({ db: deps.db, requireSellerShop })
  const bulkEdit = createBulkEditService({ db: deps.db, requireSellerShop, now })
  const moderation = createModerationService({ db: deps.db, now })
  return { requireSellerShop, products, files, sizeCharts, bulkEdit, moderation, purgeOldProductFiles: files.purgeOldFiles }
}
export type SellerCatalogService = ReturnType<typeof createSellerCatalogService>

export const PRODUCT_FILES_PURGE_JOB = 'catalog-purge-product-files'

export async function sellerCatalogRoutes(app: App, { service }: { service: SellerCatalogService }) {
  await sellerProductRoutes(app, {
    service: service.products,
    files: service.files,
    bulkEdit: service.bulkEdit,
    requireSellerShop: service.requireSellerShop,
  })
  await sizeChartRoutes(app, { service: service.sizeCharts })
  await moderationRoutes(app, { service: service.moderation })
}
