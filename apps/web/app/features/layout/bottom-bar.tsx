import { Smartphone, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'

const DISMISS_KEY = 'xinh_app_bar_dismissed'

/** Mobile bottom sticky bar with the app-store links (spec §2); dismissed for the browser session. */
export function BottomBar({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  const t = useT()
  const [hidden, setHidden] = useState(false)
  useEffect(() => setHidden(sessionStorage.getItem(DISMISS_KEY) === '1'), [])
  if (hidden) return null
  return (
    <aside
      aria-label={t('footer.download')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-neutral-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_12px_rgba(0,0,0,0.06)] md:hidden"
      data-testid="bottom-bar"
    >
      <div className="flex items-center gap-2">
        <Smartphone aria-hidden className="size-6 shrink-0 text-brand-600" />
        <p className="flex-1 text-xs font-medium leading-tight">{t('bottom_bar.title')}</p>
        <a href={appStoreUrl} rel="noopener" className="rounded-md bg-neutral-900 px-2 py-1.5 text-xs font-semibold text-white">
          App Store
          <span className="sr-only"> – {t('bottom_bar.app_store')}</span>
        </a>
        <a href={googlePlayUrl} rel="noopener" className="rounded-md bg-neutral-900 px-2 py-1.5 text-xs font-semibold text-white">
          Google Play
          <span className="sr-only"> – {t('bottom_bar.google_play')}</span>
        </a>
        <button
          type="button"
          onClick={() => {
            sessionStorage.setItem(DISMISS_KEY, '1')
            setHidden(true)
          }}
          aria-label={t('bottom_bar.close')}
          className="-mr-1 flex size-9 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </aside>
  )
}
