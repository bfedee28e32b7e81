import { DASHBOARD_RULES, type TDashboard, type TSellerTodo } from '@xinh/contracts'
import {
  AlertTriangle,
  ArrowDownRight,
  ArrowUpRight,
  ClipboardCheck,
  ClipboardList,
  Download,
  MessageCircle,
  Minus,
  PackageX,
  Star,
  Truck,
  Undo2,
  XCircle,
} from 'lucide-react'
import { lazy, type ReactNode, Suspense } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { type SellerKey, useSellerT } from '../i18n/index.ts'
import { formatCount, formatDay, formatPercent, formatPoint } from './format.ts'
import { TODO_LINKS } from './links.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'

// recharts loads only here, in the browser, after the page is on screen
const SalesChart = lazy(() => import('./sales-chart.tsx'))

const RANGES = ['today', '7d', '30d'] as const

/** today / 7 days / 30 days as links (filters in the URL), and a chosen range as a GET form. */
function RangePicker({ period }: { period: TDashboard['period'] }) {
  const t = useSellerT()
  const { pathname } = useLocation()
  const chip = (on: boolean) =>
    `inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium ring-1 ${on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-neutral-800 ring-neutral-300 hover:bg-neutral-100'}`
  return (
    <section aria-label={t('sc.dash.ranges')} className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <ul className="flex flex-wrap gap-2">
        {RANGES.map((r) => (
          <li key={r}>
            <Link
              to={`${pathname}?range=${r}`}
              aria-current={period.range === r ? 'page' : undefined}
              className={chip(period.range === r)}
              preventScrollReset
            >
              {t(`sc.dash.range.${r}`)}
            </Link>
          </li>
        ))}
      </ul>
      <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
        <input type="hidden" name="range" value="custom" />
        <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
          {t('sc.dash.from')}
          <input
            type="date"
            name="from"
            required
            defaultValue={period.from}
            className="min-h-10 rounded-lg border border-neutral-300 px-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
          {t('sc.dash.to')}
          <input type="date" name="to" required defaultValue={period.to} className="min-h-10 rounded-lg border border-neutral-300 px-2" />
        </label>
        <Button type="submit" variant={period.range === 'custom' ? 'primary' : 'secondary'} className="min-h-10">
          {t('sc.dash.apply')}
        </Button>
      </Form>
    </section>
  )
}

function Change({ now, before }: { now: number; before: number }) {
  const t = useSellerT()
  if (before === 0) return <p className="text-xs text-neutral-600">{now === 0 ? t('sc.dash.change_same') : t('sc.dash.change_new')}</p>
  const delta = (now - before) / before
  if (delta === 0)
    return (
      <p className="flex items-center gap-1 text-xs text-neutral-700">
        <Minus aria-hidden className="size-3" />
        {t('sc.dash.change_same')}
      </p>
    )
  const up = delta > 0
  const value = formatPercent(Math.abs(delta), t.lang)
  return (
    <p className={`flex items-center gap-1 text-xs font-medium ${up ? 'text-emerald-800' : 'text-red-800'}`}>
      {up ? <ArrowUpRight aria-hidden className="size-3" /> : <ArrowDownRight aria-hidden className="size-3" />}
      {t(up ? 'sc.dash.change_up' : 'sc.dash.change_down', { value })}
    </p>
  )
}

function Kpi({ label, value, hint, children }: { label: string; value: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="text-lg font-bold text-neutral-900 sm:text-xl">{value}</dd>
      {children && <dd>{children}</dd>}
      {hint && <dd className="text-xs text-neutral-600">{hint}</dd>}
    </div>
  )
}

function Kpis({ data }: { data: TDashboard }) {
  const t = useSellerT()
  const { totals, previous } = data
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Kpi label={t('sc.dash.kpi.revenue')} value={formatVnd(totals.revenue)} hint={t('sc.dash.kpi.revenue_hint')}>
        <Change now={totals.revenue} before={previous.revenue} />
      </Kpi>
      <Kpi label={t('sc.dash.kpi.orders')} value={formatCount(totals.orders, t.lang)}>
        <Change now={totals.orders} before={previous.orders} />
        {totals.cancelled > 0 && <p className="text-xs text-neutral-700">{t('sc.dash.cancelled', { count: totals.cancelled })}</p>}
      </Kpi>
      <Kpi label={t('sc.dash.kpi.aov')} value={formatVnd(totals.average_order_value)}>
        <Change now={totals.average_order_value} before={previous.average_order_value} />
      </Kpi>
      <Kpi label={t('sc.dash.kpi.buyers')} value={formatCount(totals.buyers, t.lang)}>
        <Change now={totals.buyers} before={previous.buyers} />
      </Kpi>
      <Kpi
        label={t('sc.dash.kpi.visitors')}
        value={totals.visitors === null ? t('sc.dash.not_measured') : formatCount(totals.visitors, t.lang)}
        hint={totals.visitors === null ? t('sc.dash.not_measured_hint') : t('sc.dash.kpi.visitors_hint')}
      />
      <Kpi
        label={t('sc.dash.kpi.conversion')}
        value={
          totals.conversion_rate !== null
            ? formatPercent(totals.conversion_rate, t.lang)
            : totals.visitors === null
              ? t('sc.dash.not_measured')
              : t('sc.dash.no_visitors')
        }
        hint={totals.visitors === null ? undefined : t('sc.dash.kpi.conversion_hint')}
      />
    </dl>
  )
}

