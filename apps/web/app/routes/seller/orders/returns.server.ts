import { SELLER_RETURN_TABS } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { pageOf, sellerTranslator } from '#web/features/seller/orders/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const RETURNS_PER_PAGE = 20

/** `/ban-hang/tra-hang-hoan-tien?tab=&page=`: the shop's return requests of one state (spec §4 refund labels), with every state's count. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const param = url.searchParams.get('tab')
  const tab = SELLER_RETURN_TABS.find((x) => x === param) ?? 'all'
  const list = await info.data.seller.orders.returns({
    status: tab === 'all' ? undefined : tab,
    page: pageOf(url),
    limit: RETURNS_PER_PAGE,
  })
  const t = sellerTranslator(info.lang)
  return { tab, requests: list.items, meta: list.meta, counts: list.counts, title: `${t('sc.returns.title')} – ${t('sc.title')}` }
}
