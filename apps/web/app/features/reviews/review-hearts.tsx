import { Heart } from 'lucide-react'
import { useT } from '#web/lib/i18n/index.ts'

/** Hearts 1–5 shown (not chosen): filled up to the rating, with the number for screen readers. */
export function ReviewHearts({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const t = useT()
  return (
    <span className="inline-flex items-center gap-0.5" data-rating={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Heart key={n} aria-hidden className={`${className} ${n <= rating ? 'fill-brand-600 text-brand-600' : 'text-neutral-300'}`} />
      ))}
      <span className="sr-only">{t('rv.hearts', { count: rating })}</span>
    </span>
  )
}
