import { BarChart3, Download } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Form, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import type { ChartDay } from '#web/features/admin/content/report-chart.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { BehaviourSection } from '#web/features/admin/content/behaviour-section.tsx'
import type { loader } from './reports.server.ts'

export { loader } from './reports.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.reports' }
export const meta = () => [{ title: 'Báo cáo – Quản trị Xinh' }]

const ReportChart = lazy(() => import('#web/features/admin/content/report-chart.tsx'))

/** `/admin/bao-cao?tu=&den=` (issue 14): GMV, orders, returns rate, top shops, payouts due; Excel export. */
export default function AdminReports() {
  const { report: r, raw, errors, behaviour } = useLoaderData<typeof loader>()
  const t = useAdminT()
  const reloading = useReloading()
  const percent = new Intl.NumberFormat(t.lang === 'ko' ? 'ko-KR' : t.lang === 'en' ? 'en-GB' : 'vi-VN', {
    style: 'percent',
    maximumFractionDigits: 2,
  })
  const exportUrl = `/api/v1/admin/reports/export?from=${r.from}&to=${r.to}`
  const figures: Array<[string, string]> = [
    [t('ad.rep.gmv'), formatVnd(r.totals.gmv)],
    [t('ad.rep.orders'), String(r.totals.orders)],
    [t('ad.rep.completed'), String(r.totals.completed_orders)],
    [t('ad.rep.cancelled'), String(r.totals.cancelled_orders)],
    [t('ad.rep.returns'), String(r.totals.returns)],
    [t('ad.rep.returns_rate'), percent.format(r.totals.returns_rate)],
    [t('ad.rep.payouts_due'), formatVnd(r.totals.payouts_due)],
  ]
  return (
    <>
      <PageHeader
        title={t('ad.rep.title')}
        description={t('ad.rep.range_note')}
        actions={
          <a
            href={exportUrl}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
          >
            <Download aria-hidden className="size-4" />
            {t('ad.rep.export')}
          </a>
        }
      />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-neutral-200 bg-white p-3">
        <div className="w-44">
          <TextField type="date" name="tu" label={t('ad.rep.from')} defaultValue={raw.from ?? r.from} error={errors.from} />
        </div>
        <div className="w-44">
          <TextField type="date" name="den" label={t('ad.rep.to')} defaultValue={raw.to ?? r.to} error={errors.to} />
        </div>
        <Button type="submit" variant="secondary">
          {t('ad.rep.apply')}
        </Button>
      </Form>
      <div aria-busy={reloading || undefined} className={reloading ? 'opacity-60' : undefined}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-neutral-200 bg-white p-3">
              <dt className="text-xs text-neutral-600">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <DaysSection days={r.days} />
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Table
            title={t('ad.rep.top_shops')}
            head={[t('ad.rep.shop'), t('ad.rep.gmv'), t('ad.rep.orders')]}
            rows={r.top_shops.map((s) => [s.name, formatVnd(s.gmv), String(s.orders)])}
          />
          <Table
            title={t('ad.rep.payouts_title')}
            head={[t('ad.rep.shop'), t('ad.rep.amount'), t('ad.rep.due_at')]}
            rows={r.payouts_due.map((p) => [p.shop_name, formatVnd(p.amount), p.due_at ? formatDateTime(p.due_at, t.lang) : '—'])}
          />
        </div>
        <BehaviourSection report={behaviour} />
      </div>
    </>
  )
}

function DaysSection({ days }: { days: Array<ChartDay & { returns: number }> }) {
  const t = useAdminT()
  // the chart needs the browser (and recharts, loaded on demand); the table is there first and stays one click away
  const [mounted, setMounted] = useState(false)
  const [asTable, setAsTable] = useState(false)
  useEffect(() => setMounted(true), [])
  const empty = days.every((d) => d.orders === 0 && d.returns === 0)
  const table = (
    <Table
      title={t('ad.rep.by_day')}
      hideTitle
      head={[t('ad.rep.date'), t('ad.rep.gmv'), t('ad.rep.orders'), t('ad.rep.returns')]}
      rows={days.map((d) => [d.date, formatVnd(d.gmv), String(d.orders), String(d.returns)])}
    />
  )
  return (
    <section aria-labelledby="by-day" className="mt-6 rounded-xl border border-neutral-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="by-day" className="text-lg font-semibold">
          {t('ad.rep.by_day')}
        </h2>
        {!empty && mounted && (
          <Button variant="ghost" onClick={() => setAsTable((v) => !v)}>
            {asTable ? t('ad.rep.show_chart') : t('ad.rep.show_table')}
          </Button>
        )}
      </div>
      {empty ? (
        <EmptyState icon={BarChart3} title={t('ad.rep.no_data')} />
      ) : !mounted || asTable ? (
        table
      ) : (
        <figure aria-label={t('ad.rep.chart_label')}>
          <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
            <ReportChart days={days} labels={{ gmv: t('ad.rep.gmv'), orders: t('ad.rep.orders') }} />
          </Suspense>
        </figure>
      )}
    </section>
  )
}

function Table({ title, head, rows, hideTitle }: { title: string; head: string[]; rows: string[][]; hideTitle?: boolean }) {
  const t = useAdminT()
  return (
    <section className={hideTitle ? '' : 'rounded-xl border border-neutral-200 bg-white p-4'}>
      {!hideTitle && <h2 className="mb-3 text-lg font-semibold">{title}</h2>}
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('ad.rep.no_data')}</p>
      ) : (
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-white">
              <tr>
                {head.map((h, i) => (
                  <th key={h} scope="col" className={`border-b border-neutral-200 py-2 pr-3 font-semibold ${i > 0 ? 'text-right' : ''}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-neutral-100">
                  {row.map((cell, i) => (
                    <td key={head[i]} className={`py-2 pr-3 ${i > 0 ? 'text-right tabular-nums' : ''}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
