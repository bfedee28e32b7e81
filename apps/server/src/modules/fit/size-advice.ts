import { FIT_MEASURES, type TFitMeasure, type TFitVerdict, type TMeasureFit, type TSizeAdvice, type TSizeChart } from '@xinh/contracts'
import { type GarmentKind, type Gender, type GenericRow, genericRow, normaliseSize } from './generic-sizes.ts'
import type { ReviewFit } from './review-words.ts'

/** The buyer's body: cm and kg; gender 1 male, 2 female, else unisex (spec §3). */
export type Body = Partial<Record<TFitMeasure, number>> & { gender?: number | null }

/** What size advice needs to know about a product (from the catalogue's product detail). */
export type SizedProduct = {
  id: string
  name: string
  categoryName: string | null
  chart: Pick<TSizeChart, 'type' | 'attributes' | 'rows'> | null
  /** The options of the product's size classification ("Size", "Kích cỡ"), in the seller's order. */
  sizeOptions: string[]
}

type Range = { min: number; max: number }
type SizeRanges = { size: string; ranges: Partial<Record<TFitMeasure, Range & { source: 'chart' | 'generic' }>> }

/** How much each measure counts per garment kind: the measures a garment actually wraps count most. */
const WEIGHTS: Record<GarmentKind, Record<TFitMeasure, number>> = {
  top: { bust: 3, weight: 2, height: 1, waist: 1, hip: 0.3 },
  dress: { bust: 2.5, waist: 2.5, hip: 2, weight: 1.5, height: 1 },
  skirt: { waist: 3, hip: 2.5, weight: 1, height: 0.3, bust: 0 },
  pants: { waist: 3, hip: 2.5, weight: 1.5, height: 0.5, bust: 0 },
}
/** A range from a generic table is a guess about this product: it counts less than the shop's own. */
const GENERIC_FACTOR = 0.6

// ---------------------------------------------------------------- reading charts

/** "150–158", "150-158", "150 ~ 158", "150 đến 158" → {150,158}; "62" → {62,62}; anything else → null. */
export function parseRange(value: string): Range | null {
  const nums = value
    .replace(/,/g, '.')
    .match(/\d+(?:\.\d+)?/g)
    ?.map(Number)
  if (!nums || nums.length === 0 || nums.length > 2) return null
  const [a, b = a] = nums as [number, number?]
  return a <= (b as number) ? { min: a, max: b as number } : { min: b as number, max: a }
}

const ATTRIBUTE_WORDS: Array<[TFitMeasure, RegExp]> = [
  ['height', /^(height|chieu_?cao)$|chiều cao|chieu cao|^cao\b/i],
  ['weight', /^(weight|can_?nang)$|cân nặng|can nang|^nặng\b/i],
  ['bust', /^(bust|chest|vong_?1|nguc)$|vòng ngực|vong nguc|vòng 1\b|ngực/i],
  ['waist', /^(waist|eo|vong_?2)$|vòng eo|vong eo|vòng 2\b|\beo\b/i],
  ['hip', /^(hip|hips|mong|vong_?3)$|vòng mông|vong mong|vòng 3\b|mông/i],
]

/** Which body measure a chart attribute is (by its id, else its name), or null (lengths, EU sizes…). */
export function measureOfAttribute(attr: { _id: string; name: string }): TFitMeasure | null {
  for (const [measure, re] of ATTRIBUTE_WORDS) if (re.test(attr._id) || re.test(attr.name)) return measure
  return null
}

/** The kind of garment, from the chart's type, else the category and product names; null = not sized clothing. */
export function garmentKind(p: Pick<SizedProduct, 'chart' | 'categoryName' | 'name'>): GarmentKind | null {
  const type = p.chart?.type
  if (type === 'shoes' || type === 'underwear') return null
  const name = p.name.toLowerCase()
  const text = `${p.categoryName ?? ''} | ${p.name}`.toLowerCase()
  if (/giày|giay|dép|sandal|túi|balo|ví |son |phấn|kem |nước hoa|trang sức|kính|đồng hồ|mũ|nón|tất|vớ|đồ lót|bra\b/.test(text)) {
    // "Áo" in a product name wins over accessory words in its category (rare); else not clothing
    if (!/(?<!\p{L})(áo|quần|váy|đầm)(?!\p{L})/u.test(name)) return null
  }
  // the words say what the garment is (one "áo, váy" chart serves tops and dresses alike)…
  if (/chân váy|chan vay|skirt/.test(text)) return 'skirt'
  if (/váy|đầm|dam |dress|áo dài|jumpsuit/.test(text)) return 'dress'
  if (/quần|quan |jeans|pants|trousers|short/.test(text)) return 'pants'
  if (/áo|ao |shirt|tee|top|hoodie|sweater|khoác|jacket|blazer|cardigan|đồ bộ|đồ ngủ/.test(text)) return 'top'
  // …else the chart's kind (the seller centre's templates and the demo's names)
  if (type === 'top' || type === 'dress' || type === 'skirt' || type === 'pants') return type
  if (type === 'bottom') return 'skirt'
  if (type === 'jeans') return 'pants'
  return null
}

