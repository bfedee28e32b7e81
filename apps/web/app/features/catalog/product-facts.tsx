import type { TSizeAdvice } from '@xinh/contracts'
import { BadgeCheck, Ruler } from 'lucide-react'
import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { compactCount, formatNumber, formatRating } from './format.ts'
import { Stars } from './stars.tsx'
import type { ProductDetail, ReviewSummary } from './types.ts'

const badge = 'flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-medium text-neutral-800 ring-1 ring-neutral-200'

/** The signed-in buyer's size for this product, from their saved measurements (issue 17). */
function SizeAdvice({ advice }: { advice: TSizeAdvice }) {
  const t = useT()
  const basis = advice.reviews.shift > 0 ? 'fit.basis_runs_small' : advice.reviews.shift < 0 ? 'fit.basis_runs_large' : 'fit.basis'
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-neutral-700" data-testid="size-advice">
      <Ruler aria-hidden className="size-4 text-brand-600" />
      <strong className="font-semibold text-neutral-900">{t('fit.suggested_size', { size: advice.size ?? '' })}</strong>
      <span>
        · {t(basis)} · {t(`fit.confidence_${advice.confidence_level}`)}
      </span>
      <Link to="/trang-ca-nhan/so-do-co-the" className="text-brand-700 underline-offset-2 hover:underline">
        {t('fit.update_measurements')}
      </Link>
    </p>
  )
}

/** Under the product's name: its rating (a link to the reviews), sales, and what the shop guarantees. */
export default function ProductFacts({
  product: p,
  rating,
}: {
  product: ProductDetail & { size_advice?: TSizeAdvice | null }
  rating: ReviewSummary
}) {
  const t = useT()
  return (
    <>
      {p.size_advice?.size && <SizeAdvice advice={p.size_advice} />}
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
