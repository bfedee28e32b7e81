import { Smartphone } from 'lucide-react'
import { useT } from '#web/lib/i18n/index.ts'

const STORE = 'rounded-md bg-neutral-900 px-2 py-1.5 text-xs font-semibold text-white'

/** What the bottom bar says: the app and its two stores (an island: see `BottomBar`). */
export default function BottomBarBody({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  const t = useT()
  return (
    <>
      <Smartphone aria-hidden className="size-6 shrink-0 text-brand-600" />
      <p className="flex-1 text-xs font-medium leading-tight">{t('bottom_bar.title')}</p>
      <a href={appStoreUrl} rel="noopener" className={STORE}>
        App Store
        <span className="sr-only"> – {t('bottom_bar.app_store')}</span>
      </a>
      <a href={googlePlayUrl} rel="noopener" className={STORE}>
        Google Play
        <span className="sr-only"> – {t('bottom_bar.google_play')}</span>
      </a>
    </>
  )
}
