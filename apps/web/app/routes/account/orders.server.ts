import { ORDER_TABS, type TOrder, type TOrderCounts } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import type { PageMeta } from '#web/features/catalog/types.ts'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { requireUser } from '#web/lib/session.server.ts'

export const ORDERS_PER_PAGE = 10

/** `/trang-ca-nhan/don-hang?tab=&page=`: the buyer's orders of one tab, with counts for every tab. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info } = await requireUser(request, context)
  const url = new URL(request.url)
  const tab = ORDER_TABS.find((x) => x.id === url.searchParams.get('tab')) ?? ORDER_TABS[0]
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 1000)
  const found = await info.data.orders.list({
    page,
    limit: ORDERS_PER_PAGE,
    status: tab.filters.length ? tab.filters.join(',') : undefined,
  })
  const list: { data: TOrder[]; meta: PageMeta; counts: TOrderCounts } = { data: found.items, meta: found.meta, counts: found.counts }
  const t = createTranslator(info.lang, CATALOGUES[info.lang])
  return { tab: tab.id, orders: list.data, meta: list.meta, counts: list.counts, title: t('orders.meta_title') }
}
