import { PRODUCT_RULES, type TSellerProduct, ZSellerDraftInput } from '@xinh/contracts'

/**
 * The product form's values (numbers stay text while typed, so an empty field is empty, not 0)
 * and their conversion to the request bodies of the seller API: `toInput` for ZProductInput
 * (every spec §5 rule), `toDraftInput` for a draft (a name, and whatever else is already valid).
 */
export type VariantValues = { options: string[]; sku: string; price: string; sale_price: string; stock: string; images: string[] }
export type ClassificationValues = { name: string; options: Array<{ name: string; image: string | null }> }

export type ProductFormValues = {
  name: string
  description: string
  category_id: string
  images: string[]
  description_images: string[]
  video: string
  weight: string
  pack_length: string
  pack_width: string
  pack_height: string
  prep_days: string
  return_days: string
  return_conditions: string[]
  is_preorder: boolean
  is_authentic: boolean
  is_guaranteed: boolean
  size_chart_id: string
  size_details: Array<{ key: string; value: string }>
  classifications: ClassificationValues[]
  variants: VariantValues[]
}

const text = (n: number | null | undefined) => (n === null || n === undefined || n === 0 ? '' : String(n))

export const emptyVariant = (options: string[] = []): VariantValues => ({
  options,
  sku: '',
  price: '',
  sale_price: '',
  stock: '',
  images: [],
})

export function defaultValues(product?: TSellerProduct): ProductFormValues {
  if (!product)
    return {
      name: '',
      description: '',
      category_id: '',
      images: [],
      description_images: [],
      video: '',
      weight: '',
      pack_length: '',
      pack_width: '',
      pack_height: '',
      prep_days: String(PRODUCT_RULES.prepDaysMin),
      return_days: '7',
      return_conditions: [],
      is_preorder: false,
      is_authentic: false,
      is_guaranteed: false,
      size_chart_id: '',
      size_details: [],
      classifications: [],
      variants: [emptyVariant()],
    }
  return {
    name: product.name,
    description: product.description,
    category_id: product.category_id ?? '',
    images: product.images,
    description_images: product.description_images,
    video: product.video ?? '',
    weight: text(product.weight),
    pack_length: text(product.pack_length),
    pack_width: text(product.pack_width),
    pack_height: text(product.pack_height),
    prep_days: String(product.prep_days),
    return_days: String(product.return_days),
    return_conditions: product.return_conditions,
    is_preorder: product.is_preorder,
    is_authentic: product.is_authentic,
    is_guaranteed: product.is_guaranteed,
    size_chart_id: product.size_chart_id ?? '',
    size_details: Object.entries(product.size_details ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    classifications: product.classifications,
    variants:
      product.variants.length > 0
        ? product.variants.map((v) => ({
            options: v.options,
            sku: v.sku ?? '',
            price: String(v.price),
            sale_price: String(v.sale_price),
            stock: String(v.stock),
            images: v.images,
          }))
        : [emptyVariant(product.classifications.length ? product.classifications.map((c) => c.options[0]?.name ?? '') : [])],
  }
}

/** The ZProductInput body the values stand for (the schema coerces the numbers and checks every rule). */
export function toInput(v: ProductFormValues) {
  const details = v.size_details.filter((d) => d.key.trim() !== '')
  return {
    name: v.name,
    description: v.description,
    category_id: v.category_id,
    images: v.images,
    description_images: v.description_images,
    video: v.video || null,
    weight: v.weight,
    pack_length: v.pack_length,
    pack_width: v.pack_width,
    pack_height: v.pack_height,
    prep_days: v.prep_days,
    return_days: v.return_days,
    return_conditions: v.return_conditions.map((c) => c.trim()).filter(Boolean),
    is_preorder: v.is_preorder,
    is_authentic: v.is_authentic,
    is_guaranteed: v.is_guaranteed,
    size_chart_id: v.size_chart_id || null,
    size_details: details.length ? Object.fromEntries(details.map((d) => [d.key.trim(), d.value.trim()])) : null,
    classifications: v.classifications.map((c) => ({
      name: c.name,
      options: c.options.map((o) => (o.image ? { name: o.name, image: o.image } : { name: o.name })),
    })),
    variants: v.variants.map((x) => ({
      options: x.options,
      sku: x.sku,
      price: x.price,
      sale_price: x.sale_price,
      stock: x.stock,
      images: x.images,
    })),
  }
}

/**
 * A draft body: the name, and each other field only when it is already valid on its own (a draft
 * keeps what is done; the rest waits). Variants go together with their classifications.
 */
export function toDraftInput(v: ProductFormValues): { ok: true; body: Record<string, unknown> } | { ok: false } {
  const input = toInput(v) as Record<string, unknown>
  const name = input.name
  if (!ZSellerDraftInput.safeParse({ name }).success) return { ok: false }
  const body: Record<string, unknown> = { name }
  const isValid = (part: Record<string, unknown>) => ZSellerDraftInput.safeParse({ name, ...part }).success
  for (const [key, value] of Object.entries(input)) {
    if (key === 'name' || key === 'classifications' || key === 'variants') continue
    if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) continue
    if (isValid({ [key]: value })) body[key] = value
  }
  const withVariants = { classifications: input.classifications, variants: input.variants }
  if (isValid(withVariants)) Object.assign(body, withVariants)
  else if (isValid({ classifications: input.classifications })) body.classifications = input.classifications
  return { ok: true, body }
}

