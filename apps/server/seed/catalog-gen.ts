import type { Shape } from './images.ts'
import { productImageRel, urlOf } from './images.ts'
import {
  COLOURS,
  type ColourKey,
  COMMITMENTS,
  GROUP_TEXT,
  INTROS,
  type ProductKind,
  RETURN_CONDITIONS,
  SHOP_PROMISES,
  SHOP_STORY,
  SIZE_SETS,
} from './vocabulary.ts'

/**
 * Pure generators shared by the demo seed and the benchmark catalogue: given a random source,
 * a product kind and a shop, they return a complete product (name, description, variants,
 * prices…) that passes the spec §5 rules. No I/O here.
 */

/** A uniform random number in [0, 1). The demo seed backs it with the seeded faker. */
export type Rng = () => number

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T
export const chance = (rng: Rng, p: number) => rng() < p
/** k distinct elements, in the list's order. */
export function sample<T>(rng: Rng, list: readonly T[], k: number): T[] {
  const idx = list.map((_, i) => i)
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[idx[i], idx[j]] = [idx[j] as number, idx[i] as number]
  }
  return idx
    .slice(0, Math.min(k, list.length))
    .sort((a, b) => a - b)
    .map((i) => list[i] as T)
}

/** A small, fast seeded generator (sfc32) for the benchmark catalogue, where faker is too slow. */
export function fastRng(seed: number): Rng {
  let a = 0x9e3779b9
  let b = 0x243f6a88
  let c = 0xb7e15162
  let d = seed >>> 0
  const next = () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  return next
}

export const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** VND prices the way shops write them: 159.000 ₫, 249.000 ₫ (ends in 9,000 above 50k). */
export function shopPrice(x: number) {
  if (x < 50_000) return Math.max(1_000, Math.round(x / 1_000) * 1_000)
  return Math.round(x / 10_000) * 10_000 - 1_000
}
/** A sale price `pct` percent off, rounded to 1,000 ₫, never above the price nor below 1,000 ₫. */
export const salePriceOf = (price: number, pct: number) =>
  Math.min(price, Math.max(1_000, Math.round((price * (100 - pct)) / 100 / 1_000) * 1_000))

export type ImageRef = { shape: Shape; colour: ColourKey }
export type PlannedVariant = { options: string[]; price: number; salePrice: number; stock: number; sold: number; images: string[] }
export type ProductPlan = {
  kind: ProductKind
  name: string
  description: string
  images: string[]
  imageRefs: ImageRef[]
  classifications: Array<{ name: string; options: Array<{ name: string; image: string | null }> }>
  variants: PlannedVariant[]
  price: number
  salePrice: number
  stock: number
  sold: number
  discountPercent: number
  weight: number
  packLength: number
  packWidth: number
  packHeight: number
  prepDays: number
  returnDays: number
  returnConditions: string[]
  isPreorder: boolean
  isAuthentic: boolean
  isGuaranteed: boolean
  sizeDetails: Record<string, string> | null
  /** How good buyers find it (drives review ratings), 3.4–5. */
  quality: number
  /** Days since it was listed. */
  ageDays: number
}

const SIZE_DELTA: Record<string, number> = { XL: 10_000, XXL: 20_000, '31': 10_000, '32': 10_000, '33': 20_000, '34': 20_000 }
const VOLUME_FACTOR = (i: number, n: number) => (n === 1 ? 1 : ([1, 1.6, 2.6, 4][i] ?? 1 + i))

/** Beauty products: a brand in the name half the time, "texture" rather than "material", mostly authentic. */
const isBeauty = (kind: ProductKind) => ['makeup', 'skincare', 'bodycare', 'perfume'].includes(kind.group)

function productName(rng: Rng, kind: ProductKind, brand: string) {
  const noun = pick(rng, kind.nouns)
  const lower = noun.toLowerCase()
  // a slot never repeats what the noun already says ("Váy hoa nhí … hoa nhí")
  const parts = kind.slots.map((slot) => pick(rng, slot)).filter((w) => w && !lower.includes(w.toLowerCase()))
  const beauty = isBeauty(kind)
  let name = beauty && chance(rng, 0.5) ? [noun, brand, ...parts].join(' ') : [noun, ...parts].join(' ')
  if (!beauty && chance(rng, 0.25)) name += ` ${brand}`
  // spec §5: at least 10 characters
  while ([...name].length < 10) name += ` ${pick(rng, kind.slots.flat().filter(Boolean))}`
  return name.normalize('NFC')
}

