import { useState, useSyncExternalStore } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { type EnableResult, enablePush, isPushOn } from './push.ts'

const noop = () => () => {}

/**
 * "Turn on push notifications": asks the browser's permission only on this click. Once on, it
 * says so; the §8 "browser does not support push" text is shown only to someone who asked.
 */
export function PushButton({ userId, onDone }: { userId: string; onDone?: (result: EnableResult) => void }) {
  const t = useT()
  const { api } = useApp()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<EnableResult | null>(null)
  const on = useSyncExternalStore(
    noop,
    () => isPushOn(userId),
    () => false,
  )

  if (on || result === 'enabled')
    return (
      <p className="px-2 py-1 text-center text-xs text-neutral-700" data-testid="push-on">
        {t('notify.push_on')}
      </p>
    )

  const enable = async () => {
    setBusy(true)
    const r = await enablePush(api, userId)
    setBusy(false)
    setResult(r)
    onDone?.(r)
    if (r === 'enabled') toast(t('notify.push_enabled'), 'success')
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => void enable()}
        disabled={busy}
        aria-busy={busy || undefined}
        className="min-h-10 rounded-md border border-neutral-300 px-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 disabled:opacity-60"
        data-testid="push-enable"
      >
        {t('notify.push_enable')}
      </button>
      {result && (
        <p role="alert" className="px-1 text-xs text-red-800">
          {t(result === 'unsupported' ? 'notify.push_unsupported' : result === 'denied' ? 'notify.push_denied' : 'notify.push_failed')}
        </p>
      )}
    </div>
  )
}
