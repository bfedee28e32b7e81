import { ORDER_TABS, type OrderTab, type TOrderCounts } from '@xinh/contracts'
import { PackageOpen } from 'lucide-react'
import { Link, useLoaderData, useNavigation } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { ordersPath } from '#web/features/orders/labels.ts'
import { OrderCard } from '#web/features/orders/order-card.tsx'
import { type MessageKey, useT } from '#web/lib/i18n/index.ts'
import type { Route } from './+types/orders.ts'
import type { loader as ordersLoader } from './orders.server.ts'

export { loader } from './orders.server.ts'

export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

export const ErrorBoundary = CatalogError

/** How many orders a tab holds (the "all" tab shows none). */
function tabCount(id: OrderTab, counts: TOrderCounts): number | null {
  const tab = ORDER_TABS.find((x) => x.id === id)
  if (!tab || tab.filters.length === 0) return null
  return tab.filters.reduce((n, f) => n + (counts[f as keyof TOrderCounts] ?? 0), 0)
}

/** spec §2 `/trang-ca-nhan/don-hang`: the buyer's orders by status tab, paged. */
export default function OrdersPage() {
  const { tab, orders, meta, counts } = useLoaderData<typeof ordersLoader>()
  const t = useT()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === ordersPath
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('orders.title')}</h1>
      <nav aria-label={t('orders.tabs_label')} className="-mx-4 overflow-x-auto px-4 sm:-mx-6 sm:px-6">
        <ul className="flex gap-1 border-b border-neutral-200">
          {ORDER_TABS.map((x) => {
            const current = x.id === tab
            const count = tabCount(x.id, counts)
            return (
              <li key={x.id} className="shrink-0">
                <Link
                  to={x.id === 'all' ? ordersPath : `${ordersPath}?tab=${x.id}`}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${current ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700 hover:text-neutral-900'}`}
                  data-testid={`orders-tab-${x.id}`}
                >
                  {t(`orders.tab.${x.id}` as MessageKey)}
                  {count ? (
                    <span className="rounded-full bg-neutral-100 px-1.5 text-xs text-neutral-700">
                      <span aria-hidden>{count}</span>
                      <span className="sr-only">({t('orders.tab_count', { count })})</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <div aria-busy={loading || undefined} className={loading ? 'opacity-60 transition-opacity' : undefined}>
        {loading && (
          <p role="status" className="sr-only">
            {t('orders.loading')}
          </p>
        )}
        {orders.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl bg-neutral-50 px-4 py-12 text-center" data-testid="orders-empty">
            <PackageOpen aria-hidden className="size-10 text-neutral-400" />
            <p className="font-semibold">{t('orders.empty')}</p>
            <p className="text-sm text-neutral-600">{t('orders.empty_body')}</p>
            <Link
              to="/"
              className="mt-1 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('orders.go_shopping')}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="order-list">
            {orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={meta} />
      </div>
    </div>
  )
}
