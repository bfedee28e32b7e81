import { REVIEW_RULES, type TSellerReview } from '@xinh/contracts'
import { Heart, ImageOff } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#web/features/catalog/format.ts'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { useToast } from '#web/ui/toast.tsx'

/** One review in the seller centre: product, buyer, hearts, text (as text), media, and the reply — written once. */
export function SellerReviewCard({ review: r }: { review: TSellerReview }) {
  const t = useSellerT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const length = [...text.trim()].length

  async function reply(event: React.FormEvent) {
    event.preventDefault()
    if (length === 0) return setError(t('sc.rv.reply_required'))
    if (length > REVIEW_RULES.replyMax) return setError(t('sc.rv.reply_too_long', { max: REVIEW_RULES.replyMax }))
    setSending(true)
    setError(undefined)
    try {
      await api.post(`/api/v1/seller/feedbacks/${r._id}/reply`, { content: text.trim() })
      toast(t('sc.rv.replied_toast'), 'success')
      setOpen(false)
      await refresh()
    } catch (e) {
      setError(e instanceof ApiError && e.message ? (e.fields?.content ?? e.message) : t('common.network_error'))
    } finally {
      setSending(false)
    }
  }

  return (
    <article
      className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-neutral-200"
      data-testid="seller-review"
      data-review-id={r._id}
    >
      <header className="flex items-center gap-3">
        {r.product.image ? (
          <img src={r.product.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg object-cover" />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
            <ImageOff aria-hidden className="size-4" />
          </span>
        )}
        <div className="min-w-0 flex-1 text-sm">
          <Link to={`/san-pham/${r.product._id}`} className="line-clamp-1 font-semibold hover:text-brand-700">
            {r.product.name}
          </Link>
          <p className="text-neutral-600">
            {r.user.userName} · {formatDate(r.created_at, t.lang)}
            {r.order_code && ` · ${t('sc.rv.order', { code: r.order_code })}`}
          </p>
        </div>
      </header>
      <p className="flex items-center gap-0.5" data-testid="seller-review-rating">
        {[1, 2, 3, 4, 5].map((n) => (
          <Heart key={n} aria-hidden className={`size-4 ${n <= r.rating ? 'fill-brand-600 text-brand-600' : 'text-neutral-300'}`} />
        ))}
        <span className="sr-only">{t('sc.rv.hearts', { n: r.rating })}</span>
        {r.is_edited && <span className="ml-2 rounded bg-neutral-100 px-1.5 text-xs text-neutral-700">{t('sc.rv.edited')}</span>}
      </p>
      {r.content && <p className="text-sm whitespace-pre-line text-neutral-900">{r.content}</p>}
      {(r.images.length > 0 || r.video) && (
        <ul className="flex flex-wrap gap-2">
          {r.images.map((src, i) => (
            <li key={src}>
              <img
                src={src}
                alt={t('sc.rv.photo_n', { n: i + 1 })}
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-lg object-cover"
              />
            </li>
          ))}
          {r.video && (
            <li>
              {/* biome-ignore lint/a11y/useMediaCaption: a buyer's own clip comes without captions to offer */}
              <video src={r.video} controls preload="none" className="h-16 w-24 rounded-lg bg-black" aria-label={t('sc.rv.video')} />
            </li>
          )}
        </ul>
      )}
      {r.seller_reply ? (
        <div className="rounded-lg bg-neutral-100 p-3 text-sm" data-testid="seller-review-reply">
          <p className="font-semibold">{t('sc.rv.your_reply')}</p>
          <p className="whitespace-pre-line text-neutral-800">{r.seller_reply}</p>
        </div>
      ) : open ? (
        <form onSubmit={(e) => void reply(e)} noValidate className="flex flex-col gap-2" data-testid="seller-reply-form">
          <label htmlFor={`${id}-reply`} className="text-sm font-semibold">
            {t('sc.rv.reply_label')}
          </label>
          <textarea
            id={`${id}-reply`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
            data-testid="seller-reply-text"
          />
          <p id={`${id}-hint`} className="text-xs text-neutral-600">
            {t('sc.rv.reply_hint', { n: length, max: REVIEW_RULES.replyMax })}
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" loading={sending} data-testid="seller-reply-submit">
              {t('sc.rv.reply_submit')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('sc.rv.reply_cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)} data-testid="seller-reply-open">
          {t('sc.rv.reply_open')}
        </Button>
      )}
    </article>
  )
}
