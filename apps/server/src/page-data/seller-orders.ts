import { type SellerOrdersPages, ZReturnListQuery, ZSellerOrderListQuery } from '@xinh/contracts'
import type { OrdersService } from '../modules/orders/index.ts'
import type { ReturnsService } from '../modules/returns/index.ts'
import type { BuyerReviewsService } from '../modules/reviews/index.ts'
import type { ShippingService } from '../modules/shipping/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { id, parse } from './parse.ts'

/** What the seller centre's order screens read (composed in app.ts). */
export type SellerOrdersServices = {
  orders: OrdersService
  shipping: ShippingService
  returns: ReturnsService
  buyerReviews: BuyerReviewsService
}

/**
 * `seller.orders` (contracts `SellerOrdersPages`): the routes' own service calls, schemas and
 * seller checks (each service call runs `sellerAccess`, as over HTTP), for `/ban-hang/quan-ly-don-hang`
 * and `/ban-hang/tra-hang-hoan-tien`.
 */
export function createSellerOrdersPageData(s: SellerOrdersServices) {
  return ({ actor, lang }: PageRequest): SellerOrdersPages => ({
    list: async (query) => {
      const { data, meta, counts } = await s.orders.listShopOrders({ actor, lang, query: parse(ZSellerOrderListQuery, query) })
      return { items: data, meta, counts }
    },
    get: async (orderId) => s.orders.getShopOrder({ actor, lang, id: id(orderId) }),
    shipment: async (orderId) => s.shipping.sellerShipment({ actor, lang, id: id(orderId) }),
    buyerReview: async (orderId) => s.buyerReviews.getBuyerReview({ actor, orderId: id(orderId) }),
    todo: async () => s.orders.sellerTodo({ actor }),
    returns: async (query) => {
      const { data, meta, counts } = await s.returns.listShopReturns({ actor, lang, query: parse(ZReturnListQuery, query) })
      return { items: data, meta, counts }
    },
    returnRequest: async (returnId) => s.returns.getShopReturn({ actor, lang, id: id(returnId) }),
  })
}
