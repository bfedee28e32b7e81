import { COMMISSION_STATUSES, type CommissionStatus, type TAffiliateConversion, type TAffiliateConversionDetail } from '@xinh/contracts'
import { ArrowLeft, ReceiptText } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime, formatDay } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { AFF } from './api.ts'
import { screens } from './screens.ts'
import { formatRate } from './format.ts'
import { useAffT } from './i18n/index.ts'
import { Pager } from './pager.tsx'
import { AFF_BASE } from './shell.tsx'
import { Loaded } from './states.tsx'
import { CommissionBadge } from './status.tsx'
import { type Seed, useApiData } from './use-api-data.ts'

const LIST = `${AFF_BASE}/ca-nhan/don-hang-chuyen-doi`

/** `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi?status=&page=`: every converted order with its commission. */
export function ConversionList({ seed }: { seed?: Seed<TAffiliateConversion[]> | null }) {
  const t = useAffT()
  const [params] = useUrlState()
  const { status, path } = screens.conversions(params)
  const { state, reload } = useApiData<TAffiliateConversion[]>(path, seed)
  return (
    <>
      <PageHeader title={t('aff.nav.conversions')} description={t('aff.conv.intro')} />
      <TabLinks
        param="status"
        label={t('aff.conv.filter')}
        active={status ?? 'all'}
        tabs={[{ id: 'all', label: t('aff.conv.all') }, ...COMMISSION_STATUSES.map((s) => ({ id: s, label: t(`aff.status.${s}`) }))]}
      />
      <div className="mt-4">
        <Loaded state={state} reload={reload}>
          {(items, meta) =>
            items.length === 0 ? (
              <EmptyState
                icon={ReceiptText}
                title={t('aff.conv.empty_title')}
                body={status ? t('aff.conv.empty_filtered') : t('aff.conv.empty_body')}
              />
            ) : (
              <>
                <ul className="flex flex-col gap-3" data-testid="aff-conversions">
                  {items.map((c) => (
                    <ConversionRow key={c.order_id} c={c} />
                  ))}
                </ul>
                <Pager meta={meta} />
              </>
            )
          }
        </Loaded>
      </div>
    </>
  )
}

