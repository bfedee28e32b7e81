import { type GroupBuyPageData, ZGroupBuyListQuery } from '@xinh/contracts'
import type { GroupBuyService } from '../modules/groupbuy/index.ts'
import { requireUser } from '../platform/auth/actor.ts'
import type { PageRequest } from '../platform/web.ts'
import { parse } from './parse.ts'

/** What the group-buy pages read (composed in app.ts). */
export type GroupBuyPageServices = { groupBuy: GroupBuyService }

/** Group-buy (issue 18): the product page's offer, a deal, a room, the buyer's rooms and the seller's deals. */
export function createGroupBuyPageData(s: GroupBuyPageServices) {
  return (req: PageRequest): GroupBuyPageData => ({
    offer: (productId) => s.groupBuy.offerOfProduct({ productId }),
    deal: (id) => s.groupBuy.getDeal({ id }),
    room: (id) => s.groupBuy.getRoom({ actor: req.actor, id }),
    myRooms: async (query) => {
      const { data, meta } = await s.groupBuy.myRooms({ actor: requireUser(req.actor), ...parse(ZGroupBuyListQuery, query ?? {}) })
      return { items: data, meta }
    },
    sellerDeals: async (query) => {
      const { data, meta } = await s.groupBuy.listDeals({ actor: req.actor, ...parse(ZGroupBuyListQuery, query ?? {}) })
      return { items: data, meta }
    },
  })
}
