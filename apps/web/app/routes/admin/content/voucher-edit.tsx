import {
  CARRIERS,
  issuesToFields,
  PAYMENT_METHODS,
  type TManagedVoucher,
  VOUCHER_CLASSIFY,
  VOUCHER_DISPLAYS,
  VOUCHER_TARGETS,
  VOUCHER_TYPES,
  ZAdminVoucherInput,
} from '@xinh/contracts'
import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { useLoaderData, useNavigate } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminWrite } from '#web/features/admin/content/use-save.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { loader } from './voucher-edit.server.ts'

export { loader } from './voucher-edit.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.vouchers' }
export const meta = () => [{ title: 'Voucher hệ thống – Quản trị Xinh' }]

/** The targets an admin picks from (shop and product vouchers belong to sellers). */
const TARGETS = VOUCHER_TARGETS.filter((t) => t !== 'shop')

type VoucherForm = {
  code: string
  name: string
  description: string
  kind: 'platform' | 'cashback'
  type: (typeof VOUCHER_TYPES)[number]
  value: string
  min_order_value: string
  max_discount_value: string
  budget: string
  quantity: string
  savable_quantity: string
  per_customer_limit: string
  display: (typeof VOUCHER_DISPLAYS)[number]
  classify: (typeof VOUCHER_CLASSIFY)[number]
  target: (typeof VOUCHER_TARGETS)[number]
  all_products: boolean
  product_ids: string
  start_time: string
  end_time: string
  tiers: Array<{ from: string; to: string; value: string }>
  payment_method: string[]
  shipping_method: string[]
  limit_per_user: string
  limit_per_user_by_day: string
  requires_login: boolean
  requires_app: boolean
}

/** ISO → the value of a datetime-local input, in the browser's time (Vietnam for the back office). */
const toLocal = (iso: string) => {
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : '')
const num = (s: string) => (s.trim() === '' ? undefined : Number(s))
const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

function initial(v: TManagedVoucher | null): VoucherForm {
  const now = Date.now()
  return {
    code: v?.code ?? '',
    name: v?.name ?? '',
    description: v?.description ?? '',
    kind: v?.kind === 'cashback' ? 'cashback' : 'platform',
    type: v?.type ?? 'price',
    value: str(v?.value),
    min_order_value: str(v?.min_order_value ?? 0),
    max_discount_value: str(v?.max_discount_value),
    budget: str(v?.budget),
    quantity: str(v?.quantity ?? 100),
    savable_quantity: str(v?.savable_quantity),
    per_customer_limit: str(v?.per_customer_limit ?? 1),
    display: v?.display ?? 'public',
    classify: v?.classify ?? 'other',
    target: v?.target ?? 'all',
    all_products: v?.all_products ?? true,
    product_ids: (v?.product_ids ?? []).join('\n'),
    start_time: toLocal(v?.start_time ?? new Date(now + 3600_000).toISOString()),
    end_time: toLocal(v?.end_time ?? new Date(now + 8 * 86_400_000).toISOString()),
    tiers: (v?.discount_by_range_price ?? []).map((t) => ({ from: String(t.from), to: str(t.to), value: String(t.value) })),
    payment_method: v?.conditions.payment_method ?? [],
    shipping_method: v?.conditions.shipping_method ?? [],
    limit_per_user: str(v?.conditions.limit_per_user),
    limit_per_user_by_day: str(v?.conditions.limit_per_user_by_day),
    requires_login: v?.requires_login ?? true,
    requires_app: v?.requires_app ?? false,
  }
}