function ConversionRow({ c }: { c: TAffiliateConversion }) {
  const t = useAffT()
  return (
    <li className="rounded-xl p-3 ring-1 ring-neutral-200" data-testid="aff-conversion">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={`${LIST}/${c.order_id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('aff.conv.order', { code: c.order_code })}
        </Link>
        <CommissionBadge status={c.status} />
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        {c.shop.name} · {t('aff.conv.placed', { date: formatDateTime(c.placed_at, t.lang) })} · {t('aff.conv.items', { count: c.items })}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:flex sm:gap-6">
        <div>
          <dt className="text-neutral-600">{t('aff.conv.net')}</dt>
          <dd className="font-medium tabular-nums">{formatVnd(c.net_value)}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('aff.conv.commission')}</dt>
          <dd className={`font-bold tabular-nums ${c.status === 'reversed' ? 'text-neutral-500 line-through' : 'text-brand-700'}`}>
            {formatVnd(c.commission)}
          </dd>
        </div>
      </dl>
      {c.status === 'pending' && c.available_at && (
        <p className="mt-1 text-xs text-neutral-700">{t('aff.conv.available', { date: formatDay(c.available_at, t.lang) })}</p>
      )}
    </li>
  )
}

/** `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/{orderId}`: why the order counted (which click, when, which campaign and rate) and how much. */
export function ConversionDetail({ orderId, seed }: { orderId: string; seed?: Seed<TAffiliateConversionDetail> | null }) {
  const t = useAffT()
  const { state, reload } = useApiData<TAffiliateConversionDetail>(AFF.conversion(orderId), seed)
  return (
    <>
      <Link to={LIST} className="mb-3 inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft aria-hidden className="size-4" />
        {t('aff.conv.back')}
      </Link>
      <Loaded state={state} reload={reload} rows={6}>
        {(d) => <DetailBody d={d} />}
      </Loaded>
    </>
  )
}

function statusNote(d: TAffiliateConversionDetail, t: ReturnType<typeof useAffT>): string | null {
  const notes: Record<CommissionStatus, () => string | null> = {
    pending: () => (d.available_at ? t('aff.conv.pending_until', { date: formatDay(d.available_at, t.lang) }) : t('aff.conv.pending_note')),
    payable: () => t('aff.conv.payable_note'),
    paid: () => (d.paid_at ? t('aff.conv.paid_note', { date: formatDay(d.paid_at, t.lang) }) : null),
    reversed: () => {
      const why = d.lines.find((l) => l.reversal)?.reversal
      return why ? t(`aff.conv.reversal.${why}`) : null
    },
  }
  return notes[d.status]()
}

function DetailBody({ d }: { d: TAffiliateConversionDetail }) {
  const t = useAffT()
  const lang = t.lang
  const first = d.lines[0]
  const note = statusNote(d, t)
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('aff.conv.detail_title', { code: d.order_code })} description={`${t('aff.conv.shop')}: ${d.shop.name}`} />
      <div className="flex flex-wrap items-center gap-3" data-testid="aff-detail-status">
        <span className="text-sm text-neutral-700">{t('aff.conv.status')}</span>
        <CommissionBadge status={d.status} />
        <span className="text-lg font-bold text-brand-700 tabular-nums" data-testid="aff-detail-total">
          {formatVnd(d.commission)}
        </span>
      </div>
      {note && (
        <p role="status" className="rounded-lg bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200" data-testid="aff-detail-note">
          {note}
        </p>
      )}
      <section
        aria-labelledby="aff-why"
        className="flex flex-col gap-2 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100"
        data-testid="aff-why"
      >
        <h2 id="aff-why" className="font-semibold">
          {t('aff.conv.why')}
        </h2>
        <p className="text-sm leading-relaxed">
          {t('aff.conv.rule', {
            clicked: formatDateTime(d.explanation.clicked_at, lang),
            ordered: formatDateTime(d.explanation.ordered_at, lang),
            hours: d.explanation.hours_after_click,
            days: d.explanation.window_days,
          })}
        </p>
        {first && (
          <p className="text-sm">
            <span className="font-medium">{t('aff.conv.click')}: </span>
            {t('aff.conv.click_id', { id: first.click.click_id, target: t(`aff.target.${first.click.target_type}`) })}
          </p>
        )}
      </section>
      <section aria-labelledby="aff-lines" className="flex flex-col gap-2">
        <h2 id="aff-lines" className="font-semibold">
          {t('aff.conv.lines')}
        </h2>
        <ul className="flex flex-col gap-3">
          {d.lines.map((l) => (
            <li key={l._id} className="flex gap-3 rounded-xl p-3 ring-1 ring-neutral-200" data-testid="aff-line">
              {l.image ? (
                <img src={l.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-md object-cover" />
              ) : (
                <span aria-hidden className="size-14 shrink-0 rounded-md bg-neutral-100" />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{l.product_name}</span>
                  <CommissionBadge status={l.status} />
                </div>
                <span className="text-neutral-700">{t('aff.conv.quantity', { count: l.quantity })}</span>
                <span>
                  <span className="text-neutral-700">{t('aff.conv.campaign')}: </span>
                  {l.campaign.name} ({t(`aff.conv.kind.${l.campaign.kind}`)}) · {t('aff.conv.rate')} {formatRate(l.rate_bps, lang)}
                </span>
                <span className="font-semibold tabular-nums" data-testid="aff-line-calc">
                  {t('aff.conv.calc', {
                    net: formatVnd(l.net_value),
                    rate: formatRate(l.rate_bps, lang),
                    amount: formatVnd(l.amount + l.reversed_amount),
                  })}
                </span>
                {l.reversed_amount > 0 && l.status !== 'reversed' && (
                  <span className="text-amber-900" data-testid="aff-line-returned">
                    {t('aff.conv.partly_returned', {
                      returned: l.returned_quantity,
                      quantity: l.quantity,
                      amount: formatVnd(l.reversed_amount),
                      left: formatVnd(l.amount),
                    })}
                  </span>
                )}
                {l.lower_rates.length > 0 && (
                  <span className="text-neutral-700">
                    {t('aff.conv.lower_rates', {
                      list: l.lower_rates
                        .map((r) => t('aff.conv.lower_rate_item', { name: r.name, rate: formatRate(r.rate_bps, lang) }))
                        .join(', '),
                    })}
                  </span>
                )}
                {l.reversal && <span className="text-red-800">{t(`aff.conv.reversal.${l.reversal}`)}</span>}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {d.timeline.length > 0 && (
        <section aria-labelledby="aff-timeline" className="flex flex-col gap-2">
          <h2 id="aff-timeline" className="font-semibold">
            {t('aff.conv.timeline')}
          </h2>
          <ol className="flex flex-col gap-1 border-l-2 border-brand-200 pl-4 text-sm">
            {d.timeline.map((e) => (
              <li key={`${e.status}-${e.at}`}>
                <span className="font-medium">{t(`aff.status.${e.status}`)}</span> · {formatDateTime(e.at, lang)}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}
