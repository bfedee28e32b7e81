import type { FitPageData } from '@xinh/contracts'
import type { FitService } from '../modules/fit/index.ts'
import type { PageRequest } from '../platform/web.ts'

/** What the fit reads need (composed in app.ts). */
export type FitPageServices = { fit: FitService }

/** Size advice for the product page: personal, so only for a signed-in buyer (never a shared render). */
export function createFitPageData(s: FitPageServices) {
  return (req: PageRequest): FitPageData => ({
    productAdvice: async (product) => {
      const { actor } = req
      if (actor.kind !== 'user' || actor.isGuest) return null
      return s.fit.pageAdvice(product, actor.userId)
    },
  })
}