/** Every combination of the classifications' options, in order (one empty combination without classifications). */
export function combinations(classifications: ClassificationValues[]): string[][] {
  return classifications.reduce<string[][]>((acc, c) => acc.flatMap((prefix) => c.options.map((o) => [...prefix, o.name])), [[]])
}

/**
 * The variant rows for new classifications, keeping what was typed: a row whose options were
 * renamed (same position) keeps its price, stock, SKU and image; when a classification is added
 * (or removed), the new rows start from the row they extend (or shorten). SKUs are not copied
 * to more than one row.
 */
export function regenerateVariants(
  previous: ClassificationValues[],
  next: ClassificationValues[],
  variants: VariantValues[],
): VariantValues[] {
  const rename = (options: string[]) =>
    options.map((name, k) => {
      const index = previous[k]?.options.findIndex((o) => o.name === name) ?? -1
      return index >= 0 ? (next[k]?.options[index]?.name ?? name) : name
    })
  const renamed = variants.map((v) => ({ ...v, options: rename(v.options) }))
  const byKey = new Map(renamed.map((v) => [v.options.join('\u0000'), v]))
  const isPrefix = (a: string[], b: string[]) => a.length > 0 && a.every((x, i) => b[i] === x)
  const used = new Set<VariantValues>()
  return combinations(next).map((options) => {
    const exact = byKey.get(options.join('\u0000'))
    if (exact) return { ...exact, options }
    // the one variant of a product without classifications is where every first combination starts
    const near =
      renamed.find((v) => isPrefix(v.options, options) || isPrefix(options, v.options)) ??
      (renamed.length === 1 && renamed[0]?.options.length === 0 ? renamed[0] : undefined)
    if (!near) return emptyVariant(options)
    const sku = used.has(near) ? '' : near.sku
    used.add(near)
    return { ...near, options, sku }
  })
}

/**
 * The picture list once an upload has finished, written into `held` at once: two uploads that
 * finish before React renders again both start from the list the first one made (read from the
 * last render, the second would drop the first). The same picture twice is stored once (the same
 * URL) and kept once; past `max` nothing is added. `null` when the list does not change.
 */
export function withUploaded(held: { current: string[] }, url: string, max: number): string[] | null {
  if (held.current.includes(url) || held.current.length >= max) return null
  held.current = [...held.current, url]
  return held.current
}
