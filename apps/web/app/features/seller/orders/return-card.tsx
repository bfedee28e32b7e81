import type { TReturnRequest } from '@xinh/contracts'
import { Clock, ImageOff } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { type SellerKey, useSellerT } from '../i18n/index.ts'
import { isPast, returnPath, returnTone } from './format.ts'

/** Whose move a return request waits for and until when; the seller's own deadline stands out (overdue in red). */
export function ReturnDeadline({ request, note = false }: { request: TReturnRequest; note?: boolean }) {
  const t = useSellerT()
  if (!request.deadline_for) return null
  const mine = request.deadline_for === 'seller'
  const late = mine && request.due_at ? isPast(request.due_at) : false
  const text =
    request.deadline_for === 'admin' || !request.due_at
      ? t('sc.returns.deadline.admin')
      : t(
          // the seller's deadline is to answer a new request, or to mark a returned parcel received
          `sc.returns.deadline.${mine && request.status === 'awaiting_return' ? 'seller_receive' : request.deadline_for}` as SellerKey,
          { time: formatDateTime(request.due_at, t.lang) },
        )
  return (
    <div
      className={`flex items-start gap-2 text-sm ${mine ? `rounded-lg p-2 ring-1 ${late ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-amber-50 text-amber-950 ring-amber-200'}` : 'text-neutral-700'}`}
      data-testid="return-deadline"
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className={mine ? 'font-semibold' : undefined}>{text}</span>
        {late && <span className="ml-1.5 rounded bg-white/70 px-1.5 py-0.5 text-xs ring-1 ring-red-200">{t('sc.returns.overdue')}</span>}
        {mine && note && <span className="block">{t('sc.returns.deadline_seller_note')}</span>}
      </p>
    </div>
  )
}

/** One request in the seller's list: the order, the buyer, the state, the reason, the refund and the deadline. */
export function ReturnCard({ request }: { request: TReturnRequest }) {
  const t = useSellerT()
  const first = request.items[0]
  return (
    <article
      className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-neutral-200 sm:p-4"
      aria-labelledby={`return-${request._id}`}
      data-testid="return-card"
      data-status={request.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`return-${request._id}`} className="font-semibold">
            <Link to={returnPath(request._id)} className="hover:text-brand-700 hover:underline">
              {t('sc.returns.order', { code: request.order_code })}
            </Link>
          </h2>
          <p className="text-sm text-neutral-700">
            {request.buyer?.userName} · {t('sc.returns.requested_at', { time: formatDateTime(request.created_at, t.lang) })}
          </p>
        </div>
        <StatusBadge tone={returnTone(request.status)}>{request.status_label}</StatusBadge>
      </div>
      <div className="flex gap-3">
        {first?.image ? (
          <img
            src={first.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-lg bg-neutral-100 object-cover"
          />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
            <ImageOff aria-hidden className="size-5" />
          </span>
        )}
        <div className="min-w-0 text-sm">
          <p>
            <span className="text-neutral-700">{t('sc.returns.reason')}: </span>
            {request.reason.name}
          </p>
          <p className="font-semibold">{t('sc.returns.refund', { amount: formatVnd(request.refund_amount) })}</p>
          {request.media.length > 0 && (
            <p className="text-neutral-700">{t('sc.returns.evidence_count', { count: request.media.length })}</p>
          )}
        </div>
      </div>
      <ReturnDeadline request={request} />
      <Link
        to={returnPath(request._id)}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-lg border border-neutral-300 px-4 text-sm font-semibold hover:bg-neutral-100"
        data-testid="return-view"
      >
        {t('sc.returns.view')}
      </Link>
    </article>
  )
}
