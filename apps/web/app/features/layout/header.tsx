import { ShoppingBag } from 'lucide-react'
import { Suspense, lazy } from 'react'
import { Link } from 'react-router'
import { SearchBox } from '#web/features/catalog/search-box.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { AccountMenu } from './account-menu.tsx'
import { LanguageSwitch } from './language-switch.tsx'

// Signed-in users only: the chat icon with its red dot (and the drawer behind it), a chunk of its own
const ChatHeaderLink = lazy(() => import('#web/features/chat/launcher.tsx'))
// Signed-in users only: the notification bell (and the shared socket behind it), a chunk of its own
const NotificationBell = lazy(() => import('#web/features/notifications/bell.tsx'))

export function Header({ cartCount = 0 }: { cartCount?: number }) {
  const t = useT()
  const { user } = useApp()
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:px-4">
        <Link
          to="/"
          className="order-1 text-2xl font-bold tracking-tight text-brand-600"
          aria-label={`${t('app.name')} – ${t('header.home')}`}
        >
          Xinh
        </Link>
        <SearchBox className="order-3 w-full sm:order-2 sm:w-auto sm:flex-1" />
        <div className="order-2 ml-auto flex items-center gap-1 sm:order-3">
          <LanguageSwitch compactOnPhone />
          {user && !user.is_guest && (
            <Suspense fallback={null}>
              <ChatHeaderLink />
              <NotificationBell />
            </Suspense>
          )}
          <Link
            to="/gio-hang"
            className="relative flex min-h-10 min-w-10 items-center justify-center rounded-lg hover:bg-neutral-100"
            aria-label={`${t('header.cart')}${cartCount ? ` – ${t('header.cart_count', { count: cartCount })}` : ''}`}
          >
            <ShoppingBag aria-hidden className="size-6" />
            {cartCount > 0 && (
              <span
                className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-xs font-bold text-white"
                data-testid="cart-count"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </Link>
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
