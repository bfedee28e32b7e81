import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, PasswordField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'

export const meta = () => [{ title: 'Xoá tài khoản – Xinh' }]

type Status = { status: 'active' | 'pending_deletion' | 'deleted'; scheduled_at: string | null }

/** spec §6: sellers are deleted within 15–20 working days, everyone else at once. */
export default function DeleteAccountPage() {
  const t = useT()
  const { user, api, refresh } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  if (!user) return null
  const isSeller = user.roles.includes('seller')
  const dateFormat = new Intl.DateTimeFormat(t.lang === 'vi' ? 'vi-VN' : t.lang === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long' })

  async function run(action: () => Promise<Status>, done: (s: Status) => void) {
    setBusy(true)
    setError(undefined)
    try {
      done(await action())
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('common.network_error'))
    } finally {
      setBusy(false)
    }
  }

  if (user.status === 'pending_deletion' && user.deletion_scheduled_at) {
    return (
      <div className="flex max-w-lg flex-col gap-4">
        <h1 className="text-xl font-bold">{t('delete.title')}</h1>
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          {t('delete.pending', { date: dateFormat.format(new Date(user.deletion_scheduled_at)) })}
        </p>
        <FormError message={error} />
        <Button
          variant="secondary"
          loading={busy}
          className="self-start"
          onClick={() =>
            void run(
              () => api.delete<Status>('/community/v1/auth/request-delete-account'),
              async () => {
                toast(t('delete.cancelled'), 'success')
                await refresh()
              },
            )
          }
        >
          {t('delete.cancel_request')}
        </Button>
      </div>
    )
  }

  return (
    <form
      className="flex max-w-lg flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        void run(
          () => api.post<Status>('/community/v1/auth/request-delete-account', user.has_password ? { password } : {}),
          async (s) => {
            if (s.status === 'deleted') {
              toast(t('delete.done'), 'info')
              navigate('/')
            }
            await refresh()
          },
        )
      }}
    >
      <h1 className="text-xl font-bold">{t('delete.title')}</h1>
      <p className="rounded-xl bg-red-50 p-4 text-sm text-red-900">{isSeller ? t('delete.seller_notice') : t('delete.buyer_notice')}</p>
      <FormError message={error} />
      {user.has_password && (
        <PasswordField
          label={t('delete.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      )}
      <Button type="submit" variant="danger" loading={busy} className="self-start">
        {t('delete.submit')}
      </Button>
    </form>
  )
}
