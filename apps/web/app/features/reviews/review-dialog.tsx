import { REVIEW_RULES, type TMyReview } from '@xinh/contracts'
import { Heart, ImageOff } from 'lucide-react'
import { Suspense, lazy, useId, useState } from 'react'
import { track } from '#web/features/tracking/track.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { EvidencePicker, useEvidence } from '#web/features/returns/evidence-picker.tsx'
import { dayMonth } from './format.ts'
import type { ReturnOrder, ReviewTarget } from './types.ts'

const ReturnDialog = lazy(() => import('#web/features/returns/return-dialog.tsx'))

type Errors = Partial<Record<'rating' | 'content' | 'media' | 'form', string>>

/**
 * The review form (its own chunk, loaded when first opened): hearts 1–5, text up to 150
 * characters with a counter, up to 5 photos and 1 video uploading with progress, and the name
 * shown or hidden. With `review` it is the one edit. A written review of 1–3 hearts whose order
 * is still within its return window offers return-and-refund (the return guide's steps 3–4).
 */
export default function ReviewDialog({
  target,
  review,
  order,
  open,
  onClose,
}: {
  target: ReviewTarget
  review?: TMyReview | null
  order?: ReturnOrder | null
  open: boolean
  onClose: () => void
}) {
  const t = useT()
  const [written, setWritten] = useState<TMyReview | null>(null)
  const [returning, setReturning] = useState(false)
  const close = () => {
    setWritten(null)
    onClose()
  }
  return (
    <>
      <Dialog
        open={open && !returning}
        onOpenChange={(o) => !o && close()}
        title={review ? t('rv.edit_title') : t('rv.write_title')}
        description={target.name}
      >
        {open && !written && <ReviewForm target={target} review={review} onDone={setWritten} />}
        {written && (
          <div className="flex flex-col gap-4" data-testid="review-done">
            <p className="text-sm text-neutral-800" role="status">
              {t('rv.thanks')}
            </p>
            {written.can_return && order ? (
              <div className="flex flex-col gap-3 rounded-xl bg-brand-50/60 p-3 text-sm" data-testid="review-return-offer">
                <p>{t('rv.return_offer')}</p>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => setReturning(true)} data-testid="review-return-open">
                    {t('rv.return_action')}
                  </Button>
                  <Button variant="secondary" onClick={close}>
                    {t('rv.return_later')}
                  </Button>
                </div>
              </div>
            ) : (
              <Button onClick={close} className="self-end">
                {t('rv.close')}
              </Button>
            )}
          </div>
        )}
      </Dialog>
      {returning && order && written && (
        <Suspense fallback={null}>
          <ReturnDialog
            order={order}
            source="review"
            initialRating={written.rating}
            open
            onClose={() => {
              setReturning(false)
              close()
            }}
          />
        </Suspense>
      )}
    </>
  )
}

