import { SIZE_CHART_TYPES, type TSellerSizeChart, ZSizeChartInput } from '@xinh/contracts'
import { Plus, Trash2, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { type FieldErrors, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { FormError, SelectField, TextField, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { contractResolver } from '../form-resolver.ts'
import { useSellerT } from '../i18n/index.ts'
import { SizeChartStatus } from './status.tsx'
import { isTemplateType, TEMPLATES, type TemplateType } from './templates.ts'

export const SIZE_CHARTS_PATH = '/ban-hang/quan-ly-size-chart'

/** The form's values: the chart's columns (attributes) and its rows, one value per column (spec §3 size_values). */
type ChartValues = {
  name: string
  type: string
  attributes: Array<{ _id: string; name: string }>
  rows: Array<{ size_name: string; values: string[] }>
}

/** The ZSizeChartInput body: each row's values paired with their column's attribute id. */
const toInput = (v: ChartValues) => ({
  name: v.name,
  type: v.type,
  attributes: v.attributes,
  rows: v.rows.map((r) => ({
    size_name: r.size_name,
    size_values: v.attributes.map((a, k) => ({ values: r.values[k] ?? '', attribute_id: a._id })),
  })),
})

/** rows.i.size_values.k.values (the request) is rows.i.values.k (the form). */
function fieldOf(path: PropertyKey[]): string {
  const p = path.map(String)
  if (p[0] === 'rows' && p[2] === 'size_values') return `rows.${p[1]}.values.${p[3]}`
  if ((p[0] === 'rows' || p[0] === 'attributes') && p.length === 1) return `${p[0]}.root`
  return p.join('.')
}

let seq = 0
const newAttributeId = () => `col-${Date.now().toString(36)}${++seq}`

function fromTemplate(type: TemplateType, t: ReturnType<typeof useSellerT>, name?: string): ChartValues {
  const template = TEMPLATES[type]
  return {
    name: name ?? t(template.name),
    type,
    attributes: template.attributes.map((a) => ({ _id: a._id, name: t(a.name) })),
    rows: template.rows.map(([size, ...values]) => ({ size_name: size as string, values })),
  }
}

function fromChart(chart: TSellerSizeChart): ChartValues {
  return {
    name: chart.name,
    type: chart.type,
    attributes: chart.attributes,
    rows: chart.rows.map((r) => ({
      size_name: r.size_name,
      values: chart.attributes.map((a) => r.size_values.find((v) => v.attribute_id === a._id)?.values ?? ''),
    })),
  }
}

const cell =
  'min-h-10 w-full min-w-20 rounded-md border border-neutral-300 bg-white px-2 text-sm focus:border-brand-600 aria-[invalid=true]:border-red-600'

/**
 * A size chart as rows of sizes × measurements (spec §3), started from a template of its type
 * (`tao?type=`) or the chart being edited. A new or changed chart waits for review (spec §4).
 */
export function SizeChartForm({ chart, type }: { chart?: TSellerSizeChart; type?: string | null }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const apiErrors = useApiErrors<ChartValues>()
  const fieldMessage = useFieldMessage()
  const ids = useId()
  const resolver = useMemo(
    () => contractResolver<ChartValues, typeof ZSizeChartInput>(ZSizeChartInput, { lang: t.lang, toInput, mapPath: fieldOf }),
    [t.lang],
  )
  const form = useForm<ChartValues>({
    defaultValues: chart ? fromChart(chart) : fromTemplate(isTemplateType(type) ? type : 'top', t),
    resolver,
  })
  const { register, setValue, control, formState } = form
  const errors = formState.errors as FieldErrors<ChartValues> & {
    rows?: { root?: { message?: string } }
    attributes?: { root?: { message?: string } }
  }
  const [attributes, rows, chartType] = useWatch({ control, name: ['attributes', 'rows', 'type'] })
  const [formError, setFormError] = useState<string>()
  const [confirmTemplate, setConfirmTemplate] = useState(false)
  const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted }

  const addColumn = () => {
    setValue('attributes', [...attributes, { _id: newAttributeId(), name: '' }], opts)
    setValue(
      'rows',
      rows.map((r) => ({ ...r, values: [...r.values, ''] })),
      opts,
    )
  }
  const removeColumn = (k: number) => {
    setValue(
      'attributes',
      attributes.filter((_, i) => i !== k),
      opts,
    )
    setValue(
      'rows',
      rows.map((r) => ({ ...r, values: r.values.filter((_, i) => i !== k) })),
      opts,
    )
  }
  const addRow = () => setValue('rows', [...rows, { size_name: '', values: attributes.map(() => '') }], opts)
  const removeRow = (i: number) =>
    setValue(
      'rows',
      rows.filter((_, j) => j !== i),
      opts,
    )
  const applyTemplate = () => {
    const next = fromTemplate(isTemplateType(chartType) ? chartType : 'top', t, form.getValues('name'))
    setValue('attributes', next.attributes, opts)
    setValue('rows', next.rows, opts)
  }

  const submit = form.handleSubmit(async (body) => {
    setFormError(undefined)
    try {
      if (chart) await api.put(`/api/v1/seller/size-charts/${chart._id}`, body)
      else await api.post('/api/v1/seller/size-charts', body)
      toast(t('sc.size_charts.saved'), 'success')
      navigate(SIZE_CHARTS_PATH)
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    }
  })

  const rowErrors = errors.rows as unknown as Array<{ size_name?: { message?: string }; values?: Array<{ message?: string }> }> | undefined
  const attributeErrors = errors.attributes as unknown as Array<{ name?: { message?: string }; _id?: { message?: string } }> | undefined
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${ids}-title`} className="flex flex-col gap-4" data-testid="size-chart-form">
      <div className="flex flex-wrap items-center gap-2">
        <h1 id={`${ids}-title`} className="text-xl font-bold">
          {chart ? t('sc.size_charts.edit_title') : t('sc.size_charts.create_title')}
        </h1>
        {chart && <SizeChartStatus status={chart.status} />}
      </div>
      {chart?.status === 'rejected' && chart.rejection_reason && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          {t('sc.size_charts.rejected_reason', { reason: chart.rejection_reason })}
        </p>
      )}
      <p className="text-sm text-neutral-700">{t('sc.size_charts.review_note')}</p>
      <FormError message={formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('sc.size_charts.name')} error={errors.name?.message} {...register('name')} />
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <SelectField
              label={t('sc.size_charts.type')}
              error={errors.type?.message}
              options={SIZE_CHART_TYPES.map((x) => ({ value: x, label: t(`sc.size_charts.type.${x}`) }))}
              {...register('type')}
            />
          </div>
          {isTemplateType(chartType) && (
            <Button type="button" variant="secondary" onClick={() => setConfirmTemplate(true)}>
              {t('sc.size_charts.use_template')}
            </Button>
          )}
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="size-chart-grid">
          <caption className="sr-only">{t('sc.size_charts.grid')}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-1 py-2 text-left text-xs font-semibold text-neutral-700">
                {t('sc.size_charts.size')}
              </th>
              {attributes.map((a, k) => (
                <th key={a._id} scope="col" className="px-1 py-2 align-top">
                  <div className="flex items-center gap-1">
                    <input
                      {...register(`attributes.${k}.name`)}
                      aria-label={t('sc.size_charts.column_name', { n: k + 1 })}
                      aria-invalid={Boolean(attributeErrors?.[k]?.name)}
                      placeholder={t('sc.size_charts.column_placeholder')}
                      className={`${cell} font-semibold`}
                    />
                    <button
                      type="button"
                      aria-label={t('sc.size_charts.remove_column', { name: a.name || String(k + 1) })}
                      onClick={() => removeColumn(k)}
                      className="flex size-8 shrink-0 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100"
                    >
                      <X aria-hidden className="size-4" />
                    </button>
                  </div>
                  {attributeErrors?.[k]?.name?.message && (
                    <p role="alert" className="mt-0.5 text-left text-[11px] font-medium text-red-700">
                      {fieldMessage(attributeErrors[k]?.name?.message)}
                    </p>
                  )}
                </th>
              ))}
              <th scope="col" className="px-1 py-2">
                <Button type="button" variant="ghost" onClick={addColumn} aria-label={t('sc.size_charts.add_column')}>
                  <Plus aria-hidden className="size-4" />
                </Button>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <tr key={i} className="border-t border-neutral-200" data-testid="size-row">
                <th scope="row" className="px-1 py-1.5 align-top">
                  <input
                    {...register(`rows.${i}.size_name`)}
                    aria-label={t('sc.size_charts.size_n', { n: i + 1 })}
                    aria-invalid={Boolean(rowErrors?.[i]?.size_name)}
                    className={`${cell} font-semibold`}
                  />
                  {rowErrors?.[i]?.size_name?.message && (
                    <p role="alert" className="mt-0.5 text-left text-[11px] font-medium text-red-700">
                      {fieldMessage(rowErrors[i]?.size_name?.message)}
                    </p>
                  )}
                </th>
                {attributes.map((a, k) => (
                  <td key={a._id} className="px-1 py-1.5 align-top">
                    <input
                      {...register(`rows.${i}.values.${k}`)}
                      aria-label={`${a.name || t('sc.size_charts.column_name', { n: k + 1 })} – ${r.size_name || t('sc.size_charts.size_n', { n: i + 1 })}`}
                      aria-invalid={Boolean(rowErrors?.[i]?.values?.[k])}
                      className={cell}
                    />
                    {rowErrors?.[i]?.values?.[k]?.message && (
                      <p role="alert" className="mt-0.5 text-[11px] font-medium text-red-700">
                        {fieldMessage(rowErrors[i]?.values?.[k]?.message)}
                      </p>
                    )}
                  </td>
                ))}
                <td className="px-1 py-1.5 align-top">
                  <button
                    type="button"
                    aria-label={t('sc.size_charts.remove_row', { name: r.size_name || String(i + 1) })}
                    onClick={() => removeRow(i)}
                    className="flex size-10 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(errors.rows?.root?.message || errors.attributes?.root?.message) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fieldMessage(errors.rows?.root?.message ?? errors.attributes?.root?.message)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={addRow}>
          <Plus aria-hidden className="size-4" />
          {t('sc.size_charts.add_row')}
        </Button>
        <Button type="button" variant="secondary" onClick={addColumn}>
          <Plus aria-hidden className="size-4" />
          {t('sc.size_charts.add_column')}
        </Button>
      </div>
      <div className="flex justify-end gap-2 border-t border-neutral-200 pt-3">
        <Button type="button" variant="ghost" onClick={() => navigate(SIZE_CHARTS_PATH)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {chart ? t('sc.size_charts.save') : t('sc.size_charts.create')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmTemplate}
        onClose={() => setConfirmTemplate(false)}
        title={t('sc.size_charts.use_template_title')}
        body={t('sc.size_charts.use_template_body')}
        confirmLabel={t('sc.size_charts.use_template')}
        cancelLabel={t('common.cancel')}
        tone="primary"
        onConfirm={async () => applyTemplate()}
      />
    </form>
  )
}
