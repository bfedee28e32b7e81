import { PHONE_RE } from '@xinh/contracts'
import { CheckCircle2 } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, TextField, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'

export const meta = () => [{ title: 'Xác minh tài khoản – Xinh' }]

function useCountdown() {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const id = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(id)
  }, [left])
  return [left, setLeft] as const
}

const errorText = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.message ? (Object.values(e.fields ?? {})[0] ?? e.message) : fallback

export default function VerificationPage() {
  const t = useT()
  const { user } = useApp()
  if (!user) return null
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-bold">{t('verify.title')}</h1>
        <p className="text-sm text-neutral-600">{t('verify.subtitle')}</p>
      </header>
      <OtpSection kind="phone" verified={user.phone_verified} current={user.phoneNumber ?? ''} />
      <OtpSection kind="email" verified={user.email_verified} current={user.email ?? ''} />
      <IdentitySection status={user.identity_status} />
    </div>
  )
}

function OtpSection({ kind, verified, current }: { kind: 'phone' | 'email'; verified: boolean; current: string }) {
  const t = useT()
  const { api, refreshUser: refresh } = useApp()
  const toast = useToast()
  const [target, setTarget] = useState(current)
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [wait, setWait] = useCountdown()
  const fieldMessage = useFieldMessage()

  async function send() {
    setError(undefined)
    if (kind === 'phone' && !PHONE_RE.test(target.replace(/[\s.-]/g, ''))) {
      setError(fieldMessage('v.phone'))
      return
    }
    setBusy(true)
    try {
      const q =
        kind === 'phone'
          ? `/community/v1/verify/phone?phone=${encodeURIComponent(target)}`
          : `/community/v1/verify/email?email=${encodeURIComponent(target)}`
      const res = await api.get<{ resend_after: number }>(q)
      setSentTo(target)
      setWait(res.resend_after)
    } catch (e) {
      setError(errorText(e, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault()
    setError(undefined)
    if (!/^\d{6}$/.test(code.trim())) {
      setError(fieldMessage('v.otp'))
      return
    }
    setBusy(true)
    try {
      await api.post(kind === 'phone' ? '/community/v1/verify/confirm' : '/community/v1/verify/email/confirm', { code: code.trim() })
      toast(kind === 'phone' ? t('verify.phone_done') : t('verify.email_done'), 'success')
      setSentTo(undefined)
      setCode('')
      await refresh()
    } catch (err) {
      setError(errorText(err, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }

  const label = kind === 'phone' ? t('verify.phone') : t('verify.email')
  return (
    <section aria-labelledby={`verify-${kind}`} className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4">
      <h2 id={`verify-${kind}`} className="flex items-center gap-2 font-semibold">
        {label}
        {verified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
            <CheckCircle2 aria-hidden className="size-3.5" />
            {t('profile.verified')}
          </span>
        )}
      </h2>
      <FormError message={error} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={label}
            type={kind === 'phone' ? 'tel' : 'email'}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            autoComplete={kind === 'phone' ? 'tel' : 'email'}
          />
        </div>
        <Button type="button" variant="secondary" loading={busy && !sentTo} disabled={wait > 0 || !target} onClick={() => void send()}>
          {wait > 0 ? t('verify.resend_in', { seconds: wait }) : t('verify.send_code')}
        </Button>
      </div>
      {sentTo && (
        <form onSubmit={confirm} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <p role="status" className="text-sm text-neutral-700 sm:hidden">
            {kind === 'phone' ? t('verify.code_sent_phone', { target: sentTo }) : t('verify.code_sent_email', { target: sentTo })}
          </p>
          <div className="flex-1">
            <TextField
              label={t('auth.code')}
              hint={kind === 'phone' ? t('verify.code_sent_phone', { target: sentTo }) : t('verify.code_sent_email', { target: sentTo })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <Button type="submit" loading={busy}>
            {t('verify.confirm')}
          </Button>
        </form>
      )}
    </section>
  )
}

function IdentitySection({ status }: { status: 'none' | 'pending' | 'approved' | 'rejected' }) {
  const t = useT()
  const { api, refreshUser: refresh } = useApp()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [fields, setFields] = useState<Record<string, string>>({})

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setError(undefined)
    setFields({})
    setBusy(true)
    try {
      await api.post('/community/v1/verify/identity-card', new FormData(e.currentTarget))
      toast(t('verify.id_sent'), 'success')
      await refresh()
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(err.fields)
      else setError(errorText(err, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }

  const statusText = { none: '', pending: t('verify.id_pending'), approved: t('verify.id_approved'), rejected: t('verify.id_rejected') }[
    status
  ]
  return (
    <section aria-labelledby="verify-identity" className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4">
      <h2 id="verify-identity" className="font-semibold">
        {t('verify.identity')}
      </h2>
      {statusText && (
        <p role="status" className="text-sm text-neutral-700">
          {statusText}
        </p>
      )}
      {(status === 'none' || status === 'rejected') && (
        <form onSubmit={submit} className="flex flex-col gap-3" encType="multipart/form-data">
          <FormError message={error} />
          <TextField label={t('verify.id_number')} name="id_number" inputMode="numeric" maxLength={12} required error={fields.id_number} />
          <TextField
            label={t('verify.id_front')}
            name="front"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            required
            error={fields.front}
            className="py-2"
          />
          <TextField
            label={t('verify.id_back')}
            name="back"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            required
            error={fields.back}
            className="py-2"
          />
          <Button type="submit" loading={busy} className="self-start">
            {t('verify.id_submit')}
          </Button>
        </form>
      )}
    </section>
  )
}
