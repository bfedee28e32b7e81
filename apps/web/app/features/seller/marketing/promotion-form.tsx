import { zodResolver } from '@hookform/resolvers/zod'
import { COMMERCE, type PromotionType, promotionUnitPrice, type TPromotion, type TPromotionInput, ZPromotionInput } from '@xinh/contracts'
import { Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, TextField, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { DateTimeField, firstError, isoIn, MARKETING, numberOrNull, Section, useFormFailure } from './common.tsx'
import { type PickedProduct, ProductPickerDialog, ProductThumb } from './product-picker.tsx'

const { path, api: API } = MARKETING.promotions

/** What a row of the promotion shows next to its numbers (the product, the variant, the price it discounts). */
type ItemView = { name: string; image: string | null; options: string[] | null; basePrice: number }
const keyOf = (productId: string, variantId: string | null | undefined) => `${productId}/${variantId ?? '*'}`
type Item = TPromotionInput['items'][number]

const numberInput = 'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-2 text-base aria-[invalid=true]:border-red-600'
const smallInput = `${numberInput} sm:w-24`

/**
 * Create or edit a promotion by product or by variant (spec §2 `?type=`, §5 rules: discount above
 * 0 and at most 80 %, max discount at least the discount, product limit never 0, purchase limit
 * not above it, description up to 150). The API's schema checks it here first; an overlap with
 * another promotion comes back from the server naming the product, on its row.
 */
export function PromotionForm({ promotion, type }: { promotion?: TPromotion; type: PromotionType }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const formFailure = useFormFailure<TPromotionInput>()
  const fieldMessage = useFieldMessage()
  const [formError, setFormError] = useState<string>()
  const [picking, setPicking] = useState(false)
  const [bulk, setBulk] = useState('')
  const bulkId = useId()
  const [views, setViews] = useState<Map<string, ItemView>>(
    () =>
      new Map(
        (promotion?.items ?? []).map((i) => [
          keyOf(i.product_id, i.variant_id),
          { name: i.product_name, image: i.product_image, options: i.variant_options, basePrice: i.base_price },
        ]),
      ),
  )
  const form = useForm<TPromotionInput>({
    resolver: zodResolver(ZPromotionInput) as never,
    defaultValues: {
      type,
      name: promotion?.name ?? '',
      description: promotion?.description ?? '',
      start_time: promotion?.start_time ?? isoIn(1),
      end_time: promotion?.end_time ?? isoIn(24 * 3 + 1),
      items: (promotion?.items ?? []).map((i) => ({
        product_id: i.product_id,
        variant_id: i.variant_id,
        discount_percent: i.discount_percent,
        max_discount_percent: i.max_discount_percent,
        product_limit: i.product_limit,
        purchase_limit: i.purchase_limit,
      })),
    },
  })
  const items = useFieldArray({ control: form.control, name: 'items' })
  const { errors, isSubmitting } = form.formState
  const watched = form.watch('items')

  /** Picked products become rows: one per product, or one per variant of each product. */
  function addProducts(picked: PickedProduct[]) {
    const present = new Set(watched.map((i) => keyOf(i.product_id as string, i.variant_id as string | null)))
    const nextViews = new Map(views)
    const rows: Item[] = []
    for (const p of picked) {
      const targets =
        type === 'variant'
          ? (p.variants ?? []).map((v) => ({ variant: v._id as string | null, options: v.options, price: v.sale_price }))
          : [{ variant: null, options: null, price: p.sale_price }]
      for (const target of targets) {
        const key = keyOf(p._id, target.variant)
        if (present.has(key)) continue
        nextViews.set(key, { name: p.name, image: p.image, options: target.options, basePrice: target.price })
        rows.push({
          product_id: p._id,
          variant_id: target.variant,
          discount_percent: 10,
          max_discount_percent: undefined,
          product_limit: null,
          purchase_limit: null,
        })
      }
    }
    setViews(nextViews)
    items.append(rows)
    form.clearErrors('items')
  }

  function applyToAll() {
    const value = Number(bulk)
    if (!Number.isInteger(value)) return
    watched.forEach((_, i) => {
      form.setValue(`items.${i}.discount_percent`, value, { shouldDirty: true })
      form.setValue(`items.${i}.max_discount_percent`, value, { shouldDirty: true })
    })
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      const saved = promotion ? await api.put<TPromotion>(`${API}/${promotion._id}`, values) : await api.post<TPromotion>(API, values)
      toast(t(promotion ? 'sc.marketing.saved' : 'sc.marketing.promo.created'), 'success')
      navigate(`${path}/chi-tiet/${saved._id}?type=${saved.type}`)
    } catch (error) {
      setFormError(formFailure(error, form.setError))
    }
  })

  const itemsError = errors.items?.message ?? errors.items?.root?.message
  const number = { setValueAs: numberOrNull }
  // an empty max discount is "the same as the discount" (the schema's default), not null
  const optionalNumber = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      <Section title={t('sc.marketing.promo.info')}>
        <p className="text-sm text-neutral-700">
          {t(type === 'variant' ? 'sc.marketing.promo.type_variant_hint' : 'sc.marketing.promo.type_product_hint')}
        </p>
        <TextField label={t('sc.marketing.promo.name')} maxLength={100} error={errors.name?.message} {...form.register('name')} />
        <Field
          label={t('sc.marketing.promo.description')}
          error={errors.description?.message}
          hint={t('sc.marketing.promo.description_hint')}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              rows={2}
              maxLength={COMMERCE.promotionDescriptionMax}
              className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
              {...form.register('description')}
            />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <DateTimeField control={form.control} name="start_time" label={t('sc.marketing.start')} error={errors.start_time?.message} />
          <DateTimeField control={form.control} name="end_time" label={t('sc.marketing.end')} error={errors.end_time?.message} />
        </div>
      </Section>
      <Section
        title={t('sc.marketing.promo.items', { count: items.fields.length })}
        aside={
          <Button type="button" variant="secondary" onClick={() => setPicking(true)}>
            {t('sc.marketing.pick_products')}
          </Button>
        }
      >
        <p className="text-xs text-neutral-600">{t('sc.marketing.promo.rules')}</p>
        {items.fields.length > 1 && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={bulkId} className="text-sm font-medium">
                {t('sc.marketing.promo.bulk_discount')}
              </label>
              <input
                id={bulkId}
                type="number"
                min={1}
                max={80}
                inputMode="numeric"
                value={bulk}
                onChange={(e) => setBulk(e.currentTarget.value)}
                className={smallInput}
              />
            </div>
            <Button type="button" variant="secondary" onClick={applyToAll}>
              {t('sc.marketing.promo.apply_all')}
            </Button>
          </div>
        )}
        {itemsError && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {t(itemsError === 'v.products_required' ? 'sc.marketing.promo.items_required' : 'sc.marketing.form_error')}
          </p>
        )}
        {items.fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-neutral-300 px-3 py-4 text-sm text-neutral-700">
            {t('sc.marketing.no_products')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.fields.map((field, i) => {
              const row = watched[i]
              const view = views.get(keyOf(field.product_id as string, field.variant_id as string | null))
              const discount = Number(row?.discount_percent)
              const rowError = firstError(errors.items?.[i])
              const label = `${view?.name ?? ''}${view?.options?.length ? ` (${view.options.join(', ')})` : ''}`
              return (
                <li key={field.id} className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-neutral-200">
                  <div className="flex items-start gap-3">
                    <ProductThumb src={view?.image} size={48} />
                    <div className="min-w-0 flex-1">
                      <p className="line-clamp-2 text-sm font-medium">{view?.name}</p>
                      {view?.options && (
                        <p className="text-xs text-neutral-700">{view.options.join(', ') || t('sc.marketing.promo.default_variant')}</p>
                      )}
                      {view && (
                        <p className="text-xs text-neutral-700">
                          {formatVnd(view.basePrice)}
                          {Number.isInteger(discount) && discount > 0 && discount <= 80 && (
                            <>
                              {' '}
                              → <strong className="text-brand-700">{formatVnd(promotionUnitPrice(view.basePrice, discount))}</strong>
                            </>
                          )}
                        </p>
                      )}
                    </div>
                    <button
                      type="button"
                      onClick={() => items.remove(i)}
                      aria-label={t('sc.marketing.remove_product', { name: label })}
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                    <NumberCell
                      label={t('sc.marketing.promo.discount')}
                      rowLabel={label}
                      invalid={Boolean(errors.items?.[i]?.discount_percent)}
                      {...form.register(`items.${i}.discount_percent`, number)}
                    />
                    <NumberCell
                      label={t('sc.marketing.promo.max_discount')}
                      rowLabel={label}
                      invalid={Boolean(errors.items?.[i]?.max_discount_percent)}
                      placeholder={t('sc.marketing.promo.same_as_discount')}
                      {...form.register(`items.${i}.max_discount_percent`, optionalNumber)}
                    />
                    <NumberCell
                      label={t('sc.marketing.promo.product_limit')}
                      rowLabel={label}
                      placeholder={t('sc.marketing.promo.unlimited')}
                      invalid={Boolean(errors.items?.[i]?.product_limit)}
                      {...form.register(`items.${i}.product_limit`, number)}
                    />
                    <NumberCell
                      label={t('sc.marketing.promo.purchase_limit')}
                      rowLabel={label}
                      placeholder={t('sc.marketing.promo.unlimited')}
                      invalid={Boolean(errors.items?.[i]?.purchase_limit)}
                      {...form.register(`items.${i}.purchase_limit`, number)}
                    />
                  </div>
                  {rowError && (
                    <p role="alert" className="text-xs font-medium text-red-700">
                      {fieldMessage(rowError)}
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </Section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={promotion ? `${path}/chi-tiet/${promotion._id}?type=${promotion.type}` : path}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
        >
          {t('common.cancel')}
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {t(promotion ? 'sc.marketing.save' : 'sc.marketing.promo.create')}
        </Button>
      </div>
      <ProductPickerDialog open={picking} onOpenChange={setPicking} source="sellable" selected={[]} onDone={addProducts} max={50} />
    </form>
  )
}

/** One number of a promotion row, labelled with the product it belongs to for screen readers. */
function NumberCell({
  label,
  rowLabel,
  invalid,
  ...props
}: React.InputHTMLAttributes<HTMLInputElement> & { label: string; rowLabel: string; invalid: boolean } & {
  ref?: React.Ref<HTMLInputElement>
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-neutral-700">
        {label}
        <span className="sr-only"> – {rowLabel}</span>
      </label>
      <input id={id} type="number" inputMode="numeric" aria-invalid={invalid} className={numberInput} {...props} />
    </div>
  )
}
