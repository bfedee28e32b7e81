import type { OnboardingPageData } from '@xinh/contracts'
import type { SellerApplicationsService } from '../modules/shops/index.ts'
import type { PageRequest } from '../platform/web.ts'

/** What `/become-seller` reads (composed in app.ts). */
export type OnboardingPageServices = { sellerApplications: SellerApplicationsService }

/** The applicant's own registration, with the page request's actor (the page is private: no public headers). */
export function createOnboardingPageData(s: OnboardingPageServices) {
  return (req: PageRequest): OnboardingPageData => ({
    registration: () => s.sellerApplications.getRegistration({ actor: req.actor }),
  })
}
