import type { TPublicPromotion } from '@xinh/contracts/vouchers'
import type { LoaderFunctionArgs } from 'react-router'
import { provinceNames } from '#web/features/catalog/api.server.ts'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

const PER_PAGE = 4
const MAX_PAGES = 5
/** Products shown per promotion: five rows of two on a phone. */
const PRODUCTS = 10

/**
 * `/uu-dai`: running promotions (soonest to end first), then upcoming ones, each with its
 * products at the promotion price. "Show more" loads every promotion up to the next page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin, url, abs } = pageKit(request, context)
  const page = Math.min(MAX_PAGES, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const [res, provinces] = await Promise.all([
    info.data.pricing
      .promotions({ page: 1, limit: PER_PAGE * page, products: PRODUCTS })
      .then((r) => ({ data: r.items as TPublicPromotion[], meta: r.meta })),
    provinceNames(info),
  ])
  const promotions = res.data
  const first = promotions[0]?.products[0]?.images[0]
  const seo: Seo = {
    title: t('catalog.meta_title', { name: t('promotions.title') }),
    description: t('promotions.description'),
    url: `${origin}/uu-dai`,
    image: abs(first),
    noindex: page > 1,
    preload: first ?? null,
  }
  return {
    meta: seoMeta(seo),
    jsonLd: breadcrumbLd([
      { name: t('header.home'), url: `${origin}/` },
      { name: t('promotions.title'), url: seo.url },
    ]),
    promotions,
    total: res.meta?.total ?? promotions.length,
    page,
    maxPages: MAX_PAGES,
    provinces,
  }
}