/** The request body (spec §3 fields) from the form's strings. */
function bodyOf(f: VoucherForm) {
  return {
    code: f.code,
    name: f.name,
    description: f.description || undefined,
    kind: f.kind,
    type: f.type,
    value: num(f.value),
    min_order_value: num(f.min_order_value) ?? 0,
    max_discount_value: num(f.max_discount_value) ?? null,
    budget: num(f.budget) ?? null,
    quantity: num(f.quantity),
    savable_quantity: num(f.savable_quantity) ?? null,
    per_customer_limit: num(f.per_customer_limit) ?? 1,
    display: f.display,
    classify: f.classify,
    target: f.target,
    all_products: f.all_products,
    product_ids: f.all_products ? [] : f.product_ids.split(/\s+/).filter(Boolean),
    start_time: fromLocal(f.start_time),
    end_time: fromLocal(f.end_time),
    discount_by_range_price: f.tiers.map((t) => ({ from: num(t.from), to: num(t.to) ?? null, value: num(t.value) })),
    conditions: {
      payment_method: f.payment_method,
      shipping_method: f.shipping_method,
      limit_per_user: num(f.limit_per_user) ?? null,
      limit_per_user_by_day: num(f.limit_per_user_by_day) ?? null,
    },
    requires_login: f.requires_login,
    requires_app: f.requires_app,
  }
}

/** API field paths → form field names. */
const formField = (path: string) =>
  path
    .replace(/^discount_by_range_price\./, 'tiers.')
    .replace(/^conditions\./, '')
    .replace(/^product_ids\.\d+$/, 'product_ids')

