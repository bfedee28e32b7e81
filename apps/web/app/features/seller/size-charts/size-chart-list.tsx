import type { TSellerSizeChart } from '@xinh/contracts'
import { Pencil, Plus, Ruler, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { formatDay } from '../format.ts'
import { useSellerT } from '../i18n/index.ts'
import { SIZE_CHARTS_PATH } from './size-chart-form.tsx'
import { SizeChartStatus } from './status.tsx'
import { TEMPLATE_TYPES } from './templates.ts'

/** `quan-ly-size-chart`: the shop's size charts with their review state, and a template per type to start a new one. */
export function SizeChartList({ charts }: { charts: TSellerSizeChart[] }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [deleting, setDeleting] = useState<TSellerSizeChart | null>(null)
  return (
    <>
      <PageHeader title={t('sc.nav.size_charts')} description={t('sc.size_charts.description')} />
      <section aria-labelledby="sc-templates" className="mb-4 flex flex-col gap-2">
        <h2 id="sc-templates" className="text-sm font-semibold text-neutral-800">
          {t('sc.size_charts.new_from_template')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {TEMPLATE_TYPES.map((type) => (
            <li key={type}>
              <Link
                to={`${SIZE_CHARTS_PATH}/tao?type=${type}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
              >
                <Plus aria-hidden className="size-4" />
                {t(`sc.size_charts.type.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {charts.length === 0 ? (
        <EmptyState icon={Ruler} title={t('sc.size_charts.empty')} body={t('sc.size_charts.empty_body')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="size-chart-list">
          {charts.map((chart) => (
            <li key={chart._id} className="flex flex-col gap-2 rounded-xl p-4 ring-1 ring-neutral-200" data-testid="size-chart-card">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="truncate font-semibold">{chart.name}</h3>
                  <p className="text-xs text-neutral-700">
                    {t(`sc.size_charts.type.${chart.type as 'top'}`)} ·{' '}
                    {t('sc.size_charts.summary', { sizes: chart.rows.length, columns: chart.attributes.length })} ·{' '}
                    {formatDay(chart.updated_at, t.lang)}
                  </p>
                </div>
                <SizeChartStatus status={chart.status} />
              </div>
              <p className="truncate text-xs text-neutral-700">
                {chart.rows.map((r) => r.size_name).join(', ')} — {chart.attributes.map((a) => a.name).join(', ')}
              </p>
              {chart.status === 'rejected' && chart.rejection_reason && (
                <p className="rounded-md bg-red-50 px-2 py-1 text-xs text-red-900">
                  {t('sc.size_charts.rejected_reason', { reason: chart.rejection_reason })}
                </p>
              )}
              <div className="flex gap-1">
                <Link
                  to={`${SIZE_CHARTS_PATH}/cap-nhat/${chart._id}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
                  aria-label={t('sc.size_charts.edit_named', { name: chart.name })}
                >
                  <Pencil aria-hidden className="size-4" />
                  {t('sc.size_charts.edit')}
                </Link>
                <button
                  type="button"
                  onClick={() => setDeleting(chart)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                  aria-label={t('sc.size_charts.delete_named', { name: chart.name })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t('sc.size_charts.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('sc.size_charts.delete_title')}
        body={t('sc.size_charts.delete_body', { name: deleting?.name ?? '' })}
        confirmLabel={t('sc.size_charts.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return
          try {
            await api.delete(`/api/v1/seller/size-charts/${deleting._id}`)
            toast(t('sc.size_charts.deleted'), 'success')
            await revalidator.revalidate()
          } catch (error) {
            toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
          }
        }}
      />
    </>
  )
}
