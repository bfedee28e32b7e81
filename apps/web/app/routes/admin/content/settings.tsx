import { zodResolver } from '@hookform/resolvers/zod'
import {
  PAYMENT_METHODS,
  type TFeeSettings,
  type TOrderSettings,
  type TPlatformSettings,
  type TRemoteConfigSettings,
  ZAddHoliday,
  ZOrderSettings,
  ZRemoteConfigSettings,
} from '@xinh/contracts'
import { CalendarDays, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminWrite } from '#web/features/admin/content/use-save.ts'
import { RemoteConfigExtras } from '#web/features/admin/content/remote-config-extras.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import type { loader } from './settings.server.ts'

export { loader } from './settings.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.settings' }
export const meta = () => [{ title: 'Cài đặt – Quản trị Xinh' }]

/** `/admin/cai-dat` (issue 14): fees and the first-year waiver, order rules, remote config, holidays. */
export default function AdminSettings() {
  const { settings, holidays, year, thisYear } = useLoaderData<typeof loader>()
  const t = useAdminT()
  return (
    <>
      <PageHeader title={t('ad.settings.title')} description={t('ad.settings.intro')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <FeesForm settings={settings} />
        <div className="flex flex-col gap-6">
          <OrdersForm settings={settings} />
          <RemoteConfigForm settings={settings} />
        </div>
      </div>
      <Holidays holidays={holidays} year={year} thisYear={thisYear} />
    </>
  )
}

function Section({ title, children, changed }: { title: string; children: ReactNode; changed: TPlatformSettings['updated']['fees'] }) {
  const t = useAdminT()
  const id = `section-${title.replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-4">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-xs text-neutral-600">
          {changed
            ? t('ad.content.last_saved', { at: formatDateTime(changed.at, t.lang), by: changed.by ?? '—' })
            : t('ad.content.defaults')}
        </p>
      </div>
      {children}
    </section>
  )
}

/** Percent in the form, basis points on the wire (100 bps = 1 %). */
const toPercent = (bps: number) => String(bps / 100)
const toBps = (percent: string) => Math.round(Number(percent.replace(',', '.')) * 100)

type FeeForm = { platform_fee: string; fee_free_months: string } & Record<`payment_${(typeof PAYMENT_METHODS)[number]}`, string>

function FeesForm({ settings }: { settings: TPlatformSettings }) {
  const t = useAdminT()
  const { run, formError } = useAdminWrite()
  const f = settings.fees
  const form = useForm<FeeForm>({
    values: {
      platform_fee: toPercent(f.platform_fee_bps),
      fee_free_months: String(f.fee_free_months),
      ...(Object.fromEntries(PAYMENT_METHODS.map((m) => [`payment_${m}`, toPercent(f.payment_fee_bps[m])])) as Record<
        `payment_${(typeof PAYMENT_METHODS)[number]}`,
        string
      >),
    },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (v) => {
    const body: TFeeSettings = {
      platform_fee_bps: toBps(v.platform_fee),
      fee_free_months: Number(v.fee_free_months),
      payment_fee_bps: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, toBps(v[`payment_${m}`])])) as TFeeSettings['payment_fee_bps'],
    }
    await run((api) => api.put('/api/v1/admin/settings/fees', body), {
      success: t('ad.content.saved'),
      // the server names bps fields; the form shows percents under other names
      setError: ((field: string, e: { message?: string }) => {
        const name =
          field === 'platform_fee_bps' ? 'platform_fee' : field.startsWith('payment_fee_bps.') ? `payment_${field.split('.')[1]}` : field
        form.setError(name as keyof FeeForm, e)
      }) as never,
    })
  })
  return (
    <Section title={t('ad.settings.fees')} changed={settings.updated.fees}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('ad.content.step_up_note')}</p>
        <TextField
          label={t('ad.settings.platform_fee')}
          inputMode="decimal"
          error={errors.platform_fee?.message}
          {...form.register('platform_fee')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((m) => (
            <TextField
              key={m}
              label={t('ad.settings.payment_fee', { method: m })}
              inputMode="decimal"
              error={errors[`payment_${m}`]?.message}
              {...form.register(`payment_${m}`)}
            />
          ))}
        </div>
        <TextField
          label={t('ad.settings.fee_free_months')}
          hint={t('ad.settings.fee_free_hint')}
          inputMode="numeric"
          error={errors.fee_free_months?.message}
          {...form.register('fee_free_months')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('ad.content.save')}
        </Button>
      </form>
    </Section>
  )
}

function OrdersForm({ settings }: { settings: TPlatformSettings }) {
  const t = useAdminT()
  const { run, formError } = useAdminWrite()
  const form = useForm<TOrderSettings>({ values: settings.orders, resolver: zodResolver(ZOrderSettings) as never })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (v) => {
    await run((api) => api.put('/api/v1/admin/settings/orders', v), { success: t('ad.content.saved'), setError: form.setError })
  })
  return (
    <Section title={t('ad.settings.orders')} changed={settings.updated.orders}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('ad.settings.cod_threshold')}
          hint={t('ad.settings.cod_threshold_hint')}
          inputMode="numeric"
          error={errors.cod_review_threshold?.message}
          {...form.register('cod_review_threshold', { valueAsNumber: true })}
        />
        <TextField
          label={t('ad.settings.unpaid_days')}
          hint={t('ad.settings.unpaid_days_hint')}
          inputMode="numeric"
          error={errors.unpaid_cancel_days?.message}
          {...form.register('unpaid_cancel_days', { valueAsNumber: true })}
        />
        <FormError message={formError} />
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('ad.content.save')}
        </Button>
      </form>
    </Section>
  )
}

function RemoteConfigForm({ settings }: { settings: TPlatformSettings }) {
  const t = useAdminT()
  const { run, formError } = useAdminWrite()
  const form = useForm<TRemoteConfigSettings>({ values: settings.remote_config, resolver: zodResolver(ZRemoteConfigSettings) as never })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (v) => {
    await run((api) => api.put('/api/v1/admin/settings/remote_config', v), { success: t('ad.content.saved'), setError: form.setError })
  })
  return (
    <Section title={t('ad.settings.remote')} changed={settings.updated.remote_config}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('ad.settings.ab_split')}
          hint={t('ad.settings.ab_split_hint')}
          inputMode="numeric"
          error={errors.assistant_ab_split?.message}
          {...form.register('assistant_ab_split', { valueAsNumber: true })}
        />
        <TextField
          label={t('ad.settings.min_fetch')}
          inputMode="numeric"
          error={errors.min_fetch_minutes?.message}
          {...form.register('min_fetch_minutes', { valueAsNumber: true })}
        />
        <RemoteConfigExtras form={form} />
        <FormError message={formError} />
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('ad.content.save')}
        </Button>
      </form>
    </Section>
  )
}

function Holidays({ holidays, year, thisYear }: { holidays: Array<{ date: string; name: string }>; year: number; thisYear: number }) {
  const t = useAdminT()
  const [, setUrl] = useUrlState()
  const { run, formError } = useAdminWrite()
  const form = useForm<{ date: string; name: string }>({
    defaultValues: { date: '', name: '' },
    resolver: zodResolver(ZAddHoliday) as never,
  })
  const { errors, isSubmitting } = form.formState
  const add = form.handleSubmit(async (v) => {
    const done = await run((api) => api.post('/api/v1/admin/holidays', v), {
      success: t('ad.settings.holiday_added'),
      setError: form.setError,
    })
    if (done) form.reset({ date: '', name: '' })
  })
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2]
  return (
    <section aria-labelledby="holidays" className="mt-6 flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="holidays" className="text-lg font-semibold">
            {t('ad.settings.holidays')}
          </h2>
          <p className="text-sm text-neutral-600">{t('ad.settings.holidays_hint')}</p>
        </div>
        <div className="w-32">
          <SelectField
            label={t('ad.settings.year')}
            value={String(year)}
            onChange={(e) => setUrl({ nam: e.target.value })}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
        </div>
      </div>
      {holidays.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t('ad.settings.holidays_empty')} />
      ) : (
        <ul className="divide-y divide-neutral-200">
          {holidays.map((h) => (
            <li key={h.date} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="font-mono text-sm">{h.date}</span> · {h.name}
              </span>
              <Button
                variant="ghost"
                aria-label={t('ad.settings.holiday_remove', { name: `${h.name} ${h.date}` })}
                onClick={() => run((api) => api.delete(`/api/v1/admin/holidays/${h.date}`), { success: t('ad.settings.holiday_removed') })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <TextField type="date" label={t('ad.settings.holiday_date')} error={errors.date?.message} {...form.register('date')} />
        <TextField label={t('ad.settings.holiday_name')} error={errors.name?.message} {...form.register('name')} />
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {t('ad.settings.holiday_add')}
        </Button>
        <FormError message={formError} />
      </form>
    </section>
  )
}