function describe(rng: Rng, opts: { kind: ProductKind; name: string; shop: string; brand: string; optionsText: string[]; long: number }) {
  const { kind, name, shop } = opts
  const text = GROUP_TEXT[kind.group]
  const intro = pick(rng, INTROS).replace('{name}', name).replace('{shop}', shop)
  const paragraphs: string[] = [intro]
  paragraphs.push(`${isBeauty(kind) ? 'Kết cấu' : 'Chất liệu'}: ${pick(rng, kind.materials)}.`)
  const features = sample(rng, kind.features, int(rng, 3, Math.min(5, kind.features.length)))
  paragraphs.push(`Đặc điểm nổi bật:\n${features.map((f) => `• ${f}`).join('\n')}`)
  paragraphs.push(
    ['Thông tin sản phẩm:', `- Thương hiệu: ${opts.brand}`, ...opts.optionsText, `- Xuất xứ: ${pick(rng, text.origin)}`].join('\n'),
  )
  if (opts.long > 0) paragraphs.push(...sample(rng, text.usage, int(rng, 1, text.usage.length)))
  if (opts.long > 0) paragraphs.push(`Hướng dẫn bảo quản:\n${text.care.map((c) => `- ${c}`).join('\n')}`)
  if (opts.long > 1)
    paragraphs.push(
      `Về ${shop}: ${sample(rng, SHOP_STORY, 3)
        .join(' ')
        .replace('{year}', String(int(rng, 2016, 2023)))}`,
    )
  if (opts.long > 1)
    paragraphs.push(
      `Câu hỏi thường gặp:\nHỏi: Sản phẩm có giống hình không?\nĐáp: Hàng do shop tự chụp, màu thực tế có thể chênh lệch nhẹ do ánh sáng.\nHỏi: Bao lâu thì nhận được hàng?\nĐáp: Nội thành 1–2 ngày, các tỉnh khác 2–5 ngày làm việc.\nHỏi: Có được kiểm tra hàng không?\nĐáp: Bạn được kiểm tra hàng trước khi thanh toán.`,
    )
  paragraphs.push(`Cam kết của ${shop}:\n${sample(rng, COMMITMENTS, int(rng, 2, 4)).join('\n')}`)
  paragraphs.push(
    [
      ...new Set(
        [slugify(kind.nouns[0] as string), slugify(kind.category), slugify(opts.brand), 'xinh'].map((t) => `#${t.replace(/-/g, '')}`),
      ),
    ].join(' '),
  )
  // spec §5: description 100 to under 3,000 characters
  let description = paragraphs.join('\n\n').normalize('NFC')
  while ([...description].length >= 3000 && paragraphs.length > 3) {
    paragraphs.splice(paragraphs.length - 2, 1)
    description = paragraphs.join('\n\n').normalize('NFC')
  }
  return description
}

/**
 * One product of `kind` for a shop. `long` chooses the description length (0 short, 1 usual,
 * 2 long); the benchmark passes 0 to keep its rows small.
 */
