import type { TCountedPage, TManagedVoucher } from '@xinh/contracts'
import { Tag } from 'lucide-react'
import { Link } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { useSellerT } from '../i18n/index.ts'
import { Fact, MarketingStatus, MARKETING, Period, Section } from './common.tsx'
import { LifecycleActions } from './lifecycle-actions.tsx'
import { ProductThumb } from './product-picker.tsx'

const { path, api } = MARKETING.vouchers
export const createLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700'

/** "Giảm 30.000 ₫ · đơn từ 249.000 ₫" / "Giảm 12% tối đa 60.000 ₫": the voucher in one line. */
export function useVoucherSummary() {
  const t = useSellerT()
  return (v: TManagedVoucher) => {
    const amount =
      v.type === 'percent'
        ? v.max_discount_value
          ? t('sc.marketing.voucher.summary_percent_max', { value: v.value, max: formatVnd(v.max_discount_value) })
          : t('sc.marketing.voucher.summary_percent', { value: v.value })
        : t('sc.marketing.voucher.summary_price', { value: formatVnd(v.value) })
    const min = v.min_order_value ? ` · ${t('sc.marketing.voucher.summary_min', { value: formatVnd(v.min_order_value) })}` : ''
    return `${amount}${min}`
  }
}

/** Used out of usable, as a bar and in words. */
function UsageBar({ used, quantity }: { used: number; quantity: number }) {
  const t = useSellerT()
  const pct = quantity ? Math.min(100, Math.round((used / quantity) * 100)) : 0
  return (
    <div className="flex items-center gap-2">
      <div className="h-1.5 w-24 overflow-hidden rounded-full bg-neutral-200" aria-hidden>
        <div className="h-full bg-brand-600" style={{ width: `${pct}%` }} />
      </div>
      <span className="text-xs text-neutral-700">{t('sc.marketing.voucher.used_of', { used, quantity })}</span>
    </div>
  )
}

/** A page of the shop's vouchers: code, name, discount, state, period and use. */
export function VoucherList({ page, filtered }: { page: TCountedPage<TManagedVoucher>; filtered: boolean }) {
  const t = useSellerT()
  const summary = useVoucherSummary()
  if (!page.data.length)
    return filtered ? (
      <EmptyState icon={Tag} title={t('sc.marketing.empty_filtered')} body={t('sc.marketing.empty_filtered_body')} />
    ) : (
      <EmptyState
        icon={Tag}
        title={t('sc.marketing.voucher.empty')}
        body={t('sc.marketing.voucher.empty_body')}
        action={
          <Link to={`${path}/tao`} className={createLinkClass}>
            {t('sc.marketing.voucher.create')}
          </Link>
        }
      />
    )
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label={t('sc.marketing.voucher.list_label')}>
        {page.data.map((v) => (
          <li key={v._id} className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-neutral-200 sm:flex-row sm:items-center">
            <span className="w-fit shrink-0 rounded-lg border-2 border-dashed border-brand-600 px-2 py-1 text-center font-mono text-sm font-bold text-brand-700 sm:w-28">
              {v.code}
            </span>
            <div className="min-w-0 flex-1">
              <Link to={`${path}/chi-tiet/${v._id}`} className="font-semibold text-neutral-900 hover:underline">
                {v.name}
              </Link>
              <p className="text-sm text-neutral-800">{summary(v)}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-neutral-700">
                <MarketingStatus status={v.status} />
                <span>{t(`sc.marketing.voucher.display.${v.display}`)}</span>
                <Period start={v.start_time} end={v.ended_at ?? v.end_time} />
              </p>
              <div className="mt-1">
                <UsageBar used={v.used} quantity={v.quantity} />
              </div>
            </div>
            <LifecycleActions api={api} id={v._id} name={v.code} status={v.status} editHref={`${path}/cap-nhat/${v._id}`} compact />
          </li>
        ))}
      </ul>
      <Pagination meta={page.meta} />
    </>
  )
}

