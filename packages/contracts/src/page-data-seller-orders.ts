import type { z } from 'zod'
import type { TOrder, TOrderCounts } from './orders.ts'
import type { TPaged } from './page-data.ts'
import type { TReturnListQuery, TReturnRequest } from './returns.ts'
import type { TBuyerReview, TReturnCounts, TSellerOrderTodo, ZSellerOrderListQuery } from './seller-orders.ts'
import type { TShipment } from './shipping.ts'

/**
 * The seller centre's orders and return requests (`/ban-hang/quan-ly-don-hang`,
 * `/ban-hang/tra-hang-hoan-tien`): each read mirrors the `/api/v1/seller/*` route named.
 */
export interface SellerOrdersPages {
  /** GET /api/v1/seller/orders (search, dates, paging; counts of every status for the same search) */
  list(query?: z.input<typeof ZSellerOrderListQuery>): Promise<TPaged<TOrder> & { counts: TOrderCounts }>
  /** GET /api/v1/seller/orders/{id} */
  get(id: string): Promise<TOrder>
  /** GET /api/v1/seller/orders/{id}/shipment */
  shipment(id: string): Promise<TShipment | null>
  /** GET /api/v1/seller/orders/{id}/buyer-review — null until the seller reviewed the buyer */
  buyerReview(id: string): Promise<TBuyerReview | null>
  /**
   * GET /api/v1/seller/orders/todo — what waits for the seller: orders to confirm, prepare and
   * hand over, cancel requests, return requests to answer (the layout's badges read `orders` and `returns`).
   */
  todo(): Promise<TSellerOrderTodo>
  /** GET /api/v1/seller/returns (counts of every state) */
  returns(query?: Partial<Pick<TReturnListQuery, 'status' | 'page' | 'limit'>>): Promise<TPaged<TReturnRequest> & { counts: TReturnCounts }>
  /** GET /api/v1/seller/returns/{id} */
  returnRequest(id: string): Promise<TReturnRequest>
}
