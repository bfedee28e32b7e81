import { type ReactNode, Suspense, createContext, lazy, useCallback, useContext, useRef, useState } from 'react'

// The toasts themselves load with the first one: most page views never show any. The live
// regions that announce them are on the page from the start, so screen readers hear every one.
const ToastItem = lazy(() => import('./toast-item.tsx'))

type Tone = 'success' | 'error' | 'info'
export type Toast = { id: number; message: string; tone: Tone; duration: number; key?: string }
/**
 * `key`: toasts about the same thing replace each other (the red "choose a classification"
 * goes when the green "added to cart" comes).
 */
type Show = (message: string, tone?: Tone, options?: { durationMs?: number; key?: string }) => void
const ToastContext = createContext<Show>(() => {})

export const useToast = () => useContext(ToastContext)

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
    const key = options?.key
    setToasts((list) => [
      ...list.filter((t) => !key || t.key !== key).slice(-3),
      { id, message, tone, duration: options?.durationMs ?? 4000, key },
    ])
  }, [])
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const polite = toasts.filter((t) => t.tone !== 'error')
  const assertive = toasts.filter((t) => t.tone === 'error')
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="pointer-events-none fixed top-16 right-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-3">
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          <Suspense fallback={null}>
            {polite.map((t) => (
              <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
            ))}
          </Suspense>
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          <Suspense fallback={null}>
            {assertive.map((t) => (
              <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
            ))}
          </Suspense>
        </div>
      </div>
    </ToastContext.Provider>
  )
}
