import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { island } from '#web/ui/island.tsx'

const DISMISS_KEY = 'xinh_app_bar_dismissed'

// Text and store links: rendered on the server, their code loads only when they change (a
// language switch; see `island`). The close button is the bar's only interactive part.
const BottomBarBody = island('div', () => import('./bottom-bar-body.tsx').then((m) => m.default))

/** Pages whose own sticky bar (buy, check out, place the order) owns the bottom of a phone's screen. */
export const ownsBottomBar = (pathname: string) =>
  pathname.startsWith('/san-pham/') || pathname === '/gio-hang' || pathname === '/thanh-toan' || pathname === '/thanh-toan-2'

/** Mobile bottom sticky bar with the app-store links (spec §2); dismissed for the browser session. */
export function BottomBar({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  const t = useT()
  const { pathname } = useLocation()
  const [hidden, setHidden] = useState(false)
  useEffect(() => setHidden(sessionStorage.getItem(DISMISS_KEY) === '1'), [])
  if (hidden || ownsBottomBar(pathname)) return null
  return (
    <aside
      aria-label={t('footer.download')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-neutral-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_12px_rgba(0,0,0,0.06)] md:hidden"
      data-testid="bottom-bar"
    >
      <div className="flex items-center gap-2">
        <BottomBarBody appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} box={{ className: 'contents' }} />
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
