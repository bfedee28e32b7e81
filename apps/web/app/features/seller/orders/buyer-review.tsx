import { zodResolver } from '@hookform/resolvers/zod'
import { BUYER_REVIEW_RULES, type TBuyerReview, type TBuyerReviewInput, type TOrder, ZBuyerReviewInput } from '@xinh/contracts'
import { Star } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { TextAreaField } from './fields.tsx'

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={`size-5 ${n <= rating ? 'fill-current' : 'text-neutral-300'}`} />
      ))}
    </span>
  )
}

/**
 * spec §6 "reviewing the buyer": the seller rates the buyer 1–5 stars with an optional comment
 * (spec §5 review: up to 150 characters), once per order, after delivery; afterwards the review.
 */
export function BuyerReviewCard({ order, review }: { order: TOrder; review: TBuyerReview | null }) {
  const t = useSellerT()
  const allowed = BUYER_REVIEW_RULES.statuses.includes(order.status)
  return (
    <section
      aria-labelledby="buyer-review-title"
      className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-neutral-200"
      data-testid="buyer-review"
    >
      <h2 id="buyer-review-title" className="text-sm font-semibold">
        {t('sc.orders.review_title')}
      </h2>
      {review ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="buyer-review-done">
          <Stars rating={review.rating} label={t('sc.orders.review_done', { rating: review.rating })} />
          <p>{t('sc.orders.review_done', { rating: review.rating })}</p>
          {review.comment && <p className="rounded-lg bg-neutral-50 p-2 text-neutral-800">{review.comment}</p>}
        </div>
      ) : allowed ? (
        <ReviewForm order={order} />
      ) : (
        <p className="text-sm text-neutral-700">{t('sc.orders.review_later')}</p>
      )}
    </section>
  )
}

function ReviewForm({ order }: { order: TOrder }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const fieldMessage = useFieldMessage()
  const apiErrors = useApiErrors<TBuyerReviewInput>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<TBuyerReviewInput>({ resolver: zodResolver(ZBuyerReviewInput) as never, defaultValues: { comment: '' } })
  const { errors, isSubmitting } = form.formState
  const rating = form.watch('rating')
  const length = form.watch('comment')?.length ?? 0
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.post(`/api/v1/seller/orders/${order._id}/buyer-review`, values)
      toast(t('sc.orders.reviewed_toast'), 'success')
      await revalidator.revalidate()
    } catch (e) {
      setFormError(apiErrors(e, form.setError))
    }
  })
  const ratingError = fieldMessage(errors.rating?.message)
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="buyer-review-form">
      <p className="text-sm text-neutral-700">{t('sc.orders.review_body')}</p>
      <fieldset aria-describedby={ratingError ? 'buyer-rating-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('sc.orders.review_rating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded-lg p-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              {/* the radio covers its star: a tap on the star picks it, the keyboard moves between them */}
              <input
                type="radio"
                name="buyer-rating"
                value={n}
                checked={rating === n}
                onChange={() => form.setValue('rating', n, { shouldValidate: form.formState.isSubmitted })}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{t('sc.orders.review_star', { count: n })}</span>
              <Star aria-hidden className={`size-8 ${rating && n <= rating ? 'fill-amber-400 text-amber-500' : 'text-neutral-400'}`} />
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="buyer-rating-error" role="alert" className="text-xs font-medium text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('sc.orders.review_comment')}
        maxLength={BUYER_REVIEW_RULES.commentMax}
        hint={t('sc.orders.chars', { count: length, max: BUYER_REVIEW_RULES.commentMax })}
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      <FormError message={formError} />
      <Button type="submit" loading={isSubmitting} className="self-start" data-testid="buyer-review-submit">
        {t('sc.orders.review_submit')}
      </Button>
    </form>
  )
}
