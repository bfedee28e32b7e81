import type { PricingStatus, TStatusCounts } from '@xinh/contracts'
import { Search, X } from 'lucide-react'
import { type ReactNode, useCallback, useId } from 'react'
import { type Control, Controller, type FieldPath, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form'
import { Form, Link, useSearchParams } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { Field } from '#web/ui/field.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { type SellerKey, useSellerT } from '../i18n/index.ts'

/** The four marketing screens and the APIs behind them (docs/api/seller-marketing.md, commerce.md). */
export const MARKETING = {
  categories: { path: '/ban-hang/quan-ly-danh-muc', api: '/api/v1/seller/shop-categories' },
  banners: { path: '/ban-hang/quan-ly-banner', api: '/api/v1/seller/banners' },
  promotions: { path: '/ban-hang/chuong-trinh-cua-toi', api: '/api/v1/seller/promotions' },
  vouchers: { path: '/ban-hang/ma-giam-gia', api: '/api/v1/seller/vouchers' },
} as const

const STATUS_TONE: Record<PricingStatus, Tone> = { upcoming: 'info', running: 'success', ended: 'neutral' }

/** spec §4: upcoming, running, ended — in words, with a colour that only helps. */
export function MarketingStatus({ status }: { status: PricingStatus }) {
  const t = useSellerT()
  return <StatusBadge tone={STATUS_TONE[status]}>{t(`sc.marketing.status.${status}`)}</StatusBadge>
}

/** Tabs by state with their counts (`?status=`), the first one being all of them. */
export function StatusTabs({ counts, active }: { counts: TStatusCounts; active: PricingStatus | undefined }) {
  const t = useSellerT()
  const tabs = (['all', 'running', 'upcoming', 'ended'] as const).map((id) => ({
    id,
    label: t(id === 'all' ? 'sc.marketing.tab.all' : `sc.marketing.status.${id}`),
    count: counts[id],
  }))
  return <TabLinks tabs={tabs} active={active ?? 'all'} param="status" label={t('sc.marketing.tabs_label')} />
}

/**
 * The keyword filter: a GET form, so it lives in the URL (reload, back and shared links keep it)
 * and works before the page is hydrated; the other filters ride along as hidden fields.
 */
export function KeywordSearch({ placeholder }: { placeholder: string }) {
  const t = useSellerT()
  const [params] = useSearchParams()
  const id = useId()
  const keyword = params.get('keyword') ?? ''
  const kept = [...params.entries()].filter(([k]) => k !== 'keyword' && k !== 'page')
  const cleared = new URLSearchParams(kept).toString()
  return (
    <Form method="get" role="search" className="flex items-center gap-2" preventScrollReset>
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id} className="sr-only">
        {t('sc.marketing.search_label')}
      </label>
      <div className="relative min-w-0 flex-1 sm:w-72 sm:flex-none">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500" />
        <input
          id={id}
          name="keyword"
          type="search"
          defaultValue={keyword}
          key={keyword}
          placeholder={placeholder}
          className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white pr-3 pl-9 text-base"
        />
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold hover:bg-neutral-100"
      >
        {t('sc.marketing.search_button')}
      </button>
      {keyword && (
        <Link
          to={cleared ? `?${cleared}` : '.'}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm text-neutral-700 hover:bg-neutral-100"
        >
          <X aria-hidden className="size-4" />
          {t('sc.marketing.clear_search')}
        </Link>
      )}
    </Form>
  )
}

/** A list region: a skeleton while the same page loads new filters, else its content. */
export function ListRegion({ children }: { children: ReactNode }) {
  const t = useSellerT()
  const reloading = useReloading()
  return reloading ? <ListSkeleton label={t('sc.marketing.loading')} /> : children
}

/** "From – to" in Vietnam's time. */
export function Period({ start, end }: { start: string; end: string }) {
  const t = useSellerT()
  return (
    <span>
      {formatDateTime(start, t.lang)} – {formatDateTime(end, t.lang)}
    </span>
  )
}

// ----- forms ----------------------------------------------------------------------------------

/**
 * The shop works in Vietnam's time (UTC+7, no daylight saving): date-time inputs show it and send
 * it with its offset, the same on the server render and in any browser.
 */
const VN_OFFSET_MS = 7 * 3_600_000
export const isoToVnInput = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + VN_OFFSET_MS).toISOString().slice(0, 16) : ''
export const vnInputToIso = (value: string) => (value ? `${value}:00+07:00` : '')
/** Now plus some hours, as the API's ISO string (a form's default period). */
export const isoIn = (hours: number, from = Date.now()) => {
  const d = new Date(from + hours * 3_600_000)
  d.setUTCSeconds(0, 0)
  return vnInputToIso(isoToVnInput(d.toISOString()))
}

/** A date-time field whose value is the API's ISO string. */
export function DateTimeField<T extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  error?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} error={error}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="datetime-local"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={isoToVnInput(field.value as string)}
              onChange={(e) => field.onChange(vnInputToIso(e.currentTarget.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600"
            />
          )}
        </Field>
      )}
    />
  )
}

/** The first message in a field's errors, nested ones included (`product_ids.3`, `items.0.discount_percent`). */
export function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const message = (error as { message?: unknown }).message
  if (typeof message === 'string' && message) return message
  for (const [key, value] of Object.entries(error)) {
    // `ref` is the field's element, not a nested error
    if (key === 'ref' || !value || typeof value !== 'object') continue
    const nested = firstError(value)
    if (nested) return nested
  }
  return undefined
}

/** Number inputs: empty is `null` (an optional limit), anything else a number. */
export const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v))

/**
 * Puts an API failure on the form: field messages on their fields (`items.0.product_id` too),
 * anything else returned as the form's message. Network failures say so.
 */
export function useFormFailure<T extends FieldValues>() {
  const t = useSellerT()
  return (error: unknown, setError: UseFormSetError<T>): string => {
    if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR') return t('common.network_error')
    const fields = Object.entries(error.fields ?? {})
    for (const [name, message] of fields) setError(name as Path<T>, { type: 'server', message })
    return fields.length && error.code === 'VALIDATION_FAILED' ? t('sc.marketing.form_error') : error.message
  }
}

/** The message of a failed action (toasts); stable across renders. */
export function useActionFailure() {
  const t = useSellerT()
  return useCallback(
    (error: unknown) => (error instanceof ApiError && error.code !== 'NETWORK_ERROR' ? error.message : t('common.network_error')),
    [t],
  )
}

export const sectionClass = 'flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-5'

/** A titled block of a form or detail page. */
export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** A label and its value on a detail page. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-neutral-600">{label}</dt>
      <dd className="text-sm text-neutral-900">{children}</dd>
    </div>
  )
}

export type { SellerKey }

/** An upload the server refused (its message is for the seller), as opposed to a failure to crop. */
export class CropUploadError extends Error {}
