import { PAGING } from '@xinh/contracts/constants'
import type { TVoucher } from '@xinh/contracts/vouchers'
import type { LoaderFunctionArgs } from 'react-router'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** The most pages "show more" reaches (the API answers at most 60 vouchers at once). */
const MAX_PAGES = 10

/**
 * `/khuyen-mai`: running vouchers to save, 6 per page (spec §9). "Show more" is a link to the
 * next page number, which loads every voucher up to it, so the list works without JavaScript and
 * a shared link shows what its sender saw. `kind` picks Xinh's or the shops' vouchers.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin, url } = pageKit(request, context)
  const page = Math.min(MAX_PAGES, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const kindParam = url.searchParams.get('kind')
  const kind = kindParam === 'platform' || kindParam === 'shop' ? kindParam : undefined
  const found = await info.data.pricing.saleVouchers({ page: 1, limit: PAGING.vouchersPerPage * page, kind })
  const res = { data: found.items as TVoucher[], meta: found.meta }
  const seo: Seo = {
    title: t('catalog.meta_title', { name: t('vouchers.title') }),
    description: t('vouchers.description'),
    url: `${origin}/khuyen-mai${kind ? `?kind=${kind}` : ''}`,
    noindex: page > 1,
  }
  return {
    meta: seoMeta(seo),
    jsonLd: breadcrumbLd([
      { name: t('header.home'), url: `${origin}/` },
      { name: t('vouchers.title'), url: `${origin}/khuyen-mai` },
    ]),
    vouchers: res.data,
    total: res.meta?.total ?? res.data.length,
    page,
    kind: kind ?? null,
    maxPages: MAX_PAGES,
    now: Date.now(),
  }
}
