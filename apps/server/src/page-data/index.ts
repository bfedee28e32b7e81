import type { PageData } from '@xinh/contracts'
import type { SocialProviders } from '../modules/identity/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { createBuyerPageData, type PageDataServices } from './buyer.ts'
import type { ReadMemo } from './memo.ts'
export { ReadMemo } from './memo.ts'
import { createSellerPageData, type SellerPageServices } from './seller.ts'
import { createOnboardingPageData, type OnboardingPageServices } from './onboarding.ts'
import { type AdminPageServices, createAdminPageData } from './admin.ts'
import { createReviewsPageData, type ReviewsPageServices } from './reviews.ts'
import { createFitPageData, type FitPageServices } from './fit.ts'
import { type CommunityPageServices, createCommunityPageData } from './community.ts'
import { type BlogPageServices, createBlogPageData } from './blog.ts'
import { type AccountPageServices, createAccountPageData } from './account.ts'
// vote (issue 18)
import { createVotingPageData, type VotingPageServices } from './voting.ts'
import { createGroupBuyPageData, type GroupBuyPageServices } from './groupbuy.ts'
// aff (issue 18)
import { type AffiliatePageServices, createAffiliatePageData } from './affiliate.ts'

/**
 * The in-process read path of server-side loaders (contracts `PageData`, decision 007): the
 * module services the HTTP API calls, with the page request's actor, the routes' schemas and
 * no HTTP round trip. One section per area, each in its own file.
 */
export function createPageData(
  s: PageDataServices &
    SellerPageServices &
    OnboardingPageServices &
    AdminPageServices &
    ReviewsPageServices &
    FitPageServices &
    CommunityPageServices &
    BlogPageServices &
    AccountPageServices &
    VotingPageServices &
    GroupBuyPageServices &
    AffiliatePageServices,
  social: SocialProviders,
  memo: ReadMemo,
) {
  const buyer = createBuyerPageData(s, social, memo)
  const seller = createSellerPageData(s)
  const onboarding = createOnboardingPageData(s)
  const admin = createAdminPageData(s)
  const reviews = createReviewsPageData(s)
  const fit = createFitPageData(s)
  const community = createCommunityPageData(s)
  const blog = createBlogPageData(s)
  const account = createAccountPageData(s)
  const voting = createVotingPageData(s)
  const groupBuy = createGroupBuyPageData(s)
  const affiliate = createAffiliatePageData(s)
  return (req: PageRequest): PageData => ({
    ...buyer(req),
    seller: seller(req),
    onboarding: onboarding(req),
    admin: admin(req),
    reviews: reviews(req),
    fit: fit(req),
    community: community(req),
    blog: blog(req),
    account: account(req),
    voting: voting(req),
    groupBuy: groupBuy(req),
    affiliate: affiliate(req),
  })
}