/** `/admin/voucher/moi` and `/admin/voucher/{id}`: every spec §3 voucher field, checked with the API's own schema. */
export default function AdminVoucherEdit() {
  const { voucher } = useLoaderData<typeof loader>()
  const t = useAdminT()
  const navigate = useNavigate()
  const { run, formError } = useAdminWrite()
  const form = useForm<VoucherForm>({ defaultValues: initial(voucher) })
  const tiers = useFieldArray({ control: form.control, name: 'tiers' })
  const { errors, isSubmitting } = form.formState
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message
  const setError = (field: string, e: { message?: string }) => form.setError(formField(field) as keyof VoucherForm, e)

  const submit = form.handleSubmit(async (f) => {
    const body = bodyOf(f)
    const checked = ZAdminVoucherInput.safeParse(body)
    if (!checked.success) {
      for (const [field, message] of Object.entries(issuesToFields(checked.error.issues, t.lang))) setError(field, { message })
      return
    }
    const saved = voucher
      ? await run((api) => api.put(`/api/v1/admin/vouchers/${voucher._id}`, body), {
          success: t('ad.vou.saved'),
          setError: setError as never,
        })
      : await run((api) => api.post('/api/v1/admin/vouchers', body), { success: t('ad.vou.saved'), setError: setError as never })
    if (saved) navigate('/admin/voucher')
  })
  const choice = <K extends string>(values: readonly K[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}` as never) }))
  return (
    <>
      <PageHeader title={voucher ? t('ad.vou.edit_title') : t('ad.vou.new')} />
      <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6">
        <Group title={t('ad.vou.group_main')}>
          <TextField label={t('ad.vou.code')} autoCapitalize="characters" error={err('code')} {...form.register('code')} />
          <TextField label={t('ad.vou.name')} error={err('name')} {...form.register('name')} />
          <TextField label={t('ad.vou.description')} error={err('description')} {...form.register('description')} />
          <SelectField
            label={t('ad.vou.kind')}
            options={choice(['platform', 'cashback'] as const, 'ad.vou.kind')}
            {...form.register('kind')}
          />
          <SelectField
            label={t('ad.vou.target')}
            error={err('target')}
            options={choice(TARGETS, 'ad.vou.target')}
            {...form.register('target')}
          />
          <SelectField label={t('ad.vou.classify')} options={choice(VOUCHER_CLASSIFY, 'ad.vou.classify')} {...form.register('classify')} />
          <SelectField label={t('ad.vou.display')} options={choice(VOUCHER_DISPLAYS, 'ad.vou.display')} {...form.register('display')} />
        </Group>
        <Group title={t('ad.vou.group_value')}>
          <SelectField label={t('ad.vou.type')} options={choice(VOUCHER_TYPES, 'ad.vou.type')} {...form.register('type')} />
          <TextField label={t('ad.vou.value')} inputMode="numeric" error={err('value')} {...form.register('value')} />
          <TextField
            label={t('ad.vou.min_order')}
            inputMode="numeric"
            error={err('min_order_value')}
            {...form.register('min_order_value')}
          />
          <TextField
            label={t('ad.vou.max_discount')}
            inputMode="numeric"
            error={err('max_discount_value')}
            {...form.register('max_discount_value')}
          />
          <TextField label={t('ad.vou.budget')} inputMode="numeric" error={err('budget')} {...form.register('budget')} />
          <TextField label={t('ad.vou.quantity')} inputMode="numeric" error={err('quantity')} {...form.register('quantity')} />
          <TextField
            label={t('ad.vou.savable')}
            inputMode="numeric"
            error={err('savable_quantity')}
            {...form.register('savable_quantity')}
          />
          <TextField
            label={t('ad.vou.per_customer')}
            inputMode="numeric"
            error={err('per_customer_limit')}
            {...form.register('per_customer_limit')}
          />
          <TextField type="datetime-local" label={t('ad.vou.start')} error={err('start_time')} {...form.register('start_time')} />
          <TextField type="datetime-local" label={t('ad.vou.end_time')} error={err('end_time')} {...form.register('end_time')} />
        </Group>
        <Group title={t('ad.vou.tiers')}>
          <div className="flex flex-col gap-3 sm:col-span-2">
            {tiers.fields.map((tier, i) => (
              <div key={tier.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
                <TextField
                  label={t('ad.vou.tier_from')}
                  inputMode="numeric"
                  error={err(`tiers.${i}.from`)}
                  {...form.register(`tiers.${i}.from`)}
                />
                <TextField
                  label={t('ad.vou.tier_to')}
                  inputMode="numeric"
                  error={err(`tiers.${i}.to`)}
                  {...form.register(`tiers.${i}.to`)}
                />
                <TextField
                  label={t('ad.vou.tier_value')}
                  inputMode="numeric"
                  error={err(`tiers.${i}.value`)}
                  {...form.register(`tiers.${i}.value`)}
                />
                <Button type="button" variant="ghost" aria-label={t('ad.vou.tier_remove', { n: i + 1 })} onClick={() => tiers.remove(i)}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            ))}
            <Button type="button" variant="secondary" className="self-start" onClick={() => tiers.append({ from: '', to: '', value: '' })}>
              <Plus aria-hidden className="size-4" />
              {t('ad.vou.tier_add')}
            </Button>
          </div>
        </Group>
        <Group title={t('ad.vou.conditions')}>
          <Checks label={t('ad.vou.payment_methods')} values={PAYMENT_METHODS} register={form.register('payment_method')} />
          <Checks label={t('ad.vou.shipping_methods')} values={CARRIERS} register={form.register('shipping_method')} />
          <TextField
            label={t('ad.vou.limit_per_user')}
            inputMode="numeric"
            error={err('limit_per_user')}
            {...form.register('limit_per_user')}
          />
          <TextField
            label={t('ad.vou.limit_per_day')}
            inputMode="numeric"
            error={err('limit_per_user_by_day')}
            {...form.register('limit_per_user_by_day')}
          />
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5" {...form.register('requires_login')} />
            {t('ad.vou.requires_login')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5" {...form.register('requires_app')} />
            {t('ad.vou.requires_app')}
          </label>
          <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
            <input type="checkbox" className="size-5" {...form.register('all_products')} />
            {t('ad.vou.all_products')}
          </label>
          {!form.watch('all_products') && (
            <div className="sm:col-span-2">
              <Field label={t('ad.vou.product_ids')} error={err('product_ids') ?? err('all_products')}>
                {({ id, describedBy, invalid }) => (
                  <textarea
                    id={id}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    rows={4}
                    className="w-full rounded-lg border border-neutral-300 px-3 py-2 font-mono text-sm"
                    {...form.register('product_ids')}
                  />
                )}
              </Field>
            </div>
          )}
        </Group>
        <FormError message={formError} />
        <div className="flex gap-2">
          <Button type="submit" loading={isSubmitting}>
            {t('ad.content.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => navigate('/admin/voucher')}>
            {t('ad.content.cancel')}
          </Button>
        </div>
      </form>
    </>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

function Checks({
  label,
  values,
  register,
}: {
  label: string
  values: readonly string[]
  register: ReturnType<ReturnType<typeof useForm<VoucherForm>>['register']>
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-neutral-800">{label}</legend>
      <div className="flex flex-wrap gap-x-4">
        {values.map((v) => (
          <label key={v} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" value={v} className="size-5" {...register} />
            {v}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
