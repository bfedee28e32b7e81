import type { TCountedPage, TPromotion } from '@xinh/contracts'
import { BadgePercent } from 'lucide-react'
import { Link } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { promotionUnitPrice } from '@xinh/contracts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useSellerT } from '../i18n/index.ts'
import { Fact, MarketingStatus, MARKETING, Period, Section } from './common.tsx'
import { LifecycleActions } from './lifecycle-actions.tsx'
import { ProductThumb } from './product-picker.tsx'

const { path, api } = MARKETING.promotions
export const createLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700'
export const secondaryLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100'

const detailHref = (p: TPromotion) => `${path}/chi-tiet/${p._id}?type=${p.type}`

/** Results in three numbers (spec: units sold and revenue), cancelled orders left out. */
export function PromotionResults({ promotion: p }: { promotion: TPromotion }) {
  const t = useSellerT()
  const stat = (label: string, value: string) => (
    <div className="rounded-xl bg-neutral-50 p-3">
      <dt className="text-xs text-neutral-700">{label}</dt>
      <dd className="text-lg font-bold text-neutral-900">{value}</dd>
    </div>
  )
  return (
    <dl className="grid grid-cols-3 gap-2">
      {stat(t('sc.marketing.promo.results_units'), String(p.results.units))}
      {stat(t('sc.marketing.promo.results_orders'), String(p.results.orders))}
      {stat(t('sc.marketing.promo.results_revenue'), formatVnd(p.results.revenue))}
    </dl>
  )
}

/** A page of the shop's promotions with their state, period, products and results. */
export function PromotionList({ page, filtered }: { page: TCountedPage<TPromotion>; filtered: boolean }) {
  const t = useSellerT()
  if (!page.data.length)
    return filtered ? (
      <EmptyState icon={BadgePercent} title={t('sc.marketing.empty_filtered')} body={t('sc.marketing.empty_filtered_body')} />
    ) : (
      <EmptyState
        icon={BadgePercent}
        title={t('sc.marketing.promo.empty')}
        body={t('sc.marketing.promo.empty_body')}
        action={
          <Link to={`${path}/tao?type=product`} className={createLinkClass}>
            {t('sc.marketing.promo.create_product')}
          </Link>
        }
      />
    )
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label={t('sc.marketing.promo.list_label')}>
        {page.data.map((p) => (
          <li key={p._id} className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-neutral-200 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <Link to={detailHref(p)} className="font-semibold text-neutral-900 hover:underline">
                {p.name}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-neutral-700">
                <MarketingStatus status={p.status} />
                <StatusBadge>{t(`sc.marketing.promo.type.${p.type}`)}</StatusBadge>
                <span>{t('sc.marketing.promo.items_count', { count: p.items.length })}</span>
              </p>
              <p className="mt-1 text-xs text-neutral-700">
                <Period start={p.start_time} end={p.ended_at ?? p.end_time} />
              </p>
              <p className="mt-1 text-xs text-neutral-700">
                {t('sc.marketing.promo.results_line', { units: p.results.units, revenue: formatVnd(p.results.revenue) })}
              </p>
            </div>
            <LifecycleActions
              api={api}
              id={p._id}
              name={p.name}
              status={p.status}
              editHref={`${path}/cap-nhat/${p._id}?type=${p.type}`}
              compact
            />
          </li>
        ))}
      </ul>
      <Pagination meta={page.meta} />
    </>
  )
}

/** One promotion: its results, facts and discounted products with what each sold. */
export function PromotionDetail({ promotion: p }: { promotion: TPromotion }) {
  const t = useSellerT()
  return (
    <div className="flex flex-col gap-4">
      <LifecycleActions
        api={api}
        id={p._id}
        name={p.name}
        status={p.status}
        editHref={`${path}/cap-nhat/${p._id}?type=${p.type}`}
        afterDelete={path}
      />
      {p.status === 'ended' && (
        <p className="rounded-lg bg-neutral-100 px-3 py-2 text-sm text-neutral-800">{t('sc.marketing.not_editable')}</p>
      )}
      <Section title={t('sc.marketing.promo.results')}>
        <PromotionResults promotion={p} />
      </Section>
      <Section title={t('sc.marketing.promo.info')}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('sc.marketing.status_label')}>
            <MarketingStatus status={p.status} />
            {p.ended_at && <span className="ml-2 text-xs text-neutral-700">{t('sc.marketing.ended_manually')}</span>}
          </Fact>
          <Fact label={t('sc.marketing.promo.type_label')}>{t(`sc.marketing.promo.type.${p.type}`)}</Fact>
          <Fact label={t('sc.marketing.period')}>
            <Period start={p.start_time} end={p.ended_at ?? p.end_time} />
          </Fact>
          <Fact label={t('sc.marketing.promo.description')}>{p.description || '—'}</Fact>
          <Fact label={t('sc.marketing.updated_at')}>{formatDateTime(p.updated_at, t.lang)}</Fact>
        </dl>
      </Section>
      <Section title={t('sc.marketing.promo.items', { count: p.items.length })}>
        <ul className="flex flex-col divide-y divide-neutral-100">
          {p.items.map((i) => (
            <li key={i._id} className="flex flex-wrap items-center gap-3 py-2">
              <ProductThumb src={i.product_image} size={48} />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm">{i.product_name}</p>
                {i.variant_options && (
                  <p className="text-xs text-neutral-700">{i.variant_options.join(', ') || t('sc.marketing.promo.default_variant')}</p>
                )}
                <p className="text-xs text-neutral-700">
                  {formatVnd(i.base_price)} →{' '}
                  <strong className="text-brand-700">{formatVnd(promotionUnitPrice(i.base_price, i.discount_percent))}</strong> (-
                  {i.discount_percent}%)
                </p>
              </div>
              <p className="text-xs text-neutral-700">
                {t('sc.marketing.promo.sold_of', {
                  sold: i.sold,
                  limit: i.product_limit ?? t('sc.marketing.promo.unlimited'),
                })}
                {i.purchase_limit !== null && <> · {t('sc.marketing.promo.per_buyer', { count: i.purchase_limit })}</>}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}
