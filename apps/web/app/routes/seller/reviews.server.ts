import type { LoaderFunctionArgs } from 'react-router'
import { pageOf, sellerTranslator } from '#web/features/seller/orders/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const REVIEWS_PER_PAGE = 10

/** `/ban-hang/danh-gia?tab=&rating=&photos=&page=`: the shop's reviews, filtered in the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const tab =
    url.searchParams.get('tab') === 'chua-phan-hoi' ? 'unreplied' : url.searchParams.get('tab') === 'da-phan-hoi' ? 'replied' : 'all'
  const rating = /^[1-5]$/.test(url.searchParams.get('rating') ?? '') ? Number(url.searchParams.get('rating')) : undefined
  const photos = url.searchParams.get('photos') === '1'
  const list = await info.data.reviews.shop({
    replied: tab === 'all' ? undefined : tab === 'replied',
    rating,
    with_images: photos || undefined,
    page: pageOf(url),
    limit: REVIEWS_PER_PAGE,
  })
  const t = sellerTranslator(info.lang)
  return { tab, rating: rating ?? null, photos, reviews: list.items, meta: list.meta, title: `${t('sc.nav.reviews')} – ${t('sc.title')}` }
}
