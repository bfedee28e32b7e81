import { X } from 'lucide-react'
import { type ReactNode, createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'

type Tone = 'success' | 'error' | 'info'
type Toast = { id: number; message: string; tone: Tone; duration: number }
type Show = (message: string, tone?: Tone, options?: { durationMs?: number }) => void
const ToastContext = createContext<Show>(() => {})

export const useToast = () => useContext(ToastContext)

const TONE = { success: 'border-l-emerald-600', error: 'border-l-red-700', info: 'border-l-brand-600' }

/**
 * The app's toast container (spec §2). Messages are announced by screen readers through live
 * regions (errors assertively); each one closes by itself after its duration (4 s; push
 * notifications pass 10 s, spec §9), pausing while hovered or focused.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const seq = useRef(0)
  const show = useCallback<Show>((message, tone = 'info', options) => {
    const id = ++seq.current
    setToasts((list) => [...list.slice(-3), { id, message, tone, duration: options?.durationMs ?? 4000 }])
  }, [])
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const polite = toasts.filter((t) => t.tone !== 'error')
  const assertive = toasts.filter((t) => t.tone === 'error')
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="pointer-events-none fixed top-16 right-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-3">
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {polite.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {assertive.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
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
