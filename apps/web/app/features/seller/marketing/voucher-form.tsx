import { zodResolver } from '@hookform/resolvers/zod'
import {
  CARRIERS,
  COMMERCE,
  PAYMENT_METHODS,
  type TManagedVoucher,
  type TSellerVoucherInput,
  VOUCHER_CLASSIFY,
  VOUCHER_DISPLAYS,
  ZSellerVoucherInput,
} from '@xinh/contracts'
import { Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, SelectField, TextField, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { DateTimeField, firstError, isoIn, MARKETING, numberOrNull, Section, useFormFailure } from './common.tsx'
import { type PickedProduct, PickedProducts } from './product-picker.tsx'

const { path, api: API } = MARKETING.vouchers

/** Targets a shop may set (platform-only ones are the admin's: contracts PLATFORM_ONLY_TARGETS). */
export const SHOP_VOUCHER_TARGETS = ['shop', 'product', 'all', 'kol', 'unique_code', 'introduced'] as const

const zeroIfEmpty = (v: unknown) => (v === '' || v === null || v === undefined ? 0 : Number(v))
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v))

/** A group of checkboxes (payment methods, carriers): none checked means every one. */
function CheckGroup({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      <p className="text-xs text-neutral-600">{hint}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">{children}</div>
    </fieldset>
  )
}

/**
 * Create or edit a shop voucher with every spec §3 field: name (≤40) and code (≤9), price or
 * percent with tiers (`discount_by_range_price`), minimum order, maximum discount, budget, usable
 * and savable quantities, display, per-customer and per-day limits, payment and shipping
 * conditions, specific products. The API's own schema checks it here first; a voucher already
 * used keeps its terms (only its end and quantity can grow), as the API says.
 */