/** Gender of the buyer (1 male, 2 female), else of the product's category, else female (most of the catalogue). */
export function genderOf(body: Body, p: Pick<SizedProduct, 'categoryName' | 'name'>): Gender {
  if (body.gender === 1) return 'male'
  if (body.gender === 2) return 'female'
  const text = `${p.categoryName ?? ''} ${p.name}`.toLowerCase()
  return /(?<!\p{L})(nam|men)(?!\p{L})/u.test(text) && !/(?<!\p{L})nữ(?!\p{L})/u.test(text) ? 'male' : 'female'
}

/** Every size with a range per measure: the chart's first, then the generic table's for what it lacks. */
function sizeRanges(p: SizedProduct, kind: GarmentKind, gender: Gender): { sizes: SizeRanges[]; fromChart: boolean } {
  const chart = p.chart
  const measures = chart ? chart.attributes.map((a) => ({ id: a._id, measure: measureOfAttribute(a) })) : []
  let sizes: SizeRanges[] = []
  if (chart && chart.rows.length > 0) {
    sizes = chart.rows.map((row) => {
      const ranges: SizeRanges['ranges'] = {}
      for (const { id, measure } of measures) {
        if (!measure) continue
        const cell = row.size_values.find((v) => v.attribute_id === id)
        const r = cell ? parseRange(cell.values) : null
        if (r) ranges[measure] = { ...r, source: 'chart' }
      }
      return { size: row.size_name, ranges }
    })
  }
  const fromChart = sizes.some((s) => Object.keys(s.ranges).length > 0)
  if (!fromChart) {
    // no usable chart: the product's own sizes on the generic table, else the whole table
    const names = p.sizeOptions.length > 0 ? p.sizeOptions : chart ? chart.rows.map((r) => r.size_name) : []
    sizes = names.length > 0 ? names.map((size) => ({ size, ranges: {} })) : []
    if (sizes.length === 0) return { sizes: [], fromChart: false }
  }
  // a product sold in fewer sizes than its chart lists: only those it sells
  if (p.sizeOptions.length > 0) {
    const sold = new Set(p.sizeOptions.map(normaliseSize))
    const kept = sizes.filter((s) => sold.has(normaliseSize(s.size)))
    if (kept.length > 0) sizes = kept
  }
  for (const s of sizes) {
    const g: GenericRow | undefined = genericRow(kind, gender, s.size)
    if (!g) continue
    for (const m of FIT_MEASURES) {
      const r = g[m]
      if (!s.ranges[m] && r) s.ranges[m] = { min: r[0], max: r[1], source: 'generic' }
    }
  }
  return { sizes: sizes.filter((s) => Object.keys(s.ranges).length > 0), fromChart }
}

// ---------------------------------------------------------------- scoring

/** The width a measure's distance is counted in: the range's width, at least a typical size step. */
const STEP: Record<TFitMeasure, number> = { height: 5, weight: 5, bust: 4, waist: 4, hip: 4 }

/** How far a value sits outside a range, in size steps (0 inside). Negative = below (the garment is loose). */
export function offset(value: number, r: Range, measure: TFitMeasure): number {
  const step = Math.max(r.max - r.min, STEP[measure])
  if (value < r.min) return (value - r.min) / step
  if (value > r.max) return (value - r.max) / step
  return 0
}

function verdict(value: number, r: Range, measure: TFitMeasure): TFitVerdict {
  const o = offset(value, r, measure)
  if (o > 0.15) return 'tight'
  if (o < -0.15) return 'loose'
  return 'regular'
}

type Scored = { size: SizeRanges; score: number; weightUsed: number; weightChart: number; fits: TMeasureFit[] }

