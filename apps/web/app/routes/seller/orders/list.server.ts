import { SELLER_ORDER_TABS, type SellerOrderTab, ZSellerOrderListQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { pageOf, sellerTranslator, urlFilters } from '#web/features/seller/orders/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const ORDERS_PER_PAGE = 20

/**
 * `/ban-hang/quan-ly-don-hang?tab=&q=&from=&to=&page=`: one tab of the shop's orders (a spec §4
 * status), searched and dated, with the count of every tab for the same search.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const param = url.searchParams.get('tab')
  const tab: SellerOrderTab = SELLER_ORDER_TABS.find((x) => x === param) ?? 'all'
  const raw = {
    q: url.searchParams.get('q')?.trim() || undefined,
    from: url.searchParams.get('from') || undefined,
    to: url.searchParams.get('to') || undefined,
  }
  const { filters, errors } = urlFilters(ZSellerOrderListQuery, raw, info.lang)
  const page = pageOf(url)
  const list = await info.data.seller.orders.list({
    ...filters,
    status: tab === 'all' ? undefined : tab,
    page,
    limit: ORDERS_PER_PAGE,
  })
  const t = sellerTranslator(info.lang)
  return { tab, raw, errors, orders: list.items, meta: list.meta, counts: list.counts, title: `${t('sc.orders.title')} – ${t('sc.title')}` }
}
