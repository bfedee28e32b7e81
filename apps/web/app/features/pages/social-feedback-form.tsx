import type { TReason } from '@xinh/contracts/orders'
import { SOCIAL_FEEDBACK_RULES, type TSocialFeedback, ZSocialFeedbackCreate } from '@xinh/contracts/social-feedback'
import { issuesToFields } from '@xinh/contracts/validation'
import { CheckCircle2, Megaphone } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, SelectField, TextField, useFieldMessage } from '#web/ui/field.tsx'
import { ImagePicker } from '#web/ui/image-picker.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { usePagesT } from './i18n/index.ts'

type Fields = 'organization_name' | 'decision_number' | 'email' | 'content' | 'image' | 'reason_id'
type Errors = Partial<Record<Fields | 'form', string>>
const EMPTY = { organization_name: '', decision_number: '', email: '', content: '', reason_id: '' }
const MAX = SOCIAL_FEEDBACK_RULES.contentMax

/**
 * The social-organisation feedback form (spec §5): checked in the browser with the same contracts
 * schema the server applies, then `POST /api/v1/mobile/social-feedback` (the picture goes first
 * through `POST /api/v1/image`, the media module's validated upload).
 */
export function SocialFeedbackForm({ reasons }: { reasons: TReason[] }) {
  const t = usePagesT()
  const { user, api, openAuth } = useApp()
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [image, setImage] = useState<string | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<TSocialFeedback | null>(null)
  const signedIn = Boolean(user && !user.is_guest)
  const count = [...values.content.trim()].length
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }))
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!signedIn) return openAuth('login')
    const body = { ...values, image: image ?? '' }
    const parsed = ZSocialFeedbackCreate.safeParse(body)
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues, t.lang))
    setErrors({})
    setSending(true)
    try {
      setSent(await api.post<TSocialFeedback>('/api/v1/mobile/social-feedback', parsed.data))
      setValues(EMPTY)
      setImage(null)
      toast(t('pg.sf.sent_title'), 'success')
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) openAuth('login')
      else if (error instanceof ApiError && error.fields) setErrors(error.fields)
      else setErrors({ form: error instanceof ApiError && error.message ? error.message : t('common.network_error') })
    } finally {
      setSending(false)
    }
  }

  if (sent)
    return (
      <section
        role="status"
        className="flex flex-col items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-8 text-center ring-1 ring-emerald-200"
        data-testid="social-feedback-sent"
      >
        <CheckCircle2 aria-hidden className="size-10 text-emerald-700" />
        <p className="font-semibold text-emerald-900">{t('pg.sf.sent_title')}</p>
        <p className="text-sm text-emerald-900">{t('pg.sf.sent_body')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={() => setSent(null)}>
            {t('pg.sf.again')}
          </Button>
          <Link
            to="/danh-sach"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('pg.sf.to_list')}
          </Link>
        </div>
      </section>
    )

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
      data-testid="social-feedback-form"
    >
      {!signedIn && (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <Megaphone aria-hidden className="size-5 shrink-0" />
          <span className="flex-1">{t('pg.sf.login')}</span>
          <Button type="button" variant="secondary" onClick={() => openAuth('login')}>
            {t('header.login')}
          </Button>
        </p>
      )}
      <FormError message={errors.form} />
      <TextField
        label={t('pg.sf.org')}
        hint={t('pg.sf.org_hint')}
        name="organization_name"
        value={values.organization_name}
        onChange={set('organization_name')}
        error={errors.organization_name}
        autoComplete="organization"
      />
      <TextField
        label={t('pg.sf.decision')}
        hint={t('pg.sf.decision_hint')}
        name="decision_number"
        value={values.decision_number}
        onChange={set('decision_number')}
        error={errors.decision_number}
      />
      <TextField
        label={t('pg.sf.email')}
        type="email"
        name="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <SelectField
        label={t('pg.sf.reason')}
        name="reason_id"
        value={values.reason_id}
        onChange={set('reason_id')}
        error={errors.reason_id}
        placeholder={t('pg.sf.reason_none')}
        options={reasons.map((r) => ({ value: r._id, label: r.name }))}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-content`} className="text-sm font-medium text-neutral-800">
          {t('pg.sf.content')}
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          value={values.content}
          rows={6}
          onChange={set('content')}
          aria-invalid={Boolean(errors.content) || count > MAX || undefined}
          aria-describedby={`${id}-count${errors.content ? ` ${id}-error` : ''}`}
          placeholder={t('pg.sf.content_placeholder')}
          className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base placeholder:text-neutral-500 focus:border-brand-600 aria-[invalid=true]:border-red-600"
        />
        <p
          id={`${id}-count`}
          className={`text-right text-xs ${count > MAX ? 'font-semibold text-red-700' : 'text-neutral-600'}`}
          aria-live="polite"
        >
          {t('pg.sf.counter', { count, max: MAX })}
        </p>
        {errors.content && (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
            {fieldMessage(errors.content)}
          </p>
        )}
      </div>
      <ImagePicker
        value={image}
        onChange={(url) => {
          setImage(url)
          setErrors((x) => ({ ...x, image: undefined }))
        }}
        aspect="wide"
        error={fieldMessage(errors.image)}
        words={{
          label: t('pg.sf.image'),
          hint: t('pg.sf.image_hint'),
          choose: t('pg.sf.image_choose'),
          uploading: t('pg.sf.image_uploading'),
          remove: t('pg.sf.image_remove'),
          empty: t('pg.sf.image_empty'),
          failed: t('pg.sf.image_failed'),
        }}
      />
      <Button type="submit" loading={sending} className="self-start">
        {t('pg.sf.submit')}
      </Button>
    </form>
  )
}
