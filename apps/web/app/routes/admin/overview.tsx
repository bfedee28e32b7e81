import { type AdminQueueKey, QUEUE_COUNT_CAP } from '@xinh/contracts'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { ADMIN_NAV } from '#web/features/admin/nav.ts'
import { useAge } from '#web/features/admin/queue/queue-list.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import type { Route } from './+types/overview.ts'
import type { loader as overviewLoader } from './overview.server.ts'

export { loader } from './overview.server.ts'
export { AdminRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.overview' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

// recharts weighs ~100 KB: only the dashboard loads it, after the page is interactive
const DashboardCharts = lazy(() => import('#web/features/admin/queue/dashboard-charts.tsx'))

const QUEUE_ITEMS = ADMIN_NAV.flatMap((g) => g.items).filter((i): i is typeof i & { queue: AdminQueueKey } => Boolean(i.queue))

/** `/admin/tong-quan`: what waits (count, oldest, deadline per queue), today's figures, 30-day charts with a table. */
export default function AdminOverview() {
  const { dashboard: d } = useLoaderData<typeof overviewLoader>()
  const t = useAdminT()
  const age = useAge()
  const now = Date.parse(d.generated_at)
  const [client, setClient] = useState(false)
  useEffect(() => setClient(true), [])
  const figures = [
    { label: t('ad.dash.orders'), value: String(d.today.orders) },
    { label: t('ad.dash.gmv'), value: formatVnd(d.today.gmv) },
    { label: t('ad.dash.new_users'), value: String(d.today.new_users) },
    { label: t('ad.dash.new_shops'), value: String(d.today.new_shops) },
    { label: t('ad.dash.open_returns'), value: String(d.open_returns) },
  ]
  return (
    <>
      <PageHeader title={t('ad.nav.overview')} description={t('ad.dash.description')} />
      <section aria-labelledby="dash-queues">
        <h2 id="dash-queues" className="mb-2 font-semibold">
          {t('ad.dash.queues')}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="queue-cards">
          {QUEUE_ITEMS.map((item) => {
            const s = d.queues[item.queue]
            const late = s.deadline_at !== null && Date.parse(s.deadline_at) < now
            const Icon = item.icon
            return (
              <li key={item.queue}>
                <Link
                  to={item.to}
                  className="flex h-full items-start gap-3 rounded-xl border border-neutral-200 bg-white p-3 hover:border-brand-600"
                >
                  <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <div className="min-w-0">
                    <p className="font-medium text-neutral-900">{t(item.label)}</p>
                    <p className="text-2xl font-bold">
                      {t('ad.dash.count', { count: s.count > QUEUE_COUNT_CAP ? `${QUEUE_COUNT_CAP.toLocaleString('vi-VN')}+` : s.count })}
                    </p>
                    {s.count > 0 && <p className="text-xs text-neutral-700">{t('ad.dash.oldest', { age: age(s.oldest_at, now) })}</p>}
                    {s.count > 0 && (
                      <p className={`text-xs ${late ? 'font-semibold text-red-700' : 'text-neutral-700'}`}>
                        {s.deadline_at
                          ? late
                            ? `${t('ad.q.overdue')} · ${formatDateTime(s.deadline_at, t.lang)}`
                            : t('ad.q.deadline', { date: formatDateTime(s.deadline_at, t.lang) })
                          : t('ad.dash.no_deadline')}
                      </p>
                    )}
                  </div>
                </Link>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="dash-today" className="mt-6">
        <h2 id="dash-today" className="mb-2 font-semibold">
          {t('ad.dash.today')}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map((f) => (
            <div key={f.label} className="rounded-xl border border-neutral-200 bg-white p-3">
              <dt className="text-xs text-neutral-700">{f.label}</dt>
              <dd className="text-lg font-bold">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="dash-charts" className="mt-6">
        <h2 id="dash-charts" className="mb-2 font-semibold">
          {t('ad.dash.charts')}
        </h2>
        {client ? (
          <Suspense fallback={<Skeleton className="h-52 w-full" />}>
            <DashboardCharts
              days={d.days}
              labels={{ orders: t('ad.dash.orders'), gmv: t('ad.dash.gmv'), users: t('ad.dash.new_users'), shops: t('ad.dash.new_shops') }}
            />
          </Suspense>
        ) : (
          <Skeleton className="h-52 w-full" />
        )}
        <details className="mt-3 rounded-xl border border-neutral-200 bg-white p-3" open={!client || undefined}>
          <summary className="cursor-pointer text-sm font-medium">{t('ad.dash.table')}</summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-right text-sm">
              <caption className="sr-only">{t('ad.dash.table')}</caption>
              <thead>
                <tr className="text-neutral-700">
                  <th scope="col" className="py-1 text-left font-medium">
                    {t('ad.dash.date')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('ad.dash.orders')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('ad.dash.gmv')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('ad.dash.new_users')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('ad.dash.new_shops')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...d.days].reverse().map((day) => (
                  <tr key={day.date} className="border-t border-neutral-100">
                    <th scope="row" className="py-1 text-left font-normal">
                      {day.date}
                    </th>
                    <td>{day.orders}</td>
                    <td>{formatVnd(day.gmv)}</td>
                    <td>{day.new_users}</td>
                    <td>{day.new_shops}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
    </>
  )
}
