import { ChevronLeft } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { returnsPath, returnTone } from '#web/features/seller/orders/format.ts'
import { ReturnDeadline } from '#web/features/seller/orders/return-card.tsx'
import { ReturnActionBar, ReturnFacts, ReturnTimeline } from '#web/features/seller/orders/return-detail.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/return.ts'
import type { loader as returnLoader } from './return.server.ts'

export { loader } from './return.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.returns.crumb_detail' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/**
 * A return-and-refund request (spec §4 refund flow): the buyer's reason and evidence, the items
 * and the refund, whose move it is and until when (the seller's 2 days, then an admin), the
 * timeline, and the seller's answers.
 */
export default function SellerReturnPage() {
  const { request } = useLoaderData<typeof returnLoader>()
  const t = useSellerT()
  return (
    <div className="flex flex-col gap-4 pb-32 md:pb-0" data-testid="seller-return" data-status={request.status}>
      <div className="flex flex-col gap-2">
        <Link
          to={returnsPath}
          className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-neutral-700 hover:text-neutral-900"
        >
          <ChevronLeft aria-hidden className="size-4" />
          {t('sc.returns.back')}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h1 className="text-xl font-bold">{t('sc.returns.detail_title', { code: request.order_code })}</h1>
            <p className="text-sm text-neutral-700">{t('sc.returns.requested_at', { time: formatDateTime(request.created_at, t.lang) })}</p>
          </div>
          <span data-testid="return-status">
            <StatusBadge tone={returnTone(request.status)}>{request.status_label}</StatusBadge>
          </span>
        </div>
      </div>
      <ReturnDeadline request={request} note />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReturnFacts request={request} />
        <ReturnTimeline request={request} />
      </div>
      <ReturnActionBar request={request} />
    </div>
  )
}
