import { type SellerProductsPages, ZBulkEditQuery, ZProductFilesQuery, ZSellerProductListQuery } from '@xinh/contracts'
import type { SellerCatalogService } from '../modules/catalog/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { id, parse } from './parse.ts'

/**
 * The seller centre's product and size-chart reads (contracts `SellerProductsPages`): each
 * method calls what its `/api/v1/seller/*` route calls, with the page request's actor (the
 * services check the seller's shop themselves, as for the API).
 */
export function createSellerProductsPages(s: SellerCatalogService, req: PageRequest): SellerProductsPages {
  const { actor, lang } = req
  return {
    list: async (query) => {
      const { data, meta, counts } = await s.products.listProducts({ actor, lang, query: parse(ZSellerProductListQuery, query) })
      return { items: data, meta, counts }
    },
    get: async (productId) => s.products.getProduct({ actor, lang, id: id(productId) }),
    history: async (productId) => s.products.getStatusHistory({ actor, lang, id: id(productId) }),
    variants: async (query) => {
      const { data, meta } = await s.bulkEdit.listVariants({ actor, lang, query: parse(ZBulkEditQuery, query) })
      return { items: data, meta }
    },
    files: async (query) => {
      const { data, meta } = await s.files.listFiles({ actor, ...parse(ZProductFilesQuery, query) })
      return { items: data, meta }
    },
    sizeCharts: async () => s.sizeCharts.listSizeCharts({ actor, lang }),
    sizeChart: async (chartId) => s.sizeCharts.getSizeChart({ actor, lang, id: id(chartId) }),
  }
}
