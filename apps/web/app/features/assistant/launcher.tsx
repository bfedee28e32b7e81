import { Suspense, lazy, useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { platformConfig } from '#web/lib/remote-config.ts'

// The whole widget (panel, cards, its strings) is one chunk loaded on the first hover, focus or
// tap of the launcher, never on idle: first paint and public pages' JS budget stay as they were.
const load = () => import('./panel.tsx')
const Panel = lazy(load)
const prefetch = () => void load().catch(() => undefined)

/** spec §2 shopping-assistant widget: the floating launcher on every page, guests too. */
export function AssistantLauncher() {
  const t = useT()
  // 0 never opened; 1 open; 2 opened before (the panel stays mounted: its messages and timing)
  const [state, setState] = useState(0)
  // issue 18: the remote config's `assistant` feature flag can switch the widget off (read at most hourly)
  const { api } = useApp()
  const [off, setOff] = useState(false)
  useEffect(() => {
    let live = true
    void platformConfig(api).then((c) => live && setOff(c?.feature_flags.assistant === false))
    return () => {
      live = false
    }
  }, [api])
  if (off) return null
  return (
    <>
      <button
        type="button"
        aria-label={t('assistant.open')}
        aria-haspopup="dialog"
        aria-expanded={state === 1}
        data-testid="assistant-launcher"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setState(1)}
        className="fixed right-3 bottom-24 z-30 flex size-13 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 md:right-5 md:bottom-6"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12ZM9 11h.01M12 11h.01M15 11h.01" />
        </svg>
      </button>
      {state > 0 && (
        <Suspense fallback={null}>
          <Panel open={state === 1} onClose={() => setState(2)} />
        </Suspense>
      )}
    </>
  )
}
