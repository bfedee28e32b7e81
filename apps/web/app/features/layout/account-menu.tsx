import { ChevronDown, User } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'

/**
 * The account menu as a disclosure (a button that shows a list of links): accessible with the
 * keyboard and screen readers, and far lighter than a menu widget on every page.
 */
export function AccountMenu() {
  const { user, api, openAuth, refresh } = useApp()
  const t = useT()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [location.pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (!user || user.is_guest) {
    return (
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => openAuth('login')}
          className="min-h-10 rounded-lg px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 sm:px-3"
        >
          {t('header.login')}
        </button>
        <button
          type="button"
          onClick={() => openAuth('signup')}
          className="hidden min-h-10 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 sm:block"
        >
          {t('header.signup')}
        </button>
      </div>
    )
  }

  async function logout() {
    setOpen(false)
    await api.post('/community/v1/auth/logout').catch(() => undefined)
    toast(t('auth.logged_out'), 'info')
    navigate('/')
    await refresh()
  }

  const item = 'flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm hover:bg-neutral-100 focus-visible:bg-neutral-100'
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
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
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1 min-w-52 rounded-xl border border-neutral-200 bg-white p-1 shadow-lg"
      >
        <li>
          <Link to="/trang-ca-nhan" className={item}>
            {t('header.profile')}
          </Link>
        </li>
        <li>
          <Link to="/tuong?order=1" className={item}>
            {t('header.orders')}
          </Link>
        </li>
        {user.roles.includes('seller') && (
          <li>
            <Link to="/ban-hang/tong-quan" className={item}>
              {t('header.seller_centre')}
            </Link>
          </li>
        )}
        {user.roles.includes('kol') && (
          <li>
            <Link to="/tiep-thi-lien-ket" className={item}>
              {t('header.affiliate')}
            </Link>
          </li>
        )}
        <li aria-hidden className="my-1 h-px bg-neutral-200" />
        <li>
          <button type="button" onClick={() => void logout()} className={item} data-testid="logout">
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  )
}
