import type { ReturnStatus } from '@xinh/contracts'
import { BookOpen, Clock, PackageX, PlayCircle, Undo2 } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd, type MessageKey, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { isVideoUrl, RETURN_GUIDE_PATH, type ReturnAction, type ReturnRequest } from './types.ts'

// the buyer's two actions are dialogs most visits never open
const ReturnActionDialog = lazy(() => import('./return-action-dialog.tsx'))

function tone(status: ReturnStatus) {
  switch (status) {
    case 'refunded':
      return 'bg-emerald-50 text-emerald-800'
    case 'rejected':
    case 'buyer_cancelled':
    case 'closed':
      return 'bg-neutral-100 text-neutral-700'
    default:
      return 'bg-amber-50 text-amber-900'
  }
}

const BUYER_ACTIONS: ReturnAction[] = ['ship_back', 'dispute', 'cancel']

const actorKey = (role: string) =>
  (['buyer', 'seller', 'system', 'admin', 'carrier'].includes(role) ? `orders.by.${role}` : 'orders.by.system') as MessageKey

/** Evidence thumbnails: photos as pictures, videos as a play tile; each opens the full file. */
export function MediaThumbs({ media, label }: { media: string[]; label: string }) {
  const t = useT()
  if (media.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {media.map((url, i) => {
        const video = isVideoUrl(url)
        const name = t(video ? 'returns.evidence_video_n' : 'returns.evidence_photo_n', { n: i + 1 })
        return (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="block size-16 overflow-hidden rounded-lg bg-neutral-100 ring-1 ring-neutral-200 hover:ring-brand-600"
              data-testid="return-media"
            >
              {video ? (
                <span className="flex size-full items-center justify-center text-neutral-700">
                  <PlayCircle aria-hidden className="size-7" />
                  <span className="sr-only">{name}</span>
                </span>
              ) : (
                <img src={url} alt={name} width={64} height={64} loading="lazy" className="size-full object-cover" />
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The order's return-and-refund request: where it stands, what comes back and when, who must
 * act before which deadline, the refunds, the one timeline every party sees (with the evidence),
 * and the buyer's actions (cancel the request, "I have sent it back").
 */
export function ReturnPanel({ request }: { request: ReturnRequest }) {
  const t = useT()
  const [dialog, setDialog] = useState<ReturnAction | null>(null)
  const [loaded, setLoaded] = useState(false)
  const when = (iso: string) => formatDateTime(iso, t.lang)
  const open = (d: ReturnAction) => {
    setLoaded(true)
    setDialog(d)
  }
  // newest first; steps of the same instant keep the API's order (oldest first), reversed
  const timeline = [...request.timeline].reverse().sort((a, b) => b.at.localeCompare(a.at))
  return (
    <section
      aria-labelledby="return-panel-title"
      className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-amber-200"
      data-testid="return-panel"
      data-status={request.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="return-panel-title" className="flex items-center gap-2 text-sm font-semibold">
          <Undo2 aria-hidden className="size-4 text-brand-600" />
          {t('returns.panel_title')}
        </h2>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone(request.status)}`} data-testid="return-status">
          {request.status_label}
        </span>
      </div>

      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{t('returns.refund_amount')}</dt>
          <dd className="text-right text-base font-bold text-brand-700" data-testid="return-refund-amount">
            {formatVnd(request.refund_amount)}
          </dd>
        </div>
        {request.refund_rate > 100 && (
          <p className="text-right text-xs text-neutral-700">
            {t('returns.refund_rate', { rate: request.refund_rate, amount: formatVnd(request.items_amount) })}
          </p>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{t('returns.reason')}</dt>
          <dd className="text-right">{request.reason.name}</dd>
        </div>
        {request.claim !== 'none' && (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-neutral-700">{t('returns.claim_label')}</dt>
            <dd className="text-right">{t(`returns.claim.${request.claim}` as MessageKey)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{t('returns.items')}</dt>
          <dd className="text-right">
            {request.items.map((i) => (
              <span key={i.order_item_id} className="block">
                {i.name} {t('orders.quantity', { count: i.quantity })}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      {request.description && <p className="rounded-lg bg-neutral-50 p-2 text-sm text-neutral-800">{request.description}</p>}

      {request.due_at && request.deadline_for && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="return-deadline">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(`returns.deadline.${request.deadline_for}` as MessageKey, { time: when(request.due_at) })}
        </p>
      )}

      {/* acct (issue 16): where a COD order's refund is transferred, as the buyer gave it */}
      {request.refund_bank && (
        <p className="rounded-lg bg-neutral-50 px-3 py-2 text-sm" data-testid="return-refund-bank">
          <span className="block text-xs text-neutral-600">{t('acct.return_bank_title')}</span>
          {request.refund_bank.bank_name} · {request.refund_bank.account_number} · {request.refund_bank.holder_name}
        </p>
      )}

      {request.refunds.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{t('returns.refunds')}</h3>
          <ul className="flex flex-col gap-1 text-sm" data-testid="return-refunds">
            {request.refunds.map((r) => (
              <li key={r._id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-neutral-50 px-3 py-2">
                <span>{t(`returns.refund_method.${r.method === 'gateway' ? 'gateway' : 'bank_transfer'}` as MessageKey)}</span>
                <span className="flex items-baseline gap-2">
                  <span className="font-semibold">{formatVnd(r.amount)}</span>
                  <span
                    className={`rounded-full px-2 text-xs font-semibold ${
                      r.status === 'succeeded'
                        ? 'bg-emerald-50 text-emerald-800'
                        : r.status === 'failed'
                          ? 'bg-red-50 text-red-800'
                          : 'bg-neutral-100 text-neutral-700'
                    }`}
                    data-testid="refund-status"
                  >
                    {t(
                      `returns.refund_status.${['pending', 'succeeded', 'failed'].includes(r.status) ? r.status : 'pending'}` as MessageKey,
                    )}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {BUYER_ACTIONS.some((a) => request.actions.includes(a)) && (
        <div className="flex flex-wrap gap-2">
          {request.actions.includes('dispute') && (
            <Button onClick={() => open('dispute')} data-testid="return-dispute">
              {t('returns.dispute')}
            </Button>
          )}
          {request.actions.includes('ship_back') && (
            <Button onClick={() => open('ship_back')} data-testid="return-ship-back">
              {t('returns.ship_back')}
            </Button>
          )}
          {request.actions.includes('cancel') && (
            <Button variant="secondary" onClick={() => open('cancel')} data-testid="return-cancel">
              <PackageX aria-hidden className="size-4" />
              {t('returns.cancel')}
            </Button>
          )}
        </div>
      )}

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('returns.timeline')}</h3>
        <ol className="flex flex-col" data-testid="return-timeline">
          {timeline.map((entry, i) => (
            <li
              key={`${entry.at}-${entry.action}-${entry.status}`}
              className="relative flex gap-3 pb-4 pl-5 last:pb-0"
              data-testid="return-event"
            >
              <span
                aria-hidden
                className={`absolute top-1.5 left-0 size-2.5 rounded-full ${i === 0 ? 'bg-brand-600' : 'bg-neutral-300'}`}
              />
              {i < timeline.length - 1 && <span aria-hidden className="absolute top-4 bottom-0 left-[4.5px] w-px bg-neutral-200" />}
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <span className={i === 0 ? 'font-semibold text-brand-700' : 'font-medium'}>{entry.action_label ?? entry.status_label}</span>
                {entry.action_label && <span className="text-xs text-neutral-700">{entry.status_label}</span>}
                <span className="text-neutral-600">
                  <time dateTime={entry.at}>{when(entry.at)}</time> · {t(actorKey(entry.actor_role))}
                </span>
                {entry.note && <span className="text-neutral-800">{entry.note}</span>}
                <MediaThumbs media={entry.media} label={t('returns.evidence_label')} />
                {i === 0 && entry.due_at && (
                  <span className="text-xs text-neutral-600">{t('returns.due_at', { time: when(entry.due_at) })}</span>
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>

      <Link
        to={RETURN_GUIDE_PATH}
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <BookOpen aria-hidden className="size-4" />
        {t('returns.guide_link')}
      </Link>

      {loaded && (
        <Suspense fallback={null}>
          <ReturnActionDialog request={request} action={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </section>
  )
}