function ReviewForm({ target, review, onDone }: { target: ReviewTarget; review?: TMyReview | null; onDone: (r: TMyReview) => void }) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const id = useId()
  // 5 photos and 1 video (spec §5/§9, issue 16)
  const evidence = useEvidence({ max: REVIEW_RULES.imagesMax + REVIEW_RULES.videosMax })
  const [rating, setRating] = useState<number | undefined>(review?.rating)
  const [content, setContent] = useState(review?.content ?? '')
  const [anonymous, setAnonymous] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)
  const kept = review ? [...review.images, ...(review.video ? [review.video] : [])] : []
  const [keep, setKeep] = useState<string[]>(kept)
  const length = [...content.trim()].length

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const next: Errors = {}
    if (!rating) next.rating = t('rv.rating_required')
    if (length > REVIEW_RULES.contentMax) next.content = t('rv.too_long', { max: REVIEW_RULES.contentMax })
    const videos = evidence.uploads.filter((u) => u.kind === 'video').length + (keep.includes(review?.video ?? '\0') ? 1 : 0)
    const photos =
      evidence.uploads.length - evidence.uploads.filter((u) => u.kind === 'video').length + keep.filter((u) => u !== review?.video).length
    if (videos > REVIEW_RULES.videosMax || photos > REVIEW_RULES.imagesMax) next.media = t('rv.media_limit')
    if (evidence.uploading) next.media = t('rv.media_wait')
    setErrors(next)
    if (Object.keys(next).length > 0) return
    const uploadedVideo = evidence.uploads.find((u) => u.kind === 'video' && u.url)?.url
    const body = {
      rating,
      content: content.trim(),
      images: [
        ...keep.filter((u) => u !== review?.video),
        ...evidence.uploads.filter((u) => u.kind === 'image' && u.url).map((u) => u.url as string),
      ],
      video: uploadedVideo ?? (review?.video && keep.includes(review.video) ? review.video : null),
    }
    setSubmitting(true)
    try {
      const saved = review
        ? await api.put<TMyReview>(`/api/v1/mobile/feedbacks/${review._id}`, body)
        : await api.post<TMyReview>('/api/v1/mobile/feedbacks', { ...body, order_item_id: target.order_item_id, is_anonymous: anonymous })
      if (!review && rating) track('RatingOrder', { object_id: target.order_item_id, metadata: { rating } }) // trackwire (issue 18): a new review
      toast(review ? t('rv.edited_toast') : t('rv.written_toast'), 'success')
      onDone(saved)
      await refresh()
    } catch (e) {
      const message = e instanceof ApiError && e.message ? e.message : t('common.network_error')
      const fields = e instanceof ApiError ? e.fields : undefined
      setErrors({
        form: fields ? undefined : message,
        ...(fields?.content ? { content: fields.content } : {}),
        ...(fields?.rating ? { rating: fields.rating } : {}),
        ...(fields && Object.keys(fields).some((f) => f.startsWith('images') || f === 'video') ? { media: message } : {}),
        ...(fields && !fields.content && !fields.rating ? { form: message } : {}),
      })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="review-form"
      aria-busy={submitting || undefined}
    >
      <FormError message={errors.form} />
      <div className="flex items-center gap-3">
        {target.image ? (
          <img src={target.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-neutral-100 object-cover" />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
            <ImageOff aria-hidden className="size-4" />
          </span>
        )}
        <p className="min-w-0 text-sm">
          <span className="line-clamp-2 font-medium">{target.name}</span>
          {target.options.length > 0 && <span className="text-neutral-600">{target.options.join(', ')}</span>}
        </p>
      </div>
      {review?.editable_until && (
        <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900" data-testid="review-edit-once">
          {t('rv.edit_once_warning', { date: dayMonth(review.editable_until, t.lang) })}
        </p>
      )}

      <fieldset aria-invalid={Boolean(errors.rating) || undefined} aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-neutral-900">{t('rv.rating_label')}</legend>
        <div className="flex gap-1" data-testid="review-hearts">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded-lg p-1.5 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n)
                  setErrors((e) => ({ ...e, rating: undefined }))
                }}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <Heart aria-hidden className={`size-8 ${rating && n <= rating ? 'fill-brand-600 text-brand-600' : 'text-neutral-400'}`} />
              <span className="sr-only">{t('rv.hearts', { count: n })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-content`} className="text-sm font-semibold text-neutral-900">
          {t('rv.content_label')}
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          onChange={(e) => {
            setContent(e.target.value)
            setErrors((x) => ({ ...x, content: undefined }))
          }}
          rows={3}
          maxLength={REVIEW_RULES.contentMax + 20}
          placeholder={t('rv.content_placeholder')}
          aria-invalid={Boolean(errors.content) || undefined}
          aria-describedby={`${id}-counter${errors.content ? ` ${id}-content-error` : ''}`}
          className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
          data-testid="review-content"
        />
        <p
          id={`${id}-counter`}
          className={`self-end text-xs ${length > REVIEW_RULES.contentMax ? 'font-semibold text-red-700' : 'text-neutral-600'}`}
          aria-live="polite"
        >
          {t('rv.counter', { n: length, max: REVIEW_RULES.contentMax })}
        </p>
        {errors.content && (
          <p id={`${id}-content-error`} role="alert" className="text-xs font-medium text-red-700">
            {errors.content}
          </p>
        )}
      </div>

      {keep.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('rv.kept_media')}>
          {keep.map((url, i) => (
            <li key={url} className="relative">
              {url === review?.video ? (
                <video src={url} muted preload="metadata" className="size-16 rounded-lg object-cover" aria-label={t('rv.video')} />
              ) : (
                <img src={url} alt={t('rv.photo_n', { n: i + 1 })} width={64} height={64} className="size-16 rounded-lg object-cover" />
              )}
              <button
                type="button"
                onClick={() => setKeep((k) => k.filter((u) => u !== url))}
                className="absolute -top-2 -right-2 min-h-8 min-w-8 rounded-full bg-black/70 text-xs text-white"
                aria-label={t('rv.remove_media', { n: i + 1 })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <EvidencePicker
        evidence={evidence}
        error={errors.media}
        describedBy={`${id}-media-hint`}
        label={t('rv.media_label')}
        hint={t('rv.media_hint', { photos: REVIEW_RULES.imagesMax, videos: REVIEW_RULES.videosMax })}
      />

      {!review && (
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} className="size-5 accent-brand-600" />
          {t('rv.anonymous')}
        </label>
      )}
      <Button type="submit" disabled={submitting} data-testid="review-submit">
        {submitting ? t('rv.sending') : review ? t('rv.save_edit') : t('rv.submit')}
      </Button>
    </form>
  )
}
