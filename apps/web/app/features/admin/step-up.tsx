import { type TTotpCode, ZTotpCode } from '@xinh/contracts'
import { type FormEvent, useCallback, useState, useSyncExternalStore } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { useAdminT } from './i18n/index.ts'

/**
 * Step-up (issue 14): a sensitive admin call refused with `STEP_UP_REQUIRED` opens the code
 * dialog; once the code is verified (POST /api/v1/admin/security/step-up) the call is retried
 * once. One dialog for the whole console (`StepUpHost` in the admin layout), driven by this store.
 */
type Pending = { resolve: (verified: boolean) => void }
let pending: Pending | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** Opens the dialog; resolves true once a code was verified, false if the admin closed it. */
function askForCode(): Promise<boolean> {
  pending?.resolve(false)
  return new Promise((resolve) => {
    pending = { resolve }
    emit()
  })
}
function settle(verified: boolean) {
  pending?.resolve(verified)
  pending = null
  emit()
}

export const isStepUpRequired = (e: unknown) => e instanceof ApiError && e.code === 'STEP_UP_REQUIRED'

/** `withStepUp(fn)`: runs `fn`; asked for the second factor, asks the admin, then runs it once more. */
export function useStepUp() {
  return useCallback(async function withStepUp<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (error) {
      if (!isStepUpRequired(error)) throw error
      if (!(await askForCode())) throw error
      return fn()
    }
  }, [])
}

/** The one code dialog of the console (rendered once, by the admin layout). */
export function StepUpHost() {
  const open = useSyncExternalStore(
    subscribe,
    () => pending !== null,
    () => false,
  )
  const t = useAdminT()
  const { api } = useApp()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const parsed = ZTotpCode.safeParse({ code })
    if (!parsed.success) {
      setError('v.totp_code')
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      await api.post('/api/v1/admin/security/step-up', parsed.data satisfies TTotpCode)
      setCode('')
      settle(true)
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields?.code ?? err.message) : t('common.network_error'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o && !busy) {
          setCode('')
          setError(undefined)
          settle(false)
        }
      }}
      title={t('ad.stepup.title')}
      description={t('ad.stepup.body')}
    >
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('ad.sec.code_or_recovery')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          error={error?.startsWith('v.') ? error : undefined}
          data-testid="step-up-code"
        />
        {error && !error.startsWith('v.') && <FormError message={error} />}
        <Button type="submit" loading={busy}>
          {t('ad.stepup.verify')}
        </Button>
      </form>
    </Dialog>
  )
}
