import type { ShippingMethod } from '@xinh/contracts'

/**
 * The carrier simulator's rate table (GHTK and Viettel Post publish theirs in this shape): a
 * price by distance band (same province / same region / across regions) for a first weight
 * step, then a price per started 500 g. Figures are modelled on their 2025–2026 public retail
 * rates for parcels up to a few kilograms. Express (GHTK's same-day "xteam") runs only inside
 * Hanoi or Ho Chi Minh City, for a parcel that stays in that city.
 */

export type Band = 'same_province' | 'same_region' | 'cross_region'
export type Region = 'north' | 'central' | 'south'

/** Provinces where same-day express runs (Hanoi 01, Ho Chi Minh City 79). */
export const EXPRESS_CITIES: ReadonlySet<string> = new Set(['01', '79'])
/** Heaviest parcel each service takes, in grams. */
const MAX_WEIGHT = { standard: 50_000, express: 20_000 }
/** Carriers charge at least this weight. */
export const MIN_WEIGHT_GRAMS = 100

/**
 * The region of a province by its code (Resolution 202/2025 codes keep the old GSO numbering:
 * the north runs to Ninh Bình 37, the centre and Central Highlands from Thanh Hóa 38 to Lâm Đồng
 * 68, the south from Đồng Nai 75).
 */
export function regionOf(provinceCode: string): Region | null {
  if (!/^\d{2}$/.test(provinceCode)) return null
  const n = Number(provinceCode)
  if (n < 38) return 'north'
  if (n < 75) return 'central'
  return 'south'
}

/** An unknown destination is priced as the farthest band. */
export function bandOf(from: string, to: string): Band {
  if (from === to && regionOf(to)) return 'same_province'
  const [a, b] = [regionOf(from), regionOf(to)]
  return a && b && a === b ? 'same_region' : 'cross_region'
}

type Tariff = { first: number; firstGrams: number; per500: number; eta: [number, number] }

const TARIFFS: Record<ShippingMethod, Record<Band, Tariff>> = {
  GHTK: {
    same_province: { first: 22_000, firstGrams: 1_000, per500: 2_500, eta: [1, 2] },
    same_region: { first: 30_000, firstGrams: 500, per500: 2_500, eta: [2, 3] },
    cross_region: { first: 32_000, firstGrams: 500, per500: 5_000, eta: [3, 5] },
  },
  VIETTEL_POST: {
    same_province: { first: 20_000, firstGrams: 1_000, per500: 3_000, eta: [1, 2] },
    same_region: { first: 28_000, firstGrams: 500, per500: 4_000, eta: [2, 3] },
    cross_region: { first: 35_000, firstGrams: 500, per500: 5_000, eta: [2, 4] },
  },
  // only same_province inside EXPRESS_CITIES is ever served
  EXPRESS: {
    same_province: { first: 45_000, firstGrams: 1_000, per500: 5_000, eta: [0, 1] },
    same_region: { first: 0, firstGrams: 0, per500: 0, eta: [0, 0] },
    cross_region: { first: 0, firstGrams: 0, per500: 0, eta: [0, 0] },
  },
}

export type Rate = { fee: number; eta_days: [number, number] }

/**
 * The simulator's price for a parcel, or null when the service does not take it (express outside
 * one hub city, or too heavy). Both the simulator's fee endpoints and the local quoter use it.
 */
export function simulatedRate(method: ShippingMethod, from: string, to: string, weightGrams: number): Rate | null {
  const weight = Math.max(MIN_WEIGHT_GRAMS, Math.ceil(weightGrams))
  const band = bandOf(from, to)
  if (method === 'EXPRESS') {
    if (band !== 'same_province' || !EXPRESS_CITIES.has(to) || weight > MAX_WEIGHT.express) return null
  } else if (weight > MAX_WEIGHT.standard) return null
  const t = TARIFFS[method][band]
  const steps = Math.max(0, Math.ceil((weight - t.firstGrams) / 500))
  return { fee: t.first + steps * t.per500, eta_days: [...t.eta] }
}
