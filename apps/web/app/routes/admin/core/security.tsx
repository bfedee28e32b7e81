import { type TTotpSetup, ZTotpCode } from '@xinh/contracts'
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { Section } from '#web/features/admin/core/section.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/security.ts'
import type { loader as securityLoader } from './security.server.ts'

export { loader } from './security.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.security' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/** A code form: checked with the API's schema first, the server's message shown on the field. */
function CodeForm({
  label,
  submitLabel,
  onSubmit,
  tone = 'primary',
}: {
  label: string
  submitLabel: string
  onSubmit: (code: string) => Promise<void>
  tone?: 'primary' | 'danger'
}) {
  const t = useAdminT()
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function submit(e: FormEvent) {
    e.preventDefault()
    const parsed = ZTotpCode.safeParse({ code })
    setFormError(undefined)
    if (!parsed.success) {
      setFieldError('v.totp_code')
      return
    }
    setFieldError(undefined)
    setBusy(true)
    try {
      await onSubmit(parsed.data.code)
      setCode('')
    } catch (err) {
      if (err instanceof ApiError && err.fields?.code) setFieldError(err.fields.code)
      else setFormError(err instanceof ApiError && err.message ? err.message : t('common.network_error'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <TextField
        label={label}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        error={fieldError}
        data-testid="totp-code"
      />
      <FormError message={formError} />
      <Button type="submit" variant={tone} loading={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}

/**
 * `/admin/bao-mat` (issue 14): the admin's TOTP second factor — enrol with a QR code (the secret is
 * shown only while enrolling), keep the recovery codes (shown once), turn it off with a code.
 */
export default function SecurityPage() {
  const { status } = useLoaderData<typeof securityLoader>()
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [setup, setSetup] = useState<TTotpSetup | null>(null)
  const [starting, setStarting] = useState(false)
  const [startError, setStartError] = useState<string>()
  const [codes, setCodes] = useState<string[] | null>(null)

  async function start() {
    setStarting(true)
    setStartError(undefined)
    try {
      setSetup(await api.post<TTotpSetup>('/api/v1/admin/security/totp/setup'))
    } catch (e) {
      setStartError(e instanceof ApiError && e.message ? e.message : t('common.network_error'))
    } finally {
      setStarting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('ad.sec.title')} description={t('ad.sec.description')} />
      <Section
        title={t('ad.nav.security')}
        action={
          status.enabled ? (
            <StatusBadge tone="success">
              {t('ad.sec.on', { date: status.enabled_at ? formatDateTime(status.enabled_at, t.lang) : '' })}
            </StatusBadge>
          ) : (
            <StatusBadge tone="warning">{t('ad.sec.off')}</StatusBadge>
          )
        }
      >
        {status.enabled ? (
          <div className="flex flex-col gap-4">
            <p className="flex items-center gap-2 text-sm text-neutral-800">
              <KeyRound aria-hidden className="size-4 text-brand-600" />
              {t('ad.sec.recovery_left', { count: status.recovery_codes_left })}
            </p>
            <div>
              <h3 className="mb-1 flex items-center gap-2 font-semibold">
                <ShieldOff aria-hidden className="size-4" />
                {t('ad.sec.disable')}
              </h3>
              <p className="mb-2 text-sm text-neutral-700">{t('ad.sec.disable_body')}</p>
              <CodeForm
                label={t('ad.sec.code_or_recovery')}
                submitLabel={t('ad.sec.disable')}
                tone="danger"
                onSubmit={async (code) => {
                  await api.post('/api/v1/admin/security/totp/disable', { code })
                  toast(t('ad.sec.disabled_toast'), 'success')
                  void revalidator.revalidate()
                }}
              />
            </div>
          </div>
        ) : setup ? (
          <div className="flex flex-col gap-4" data-testid="totp-setup">
            <p className="text-sm font-medium">{t('ad.sec.scan')}</p>
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
              alt={t('ad.sec.qr_alt')}
              width={200}
              height={200}
              className="rounded-lg bg-white ring-1 ring-neutral-200"
            />
            <p className="text-sm text-neutral-700">
              {t('ad.sec.manual')}{' '}
              <code className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-sm break-all" data-testid="totp-secret">
                {setup.secret}
              </code>
            </p>
            <p className="text-sm font-medium">{t('ad.sec.enter_code')}</p>
            <CodeForm
              label={t('ad.sec.code')}
              submitLabel={t('ad.sec.confirm')}
              onSubmit={async (code) => {
                const { recovery_codes } = await api.post<{ recovery_codes: string[] }>('/api/v1/admin/security/totp/confirm', { code })
                setSetup(null)
                setCodes(recovery_codes)
                toast(t('ad.sec.enabled_toast'), 'success')
              }}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-2 sm:max-w-sm">
            <Button loading={starting} onClick={() => void start()}>
              <ShieldCheck aria-hidden className="size-4" />
              {t('ad.sec.start')}
            </Button>
            <FormError message={startError} />
          </div>
        )}
      </Section>
      <Dialog
        open={codes !== null}
        onOpenChange={() => {}}
        dismissible={false}
        title={t('ad.sec.codes_title')}
        description={t('ad.sec.codes_body')}
      >
        <ul className="mb-4 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
          {codes?.map((c) => (
            <li key={c} className="rounded bg-neutral-100 px-2 py-1 text-center">
              {c}
            </li>
          ))}
        </ul>
        <Button
          className="w-full"
          onClick={() => {
            setCodes(null)
            void revalidator.revalidate()
          }}
        >
          {t('ad.sec.codes_done')}
        </Button>
      </Dialog>
    </div>
  )
}
