import * as RadixDialog from '@radix-ui/react-dialog'
import type { TSellerShopSummary } from '@xinh/contracts'
import { ChevronRight, Menu, PauseCircle, Store, X } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link, NavLink, useLocation, useMatches } from 'react-router'
import { useShopUnread } from '#web/features/chat/shop-unread.ts'
import { useSellerNotificationsUnread } from '#web/features/notifications/seller-unread.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { type SellerKey, useSellerT } from './i18n/index.ts'
import { SELLER_NAV, type TodoKey } from './nav.ts'

/** A route of the seller centre names itself for the breadcrumb: `export const handle = { crumb: 'sc.nav.products' }`. */
export type SellerHandle = { crumb?: SellerKey }
export type TodoCounts = Partial<Record<TodoKey, number>>

function NavList({ todo, onNavigate }: { todo: TodoCounts; onNavigate?: () => void }) {
  const t = useSellerT()
  return (
    <div className="flex flex-col gap-4">
      {SELLER_NAV.map((group) => (
        <div key={group.label ?? 'top'}>
          {group.label && <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">{t(group.label)}</p>}
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => {
              const count = item.todo ? (todo[item.todo] ?? 0) : 0
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      `flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-neutral-800 hover:bg-neutral-100'}`
                    }
                  >
                    <item.icon aria-hidden className="size-4 shrink-0" />
                    <span className="flex-1">{t(item.label)}</span>
                    {count > 0 && (
                      <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
                        <span aria-hidden>{count > 99 ? '99+' : count}</span>
                        <span className="sr-only">{t('sc.nav.todo_count', { count })}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}

function Breadcrumbs() {
  const t = useSellerT()
  const crumbs = useMatches()
    .map((m) => ({ path: m.pathname, crumb: (m.handle as SellerHandle | undefined)?.crumb }))
    .filter((m): m is { path: string; crumb: SellerKey } => Boolean(m.crumb))
  if (!crumbs.length) return null
  return (
    <nav aria-label={t('sc.breadcrumb')} className="mb-2 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-700">
        <li>
          <Link to="/ban-hang/tong-quan" className="hover:underline">
            {t('sc.title')}
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={c.path} className="flex items-center gap-1">
            <ChevronRight aria-hidden className="size-3.5" />
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-neutral-900">
                {t(c.crumb)}
              </span>
            ) : (
              <Link to={c.path} className="hover:underline">
                {t(c.crumb)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/**
 * The seller centre's frame: the shop, the navigation with counts of what needs action (a
 * sidebar on wide screens, a drawer on phones) and breadcrumbs above each screen.
 */
export function SellerShell({ shop, todo: loaded, children }: { shop: TSellerShopSummary; todo: TodoCounts; children: ReactNode }) {
  const t = useSellerT()
  // issue 15: unread chats and the shop's unread notifications join the loader's counts, live
  const todo: TodoCounts = { ...loaded, chat: useShopUnread(), notifications: useSellerNotificationsUnread() }
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  // a navigation closes the drawer (links inside it also close it on click)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the trigger
  useEffect(() => setOpen(false), [pathname])
  const total = (todo.orders ?? 0) + (todo.returns ?? 0) + (todo.products ?? 0) + (todo.chat ?? 0)
  const shopLink = (
    <Link to={`/nguoi-ban/${shop._id}`} className="flex min-w-0 items-center gap-2 rounded-lg px-3 py-2 hover:bg-neutral-100">
      {shop.avatar ? (
        <img src={shop.avatar} alt="" width={32} height={32} className="size-8 shrink-0 rounded-full object-cover" />
      ) : (
        <Store aria-hidden className="size-8 shrink-0 rounded-full bg-brand-50 p-1.5 text-brand-700" />
      )}
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-neutral-900">{shop.name}</span>
        <span className="block text-xs text-neutral-700">{t('sc.view_shop')}</span>
      </span>
    </Link>
  )
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      <div className="flex items-center justify-between gap-2 md:hidden">
        {shopLink}
        <RadixDialog.Root open={open} onOpenChange={setOpen}>
          <RadixDialog.Trigger className="relative inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold">
            <Menu aria-hidden className="size-4" />
            {t('sc.open_menu')}
            {total > 0 && <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{total > 99 ? '99+' : total}</span>}
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-3 shadow-xl">
              <div className="mb-3 flex items-center justify-between">
                <RadixDialog.Title className="px-3 font-bold">{t('sc.title')}</RadixDialog.Title>
                <RadixDialog.Close
                  aria-label={t('sc.close_menu')}
                  className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-neutral-100"
                >
                  <X aria-hidden className="size-5" />
                </RadixDialog.Close>
              </div>
              <RadixDialog.Description className="sr-only">{t('sc.menu')}</RadixDialog.Description>
              <NavList todo={todo} onNavigate={() => setOpen(false)} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </div>
      <aside className="hidden md:block md:w-60 md:shrink-0">
        <div className="sticky top-20 flex flex-col gap-3 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-neutral-200">
          {shopLink}
          <nav aria-label={t('sc.menu')}>
            <NavList todo={todo} />
          </nav>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        {shop.is_paused && (
          <Link
            to="/ban-hang/cai-dat/tam-nghi"
            className="mb-3 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 hover:underline"
          >
            <PauseCircle aria-hidden className="size-4" />
            {shop.paused_until ? t('sc.set.pause.paused', { date: formatDateTime(shop.paused_until, t.lang) }) : t('sc.paused')}
          </Link>
        )}
        <Breadcrumbs />
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6">{children}</div>
      </div>
    </div>
  )
}
