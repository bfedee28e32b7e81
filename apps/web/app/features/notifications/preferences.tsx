import { NOTIFICATION_CHANNELS, type NotificationChannel, type TNotificationPreference } from '@xinh/contracts'
import { ChevronLeft } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useAreaT } from '#web/lib/i18n/areas.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { getPreferences, updatePreferences } from './client.ts'
import type { NotificationPageKey } from './i18n.ts'
import { PushButton } from './push-button.tsx'

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; prefs: TNotificationPreference[] }

/**
 * Preferences per type × channel (in-app, push, e-mail): each switch saves at once (only the
 * changed one is sent) and goes back if the server refuses. This device's push comes first:
 * the push column only matters once the browser is subscribed.
 */
export function NotificationPreferences() {
  const t = useAreaT<NotificationPageKey>()
  const { api, user } = useApp()
  const toast = useToast()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [saving, setSaving] = useState<string | null>(null)

  const load = useCallback(() => {
    setState({ status: 'loading' })
    getPreferences(api)
      .then((r) => setState({ status: 'ready', prefs: r.preferences }))
      .catch(() => setState({ status: 'error' }))
  }, [api])
  useEffect(load, [load])

  const toggle = async (pref: TNotificationPreference, channel: NotificationChannel) => {
    if (state.status !== 'ready') return
    const next = !pref[channel]
    const apply = (value: boolean) =>
      setState((s) =>
        s.status === 'ready' ? { ...s, prefs: s.prefs.map((p) => (p.type === pref.type ? { ...p, [channel]: value } : p)) } : s,
      )
    apply(next)
    setSaving(`${pref.type}:${channel}`)
    try {
      const r = await updatePreferences(api, { preferences: [{ type: pref.type, [channel]: next }] })
      setState({ status: 'ready', prefs: r.preferences })
      toast(t('notify.prefs.saved'), 'success', { key: 'notify-prefs' })
    } catch {
      apply(!next)
      toast(t('notify.prefs.save_error'), 'error', { key: 'notify-prefs' })
    } finally {
      setSaving(null)
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <Link
          to="/trang-ca-nhan/thong-bao"
          className="flex items-center gap-1 self-start text-sm font-medium text-neutral-700 hover:underline"
        >
          <ChevronLeft aria-hidden className="size-4" />
          {t('notify.prefs.back')}
        </Link>
        <h1 className="text-xl font-bold">{t('notify.prefs.title')}</h1>
        <p className="text-sm text-neutral-700">{t('notify.prefs.intro')}</p>
      </div>

      {user && (
        <section
          aria-labelledby="notify-device"
          className="flex flex-col gap-2 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200 sm:max-w-md"
        >
          <h2 id="notify-device" className="text-sm font-semibold">
            {t('notify.prefs.device')}
          </h2>
          <p className="text-sm text-neutral-700">{t('notify.prefs.device_body')}</p>
          <PushButton userId={user._id} />
        </section>
      )}

      {state.status === 'loading' ? (
        <ListSkeleton rows={5} label={t('notify.loading')} />
      ) : state.status === 'error' ? (
        <ErrorState title={t('notify.page.error_title')} retryLabel={t('notify.retry')} onRetry={load} />
      ) : (
        <table className="w-full table-fixed border-collapse text-sm" data-testid="notification-preferences">
          <caption className="sr-only">{t('notify.prefs.title')}</caption>
          <thead>
            <tr className="border-b border-neutral-200 text-left">
              <th scope="col" className="w-2/5 py-2 pr-2 font-semibold">
                {t('notify.prefs.type')}
              </th>
              {NOTIFICATION_CHANNELS.map((c) => (
                <th key={c} scope="col" className="px-1 py-2 text-center font-semibold">
                  {t(`notify.prefs.${c}` as NotificationPageKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.prefs.map((pref) => {
              const typeLabel = t(`notify.type.${pref.type}` as NotificationPageKey)
              return (
                <tr key={pref.type} className="border-b border-neutral-100">
                  <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
                    {typeLabel}
                  </th>
                  {NOTIFICATION_CHANNELS.map((c) => (
                    <td key={c} className="px-1 py-1 text-center">
                      <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          checked={pref[c]}
                          disabled={saving === `${pref.type}:${c}`}
                          onChange={() => void toggle(pref, c)}
                          aria-label={t('notify.prefs.toggle', { type: typeLabel, channel: t(`notify.prefs.${c}` as NotificationPageKey) })}
                          className="size-5 accent-brand-600"
                          data-testid={`pref-${pref.type}-${c}`}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </div>
  )
}
