import type { TContactReceipt } from '@xinh/contracts/social-feedback'
import { useId, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, TextField, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { usePagesT } from './i18n/index.ts'

const EMPTY = { name: '', phone: '', email: '', message: '' }
/** contracts CONTACT_RULES.phoneMax (spec §5: up to 11 digits); the schema itself loads on submit */
const PHONE_MAX = 11
type Errors = Partial<Record<keyof typeof EMPTY | 'form', string>>

/**
 * The landing contact form (spec §2; §5: phone digits only, up to 11): checked with the contracts
 * schema, then `POST /api/v1/public/contact`, which stores it and e-mails the support inbox.
 * The phone field drops anything but digits as it is typed. The schema is imported on submit, so
 * the landing pages that carry the form (/seller, /download) do not ship zod up front.
 */
export function ContactForm({ source }: { source: 'seller' | 'download' | 'home' }) {
  const t = usePagesT()
  const { api } = useApp()
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    const value = field === 'phone' ? e.target.value.replace(/\D/g, '').slice(0, PHONE_MAX) : e.target.value
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }))
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    // the contracts schema (zod) loads with the first submit: landing pages stay within their JS budget
    const [{ ZContactCreate }, { issuesToFields }] = await Promise.all([
      import('@xinh/contracts/social-feedback'),
      import('@xinh/contracts/validation'),
    ])
    const parsed = ZContactCreate.safeParse({ ...values, source })
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues, t.lang))
    setErrors({})
    setSending(true)
    try {
      await api.post<TContactReceipt>('/api/v1/public/contact', parsed.data)
      setSent(true)
      setValues(EMPTY)
      toast(t('pg.contact.sent'), 'success')
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields)
      else setErrors({ form: error instanceof ApiError && error.message ? error.message : t('common.network_error') })
    } finally {
      setSending(false)
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6"
      data-testid="contact-form-body"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('pg.contact.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{t('pg.contact.intro')}</p>
      {sent ? (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
          {t('pg.contact.sent')}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormError message={errors.form} />
          </div>
          <TextField
            label={t('pg.contact.name')}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            label={t('pg.contact.phone')}
            hint={t('pg.contact.phone_hint')}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={PHONE_MAX}
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t('pg.contact.email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              error={errors.email}
            />
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={`${id}-message`} className="text-sm font-medium text-neutral-800">
              {t('pg.contact.message')}
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={4}
              value={values.message}
              onChange={set('message')}
              aria-invalid={Boolean(errors.message) || undefined}
              aria-describedby={errors.message ? `${id}-message-error` : undefined}
              className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base focus:border-brand-600 aria-[invalid=true]:border-red-600"
            />
            {errors.message && (
              <p id={`${id}-message-error`} role="alert" className="text-xs font-medium text-red-700">
                {fieldMessage(errors.message)}
              </p>
            )}
          </div>
          <Button type="submit" loading={sending} className="justify-self-start">
            {t('pg.contact.submit')}
          </Button>
        </form>
      )}
    </section>
  )
}
