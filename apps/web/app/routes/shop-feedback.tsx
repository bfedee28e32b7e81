import { COMMUNITY_RULES } from '@xinh/contracts/community'
import { validationMessage } from '@xinh/contracts/validation'
import { CheckCircle2, MessageSquareText } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useLoaderData } from 'react-router'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, useFieldMessage } from '#web/ui/field.tsx'
import { ImagePicker } from '#web/ui/image-picker.tsx'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/shop-feedback.ts'
import type { loader as feedbackLoader } from './shop-feedback.server.ts'

export { loader } from './shop-feedback.server.ts'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]
export const ErrorBoundary = CatalogError

const MAX = COMMUNITY_RULES.feedbackMaxChars
/** Characters as the server counts them (code points: an emoji is one). */
const lengthOf = (text: string) => [...text.trim()].length

/** A buyer's feedback to a shop: ≤300 characters and one picture, sent privately to the shop. */
export default function ShopFeedbackPage() {
  const { shop } = useLoaderData<typeof feedbackLoader>()
  const t = useT()
  const { user, api, openAuth } = useApp()
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const id = useId()
  const [content, setContent] = useState('')
  const [image, setImage] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ content?: string; image?: string; form?: string }>({})
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const signedIn = Boolean(user && !user.is_guest)
  const count = lengthOf(content)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!signedIn) return openAuth('login')
    if (count === 0) return setErrors({ content: fieldMessage('v.required') })
    if (count > MAX) return setErrors({ content: validationMessage('v.too_long', t.lang, { max: MAX }) })
    setErrors({})
    setSending(true)
    try {
      await api.post(`/community/v1/shop-feedback/${shop._id}`, { content, image })
      setSent(true)
      setContent('')
      setImage(null)
      toast(t('acct.sf_sent_title'), 'success')
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) openAuth('login')
      else if (error instanceof ApiError && error.fields)
        setErrors({
          content: fieldMessage(error.fields.content),
          image: fieldMessage(error.fields.image),
          form: error.fields.content || error.fields.image ? undefined : error.message,
        })
      else setErrors({ form: error instanceof ApiError && error.message ? error.message : t('common.network_error') })
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 py-2">
      <header className="flex items-center gap-3">
        <ShopAvatar shop={shop} size={48} />
        <div className="min-w-0">
          <h1 className="text-xl font-bold">{t('acct.sf_title')}</h1>
          <Link to={`/nguoi-ban/${shop._id}`} className="text-sm font-medium text-brand-700 hover:underline">
            {shop.name}
          </Link>
        </div>
      </header>
      <p className="text-sm text-neutral-700">{t('acct.sf_intro', { shop: shop.name })}</p>
      {sent ? (
        <section
          role="status"
          className="flex flex-col items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-8 text-center ring-1 ring-emerald-200"
          data-testid="feedback-sent"
        >
          <CheckCircle2 aria-hidden className="size-10 text-emerald-700" />
          <p className="font-semibold text-emerald-900">{t('acct.sf_sent_title')}</p>
          <p className="text-sm text-emerald-900">{t('acct.sf_sent_body', { shop: shop.name })}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={() => setSent(false)}>
              {t('acct.sf_again')}
            </Button>
            <Link
              to={`/nguoi-ban/${shop._id}`}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('acct.sf_back_shop')}
            </Link>
          </div>
        </section>
      ) : (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
          data-testid="feedback-form"
        >
          {!signedIn && (
            <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              <MessageSquareText aria-hidden className="size-5 shrink-0" />
              <span className="flex-1">{t('acct.sf_login')}</span>
              <Button type="button" variant="secondary" onClick={() => openAuth('login')}>
                {t('header.login')}
              </Button>
            </p>
          )}
          <FormError message={errors.form} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-content`} className="text-sm font-semibold text-neutral-900">
              {t('acct.sf_label')}
            </label>
            <textarea
              id={`${id}-content`}
              name="content"
              value={content}
              rows={5}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={Boolean(errors.content) || count > MAX || undefined}
              aria-describedby={`${id}-count${errors.content ? ` ${id}-error` : ''}`}
              placeholder={t('acct.sf_placeholder')}
              className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base placeholder:text-neutral-500 focus:border-brand-600 aria-[invalid=true]:border-red-600"
            />
            <p
              id={`${id}-count`}
              className={`text-right text-xs ${count > MAX ? 'font-semibold text-red-700' : 'text-neutral-600'}`}
              aria-live="polite"
            >
              {t('acct.sf_counter', { count, max: MAX })}
            </p>
            {errors.content && (
              <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
                {errors.content}
              </p>
            )}
          </div>
          <ImagePicker
            value={image}
            onChange={setImage}
            error={errors.image}
            words={{
              label: t('acct.sf_image'),
              choose: t('acct.sf_image_choose'),
              uploading: t('acct.sf_image_uploading'),
              remove: t('acct.sf_image_remove'),
              empty: t('acct.sf_image_empty'),
              failed: t('acct.sf_image_failed'),
            }}
          />
          <Button type="submit" loading={sending} className="self-end" data-testid="feedback-submit">
            {t('acct.sf_submit')}
          </Button>
        </form>
      )}
    </div>
  )
}
