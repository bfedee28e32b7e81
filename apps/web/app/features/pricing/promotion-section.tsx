import type { TPublicPromotion } from '@xinh/contracts'
import { Flame, Store } from 'lucide-react'
import { Link } from 'react-router'
import { ProductGrid } from '#web/features/catalog/islands.tsx'
import type { Provinces } from '#web/features/catalog/types.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { Countdown } from './countdown.tsx'
import { formatDateTime } from './format.ts'

/**
 * One promotion on /uu-dai: its name, shop, biggest discount and time left (or time to start),
 * then its products at the promotion price (server-rendered product cards). An upcoming
 * promotion says its prices apply once it starts.
 */
export function PromotionSection({ p, provinces, eager }: { p: TPublicPromotion; provinces: Provinces; eager: boolean }) {
  const t = useT()
  const running = p.status === 'running'
  const headingId = `promotion-${p._id}`
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-3 ring-1 ring-neutral-200 sm:p-4"
      data-testid="promotion"
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ${running ? 'bg-brand-600 text-white' : 'bg-amber-100 text-amber-900'}`}
          >
            {running && <Flame aria-hidden className="size-3.5" />}
            {running ? t('promotions.running') : t('promotions.upcoming')}
          </span>
          {p.max_discount_percent > 0 && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">
              {t('promotions.up_to', { percent: p.max_discount_percent })}
            </span>
          )}
        </div>
        <h2 id={headingId} className="text-lg font-bold text-neutral-900 sm:text-xl">
          {p.name}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {p.shop && (
            <Link
              to={`/nguoi-ban/${p.shop._id}`}
              className="flex items-center gap-1 text-sm text-neutral-700 hover:text-brand-700 hover:underline"
            >
              <Store aria-hidden className="size-4" />
              {t('promotions.by_shop', { shop: p.shop.name })}
            </Link>
          )}
          {running ? (
            <Countdown
              to={p.end_time}
              label={t('promotions.ends_in')}
              fallback={t('promotions.ends_at', { date: formatDateTime(p.end_time, t.lang) })}
            />
          ) : (
            <Countdown
              to={p.start_time}
              label={t('promotions.starts_in')}
              fallback={t('promotions.starts_at', { date: formatDateTime(p.start_time, t.lang) })}
            />
          )}
        </div>
        {p.description && <p className="text-sm text-neutral-700">{p.description}</p>}
        {!running && <p className="text-sm font-medium text-amber-900">{t('promotions.upcoming_prices')}</p>}
      </header>
      {p.products.length > 0 && (
        <ProductGrid
          items={p.products}
          provinces={provinces}
          eager={eager ? 2 : 0}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5"
        />
      )}
      {p.product_count > p.products.length && (
        <p className="text-sm text-neutral-600">{t('promotions.product_count', { count: p.product_count })}</p>
      )}
    </section>
  )
}
