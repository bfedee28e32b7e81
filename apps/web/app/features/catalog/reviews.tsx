import { useT } from '#web/lib/i18n/index.ts'
import { formatDate, formatRating } from './format.ts'
import { Pagination } from './pagination.tsx'
import { Stars } from './stars.tsx'
import type { PageMeta, Review, ReviewSummary } from './types.ts'

/** Rating summary (average, count, a bar per star) and the reviews, paged with links (`review_page`). */
export function Reviews({ summary, items, meta }: { summary: ReviewSummary; items: Review[]; meta: PageMeta | null }) {
  const t = useT()
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-20 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6">
      <h2 id="reviews-title" className="mb-4 text-lg font-bold">
        {t('product.reviews')}
      </h2>
      <div
        className="mb-4 flex flex-col gap-4 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:gap-8"
        data-testid="rating-summary"
      >
        <div className="flex flex-col items-center">
          <p className="text-3xl font-bold text-brand-700">
            {formatRating(summary.average)}
            <span className="text-base font-normal text-neutral-700"> / 5</span>
          </p>
          <Stars value={summary.average} className="text-xl" />
          <p className="text-sm text-neutral-700">{t('product.reviews_count', { count: summary.count })}</p>
        </div>
        <ul className="flex flex-1 flex-col gap-1">
          {[5, 4, 3, 2, 1].map((n) => {
            const count = summary.by_rating[n as 1 | 2 | 3 | 4 | 5] ?? 0
            return (
              <li key={n} className="flex items-center gap-2 text-sm">
                <span className="w-12 shrink-0 text-neutral-700">{t('product.stars', { n })}</span>
                <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-white">
                  <span className="block h-full bg-amber-500" style={{ width: `${summary.count ? (count / summary.count) * 100 : 0}%` }} />
                </span>
                <span className="w-8 shrink-0 text-right text-neutral-700">{count}</span>
              </li>
            )
          })}
        </ul>
      </div>
      {items.length === 0 ? (
        <p className="py-6 text-center text-neutral-700">{t('product.no_reviews')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200">
          {items.map((r) => (
            <li key={r._id} className="flex flex-col gap-1.5 py-4">
              <div className="flex items-center gap-2">
                <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-neutral-200 text-sm font-semibold">
                  {r.user.userName.charAt(0).toUpperCase()}
                </span>
                <div className="flex flex-col">
                  <span className="text-sm font-semibold">{r.user.userName}</span>
                  <span className="text-xs text-neutral-600">
                    <Stars value={r.rating} /> <span className="sr-only">{t('catalog.rating', { rating: r.rating })}</span>
                    {formatDate(r.created_at, t.lang)}
                    {r.variant_label && ` · ${r.variant_label}`}
                  </span>
                </div>
              </div>
              <p className="text-sm whitespace-pre-line text-neutral-900">{r.content}</p>
              {r.images.length > 0 && (
                <ul className="flex gap-2">
                  {r.images.map((src) => (
                    <li key={src}>
                      <img src={src} alt="" width={72} height={72} loading="lazy" className="size-18 rounded-lg object-cover" />
                    </li>
                  ))}
                </ul>
              )}
              {r.seller_reply && (
                <div className="rounded-lg bg-neutral-100 p-3 text-sm">
                  <p className="font-semibold">{t('product.seller_reply')}</p>
                  <p className="whitespace-pre-line text-neutral-800">{r.seller_reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {meta && <Pagination meta={meta} param="review_page" hash="#reviews" />}
    </section>
  )
}
