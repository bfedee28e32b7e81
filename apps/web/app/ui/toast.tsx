import * as RadixToast from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { type ReactNode, createContext, useCallback, useContext, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'

type Toast = { id: number; message: string; tone: 'success' | 'error' | 'info' }
const ToastContext = createContext<(message: string, tone?: Toast['tone']) => void>(() => {})

export const useToast = () => useContext(ToastContext)

/** The app's toast container (spec §2); push toasts last 10 s (spec §9), others 4 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const t = useT()
  const show = useCallback((message: string, tone: Toast['tone'] = 'info') => {
    setToasts((list) => [...list.slice(-3), { id: Date.now() + Math.random(), message, tone }])
  }, [])
  const toneClass = { success: 'border-l-emerald-600', error: 'border-l-red-700', info: 'border-l-brand-600' }
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={4000} swipeDirection="right" label={t('common.close')}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && setToasts((list) => list.filter((x) => x.id !== toast.id))}
            className={`flex items-start gap-3 rounded-lg border border-l-4 border-neutral-200 bg-white p-3 text-sm shadow-lg ${toneClass[toast.tone]}`}
            data-testid="toast"
          >
            <RadixToast.Description className="flex-1 text-neutral-900">{toast.message}</RadixToast.Description>
            <RadixToast.Close aria-label={t('common.close')} className="text-neutral-600 hover:text-neutral-900">
              <X aria-hidden className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="fixed top-16 right-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-3 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  )
}
