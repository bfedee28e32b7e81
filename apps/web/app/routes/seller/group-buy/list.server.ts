import type { LoaderFunctionArgs } from 'react-router'
import { pageOf } from '#web/features/seller/orders/page.server.ts'
import { sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const DEALS_PER_PAGE = 20

/** `/ban-hang/mua-chung?page=`: the shop's group-buy deals, newest first, with their rooms by state. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const list = await info.data.groupBuy.sellerDeals({ page: pageOf(new URL(request.url)), limit: DEALS_PER_PAGE })
  return { items: list.items, meta: list.meta, title: sellerTitle(info.lang, 'sc.nav.group_buy') }
}