function Chart({ data }: { data: TDashboard }) {
  const t = useSellerT()
  const hydrated = useHydrated()
  const empty = data.series.every((p) => p.orders === 0)
  return (
    <section aria-labelledby="dash-chart" className="flex flex-col gap-2">
      <h2 id="dash-chart" className="text-base font-bold">
        {t('sc.dash.chart.title')}
      </h2>
      {empty ? (
        <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-8 text-center text-sm text-neutral-700">
          {t('sc.dash.chart.empty')}
        </p>
      ) : (
        <>
          {hydrated ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <SalesChart series={data.series} />
            </Suspense>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
          <details className="text-sm">
            <summary className="min-h-10 cursor-pointer py-2 font-medium text-brand-700">{t('sc.dash.chart.table')}</summary>
            <div className="max-h-72 overflow-auto">
              <table className="w-full text-left">
                <thead>
                  <tr className="border-b border-neutral-200">
                    <th scope="col" className="py-1 pr-2">
                      {t('sc.dash.chart.time')}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right">
                      {t('sc.dash.chart.orders')}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t('sc.dash.chart.revenue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.series.map((p) => (
                    <tr key={p.at} className="border-b border-neutral-100">
                      <th scope="row" className="py-1 pr-2 font-normal">
                        {formatPoint(p.at, t.lang)}
                      </th>
                      <td className="py-1 pr-2 text-right">{p.orders}</td>
                      <td className="py-1 text-right">{formatVnd(p.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  )
}

function TopProducts({ data }: { data: TDashboard }) {
  const t = useSellerT()
  return (
    <section aria-labelledby="dash-top" className="flex flex-col gap-2">
      <h2 id="dash-top" className="text-base font-bold">
        {t('sc.dash.top.title')}
      </h2>
      {data.top_products.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-neutral-300 p-4 text-sm text-neutral-700">
          <p>{t('sc.dash.top.empty')}</p>
          <Link to="/ban-hang/chuong-trinh-cua-toi" className="font-semibold text-brand-700 hover:underline">
            {t('sc.dash.top.create_promotion')}
          </Link>
        </div>
      ) : (
        <ol className="flex flex-col divide-y divide-neutral-100">
          {data.top_products.map((p, i) => (
            <li key={p.product_id ?? p.name} className="flex items-center gap-3 py-2">
              <span className="w-5 text-center text-sm font-bold text-neutral-600">{i + 1}</span>
              {p.image ? (
                <img src={p.image} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-md object-cover" />
              ) : (
                <span className="size-10 shrink-0 rounded-md bg-neutral-100" />
              )}
              <span className="min-w-0 flex-1">
                {p.product_id ? (
                  <Link to={`/san-pham/${p.product_id}`} className="line-clamp-2 text-sm font-medium hover:underline">
                    {p.name}
                  </Link>
                ) : (
                  <span className="line-clamp-2 text-sm font-medium">{p.name}</span>
                )}
                <span className="block text-xs text-neutral-700">{t('sc.dash.top.units', { count: formatCount(p.units, t.lang) })}</span>
              </span>
              <span className="text-sm font-semibold">{formatVnd(p.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

const TODO_ICONS = {
  to_confirm: ClipboardCheck,
  to_prepare: ClipboardList,
  cancel_requests: XCircle,
  return_requests: Undo2,
  rejected_products: PackageX,
  low_stock: AlertTriangle,
} as const

/** What needs the seller now, each card a link to the list filtered to it. */
export function TodoCards({ todo }: { todo: TSellerTodo }) {
  const t = useSellerT()
  const keys = Object.keys(TODO_ICONS) as Array<keyof TSellerTodo>
  return (
    <section aria-labelledby="dash-todo" className="flex flex-col gap-2">
      <h2 id="dash-todo" className="text-base font-bold">
        {t('sc.dash.todo.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        {keys.map((key) => {
          const Icon = TODO_ICONS[key]
          const count = todo[key]
          return (
            <li key={key}>
              <Link
                to={TODO_LINKS[key]}
                className={`flex h-full flex-col gap-1 rounded-xl p-3 ring-1 hover:ring-brand-600 ${count > 0 ? 'bg-brand-50 ring-brand-200' : 'bg-white ring-neutral-200'}`}
              >
                <Icon aria-hidden className={`size-5 ${count > 0 ? 'text-brand-700' : 'text-neutral-500'}`} />
                <span className="text-2xl font-bold text-neutral-900">{count}</span>
                <span className="text-sm text-neutral-800">
                  {t(`sc.dash.todo.${key}` as SellerKey, { count: DASHBOARD_RULES.lowStock })}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function Rate({
  icon: Icon,
  label,
  rate,
  hint,
}: {
  icon: typeof Truck
  label: string
  rate: TDashboard['performance']['late_shipment_rate']
  hint?: string
}) {
  const t = useSellerT()
  return (
    <li className="flex gap-3 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-600" />
      <div className="min-w-0">
        <p className="text-sm text-neutral-700">{label}</p>
        <p className="text-lg font-bold">{rate.value === null ? t('sc.dash.perf.none') : formatPercent(rate.value, t.lang)}</p>
        {rate.of > 0 && <p className="text-xs text-neutral-700">{t('sc.dash.perf.of', { count: rate.count, of: rate.of })}</p>}
        {hint && <p className="text-xs text-neutral-600">{hint}</p>}
      </div>
    </li>
  )
}

function Performance({ data }: { data: TDashboard }) {
  const t = useSellerT()
  const p = data.performance
  return (
    <section aria-labelledby="dash-perf" className="flex flex-col gap-2">
      <h2 id="dash-perf" className="text-base font-bold">
        {t('sc.dash.perf.title', { days: p.days })}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <Rate
          icon={Truck}
          label={t('sc.dash.perf.late')}
          rate={p.late_shipment_rate}
          hint={t('sc.dash.perf.late_hint', { days: DASHBOARD_RULES.shipWithinDays })}
        />
        <Rate icon={XCircle} label={t('sc.dash.perf.cancel')} rate={p.cancellation_rate} />
        <Rate icon={Undo2} label={t('sc.dash.perf.returns')} rate={p.return_rate} />
        <li className="flex gap-3 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
          <Star aria-hidden className="mt-0.5 size-5 shrink-0 fill-amber-500 text-amber-500" />
          <div>
            <p className="text-sm text-neutral-700">{t('sc.dash.perf.rating')}</p>
            <p className="text-lg font-bold">
              {p.rating.average === null
                ? t('sc.dash.perf.none')
                : t('sc.dash.perf.rating_value', { average: p.rating.average.toFixed(1), count: formatCount(p.rating.count, t.lang) })}
            </p>
          </div>
        </li>
        <li className="flex gap-3 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
          <MessageCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-600" />
          <div>
            <p className="text-sm text-neutral-700">{t('sc.dash.perf.chat')}</p>
            <p className="text-lg font-bold">
              {p.chat_response_rate === null ? t('sc.dash.perf.none') : formatPercent(p.chat_response_rate, t.lang)}
            </p>
            {p.chat_response_time_seconds !== null && (
              <p className="text-xs text-neutral-700">
                {t('sc.dash.perf.chat_time', { time: formatReplyTime(p.chat_response_time_seconds, t.lang) })}
              </p>
            )}
          </div>
        </li>
      </ul>
    </section>
  )
}

/** The average reply time in minutes (under an hour) or hours, in the UI language (issue 15). */
function formatReplyTime(seconds: number, lang: string) {
  const locale = lang === 'ko' ? 'ko-KR' : lang === 'en' ? 'en-GB' : 'vi-VN'
  const hours = seconds >= 3600
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
    maximumFractionDigits: hours ? 1 : 0,
  }).format(hours ? seconds / 3600 : Math.max(1, Math.round(seconds / 60)))
}

function SalesSkeleton() {
  const t = useSellerT()
  return (
    <div role="status" aria-busy="true" aria-label={t('sc.dash.loading')} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  )
}

/** `/ban-hang/tong-quan`: the period's figures, chart, best sellers, to-do cards and performance. */
export function DashboardView({ data, todo, reportHref }: { data: TDashboard; todo: TSellerTodo; reportHref: string }) {
  const t = useSellerT()
  const reloading = useReloading()
  return (
    <div className="flex flex-col gap-6">
      <TodoCards todo={todo} />
      <RangePicker period={data.period} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-neutral-700">
          {t('sc.dash.period', { from: formatDay(data.period.from, t.lang), to: formatDay(data.period.to, t.lang) })}
        </p>
        <a
          href={reportHref}
          download
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          <Download aria-hidden className="size-4" />
          {t('sc.dash.report')}
        </a>
      </div>
      {reloading ? (
        <SalesSkeleton />
      ) : (
        <>
          <Kpis data={data} />
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <Chart data={data} />
            </div>
            <div className="lg:col-span-2">
              <TopProducts data={data} />
            </div>
          </div>
        </>
      )}
      <Performance data={data} />
    </div>
  )
}
