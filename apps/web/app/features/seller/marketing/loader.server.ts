import { PRICING_STATUSES, type PricingStatus } from '@xinh/contracts'
import { data } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import type { RequestInfo } from '#web/lib/session.server.ts'
import { SELLER_CATALOGUE } from '../i18n/catalogue.server.ts'
import type { SellerKey } from '../i18n/index.ts'

/** The page title of a seller screen, in the page's language. */
export const sellerTitle = (info: RequestInfo, key: SellerKey) =>
  `${SELLER_CATALOGUE[info.lang][key]} – ${SELLER_CATALOGUE[info.lang]['sc.title']}`

/** Something not in the caller's shop (or not an id at all) is the route's 404. */
export function notInShop(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 })
  throw error
}

/** The list filters a URL may carry; anything unexpected is left out rather than failing the page. */
export function listFilters(request: Request) {
  const params = new URL(request.url).searchParams
  const status = params.get('status')
  const page = Number(params.get('page') ?? '1')
  return {
    status: (PRICING_STATUSES as readonly string[]).includes(status ?? '') ? (status as PricingStatus) : undefined,
    keyword: params.get('keyword')?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  }
}
