import type { TMyReview } from '@xinh/contracts'
import { useT } from '#web/lib/i18n/index.ts'
import { formatDate } from '#web/features/catalog/format.ts'
import { dayMonth } from './format.ts'
import { ReviewHearts } from './review-hearts.tsx'

/** A review as its author sees it: hearts, text (as text), media, the seller's reply and whether the one edit is left. */
export function MyReviewBody({ review }: { review: TMyReview }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-1.5 text-sm" data-testid="my-review">
      <p className="flex flex-wrap items-center gap-2 text-neutral-700">
        <ReviewHearts rating={review.rating} />
        <span>{formatDate(review.created_at, t.lang)}</span>
        {review.is_edited && <span className="rounded bg-neutral-100 px-1.5 text-xs">{t('rv.edited')}</span>}
      </p>
      {review.content && (
        <p className="whitespace-pre-line text-neutral-900" data-testid="my-review-content">
          {review.content}
        </p>
      )}
      {(review.images.length > 0 || review.video) && (
        <ul className="flex flex-wrap gap-2">
          {review.images.map((src, i) => (
            <li key={src}>
              <img
                src={src}
                alt={t('rv.photo_n', { n: i + 1 })}
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-lg object-cover"
              />
            </li>
          ))}
          {review.video && (
            <li>
              {/* biome-ignore lint/a11y/useMediaCaption: a buyer's own clip comes without captions to offer */}
              <video
                src={review.video}
                controls
                preload="none"
                className="h-16 w-24 rounded-lg bg-black object-cover"
                aria-label={t('rv.video')}
              />
            </li>
          )}
        </ul>
      )}
      {review.seller_reply && (
        <div className="rounded-lg bg-neutral-100 p-3" data-testid="my-review-reply">
          <p className="font-semibold">{t('product.seller_reply')}</p>
          <p className="whitespace-pre-line text-neutral-800">{review.seller_reply}</p>
        </div>
      )}
      <p className="text-xs text-neutral-600" data-testid="my-review-edit-note">
        {review.editable_until
          ? t('rv.edit_once_until', { date: dayMonth(review.editable_until, t.lang) })
          : review.edit_count > 0
            ? t('rv.edit_used')
            : t('rv.edit_expired')}
      </p>
    </div>
  )
}
