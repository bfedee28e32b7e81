import type { TFitMeasure } from '@xinh/contracts'

/**
 * Generic size tables per garment kind and gender, used where a shop's chart lacks a measure
 * (a top's chart often lists only height, weight and bust) or a product has sizes but no chart.
 * Ranges are those Vietnamese shops commonly publish (cm, kg); `[min, max]` per measure.
 */
export type GarmentKind = 'top' | 'dress' | 'skirt' | 'pants'
export type Gender = 'female' | 'male'
type Range = readonly [number, number]
export type GenericRow = { size: string } & Partial<Record<TFitMeasure, Range>>

const LETTER_FEMALE: GenericRow[] = [
  { size: 'XS', height: [145, 153], weight: [36, 42], bust: [76, 80], waist: [58, 62], hip: [80, 84] },
  { size: 'S', height: [150, 158], weight: [40, 47], bust: [80, 84], waist: [62, 66], hip: [84, 88] },
  { size: 'M', height: [155, 163], weight: [47, 54], bust: [84, 88], waist: [66, 70], hip: [88, 92] },
  { size: 'L', height: [160, 168], weight: [54, 61], bust: [88, 92], waist: [70, 74], hip: [92, 96] },
  { size: 'XL', height: [165, 173], weight: [61, 68], bust: [92, 96], waist: [74, 78], hip: [96, 100] },
  { size: 'XXL', height: [168, 176], weight: [68, 76], bust: [96, 102], waist: [78, 84], hip: [100, 106] },
]

const LETTER_MALE: GenericRow[] = [
  { size: 'S', height: [158, 165], weight: [48, 55], bust: [84, 88], waist: [68, 72], hip: [84, 88] },
  { size: 'M', height: [163, 170], weight: [55, 62], bust: [88, 92], waist: [72, 76], hip: [88, 92] },
  { size: 'L', height: [168, 175], weight: [62, 70], bust: [92, 98], waist: [76, 82], hip: [92, 96] },
  { size: 'XL', height: [172, 180], weight: [70, 78], bust: [98, 104], waist: [82, 88], hip: [96, 100] },
  { size: 'XXL', height: [176, 185], weight: [78, 88], bust: [104, 110], waist: [88, 94], hip: [100, 106] },
]

/** Trouser sizes by waist in inches (26…36): waist ≈ 2.54 × size, hip and weight grow with it. */
function pantsRows(gender: Gender): GenericRow[] {
  const rows: GenericRow[] = []
  for (let n = 25; n <= 36; n++) {
    const waist = Math.round(n * 2.54 * 10) / 10
    const hip = gender === 'female' ? waist + 22 : waist + 16
    const weight = gender === 'female' ? 38 + (n - 25) * 4 : 48 + (n - 27) * 4.5
    rows.push({
      size: String(n),
      waist: [waist - 1.5, waist + 1.5],
      hip: [hip - 2, hip + 2],
      weight: [Math.round(weight - 2.5), Math.round(weight + 2.5)],
    })
  }
  return rows
}

const TABLES: Record<GarmentKind, Record<Gender, GenericRow[]>> = {
  top: { female: LETTER_FEMALE, male: LETTER_MALE },
  dress: { female: LETTER_FEMALE, male: LETTER_MALE },
  skirt: { female: LETTER_FEMALE, male: LETTER_MALE },
  pants: { female: [...pantsRows('female'), ...LETTER_FEMALE], male: [...pantsRows('male'), ...LETTER_MALE] },
}

/** The generic row of a size name for a kind and gender ("m" matches "M"; "Size 28" matches "28"). */
export function genericRow(kind: GarmentKind, gender: Gender, size: string): GenericRow | undefined {
  const key = normaliseSize(size)
  return TABLES[kind][gender].find((r) => r.size === key)
}

/** "size m", "Size M", "M " → "M"; "2XL" → "XXL"; "28" stays. */
export function normaliseSize(size: string): string {
  const s = size
    .trim()
    .toUpperCase()
    .replace(/^SIZE\s*/, '')
  if (s === '2XL') return 'XXL'
  if (s === '3XL') return 'XXXL'
  if (s === 'FREESIZE' || s === 'FREE SIZE') return 'FREE'
  return s
}
