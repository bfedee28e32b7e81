import type { TUserProfile } from '@xinh/contracts'
import { ChevronDown, User } from 'lucide-react'
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'

// The menu's links and logout load when the visitor first reaches for the button (hover, focus
// or press).
const loadList = () => import('./account-menu-list.tsx')
const AccountMenuList = lazy(loadList)

/**
 * The signed-in visitor's menu as a disclosure (a button that shows a list of links): accessible
 * with the keyboard and screen readers, and far lighter than a menu widget on every page.
 */
export default function UserMenu({ user }: { user: TUserProfile }) {
  const t = useT()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [location.pathname])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={loadList}
        onFocus={loadList}
        className="flex min-h-10 max-w-[12rem] items-center gap-2 rounded-lg px-2 text-sm font-semibold hover:bg-neutral-100"
        data-testid="account-menu"
      >
        {user.avatar ? (
          <img src={user.avatar} alt="" width={28} height={28} className="size-7 rounded-full object-cover" />
        ) : (
          <User aria-hidden className="size-5" />
        )}
        <span className="truncate" data-testid="header-user-name">
          {user.userName}
        </span>
        <span className="sr-only">{t('header.account_menu')}</span>
        <ChevronDown aria-hidden className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        // the placeholder keeps `aria-controls` pointing at an element while the list loads
        <Suspense fallback={<ul id={listId} hidden />}>
          <AccountMenuList id={listId} user={user} root={root} button={button} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
