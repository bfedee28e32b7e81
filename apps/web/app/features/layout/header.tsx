import { Search, ShoppingBag } from 'lucide-react'
import { Form, Link, useSearchParams } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { AccountMenu } from './account-menu.tsx'
import { LanguageSwitch } from './language-switch.tsx'

export function Header({ cartCount = 0 }: { cartCount?: number }) {
  const t = useT()
  const [params] = useSearchParams()
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
        <Form action="/tim-kiem" method="get" role="search" className="order-3 flex w-full items-center sm:order-2 sm:w-auto sm:flex-1">
          <label htmlFor="site-search" className="sr-only">
            {t('header.search_label')}
          </label>
          <input
            id="site-search"
            name="keyword"
            type="search"
            defaultValue={params.get('keyword') ?? ''}
            placeholder={t('header.search_placeholder')}
            className="min-h-10 w-full rounded-l-lg border border-r-0 border-neutral-300 bg-neutral-50 px-3 text-base placeholder:text-neutral-500 focus:bg-white"
          />
          <button
            type="submit"
            className="flex min-h-10 items-center rounded-r-lg bg-brand-600 px-3 text-white hover:bg-brand-700"
            aria-label={t('header.search_submit')}
          >
            <Search aria-hidden className="size-5" />
          </button>
        </Form>
        <div className="order-2 ml-auto flex items-center gap-1 sm:order-3">
          <LanguageSwitch className="hidden md:flex" />
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
