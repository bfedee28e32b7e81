import type { TReason } from '@xinh/contracts'
import { Flag, ThumbsUp } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { formatDate, formatRating } from './format.ts'
import { Pagination } from './pagination.tsx'
import { Stars } from './stars.tsx'
import type { PageMeta, Review, ReviewSummary } from './types.ts'

/** The review filters in the URL (`review_rating`, `review_photos`), each link keeping the other parameters. */
function useFilterLinks() {
  const { search, pathname } = useLocation()
  const sp = new URLSearchParams(search)
  const rating = sp.get('review_rating')
  const photos = sp.get('review_photos') === '1'
  const href = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(search)
    next.delete('review_page')
    next.delete('review_reported')
    next.delete('review_report_failed')
    for (const [k, v] of Object.entries(change)) {
      if (v === null) next.delete(k)
      else next.set(k, v)
    }
    const q = next.toString()
    return `${pathname}${q ? `?${q}` : ''}#reviews`
  }
  // the report form came back (routes/reviews-report.ts); the links below never carry these on
  const reported = sp.get('review_reported')
  const reportFailed = sp.get('review_report_failed')
  const clean = new URLSearchParams(search)
  clean.delete('review_reported')
  clean.delete('review_report_failed')
  const q = clean.toString()
  return { rating, photos, href, pathname, search: q ? `?${q}` : '', reported, reportFailed }
}

/**
 * "Báo cáo" under a review (notify2): a native disclosure holding a plain form — no JavaScript on
 * the product page for it — posting the reason to routes/reviews-report.ts. The reasons are the
 * server's (`GET /api/v1/public/reasons?type=report`, read by the loader).
 */
function ReportReview({ id, next, reasons }: { id: string; next: string; reasons: TReason[] }) {
  const t = useT()
  return (
    <details className="group text-sm" data-testid="review-report">
      <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-neutral-700 hover:bg-neutral-100">
        <Flag aria-hidden className="size-4" />
        {t('rv.report')}
      </summary>
      <form
        method="post"
        action={`/danh-gia/${id}/bao-cao?next=${encodeURIComponent(next)}`}
        className="mt-2 flex w-72 max-w-full flex-col gap-2 rounded-lg bg-neutral-50 p-3 ring-1 ring-neutral-200"
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold">{t('rv.report_title')}</legend>
          {reasons.map((reason, i) => (
            <label key={reason._id} className="flex min-h-10 items-center gap-2">
              <input type="radio" name="reason" value={reason._id} required defaultChecked={i === 0} className="size-4" />
              {reason.name}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1">
          {t('rv.report_note')}
          <textarea name="note" maxLength={300} rows={2} className="rounded-lg border border-neutral-300 p-2" />
        </label>
        <button type="submit" className="min-h-10 self-start rounded-lg bg-brand-600 px-3 font-medium text-white hover:bg-brand-700">
          {t('rv.report_send')}
        </button>
      </form>
    </details>
  )
}

/**
 * Rating summary (average, count, a bar per heart level, with photos), filters kept in the URL
 * (plain links: the section is server HTML, see `island`), the reviews (text rendered as text),
 * "helpful" as a plain form (routes/reviews-helpful.ts), paged with links (`review_page`).
 */
export function Reviews({
  summary,
  items,
  meta,
  reportReasons,
}: {
  summary: ReviewSummary
  items: Review[]
  meta: PageMeta | null
  reportReasons: TReason[]
}) {
  const t = useT()
  const f = useFilterLinks()
  const keep = { preventScrollReset: true, 'data-prevent-scroll-reset': true }
  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium ring-1 ${active ? 'bg-brand-50 text-brand-700 ring-brand-600' : 'text-neutral-800 ring-neutral-300 hover:bg-neutral-100'}`
  const next = `${f.pathname}${f.search}`
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
      {summary.count > 0 && (
        <nav aria-label={t('rv.filters')} className="mb-2">
          <ul className="flex flex-wrap gap-2" data-testid="review-filters">
            <li>
              <Link
                to={f.href({ review_rating: null, review_photos: null })}
                className={chip(!f.rating && !f.photos)}
                {...keep}
                aria-current={!f.rating && !f.photos ? 'true' : undefined}
              >
                {t('rv.filter_all')}
              </Link>
            </li>
            <li>
              <Link
                to={f.href({ review_photos: f.photos ? null : '1' })}
                className={chip(f.photos)}
                aria-current={f.photos ? 'true' : undefined}
                data-testid="review-filter-photos"
                {...keep}
              >
                {t('rv.filter_photos', { count: summary.with_images ?? 0 })}
              </Link>
            </li>
            {[5, 4, 3, 2, 1].map((n) => (
              <li key={n}>
                <Link
                  to={f.href({ review_rating: f.rating === String(n) ? null : String(n) })}
                  className={chip(f.rating === String(n))}
                  aria-current={f.rating === String(n) ? 'true' : undefined}
                  data-testid={`review-filter-${n}`}
                  {...keep}
                >
                  {t('rv.filter_hearts', { n, count: summary.by_rating[n as 1 | 2 | 3 | 4 | 5] ?? 0 })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {items.length === 0 ? (
        <p className="py-6 text-center text-neutral-700">{f.rating || f.photos ? t('rv.filter_empty') : t('product.no_reviews')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200" data-testid="review-list">
          {items.map((r) => (
            <li key={r._id} id={`review-${r._id}`} className="flex scroll-mt-20 flex-col gap-1.5 py-4" data-testid="review">
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
                    {r.is_edited && ` · ${t('rv.edited')}`}
                  </span>
                </div>
              </div>
              <p className="text-sm whitespace-pre-line text-neutral-900">{r.content}</p>
              {(r.images.length > 0 || r.video) && (
                <ul className="flex flex-wrap gap-2">
                  {r.images.map((src) => (
                    <li key={src}>
                      <img src={src} alt="" width={72} height={72} loading="lazy" className="size-18 rounded-lg object-cover" />
                    </li>
                  ))}
                  {r.video && (
                    <li>
                      {/* biome-ignore lint/a11y/useMediaCaption: a buyer's own clip comes without captions to offer */}
                      <video src={r.video} controls preload="none" className="h-18 w-28 rounded-lg bg-black" aria-label={t('rv.video')} />
                    </li>
                  )}
                </ul>
              )}
              {r.seller_reply && (
                <div className="rounded-lg bg-neutral-100 p-3 text-sm">
                  <p className="font-semibold">{t('product.seller_reply')}</p>
                  <p className="whitespace-pre-line text-neutral-800">{r.seller_reply}</p>
                </div>
              )}
              <div className="flex flex-wrap items-start gap-1">
                <form method="post" action={`/danh-gia/${r._id}/huu-ich?next=${encodeURIComponent(next)}`}>
                  <button
                    type="submit"
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm text-neutral-700 hover:bg-neutral-100"
                    data-testid="review-helpful"
                  >
                    <ThumbsUp aria-hidden className="size-4" />
                    {t('rv.helpful', { count: r.helpful_count ?? 0 })}
                  </button>
                </form>
                <ReportReview id={r._id} next={next} reasons={reportReasons} />
              </div>
              {f.reported === r._id && (
                <p role="status" className="text-sm text-green-800" data-testid="review-report-done">
                  {t('rv.report_done')}
                </p>
              )}
              {f.reportFailed === r._id && (
                <p role="alert" className="text-sm text-red-700">
                  {t('rv.report_failed')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {meta && <Pagination meta={meta} param="review_page" hash="#reviews" />}
    </section>
  )
}