/** One voucher: how it is used (spec "usage figures"), every §3 field, its products and actions. */
export function VoucherDetail({ voucher: v }: { voucher: TManagedVoucher }) {
  const t = useSellerT()
  const summary = useVoucherSummary()
  const stat = (label: string, value: string) => (
    <div className="rounded-xl bg-neutral-50 p-3">
      <dt className="text-xs text-neutral-700">{label}</dt>
      <dd className="text-lg font-bold text-neutral-900">{value}</dd>
    </div>
  )
  const list = (values: string[], label: (v: string) => string) =>
    values.length ? values.map(label).join(', ') : t('sc.marketing.voucher.all')
  return (
    <div className="flex flex-col gap-4">
      <LifecycleActions api={api} id={v._id} name={v.code} status={v.status} editHref={`${path}/cap-nhat/${v._id}`} afterDelete={path} />
      {v.status === 'ended' && (
        <p className="rounded-lg bg-neutral-100 px-3 py-2 text-sm text-neutral-800">{t('sc.marketing.not_editable')}</p>
      )}
      <Section title={t('sc.marketing.voucher.usage')}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {stat(t('sc.marketing.voucher.stat_used'), `${v.used}/${v.quantity}`)}
          {stat(t('sc.marketing.voucher.stat_saved'), v.savable_quantity ? `${v.saved}/${v.savable_quantity}` : String(v.saved))}
          {stat(t('sc.marketing.voucher.stat_orders'), String(v.usage.orders))}
          {stat(t('sc.marketing.voucher.stat_buyers'), String(v.usage.buyers))}
          {stat(t('sc.marketing.voucher.stat_discount'), formatVnd(v.usage.discount))}
          {stat(t('sc.marketing.voucher.stat_revenue'), formatVnd(v.usage.revenue))}
          {v.budget !== null && stat(t('sc.marketing.voucher.stat_budget'), `${formatVnd(v.budget_used)} / ${formatVnd(v.budget)}`)}
        </dl>
      </Section>
      <Section title={t('sc.marketing.voucher.basics')}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('sc.marketing.voucher.code')}>
            <span className="font-mono font-bold">{v.code}</span>
          </Fact>
          <Fact label={t('sc.marketing.status_label')}>
            <MarketingStatus status={v.status} />
            {v.ended_at && <span className="ml-2 text-xs text-neutral-700">{t('sc.marketing.ended_manually')}</span>}
          </Fact>
          <Fact label={t('sc.marketing.voucher.discount')}>{summary(v)}</Fact>
          <Fact label={t('sc.marketing.period')}>
            <Period start={v.start_time} end={v.ended_at ?? v.end_time} />
          </Fact>
          <Fact label={t('sc.marketing.voucher.classify')}>{t(`sc.marketing.voucher.classify.${v.classify}`)}</Fact>
          <Fact label={t('sc.marketing.voucher.target')}>{t(`sc.marketing.voucher.target.${v.target as 'shop'}`)}</Fact>
          <Fact label={t('sc.marketing.voucher.display')}>{t(`sc.marketing.voucher.display.${v.display}`)}</Fact>
          <Fact label={t('sc.marketing.voucher.per_customer')}>{v.per_customer_limit}</Fact>
          <Fact label={t('sc.marketing.voucher.limit_per_user')}>{v.conditions.limit_per_user ?? '—'}</Fact>
          <Fact label={t('sc.marketing.voucher.limit_per_day')}>{v.conditions.limit_per_user_by_day ?? '—'}</Fact>
          <Fact label={t('sc.marketing.voucher.payment_methods')}>
            {list(v.conditions.payment_method, (m) => t(`sc.marketing.voucher.payment.${m as 'COD'}`))}
          </Fact>
          <Fact label={t('sc.marketing.voucher.shipping_methods')}>
            {list(v.conditions.shipping_method, (m) => t(`sc.marketing.voucher.carrier.${m as 'GHTK'}`))}
          </Fact>
          <Fact label={t('sc.marketing.voucher.conditions')}>
            {[v.requires_login && t('sc.marketing.voucher.requires_login'), v.requires_app && t('sc.marketing.voucher.requires_app')]
              .filter(Boolean)
              .join(' · ') || '—'}
          </Fact>
          <Fact label={t('sc.marketing.updated_at')}>{formatDateTime(v.updated_at, t.lang)}</Fact>
        </dl>
        {v.discount_by_range_price.length > 0 && (
          <div>
            <p className="mb-1 text-sm font-medium">{t('sc.marketing.voucher.tiers')}</p>
            <ul className="flex flex-col gap-1 text-sm">
              {v.discount_by_range_price.map((tier) => (
                <li key={tier.from}>
                  {tier.to === null
                    ? t('sc.marketing.voucher.tier_line_open', {
                        from: formatVnd(tier.from),
                        value: v.type === 'percent' ? `${tier.value}%` : formatVnd(tier.value),
                      })
                    : t('sc.marketing.voucher.tier_line', {
                        from: formatVnd(tier.from),
                        to: formatVnd(tier.to),
                        value: v.type === 'percent' ? `${tier.value}%` : formatVnd(tier.value),
                      })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>
      <Section title={t('sc.marketing.voucher.applies_to')}>
        {v.all_products ? (
          <p className="text-sm">{t('sc.marketing.voucher.all_products')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-neutral-100">
            {v.products.map((p) => (
              <li key={p._id} className="flex items-center gap-3 py-2">
                <ProductThumb src={p.image} />
                <span className="line-clamp-2 text-sm">{p.name}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  )
}