function scoreSize(s: SizeRanges, body: Body, kind: GarmentKind): Scored {
  let score = 0
  let weightUsed = 0
  let weightChart = 0
  const fits: TMeasureFit[] = []
  for (const m of FIT_MEASURES) {
    const value = body[m]
    const r = s.ranges[m]
    if (value == null || !r) continue
    const w = WEIGHTS[kind][m] * (r.source === 'generic' ? GENERIC_FACTOR : 1)
    if (w === 0) continue
    const o = offset(value, r, m)
    // a garment too tight is worse than one a little loose (buyers return tight clothes); inside
    // the range, a small pull towards its middle ranks overlapping sizes
    const step = Math.max(r.max - r.min, STEP[m])
    const centre = ((value - (r.min + r.max) / 2) / step) ** 2 * 0.05
    score += w * ((o > 0 ? o * o * 1.3 : o * o) + centre)
    weightUsed += w
    if (r.source === 'chart') weightChart += w
    fits.push({ measure: m, value, min: r.min, max: r.max, fit: verdict(value, r, m), source: r.source })
  }
  return { size: s, score: weightUsed > 0 ? score / weightUsed : Number.POSITIVE_INFINITY, weightUsed, weightChart, fits }
}

/** The total weight the kind's measures could have had with every measure known. */
const fullWeight = (kind: GarmentKind) => Object.values(WEIGHTS[kind]).reduce((a, b) => a + b, 0)

// ---------------------------------------------------------------- advice

export function adviseSize(p: SizedProduct, body: Body | null, reviews: ReviewFit): TSizeAdvice {
  const kind = garmentKind(p)
  const base = {
    product_id: p.id,
    reviews: { runs: reviews.runs, shift: 0, mentions: reviews.mentions },
    chart_type: kind,
  }
  const none = (status: TSizeAdvice['status'], sizes: string[]): TSizeAdvice => ({
    ...base,
    status,
    size: null,
    alternative: null,
    confidence: 0,
    confidence_level: 'low',
    fit: [],
    sizes,
    source: null,
  })
  if (!kind) return none('not_applicable', p.sizeOptions)
  const gender = genderOf(body ?? {}, p)
  const { sizes, fromChart } = sizeRanges(p, kind, gender)
  const names = sizes.map((s) => s.size)
  if (sizes.length === 0) return none('not_applicable', p.sizeOptions)
  if (!body || body.height == null || body.weight == null) return none('needs_measurements', names)

  const scored = sizes.map((s) => scoreSize(s, body, kind))
  // ranges of neighbouring sizes overlap (a 157 cm buyer is in S and in M): the centring term
  // of the score decides those, so the smallest score is the answer
  let bestIndex = 0
  scored.forEach((s, i) => {
    if (s.score < (scored[bestIndex] as Scored).score) bestIndex = i
  })

  // reviews that say the product runs small or large move the advice one size, once enough agree
  let shift = 0
  if (reviews.runs === 'small' && bestIndex < scored.length - 1) shift = 1
  if (reviews.runs === 'large' && bestIndex > 0) shift = -1
  // …unless the buyer sits at the other end of their size already (a small-running garment on a
  // buyer at the bottom of M still fits M)
  if (shift !== 0) {
    const here = scored[bestIndex] as Scored
    const roomy = here.fits.filter((f) => f.min != null && f.max != null && f.max > f.min)
    const position =
      roomy.length > 0
        ? roomy.reduce((a, f) => a + (f.value - (f.min as number)) / ((f.max as number) - (f.min as number)), 0) / roomy.length
        : 0.5
    if ((shift === 1 && position < 0.25) || (shift === -1 && position > 0.75)) shift = 0
  }
  const chosen = scored[bestIndex + shift] as Scored
  const other = [scored[bestIndex + shift - 1], scored[bestIndex + shift + 1]]
    .filter((s): s is Scored => s !== undefined)
    .sort((a, b) => a.score - b.score)[0]

  // confidence: how well the measures sit in the size, times how much of what matters was known
  // and how much came from the shop's own chart
  const fitQuality = Math.exp(-1.2 * chosen.score)
  const coverage = Math.min(1, chosen.weightUsed / (fullWeight(kind) * 0.75))
  const chartShare = chosen.weightUsed > 0 ? chosen.weightChart / chosen.weightUsed : 0
  const margin = other ? Math.min(1, (other.score - chosen.score + 0.2) / 0.6) : 1
  let confidence = fitQuality * (0.55 + 0.45 * coverage) * (0.75 + 0.25 * chartShare) * (0.8 + 0.2 * Math.max(0, margin))
  if (shift !== 0) confidence *= 0.9
  confidence = Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100

  return {
    ...base,
    reviews: { ...base.reviews, shift },
    status: 'ok',
    size: chosen.size.size,
    alternative: other && other.score < 1 ? other.size.size : null,
    confidence,
    confidence_level: confidence >= 0.7 ? 'high' : confidence >= 0.45 ? 'medium' : 'low',
    fit: chosen.fits,
    sizes: names,
    source: fromChart ? (chosen.fits.some((f) => f.source === 'generic') ? 'chart_generic' : 'chart') : 'generic',
  }
}
