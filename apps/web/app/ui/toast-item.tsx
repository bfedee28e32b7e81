import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'
import type { Toast } from './toast.tsx'

const TONE = { success: 'border-l-emerald-600', error: 'border-l-red-700', info: 'border-l-brand-600' }

/** One toast (loaded with the first one shown): closes by itself, pausing while hovered or focused. */
export default function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useT()
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration)
    return () => clearTimeout(timer)
  }, [paused, toast.id, toast.duration, onDismiss])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; focus does the same for keyboard users
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border border-l-4 border-neutral-200 bg-white p-3 text-sm shadow-lg ${TONE[toast.tone]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="toast"
    >
      <p className="flex-1 text-neutral-900">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('common.close')}
        className="-m-1 rounded p-1 text-neutral-600 hover:text-neutral-900"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  )
}
