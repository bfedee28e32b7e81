import { BadgeCheck } from 'lucide-react'
import { useT } from '#web/lib/i18n/index.ts'
import { compactCount, formatNumber, formatRating } from './format.ts'
import { Stars } from './stars.tsx'
import type { ProductDetail, ReviewSummary } from './types.ts'

const badge = 'flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-medium text-neutral-800 ring-1 ring-neutral-200'

/** Under the product's name: its rating (a link to the reviews), sales, and what the shop guarantees. */
export default function ProductFacts({ product: p, rating }: { product: ProductDetail; rating: ReviewSummary }) {
  const t = useT()
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
        {rating.count > 0 && (
          <a href="#reviews" className="flex items-center gap-1 hover:underline">
            <span className="font-semibold text-neutral-900">{formatRating(rating.average)}</span>
            <Stars value={rating.average} />
            <span>({t('product.reviews_count', { count: formatNumber(rating.count, t.lang) })})</span>
          </a>
        )}
        {p.sold > 0 && <span>{t('catalog.sold', { count: compactCount(p.sold, t.lang) })}</span>}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t('product.details')}>
        {p.is_authentic && (
          <li className={badge}>
            <BadgeCheck aria-hidden className="size-4 text-brand-600" />
            {t('product.badge_authentic')}
          </li>
        )}
        {p.is_guaranteed && (
          <li className={badge}>
            <BadgeCheck aria-hidden className="size-4 text-brand-600" />
            {t('product.badge_guaranteed')}
          </li>
        )}
        {p.is_preorder && (
          <li className={badge}>
            <BadgeCheck aria-hidden className="size-4 text-brand-600" />
            {t('product.badge_preorder')}
          </li>
        )}
        <li className={badge}>
          <BadgeCheck aria-hidden className="size-4 text-brand-600" />
          {t('product.return_days', { days: p.return_days })}
        </li>
        <li className={badge}>
          <BadgeCheck aria-hidden className="size-4 text-brand-600" />
          {t('product.prep_days', { days: p.prep_days })}
        </li>
      </ul>
    </>
  )
}
