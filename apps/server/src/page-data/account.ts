import { type AccountPageData, ZPaging, ZPagedQuery, ZWalletQuery } from '@xinh/contracts'
import type { CommunityModeration } from '../modules/community/index.ts'
import type { VouchersService } from '../modules/pricing/index.ts'
import type { ProfileService } from '../modules/profile/index.ts'
import type { SearchService } from '../modules/search/index.ts'
import { requireUser } from '../platform/auth/actor.ts'
import type { PageRequest } from '../platform/web.ts'
import { parse } from './parse.ts'

/** What the account areas and the seller's shop-feedback screen read (composed in app.ts). */
export type AccountPageServices = {
  search: SearchService
  vouchers: VouchersService
  profile: ProfileService
  communityModeration: CommunityModeration
}

/**
 * Favourites, recently seen, the voucher wallet, payment info (issue 16, acct) and the shop's
 * feedback, each as its HTTP route answers it, for the page request's actor (private pages).
 */
export function createAccountPageData(s: AccountPageServices) {
  return (req: PageRequest): AccountPageData => ({
    favourites: (query) => s.search.listFavourites(requireUser(req.actor).userId, parse(ZPagedQuery, query)),
    seen: (query) => s.search.listSeen(requireUser(req.actor).userId, parse(ZPagedQuery, query)),
    wallet: async (query) => {
      const { page, limit, status } = parse(ZWalletQuery, query)
      const { data, meta, counts } = await s.vouchers.wallet({ actor: req.actor, paging: { page, limit }, tab: status })
      return { items: data, meta, counts }
    },
    paymentInfo: () => s.profile.getPaymentInfo(requireUser(req.actor).userId),
    shopFeedback: (query) => s.communityModeration.shopFeedback({ actor: req.actor, ...parse(ZPaging, query) }),
  })
}
