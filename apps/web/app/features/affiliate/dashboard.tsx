import { AFFILIATE_RULES, type TAffiliateDashboard } from '@xinh/contracts'
import { MousePointerClick } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { CopyLinkButton } from './copy-button.tsx'
import { formatCount, formatRatio } from './format.ts'
import { useAffT } from './i18n/index.ts'
import { AFF_BASE } from './shell.tsx'
import { DASHBOARD_PERIODS, screens } from './screens.ts'
import { Loaded } from './states.tsx'
import { type Seed, useApiData } from './use-api-data.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'

const DashboardChart = lazy(() => import('./dashboard-chart.tsx'))
// affssr: the figures are painted on the server; recharts loads only in the browser, after hydration

function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200" data-testid={testId}>
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="text-xl font-bold text-neutral-900 tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-neutral-600">{hint}</dd>}
    </div>
  )
}

/** `/tiep-thi-lien-ket` for a KOL: clicks, orders, conversion, commission pending/payable and the daily series (`?days=`). */
export function AffiliateDashboard({ seed }: { seed?: Seed<TAffiliateDashboard> | null }) {
  const t = useAffT()
  const [params] = useUrlState()
  const { days, path } = screens.dashboard(params)
  const { state, reload } = useApiData<TAffiliateDashboard>(path, seed)
  return (
    <>
      <PageHeader title={t('aff.title')} description={t('aff.dash.intro')} />
      <TabLinks
        param="days"
        label={t('aff.dash.period')}
        active={String(days)}
        tabs={[
          { id: String(AFFILIATE_RULES.dashboardDaysDefault), label: t('aff.dash.days', { days: AFFILIATE_RULES.dashboardDaysDefault }) },
          ...DASHBOARD_PERIODS.filter((d) => d !== AFFILIATE_RULES.dashboardDaysDefault).map((d) => ({
            id: String(d),
            label: t('aff.dash.days', { days: d }),
          })),
        ]}
      />
      <div className="mt-4">
        <Loaded state={state} reload={reload} rows={6}>
          {(d) => <DashboardBody d={d} />}
        </Loaded>
      </div>
    </>
  )
}

function DashboardBody({ d }: { d: TAffiliateDashboard }) {
  const t = useAffT()
  const lang = t.lang
  const hydrated = useHydrated()
  const quiet = d.clicks === 0 && d.orders === 0 && d.commission.pending + d.commission.payable + d.commission.paid === 0
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat testId="aff-stat-clicks" label={t('aff.dash.clicks')} value={formatCount(d.clicks, lang)} />
        <Stat testId="aff-stat-orders" label={t('aff.dash.orders')} value={formatCount(d.orders, lang)} />
        <Stat testId="aff-stat-conversion" label={t('aff.dash.conversion')} value={formatRatio(d.conversion, lang)} />
        <Stat
          testId="aff-stat-pending"
          label={t('aff.dash.pending')}
          value={formatVnd(d.commission.pending)}
          hint={t('aff.dash.pending_hint')}
        />
        <Stat
          testId="aff-stat-payable"
          label={t('aff.dash.payable')}
          value={formatVnd(d.commission.payable)}
          hint={t('aff.dash.payable_hint')}
        />
      </dl>
      <p className="flex flex-wrap gap-x-4 text-sm text-neutral-700">
        <span>{t('aff.dash.paid', { amount: formatVnd(d.commission.paid) })}</span>
        <span>{t('aff.dash.reversed', { amount: formatVnd(d.commission.reversed) })}</span>
        <Link to={`${AFF_BASE}/ca-nhan/don-hang-chuyen-doi`} className="font-semibold text-brand-700 underline">
          {t('aff.dash.see_orders')}
        </Link>
      </p>
      {quiet ? (
        <EmptyState
          icon={MousePointerClick}
          title={t('aff.dash.empty_title')}
          body={t('aff.dash.empty_body')}
          action={
            <Link
              to="/tim-kiem"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white"
            >
              {t('aff.dash.browse')}
            </Link>
          }
        />
      ) : (
        <section aria-labelledby="aff-chart" className="flex flex-col gap-2">
          <h2 id="aff-chart" className="font-semibold">
            {t('aff.dash.chart_title')}
          </h2>
          <div aria-hidden>
            {hydrated ? (
              <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
                <DashboardChart
                  days={d.series}
                  labels={{ clicks: t('aff.dash.clicks'), orders: t('aff.dash.orders'), commission: t('aff.dash.chart_commission') }}
                />
              </Suspense>
            ) : (
              <Skeleton className="h-[260px] w-full" />
            )}
          </div>
          {/* the same figures for screen readers (the chart is a picture, hidden from them and out of the tab order);
              a table keeps its content's width whatever its own, so the visually-hidden box is a div around it */}
          <div className="sr-only">
            <table>
              <caption>{t('aff.dash.chart_table')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('aff.dash.date')}</th>
                  <th scope="col">{t('aff.dash.clicks')}</th>
                  <th scope="col">{t('aff.dash.orders')}</th>
                  <th scope="col">{t('aff.dash.chart_commission')}</th>
                </tr>
              </thead>
              <tbody>
                {d.series
                  .filter((p) => p.clicks || p.orders || p.commission)
                  .map((p) => (
                    <tr key={p.date}>
                      <th scope="row">{p.date}</th>
                      <td>{p.clicks}</td>
                      <td>{p.orders}</td>
                      <td>{formatVnd(p.commission)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <section aria-labelledby="aff-top" className="flex flex-col gap-2">
        <h2 id="aff-top" className="font-semibold">
          {t('aff.dash.top_links')}
        </h2>
        {d.top_links.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('aff.dash.top_empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-neutral-200">
            {d.top_links.map((l) => (
              <li key={l._id} className="flex flex-wrap items-center gap-3 py-2">
                {l.target_image ? (
                  <img src={l.target_image} alt="" width={40} height={40} className="size-10 rounded-md object-cover" />
                ) : (
                  <span aria-hidden className="size-10 rounded-md bg-neutral-100" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{l.target_name}</span>
                  <span className="block text-xs text-neutral-700">
                    {t(`aff.target.${l.target_type}`)} ·{' '}
                    {t('aff.dash.link_stats', { clicks: formatCount(l.clicks, t.lang), orders: formatCount(l.orders, t.lang) })}
                  </span>
                </span>
                <CopyLinkButton url={l.url} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
