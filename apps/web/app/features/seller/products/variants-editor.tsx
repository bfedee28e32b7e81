import { PRODUCT_RULES, type TPriceRuleState } from '@xinh/contracts'
import { Plus, Trash2, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form'
import { useFieldMessage } from '#web/ui/field.tsx'
import { Button } from '#web/ui/button.tsx'
import { formatDay } from '../format.ts'
import { useSellerT } from '../i18n/index.ts'
import { type ClassificationValues, type ProductFormValues, regenerateVariants } from './form-model.ts'
import { VariantImage } from './media-field.tsx'

const input =
  'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 focus:border-brand-600 aria-[invalid=true]:border-red-600'

type Form = UseFormReturn<ProductFormValues>

function ErrorText({ id, message }: { id: string; message?: string }) {
  const fieldMessage = useFieldMessage()
  const text = fieldMessage(message)
  if (!text) return null
  return (
    <p id={id} role="alert" className="mt-1 text-xs font-medium text-red-700">
      {text}
    </p>
  )
}

/** The first message about a classification's options: the list's own, or its first option's. */
function optionsMessage(errors: unknown): string | undefined {
  const e = errors as ({ message?: string; root?: { message?: string } } & Array<{ name?: { message?: string } } | undefined>) | undefined
  if (!e) return undefined
  return e.message ?? e.root?.message ?? (Array.isArray(e) ? e.find((x) => x?.name)?.name?.message : undefined)
}

/**
 * Up to two classifications (e.g. "Màu sắc", "Kích cỡ"), each with its options (spec §5: a name,
 * at least one option, option names of 3+ characters). Every change regenerates the variant rows
 * as the combinations of the options, keeping what was typed for the rows that remain.
 */
function Classifications({ form }: { form: Form }) {
  const t = useSellerT()
  const classifications = useWatch({ control: form.control, name: 'classifications' })
  const errors = form.formState.errors.classifications as FieldErrors<ClassificationValues[]> | undefined
  const [drafts, setDrafts] = useState<string[]>(['', ''])
  const update = (next: ClassificationValues[]) => {
    const variants = regenerateVariants(form.getValues('classifications'), next, form.getValues('variants'))
    form.setValue('classifications', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
    form.setValue('variants', variants, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  }
  const addOption = (k: number) => {
    const name = (drafts[k] ?? '').trim()
    if (!name) return
    const c = classifications[k]
    if (!c || c.options.some((o) => o.name.toLowerCase() === name.toLowerCase())) return
    update(classifications.map((x, i) => (i === k ? { ...x, options: [...x.options, { name, image: null }] } : x)))
    setDrafts((d) => d.map((v, i) => (i === k ? '' : v)))
  }
  return (
    <div className="flex flex-col gap-3">
      {classifications.map((c, k) => {
        const e = errors?.[k]
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a classification is its position (1 or 2)
            key={k}
            className="flex flex-col gap-2 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200"
            data-testid={`classification-${k + 1}`}
          >
            <legend className="sr-only">{t('sc.products.variants.classification_n', { n: k + 1 })}</legend>
            <div className="flex items-end gap-2">
              <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-neutral-800">
                {t('sc.products.variants.classification_name', { n: k + 1 })}
                <input
                  className={input}
                  value={c.name}
                  placeholder={t(
                    k === 0 ? 'sc.products.variants.classification_placeholder_1' : 'sc.products.variants.classification_placeholder_2',
                  )}
                  aria-invalid={Boolean(e?.name)}
                  aria-describedby={`cls-${k}-name-error`}
                  onChange={(ev) => update(classifications.map((x, i) => (i === k ? { ...x, name: ev.target.value } : x)))}
                />
              </label>
              <Button
                type="button"
                variant="ghost"
                aria-label={t('sc.products.variants.remove_classification', { n: k + 1 })}
                onClick={() => update(classifications.filter((_, i) => i !== k))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
            <ErrorText id={`cls-${k}-name-error`} message={e?.name?.message} />
            <ul className="flex flex-wrap gap-2" aria-label={t('sc.products.variants.options_of', { name: c.name || String(k + 1) })}>
              {c.options.map((o, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an option is edited in place (its name is what changes)
                <li key={i} className="flex items-center gap-1 rounded-full bg-white py-1 pr-1 pl-3 text-sm ring-1 ring-neutral-300">
                  <input
                    className="w-28 bg-transparent text-sm outline-none focus-visible:outline-2"
                    value={o.name}
                    aria-label={t('sc.products.variants.option_name_n', { n: i + 1 })}
                    aria-invalid={Boolean(e?.options?.[i]?.name)}
                    onChange={(ev) =>
                      update(
                        classifications.map((x, j) =>
                          j === k ? { ...x, options: x.options.map((y, m) => (m === i ? { ...y, name: ev.target.value } : y)) } : x,
                        ),
                      )
                    }
                  />
                  <button
                    type="button"
                    aria-label={t('sc.products.variants.remove_option', { name: o.name })}
                    className="flex size-7 items-center justify-center rounded-full hover:bg-neutral-100"
                    onClick={() =>
                      update(classifications.map((x, j) => (j === k ? { ...x, options: x.options.filter((_, m) => m !== i) } : x)))
                    }
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <label className="sr-only" htmlFor={`cls-${k}-new`}>
                {t('sc.products.variants.new_option', { name: c.name || String(k + 1) })}
              </label>
              <input
                id={`cls-${k}-new`}
                className={`${input} flex-1`}
                value={drafts[k] ?? ''}
                placeholder={t('sc.products.variants.new_option_placeholder')}
                onChange={(ev) => setDrafts((d) => d.map((v, i) => (i === k ? ev.target.value : v)))}
                onKeyDown={(ev) => {
                  if (ev.key === 'Enter') {
                    ev.preventDefault()
                    addOption(k)
                  }
                }}
              />
              <Button type="button" variant="secondary" onClick={() => addOption(k)}>
                <Plus aria-hidden className="size-4" />
                {t('sc.products.variants.add_option')}
              </Button>
            </div>
            <ErrorText id={`cls-${k}-options-error`} message={optionsMessage(e?.options)} />
          </fieldset>
        )
      })}
      {classifications.length < PRODUCT_RULES.maxClassifications && (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() => update([...classifications, { name: '', options: [] }])}
        >
          <Plus aria-hidden className="size-4" />
          {t('sc.products.variants.add_classification')}
        </Button>
      )}
    </div>
  )
}

/** "Apply to all": one price, sale price, stock and SKU prefix for every variant row. */
function ApplyToAll({ form }: { form: Form }) {
  const t = useSellerT()
  const [values, setValues] = useState({ price: '', sale_price: '', stock: '', sku: '' })
  const apply = () => {
    const variants = form.getValues('variants')
    form.setValue(
      'variants',
      variants.map((v, i) => ({
        ...v,
        ...(values.price ? { price: values.price } : {}),
        ...(values.sale_price ? { sale_price: values.sale_price } : {}),
        ...(values.stock ? { stock: values.stock } : {}),
        ...(values.sku ? { sku: variants.length > 1 ? `${values.sku}-${i + 1}` : values.sku } : {}),
      })),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    )
  }
  const field = (key: keyof typeof values, label: string, numeric = true) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-neutral-700">
      {label}
      <input
        className={input}
        inputMode={numeric ? 'numeric' : undefined}
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </label>
  )
  return (
    <fieldset className="grid grid-cols-2 items-end gap-2 rounded-xl bg-brand-50/60 p-3 sm:grid-cols-5" data-testid="apply-to-all">
      <legend className="sr-only">{t('sc.products.variants.apply_all_legend')}</legend>
      {field('price', t('sc.products.variants.price'))}
      {field('sale_price', t('sc.products.variants.sale_price'))}
      {field('stock', t('sc.products.variants.stock'))}
      {field('sku', t('sc.products.variants.sku_prefix'), false)}
      <Button type="button" variant="secondary" onClick={apply} className="col-span-2 sm:col-span-1">
        {t('sc.products.variants.apply_all')}
      </Button>
    </fieldset>
  )
}

/** The spec §9 price rule, where the prices are: changes left, or why a change will be refused (§8 words). */
function PriceRuleNote({ rule }: { rule: TPriceRuleState }) {
  const t = useSellerT()
  if (!rule.applies) return null
  const blocked = rule.blocked
  return (
    <p
      className={`rounded-lg px-3 py-2 text-xs ${blocked ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200' : 'bg-neutral-50 text-neutral-700'}`}
      data-testid="price-rule"
    >
      {blocked === 'PRICE_CHANGE_TOO_MANY'
        ? t('sc.products.price_rule.too_many')
        : blocked === 'PRICE_CHANGE_TOO_SOON'
          ? t('sc.products.price_rule.too_soon', { date: formatDay(rule.next_change_at as string, t.lang) })
          : t('sc.products.price_rule.left', { count: rule.changes_left })}
    </p>
  )
}

/** Classifications, the variant rows (price, sale price, stock, SKU, image each) and "apply to all". */
export function VariantsEditor({ form, priceRule }: { form: Form; priceRule?: TPriceRuleState }) {
  const t = useSellerT()
  const variants = useWatch({ control: form.control, name: 'variants' })
  const classifications = useWatch({ control: form.control, name: 'classifications' })
  const errors = form.formState.errors.variants as
    | (FieldErrors<ProductFormValues>['variants'] & { root?: { message?: string } })
    | undefined
  const fieldMessage = useFieldMessage()
  const headerRef = useRef<HTMLDivElement>(null)
  const rowLabel = (options: string[]) => (options.length ? options.join(' · ') : t('sc.products.variants.single'))
  const listError = errors?.root?.message ?? errors?.message
  return (
    <div className="flex flex-col gap-4">
      <Classifications form={form} />
      {priceRule && <PriceRuleNote rule={priceRule} />}
      {variants.length > 1 && <ApplyToAll form={form} />}
      <div className="overflow-x-auto" ref={headerRef}>
        <table className="w-full min-w-[640px] text-sm" data-testid="variants-grid">
          <caption className="sr-only">{t('sc.products.variants.grid')}</caption>
          <thead>
            <tr className="border-b border-neutral-300 text-left text-xs text-neutral-700">
              <th scope="col" className="py-2 pr-2 font-semibold">
                {classifications.length ? classifications.map((c) => c.name || '—').join(' · ') : t('sc.products.variants.variant')}
              </th>
              <th scope="col" className="px-1 py-2 font-semibold">
                {t('sc.products.variants.image')}
              </th>
              <th scope="col" className="px-1 py-2 font-semibold">
                {t('sc.products.variants.price')}
              </th>
              <th scope="col" className="px-1 py-2 font-semibold">
                {t('sc.products.variants.sale_price')}
              </th>
              <th scope="col" className="px-1 py-2 font-semibold">
                {t('sc.products.variants.stock')}
              </th>
              <th scope="col" className="py-2 pl-1 font-semibold">
                {t('sc.products.variants.sku')}
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map((v, i) => {
              const e = (errors as unknown as Array<Record<string, { message?: string }>> | undefined)?.[i]
              const label = rowLabel(v.options)
              const cell = (key: 'price' | 'sale_price' | 'stock' | 'sku', caption: string) => (
                <td className="px-1 py-2 align-top">
                  <input
                    {...form.register(`variants.${i}.${key}`)}
                    aria-label={`${caption} – ${label}`}
                    aria-invalid={Boolean(e?.[key])}
                    inputMode={key === 'sku' ? undefined : 'numeric'}
                    className={input}
                  />
                  {e?.[key]?.message && (
                    <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                      {fieldMessage(e[key].message)}
                    </p>
                  )}
                </td>
              )
              return (
                <tr key={v.options.join('\u0000') || 'single'} className="border-b border-neutral-200" data-testid="variant-row">
                  <th scope="row" className="py-2 pr-2 text-left align-top font-medium">
                    {label}
                    {e?.options?.message && (
                      <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                        {fieldMessage(e.options.message)}
                      </p>
                    )}
                  </th>
                  <td className="px-1 py-2 align-top">
                    <VariantImage
                      value={v.images[0]}
                      label={label}
                      onChange={(url) => form.setValue(`variants.${i}.images`, url ? [url] : [], { shouldDirty: true })}
                    />
                  </td>
                  {cell('price', t('sc.products.variants.price'))}
                  {cell('sale_price', t('sc.products.variants.sale_price'))}
                  {cell('stock', t('sc.products.variants.stock'))}
                  {cell('sku', t('sc.products.variants.sku'))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="variants-error">
          {fieldMessage(listError)}
        </p>
      )}
    </div>
  )
}