export function planProduct(rng: Rng, kind: ProductKind, shop: { name: string; brand: string }, opts: { long?: number } = {}): ProductPlan {
  const name = productName(rng, kind, shop.brand)
  const base = shopPrice(kind.price[0] + (kind.price[1] - kind.price[0]) * rng() ** 1.6)
  const discountPercent = chance(rng, 0.55) ? pick(rng, [10, 10, 15, 20, 20, 25, 30, 35, 40, 45, 50]) : 0
  const imagesFor = (c: ColourKey) => urlOf(productImageRel(kind.shape, c))

  // classifications and the option combinations that become variants
  const classifications: ProductPlan['classifications'] = []
  let combos: Array<{ options: string[]; price: number; colour: ColourKey | null }> = []
  const colourCount = kind.colours.length <= 3 ? int(rng, 1, kind.colours.length) : int(rng, 1, Math.min(4, kind.colours.length))
  const sizes = SIZE_SETS[kind.mode]
  let colours: ColourKey[] = sample(rng, kind.colours, colourCount)
  const optionsText: string[] = []
  if (sizes) {
    const from = chance(rng, 0.2) ? 1 : 0
    const usedSizes = sizes.slice(from, sizes.length - (chance(rng, 0.25) ? 1 : 0))
    classifications.push({ name: 'Màu sắc', options: colours.map((c) => ({ name: COLOURS[c].name, image: imagesFor(c) })) })
    classifications.push({ name: 'Kích cỡ', options: usedSizes.map((s) => ({ name: `Size ${s}`, image: null })) })
    combos = colours.flatMap((c) =>
      usedSizes.map((s) => ({ options: [COLOURS[c].name, `Size ${s}`], price: base + (SIZE_DELTA[s] ?? 0), colour: c })),
    )
    optionsText.push(`- Màu sắc: ${colours.map((c) => COLOURS[c].name).join(', ')}`, `- Kích cỡ: ${usedSizes.join(', ')}`)
  } else if (kind.mode === 'volume') {
    colours = [pick(rng, kind.colours)]
    const volumes = kind.volumes ?? ['50ml']
    const start = int(rng, 0, volumes.length - 1)
    const used = volumes.slice(start, start + int(rng, 1, volumes.length - start))
    if (used.length > 1) {
      classifications.push({ name: 'Dung tích', options: used.map((v) => ({ name: v, image: null })) })
      combos = used.map((v, i) => ({
        options: [v],
        price: shopPrice(base * VOLUME_FACTOR(i, used.length)),
        colour: colours[0] as ColourKey,
      }))
    } else combos = [{ options: [], price: base, colour: colours[0] as ColourKey }]
    optionsText.push(`- Dung tích: ${used.join(', ')}`)
  } else {
    const label =
      kind.mode === 'shade' ? (kind.key === 'son-moi' ? 'Màu son' : 'Tông màu') : kind.mode === 'metal' ? 'Chất liệu' : 'Màu sắc'
    classifications.push({ name: label, options: colours.map((c) => ({ name: COLOURS[c].name, image: imagesFor(c) })) })
    combos = colours.map((c) => ({ options: [COLOURS[c].name], price: shopPrice(base * (c === 'vang18' ? 1.3 : 1)), colour: c }))
    optionsText.push(`- ${label}: ${colours.map((c) => COLOURS[c].name).join(', ')}`)
  }

  // stock and sales: a long tail of popularity; a few products and variants sold out
  const popularity = rng() ** 3
  const soldOut = chance(rng, 0.03)
  const totalSold = Math.round(popularity * 6000 * (0.5 + rng()))
  const weights = combos.map(() => 0.2 + rng())
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const variants: PlannedVariant[] = combos.map((c, i) => ({
    options: c.options,
    price: c.price,
    salePrice: salePriceOf(c.price, discountPercent),
    stock: soldOut || chance(rng, 0.07) ? 0 : int(rng, 3, 150),
    sold: Math.floor((totalSold * (weights[i] as number)) / weightSum),
    images: c.colour && (sizes || kind.mode !== 'volume') ? [imagesFor(c.colour)] : [],
  }))
  const cheapest = variants.reduce((a, b) => (b.salePrice < a.salePrice ? b : a))

  const imageRefs: ImageRef[] = colours.slice(0, 3).map((c) => ({ shape: kind.shape, colour: c }))
  if (kind.extraShape && imageRefs.length < 3) imageRefs.push({ shape: kind.extraShape, colour: colours[0] as ColourKey })
  const long = opts.long ?? (chance(rng, 0.25) ? 0 : chance(rng, 0.7) ? 1 : 2)
  const isPreorder = chance(rng, 0.04)
  return {
    kind,
    name,
    description: describe(rng, { kind, name, shop: shop.name, brand: shop.brand, optionsText, long }),
    images: imageRefs.map((r) => urlOf(productImageRel(r.shape, r.colour))),
    imageRefs,
    classifications,
    variants,
    price: cheapest.price,
    salePrice: cheapest.salePrice,
    stock: variants.reduce((n, v) => n + v.stock, 0),
    sold: variants.reduce((n, v) => n + v.sold, 0),
    discountPercent,
    weight: int(rng, kind.weight[0], kind.weight[1]),
    packLength: kind.pack[0],
    packWidth: kind.pack[1],
    packHeight: kind.pack[2],
    prepDays: isPreorder ? int(rng, 10, 20) : int(rng, 5, 7),
    returnDays: pick(rng, [7, 7, 7, 10, 14]),
    returnConditions: sample(rng, RETURN_CONDITIONS, int(rng, 1, 3)),
    isPreorder,
    isAuthentic: isBeauty(kind) ? chance(rng, 0.9) : chance(rng, 0.3),
    isGuaranteed: chance(rng, 0.35),
    sizeDetails:
      kind.group === 'apparel' ? { 'Chất liệu': pick(rng, kind.materials).split(',')[0] as string, 'Xuất xứ': 'Việt Nam' } : null,
    quality: 3.4 + rng() * 1.6,
    ageDays: rng() ** 1.5 * 180,
  }
}

/** A shop introduction of 100–500 characters (spec §5 shop intro). */
export function shopDescription(rng: Rng, shop: { name: string; tagline: string }) {
  const story = sample(rng, SHOP_STORY, 2)
    .join(' ')
    .replace('{year}', String(int(rng, 2015, 2023)))
  let text = `${shop.name} – ${shop.tagline}. ${story} ${pick(rng, SHOP_PROMISES)}`.normalize('NFC')
  if ([...text].length > 500) text = `${shop.name} – ${shop.tagline}. ${pick(rng, SHOP_PROMISES)}`
  return text
}
