import { PRICING_STATUSES, type PricingStatus } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/voucher?tab=&page=`: the platform's vouchers of one state, with the count of every state. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const param = url.searchParams.get('tab')
  const tab: PricingStatus | 'all' = PRICING_STATUSES.find((s) => s === param) ?? 'all'
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get('page')) || 1))
  const [list, counts] = await Promise.all([
    info.data.admin.content.vouchers({ status: tab === 'all' ? undefined : tab, page, limit: 20 }),
    info.data.admin.content.voucherCounts(),
  ])
  return { tab, vouchers: list.items, meta: list.meta, counts }
}
