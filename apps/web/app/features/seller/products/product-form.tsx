import { PRODUCT_RULES, type TSellerProduct, type TSellerSizeChart, ZProductInput, ZProductUpdateInput } from '@xinh/contracts'
import { ExternalLink, Eye, Plus, X } from 'lucide-react'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { type FieldPath, useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, SelectField, TextField, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { contractResolver } from '../form-resolver.ts'
import { formatDay } from '../format.ts'
import { type SellerKey, useSellerT } from '../i18n/index.ts'
import type { CategoryOption } from '../page.server.ts'
import { defaultValues, type ProductFormValues, toDraftInput, toInput } from './form-model.ts'
import { ImagesField, VideoField } from './media-field.tsx'
import { ProductPreview } from './product-preview.tsx'
import { PRODUCTS_PATH } from './paths.ts'
import { ProductStatus } from './status.tsx'
import { VariantsEditor } from './variants-editor.tsx'

const R = PRODUCT_RULES
const textarea =
  'min-h-40 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus:border-brand-600 aria-[invalid=true]:border-red-600'
const select =
  'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-600 aria-[invalid=true]:border-red-600'
const RETURN_PRESETS: SellerKey[] = [
  'sc.products.return.tags',
  'sc.products.return.unused',
  'sc.products.return.receipt',
  'sc.products.return.accessories',
  'sc.products.return.defect',
]

/** A titled card of the form. */
function Section({ title, description, children, id }: { title: string; description?: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-neutral-200 sm:p-5">
      <div>
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-neutral-700">{description}</p>}
      </div>
      {children}
    </section>
  )
}

const chars = (s: string) => [...s.trim()].length

/** The form field an issue of ZProductInput belongs to (lists keep one message for the list). */
function fieldOf(path: PropertyKey[]): string {
  const [head, index, sub] = path.map(String)
  if (head === 'size_details' || head === 'return_conditions') return head
  if (head === 'variants' && index === undefined) return 'variants.root'
  if (head === 'classifications' && index === undefined) return 'variants.root'
  if (head === 'classifications' && sub === 'options' && path.length === 3) return `classifications.${index}.options.root`
  return path.map(String).join('.')
}

/**
 * The one product form of `tao` and `cap-nhat/{id}` (spec §3 fields, §5 rules inline): the same
 * contracts schema as the API (ZProductInput, or the draft schema for "save draft"); the API's
 * field messages land on their fields, and the price rule's and the system check's §8 messages
 * next to the prices and the texts.
 */
export function ProductForm({
  product,
  categories,
  sizeCharts,
}: {
  product?: TSellerProduct
  categories: CategoryOption[]
  sizeCharts: TSellerSizeChart[]
}) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const apiErrors = useApiErrors<ProductFormValues>()
  const fieldMessage = useFieldMessage()
  const ids = useId()
  // a listed product may keep a sold-out variant; a new listing needs stock on every variant (as the API checks)
  const schema = product && product.status !== 'draft' ? ZProductUpdateInput : ZProductInput
  const resolver = useMemo(
    () =>
      contractResolver<ProductFormValues, typeof schema>(schema, {
        lang: t.lang,
        toInput,
        mapPath: (path) => fieldOf(path),
        mapKey: (path, key) => (path === 'category_id' ? 'v.category' : key),
      }),
    [t.lang, schema],
  )
  const form = useForm<ProductFormValues>({ defaultValues: defaultValues(product), resolver, shouldFocusError: true })
  const { register, formState, setValue, control } = form
  const errors = formState.errors
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null)
  const [preview, setPreview] = useState(false)
  const [customCondition, setCustomCondition] = useState('')
  const [name, description, images, descriptionImages, video, conditions, details, sizeChartId] = useWatch({
    control,
    name: ['name', 'description', 'images', 'description_images', 'video', 'return_conditions', 'size_details', 'size_chart_id'],
  })
  const isDraft = !product || product.status === 'draft'
  const edit = product ? `/api/v1/seller/products/${product._id}` : null

  /** An API failure onto the form: fields to their fields, the price rule by the prices, the rest on top. */
  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && (error.code === 'PRICE_CHANGE_TOO_SOON' || error.code === 'PRICE_CHANGE_TOO_MANY')) {
      form.setError('variants.root' as FieldPath<ProductFormValues>, { type: 'server', message: error.message })
      setFormError(undefined)
    } else setFormError(apiErrors(error, form.setError))
    toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
  }

  const submit = form.handleSubmit(async (body) => {
    setBusy('submit')
    setFormError(undefined)
    try {
      const saved = await (edit ? api.put<TSellerProduct>(edit, body) : api.post<TSellerProduct>('/api/v1/seller/products', body))
      const becamePending = saved.status === 'pending' && product?.status !== 'pending'
      toast(t(becamePending || !product ? 'sc.products.form.submitted' : 'sc.products.form.saved'), 'success')
      form.reset(defaultValues(saved))
      navigate(becamePending || !product ? `${PRODUCTS_PATH}?filter=pending` : `${PRODUCTS_PATH}/cap-nhat/${saved._id}`)
    } catch (error) {
      showFailure(error)
    } finally {
      setBusy(null)
    }
  })

  const saveDraft = async () => {
    const draft = toDraftInput(form.getValues())
    form.clearErrors()
    if (!draft.ok) {
      form.setError('name', { type: 'required', message: 'v.required' }, { shouldFocus: true })
      return
    }
    setBusy('draft')
    setFormError(undefined)
    try {
      const saved = edit
        ? await api.put<TSellerProduct>(`${edit}/draft`, draft.body)
        : await api.post<TSellerProduct>('/api/v1/seller/products/draft', draft.body)
      toast(t('sc.products.form.draft_saved'), 'success')
      if (!product) navigate(`${PRODUCTS_PATH}/cap-nhat/${saved._id}`, { replace: true })
    } catch (error) {
      showFailure(error)
    } finally {
      setBusy(null)
    }
  }

  const roots = categories.filter((c) => c.parent === null)
  const toggleCondition = (text: string, on: boolean) =>
    setValue('return_conditions', on ? [...conditions, text] : conditions.filter((c) => c !== text), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    })
  const presets = RETURN_PRESETS.map((key) => t(key))
  const custom = conditions.filter((c) => !presets.includes(c))
  const chart = sizeCharts.find((c) => c._id === sizeChartId)

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${ids}-title`} className="flex flex-col gap-4" data-testid="product-form">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id={`${ids}-title`} className="text-xl font-bold">
            {product ? t('sc.products.form.edit_title') : t('sc.products.form.create_title')}
          </h1>
          {product && <ProductStatus status={product.display_status} />}
        </div>
        {product?.status === 'rejected' && product.rejection_reason && (
          <div
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
            data-testid="rejection-reason"
          >
            <p className="font-semibold">{t('sc.products.form.rejected')}</p>
            <p>{t('sc.products.rejected_reason', { reason: product.rejection_reason })}</p>
          </div>
        )}
        {product?.status === 'pending' && <p className="text-sm text-neutral-700">{t('sc.products.form.pending_note')}</p>}
        {(product?.status === 'accepted' || product?.status === 'delisted') && (
          <p className="text-sm text-neutral-700">{t('sc.products.form.review_note')}</p>
        )}
        {product?.submitted_at && (
          <p className="text-xs text-neutral-600">
            {t('sc.products.form.submitted_at', { date: formatDay(product.submitted_at, t.lang) })}
          </p>
        )}
      </div>
      <FormError message={formError} />

      <Section id={`${ids}-basic`} title={t('sc.products.form.basic')}>
        <TextField
          label={t('sc.products.form.name')}
          hint={t('sc.products.form.name_hint', { count: chars(name), max: R.nameMaxExclusive })}
          error={errors.name?.message}
          {...register('name')}
        />
        <Field label={t('sc.products.form.category')} error={errors.category_id?.message}>
          {({ id, describedBy, invalid }) => (
            <select id={id} aria-describedby={describedBy} aria-invalid={invalid} className={select} {...register('category_id')}>
              <option value="">{t('sc.products.form.category_placeholder')}</option>
              {roots.map((root) => {
                const children = categories.filter((c) => c.parent === root.name)
                return (
                  <optgroup key={root._id} label={root.name}>
                    {(children.length ? children : [root]).map((c) => (
                      <option key={c._id} value={c._id}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                )
              })}
            </select>
          )}
        </Field>
        <Field
          label={t('sc.products.form.description')}
          hint={t('sc.products.form.description_hint', { count: chars(description), max: R.descriptionMaxExclusive })}
          error={errors.description?.message}
        >
          {({ id, describedBy, invalid }) => (
            <textarea id={id} aria-describedby={describedBy} aria-invalid={invalid} className={textarea} {...register('description')} />
          )}
        </Field>
      </Section>

      <Section id={`${ids}-media`} title={t('sc.products.form.media')} description={t('sc.products.form.media_hint')}>
        <ImagesField
          name="images"
          label={t('sc.products.form.images')}
          hint={t('sc.products.form.images_hint')}
          value={images}
          max={R.imagesPerPlace}
          error={fieldMessage(errors.images?.message)}
          onChange={(urls) => setValue('images', urls, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        />
        <ImagesField
          name="description_images"
          label={t('sc.products.form.description_images')}
          hint={t('sc.products.form.description_images_hint')}
          value={descriptionImages}
          max={R.imagesPerPlace}
          error={fieldMessage(errors.description_images?.message)}
          onChange={(urls) => setValue('description_images', urls, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        />
        <VideoField
          value={video}
          error={fieldMessage(errors.video?.message)}
          onChange={(url) => setValue('video', url, { shouldDirty: true })}
        />
      </Section>

      <Section id={`${ids}-variants`} title={t('sc.products.form.variants')} description={t('sc.products.form.variants_hint')}>
        <VariantsEditor form={form} priceRule={product?.price_rule} />
      </Section>

      <Section id={`${ids}-shipping`} title={t('sc.products.form.shipping')}>
        <TextField
          label={t('sc.products.form.weight')}
          hint={t('sc.products.form.weight_hint')}
          inputMode="numeric"
          error={errors.weight?.message}
          {...register('weight')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-neutral-800">{t('sc.products.form.dimensions')}</legend>
          <p className="text-xs text-neutral-600">{t('sc.products.form.dimensions_hint')}</p>
          <div className="grid grid-cols-3 gap-2">
            <TextField
              label={t('sc.products.form.length')}
              inputMode="numeric"
              error={errors.pack_length?.message}
              {...register('pack_length')}
            />
            <TextField
              label={t('sc.products.form.width')}
              inputMode="numeric"
              error={errors.pack_width?.message}
              {...register('pack_width')}
            />
            <TextField
              label={t('sc.products.form.height')}
              inputMode="numeric"
              error={errors.pack_height?.message}
              {...register('pack_height')}
            />
          </div>
        </fieldset>
      </Section>

      <Section id={`${ids}-terms`} title={t('sc.products.form.terms')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('sc.products.form.prep_days')}
            hint={t('sc.products.form.prep_days_hint')}
            inputMode="numeric"
            error={errors.prep_days?.message}
            {...register('prep_days')}
          />
          <TextField
            label={t('sc.products.form.return_days')}
            hint={t('sc.products.form.return_days_hint')}
            inputMode="numeric"
            error={errors.return_days?.message}
            {...register('return_days')}
          />
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={`${ids}-conditions-hint`} data-testid="return-conditions">
          <legend className="text-sm font-medium text-neutral-800">{t('sc.products.form.return_conditions')}</legend>
          <p id={`${ids}-conditions-hint`} className="text-xs text-neutral-600">
            {t('sc.products.form.return_conditions_hint')}
          </p>
          <div className="grid gap-1 sm:grid-cols-2">
            {presets.map((text) => (
              <label key={text} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={conditions.includes(text)}
                  onChange={(e) => toggleCondition(text, e.target.checked)}
                />
                {text}
              </label>
            ))}
          </div>
          {custom.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {custom.map((c) => (
                <li key={c} className="flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm">
                  {c}
                  <button
                    type="button"
                    aria-label={t('sc.products.form.remove_condition', { name: c })}
                    onClick={() => toggleCondition(c, false)}
                    className="flex size-7 items-center justify-center rounded-full hover:bg-neutral-200"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex gap-2">
            <label className="sr-only" htmlFor={`${ids}-condition`}>
              {t('sc.products.form.other_condition')}
            </label>
            <input
              id={`${ids}-condition`}
              value={customCondition}
              onChange={(e) => setCustomCondition(e.target.value)}
              placeholder={t('sc.products.form.other_condition')}
              className="min-h-11 flex-1 rounded-lg border border-neutral-300 px-3 text-sm"
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return
                e.preventDefault()
                if (customCondition.trim() && !conditions.includes(customCondition.trim())) toggleCondition(customCondition.trim(), true)
                setCustomCondition('')
              }}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                if (customCondition.trim() && !conditions.includes(customCondition.trim())) toggleCondition(customCondition.trim(), true)
                setCustomCondition('')
              }}
            >
              <Plus aria-hidden className="size-4" />
              {t('sc.products.form.add_condition')}
            </Button>
          </div>
          {errors.return_conditions?.message && (
            <p role="alert" className="text-xs font-medium text-red-700">
              {fieldMessage(errors.return_conditions.message)}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1">
          {(['is_preorder', 'is_authentic', 'is_guaranteed'] as const).map((key) => (
            <label key={key} className="flex min-h-11 items-start gap-2 text-sm">
              <input type="checkbox" className="mt-0.5 size-5 accent-brand-600" {...register(key)} />
              <span>
                <span className="font-medium">{t(`sc.products.form.${key}`)}</span>
                <span className="block text-xs text-neutral-600">{t(`sc.products.form.${key}_hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </Section>

      <Section id={`${ids}-size`} title={t('sc.products.form.size')} description={t('sc.products.form.size_hint')}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <SelectField
              label={t('sc.products.form.size_chart')}
              placeholder={t('sc.products.form.no_size_chart')}
              error={errors.size_chart_id?.message}
              options={sizeCharts.map((c) => ({ value: c._id, label: `${c.name} (${t(`sc.size_charts.status.${c.status}`)})` }))}
              {...register('size_chart_id')}
            />
          </div>
          <Link
            to="/ban-hang/quan-ly-size-chart/tao"
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('sc.products.form.new_size_chart')}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{t('sc.products.form.new_tab')}</span>
          </Link>
        </div>
        {chart && chart.status !== 'accepted' && <p className="text-xs text-amber-800">{t('sc.products.form.size_chart_pending')}</p>}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-neutral-800">{t('sc.products.form.size_details')}</legend>
          <p className="text-xs text-neutral-600">{t('sc.products.form.size_details_hint')}</p>
          {details.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
            <div key={i} className="flex items-end gap-2">
              <div className="flex-1">
                <TextField label={t('sc.products.form.detail_name')} {...register(`size_details.${i}.key`)} />
              </div>
              <div className="flex-1">
                <TextField label={t('sc.products.form.detail_value')} {...register(`size_details.${i}.value`)} />
              </div>
              <Button
                type="button"
                variant="ghost"
                aria-label={t('sc.products.form.remove_detail', { n: i + 1 })}
                onClick={() =>
                  setValue(
                    'size_details',
                    details.filter((__, j) => j !== i),
                    { shouldDirty: true },
                  )
                }
              >
                <X aria-hidden className="size-4" />
              </Button>
            </div>
          ))}
          {errors.size_details?.message && (
            <p role="alert" className="text-xs font-medium text-red-700">
              {fieldMessage(errors.size_details.message)}
            </p>
          )}
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => setValue('size_details', [...details, { key: '', value: '' }], { shouldDirty: true })}
          >
            <Plus aria-hidden className="size-4" />
            {t('sc.products.form.add_detail')}
          </Button>
        </fieldset>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <Button type="button" variant="ghost" onClick={() => setPreview(true)}>
          <Eye aria-hidden className="size-4" />
          {t('sc.products.form.preview')}
        </Button>
        {isDraft && (
          <Button type="button" variant="secondary" loading={busy === 'draft'} disabled={busy !== null} onClick={saveDraft}>
            {t('sc.products.form.save_draft')}
          </Button>
        )}
        <Button type="submit" loading={busy === 'submit'} disabled={busy !== null}>
          {isDraft
            ? t('sc.products.form.submit')
            : product?.status === 'rejected'
              ? t('sc.products.form.resubmit')
              : t('sc.products.form.save')}
        </Button>
      </div>
      {preview && <ProductPreview values={form.getValues()} open={preview} onOpenChange={setPreview} sizeChartName={chart?.name} />}
    </form>
  )
}