export function VoucherForm({ voucher }: { voucher?: TManagedVoucher }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const fieldMessage = useFieldMessage()
  const formFailure = useFormFailure<TSellerVoucherInput>()
  const [formError, setFormError] = useState<string>()
  const [products, setProducts] = useState<PickedProduct[]>(
    (voucher?.products ?? []).map((p) => ({ _id: p._id, name: p.name, image: p.image, sale_price: 0, stock: 0 })),
  )
  const form = useForm<TSellerVoucherInput>({
    resolver: zodResolver(ZSellerVoucherInput) as never,
    defaultValues: voucher
      ? {
          code: voucher.code,
          name: voucher.name,
          description: voucher.description ?? '',
          type: voucher.type,
          value: voucher.value,
          min_order_value: voucher.min_order_value,
          max_discount_value: voucher.max_discount_value,
          budget: voucher.budget,
          quantity: voucher.quantity,
          savable_quantity: voucher.savable_quantity,
          display: voucher.display,
          per_customer_limit: voucher.per_customer_limit,
          classify: voucher.classify,
          target: voucher.target as TSellerVoucherInput['target'],
          all_products: voucher.all_products,
          product_ids: voucher.product_ids,
          start_time: voucher.start_time,
          end_time: voucher.end_time,
          discount_by_range_price: voucher.discount_by_range_price,
          conditions: {
            payment_method: voucher.conditions.payment_method as never,
            shipping_method: voucher.conditions.shipping_method as never,
            limit_per_user: voucher.conditions.limit_per_user,
            limit_per_user_by_day: voucher.conditions.limit_per_user_by_day,
          },
          requires_login: voucher.requires_login,
          requires_app: voucher.requires_app,
        }
      : {
          code: '',
          name: '',
          description: '',
          type: 'price',
          value: undefined as unknown as number,
          min_order_value: 0,
          max_discount_value: null,
          budget: null,
          quantity: 100,
          savable_quantity: null,
          display: 'public',
          per_customer_limit: 1,
          classify: 'other',
          target: 'shop',
          all_products: true,
          product_ids: [],
          start_time: isoIn(1),
          end_time: isoIn(24 * 30 + 1),
          discount_by_range_price: [],
          conditions: { payment_method: [], shipping_method: [], limit_per_user: null, limit_per_user_by_day: null },
          requires_login: true,
          requires_app: false,
        },
  })
  const tiers = useFieldArray({ control: form.control, name: 'discount_by_range_price' as never })
  const { errors, isSubmitting } = form.formState
  const type = form.watch('type')
  const allProducts = form.watch('all_products')
  const locked = Boolean(voucher && voucher.used > 0)
  const tiersId = useId()

  function pick(next: PickedProduct[]) {
    setProducts(next)
    form.setValue(
      'product_ids',
      next.map((p) => p._id),
      { shouldDirty: true },
    )
    form.clearErrors(['product_ids', 'all_products'])
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      const saved = voucher ? await api.put<TManagedVoucher>(`${API}/${voucher._id}`, values) : await api.post<TManagedVoucher>(API, values)
      toast(t(voucher ? 'sc.marketing.saved' : 'sc.marketing.voucher.created'), 'success')
      navigate(`${path}/chi-tiet/${saved._id}`)
    } catch (error) {
      setFormError(formFailure(error, form.setError))
    }
  })

  const num = { setValueAs: numberOrNull }
  const required = { setValueAs: asNumber }
  const conditionsError = errors.conditions as Record<string, { message?: string }> | undefined
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      {locked && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('sc.marketing.voucher.locked')}</p>}
      <Section title={t('sc.marketing.voucher.basics')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('sc.marketing.voucher.name')}
            hint={t('sc.marketing.voucher.name_hint')}
            maxLength={COMMERCE.voucherNameMax}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t('sc.marketing.voucher.code')}
            hint={t('sc.marketing.voucher.code_hint')}
            maxLength={COMMERCE.voucherCodeMax}
            autoCapitalize="characters"
            className="uppercase"
            error={errors.code?.message}
            {...form.register('code')}
          />
        </div>
        <Field
          label={t('sc.marketing.voucher.description')}
          hint={t('sc.marketing.voucher.description_hint')}
          error={errors.description?.message}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              rows={2}
              maxLength={COMMERCE.promotionDescriptionMax}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
              {...form.register('description')}
            />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t('sc.marketing.voucher.classify')}
            options={VOUCHER_CLASSIFY.map((c) => ({ value: c, label: t(`sc.marketing.voucher.classify.${c}`) }))}
            error={errors.classify?.message}
            {...form.register('classify')}
          />
          <SelectField
            label={t('sc.marketing.voucher.target')}
            options={SHOP_VOUCHER_TARGETS.map((c) => ({ value: c, label: t(`sc.marketing.voucher.target.${c}`) }))}
            error={errors.target?.message}
            {...form.register('target')}
          />
          <SelectField
            label={t('sc.marketing.voucher.display')}
            options={VOUCHER_DISPLAYS.map((c) => ({ value: c, label: t(`sc.marketing.voucher.display.${c}`) }))}
            error={errors.display?.message}
            {...form.register('display')}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <DateTimeField control={form.control} name="start_time" label={t('sc.marketing.start')} error={errors.start_time?.message} />
          <DateTimeField control={form.control} name="end_time" label={t('sc.marketing.end')} error={errors.end_time?.message} />
        </div>
      </Section>

      <Section title={t('sc.marketing.voucher.discount')}>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-neutral-800">{t('sc.marketing.voucher.type')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['price', 'percent'] as const).map((v) => (
              <label key={v} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" value={v} className="size-5 accent-brand-600" {...form.register('type')} />
                {t(`sc.marketing.voucher.type.${v}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t(type === 'percent' ? 'sc.marketing.voucher.value_percent' : 'sc.marketing.voucher.value_price')}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.value?.message}
            {...form.register('value', required)}
          />
          <TextField
            label={t('sc.marketing.voucher.min_order')}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.min_order_value?.message}
            {...form.register('min_order_value', { setValueAs: zeroIfEmpty })}
          />
          <TextField
            label={t('sc.marketing.voucher.max_discount')}
            hint={t('sc.marketing.voucher.optional_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.max_discount_value?.message}
            {...form.register('max_discount_value', num)}
          />
        </div>
        <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={tiersId}>
          <legend className="sr-only">{t('sc.marketing.voucher.tiers')}</legend>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p aria-hidden className="text-sm font-medium text-neutral-800">
              {t('sc.marketing.voucher.tiers')}
            </p>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                const list = form.getValues('discount_by_range_price') ?? []
                const last = list[list.length - 1]
                tiers.append({ from: (last?.to as number | null) ?? 0, to: null, value: undefined } as never)
              }}
            >
              <Plus aria-hidden className="size-4" />
              {t('sc.marketing.voucher.add_tier')}
            </Button>
          </div>
          <p id={tiersId} className="text-xs text-neutral-600">
            {t('sc.marketing.voucher.tiers_hint')}
          </p>
          {tiers.fields.map((field, i) => {
            const err = errors.discount_by_range_price?.[i]
            return (
              <div key={field.id} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
                <TextField
                  label={t('sc.marketing.voucher.tier_from', { n: i + 1 })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  error={err?.from?.message}
                  {...form.register(`discount_by_range_price.${i}.from` as const, { setValueAs: zeroIfEmpty })}
                />
                <TextField
                  label={t('sc.marketing.voucher.tier_to', { n: i + 1 })}
                  type="number"
                  inputMode="numeric"
                  placeholder={t('sc.marketing.voucher.tier_open')}
                  error={err?.to?.message}
                  {...form.register(`discount_by_range_price.${i}.to` as const, num)}
                />
                <TextField
                  label={t('sc.marketing.voucher.tier_value', { n: i + 1 })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  error={err?.value?.message}
                  {...form.register(`discount_by_range_price.${i}.value` as const, required)}
                />
                <button
                  type="button"
                  onClick={() => tiers.remove(i)}
                  aria-label={t('sc.marketing.voucher.remove_tier', { n: i + 1 })}
                  className="mb-0.5 inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
            )
          })}
        </fieldset>
      </Section>

      <Section title={t('sc.marketing.voucher.quantities')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('sc.marketing.voucher.quantity')}
            hint={t('sc.marketing.voucher.quantity_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.quantity?.message}
            {...form.register('quantity', required)}
          />
          <TextField
            label={t('sc.marketing.voucher.savable')}
            hint={t('sc.marketing.voucher.savable_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.savable_quantity?.message}
            {...form.register('savable_quantity', num)}
          />
          <TextField
            label={t('sc.marketing.voucher.budget')}
            hint={t('sc.marketing.voucher.budget_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.budget?.message}
            {...form.register('budget', num)}
          />
          <TextField
            label={t('sc.marketing.voucher.per_customer')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            error={errors.per_customer_limit?.message}
            {...form.register('per_customer_limit', required)}
          />
          <TextField
            label={t('sc.marketing.voucher.limit_per_user')}
            hint={t('sc.marketing.voucher.optional_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            error={conditionsError?.limit_per_user?.message}
            {...form.register('conditions.limit_per_user', num)}
          />
          <TextField
            label={t('sc.marketing.voucher.limit_per_day')}
            hint={t('sc.marketing.voucher.optional_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            error={conditionsError?.limit_per_user_by_day?.message}
            {...form.register('conditions.limit_per_user_by_day', num)}
          />
        </div>
      </Section>

      <Section title={t('sc.marketing.voucher.conditions')}>
        <CheckGroup legend={t('sc.marketing.voucher.payment_methods')} hint={t('sc.marketing.voucher.all_when_none')}>
          {PAYMENT_METHODS.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" value={m} className="size-5 accent-brand-600" {...form.register('conditions.payment_method')} />
              {t(`sc.marketing.voucher.payment.${m}`)}
            </label>
          ))}
        </CheckGroup>
        <CheckGroup legend={t('sc.marketing.voucher.shipping_methods')} hint={t('sc.marketing.voucher.all_when_none')}>
          {CARRIERS.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" value={m} className="size-5 accent-brand-600" {...form.register('conditions.shipping_method')} />
              {t(`sc.marketing.voucher.carrier.${m}`)}
            </label>
          ))}
        </CheckGroup>
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-5 accent-brand-600" {...form.register('requires_login')} />
            {t('sc.marketing.voucher.requires_login')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-5 accent-brand-600" {...form.register('requires_app')} />
            {t('sc.marketing.voucher.requires_app')}
          </label>
        </div>
      </Section>

      <Section title={t('sc.marketing.voucher.applies_to')}>
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{t('sc.marketing.voucher.applies_to')}</legend>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="all_products"
              className="size-5 accent-brand-600"
              checked={allProducts}
              onChange={() => {
                form.setValue('all_products', true, { shouldDirty: true })
                if (form.getValues('target') === 'product') form.setValue('target', 'shop')
              }}
            />
            {t('sc.marketing.voucher.all_products')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="all_products"
              className="size-5 accent-brand-600"
              checked={!allProducts}
              onChange={() => {
                form.setValue('all_products', false, { shouldDirty: true })
                form.setValue('target', 'product')
              }}
            />
            {t('sc.marketing.voucher.specific_products')}
          </label>
        </fieldset>
        {errors.all_products?.message && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {fieldMessage(errors.all_products.message)}
          </p>
        )}
        {!allProducts && (
          <PickedProducts
            label={t('sc.marketing.voucher.products_label', { count: products.length })}
            products={products}
            onChange={pick}
            source="sellable"
            max={200}
            error={fieldMessage(firstError(errors.product_ids))}
          />
        )}
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={voucher ? `${path}/chi-tiet/${voucher._id}` : path}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
        >
          {t('common.cancel')}
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {t(voucher ? 'sc.marketing.save' : 'sc.marketing.voucher.create')}
        </Button>
      </div>
    </form>
  )
}
