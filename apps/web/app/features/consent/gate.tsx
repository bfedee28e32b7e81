import { Suspense, lazy, useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { platformConfig } from '#web/lib/remote-config.ts'
import { CONSENT_OPEN, readConsent } from './consent.ts'

// The notice's code loads only when it is shown: most visits never need it (public pages' JS budget).
const ConsentBanner = lazy(() => import('./banner.tsx'))

/**
 * On every page (root layout): starts the pixels the stored consent allows; asks (the notice) when
 * no choice is stored and the platform has optional processing to ask about — an ad pixel or tag
 * the admin configured (remote config) — and when the footer's link asks to change the choice.
 */
export function ConsentGate() {
  const { api } = useApp()
  const [mode, setMode] = useState<'ask' | 'change' | null>(null)
  useEffect(() => {
    let live = true
    const known = readConsent()
    // A stored choice is never asked again ("necessary only" included); the vendors' driver loads
    // only for a visitor who consented to something.
    if (known) {
      if (known.analytics || known.ads) void import('#web/lib/pixels.ts').then((m) => m.startPixels(api, known))
    } else
      void platformConfig(api).then((c) => {
        if (live && c && c.feature_flags.ad_pixels !== false && Object.values(c.pixels).some(Boolean)) setMode('ask')
      })
    const change = () => setMode('change')
    window.addEventListener(CONSENT_OPEN, change)
    return () => {
      live = false
      window.removeEventListener(CONSENT_OPEN, change)
    }
  }, [api])
  if (!mode) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner key={mode} details={mode === 'change'} onDone={() => setMode(null)} />
    </Suspense>
  )
}
