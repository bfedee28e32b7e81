import { langForCountry } from '@xinh/contracts'
import { Suspense, lazy, useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { readCookie, writeCookie } from '#web/lib/client-identity.ts'
import { COUNTRY_COOKIE, LANG_CHOSEN_COOKIE } from '#web/lib/cookies.ts'

// Only visitors from abroad ever see it, so the dialog code loads on demand.
const RegionNoticeDialog = lazy(() => import('./region-notice-dialog.tsx'))

const SEEN_KEY = 'xinh_region_notice_seen'

/**
 * Spec §4: visitors from outside Vietnam see the notice once per browser session. Unless they
 * chose a language themselves, they are switched to English (Korean for KR).
 */
export function RegionNotice() {
  const { api, setLang, lang } = useApp()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return
    let cancelled = false
    api
      .get<{ country_code: string }>('/api/v1/public/get-ip-country')
      .then(async ({ country_code }) => {
        if (cancelled) return
        sessionStorage.setItem(SEEN_KEY, '1')
        if (!readCookie(COUNTRY_COOKIE)) writeCookie(COUNTRY_COOKIE, country_code === 'SG' ? 'SG' : country_code, 60 * 60 * 24 * 30)
        if (country_code === 'VN') return
        const target = langForCountry(country_code)
        if (!readCookie(LANG_CHOSEN_COOKIE) && target !== lang) await setLang(target)
        setOpen(true)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [api, setLang, lang])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <RegionNoticeDialog lang={lang} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
