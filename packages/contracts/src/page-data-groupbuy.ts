import type { z } from 'zod'
import type { TGroupBuyDeal, TGroupBuyOffer, TGroupBuyRoom, TMyGroupBuyRoom, ZGroupBuyListQuery } from './groupbuy.ts'

type Paged<T> = { items: T[]; meta: { page: number; limit: number; total: number } }
type ListQuery = z.input<typeof ZGroupBuyListQuery>

/** Group-buy reads for pages (issue 18, docs/api/groupbuy.md), in-process like the other page reads. */
export interface GroupBuyPageData {
  /** GET /api/v1/public/group-buy/products/{productId} */
  offer(productId: string): Promise<TGroupBuyOffer>
  /** A deal as a buyer sees it (the "open a room" page); GROUP_BUY_DEAL_NOT_FOUND when there is none. */
  deal(id: string): Promise<TGroupBuyDeal>
  /** GET /api/v1/public/group-buy/rooms/{id} (the caller's seat when signed in) */
  room(id: string): Promise<TGroupBuyRoom>
  /** GET /api/v1/mobile/group-buy/my-rooms */
  myRooms(query?: ListQuery): Promise<Paged<TMyGroupBuyRoom>>
  /** GET /api/v1/seller/group-buy/deals */
  sellerDeals(query?: ListQuery): Promise<Paged<TGroupBuyDeal>>
}
