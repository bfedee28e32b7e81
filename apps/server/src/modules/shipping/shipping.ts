import { SHIPPING_METHODS, type ShippingMethod } from '@xinh/contracts'

export type ShippingQuoteInput = { fromProvince: string; toProvince: string; weightGrams: number }
export type ShippingOption = { method: ShippingMethod; fee: number; is_express: boolean; eta_days: [number, number] }

/**
 * What checkout needs from shipping: the methods that deliver a parcel and their fees. The flat
 * table below stands in until the carrier adapters (GHTK, Viettel Post; issue 5) implement it.
 */
export interface ShippingQuoter {
  options(input: ShippingQuoteInput): ShippingOption[]
}

/** Provinces of the two big delivery hubs; a same-city parcel inside them is cheapest and fastest. */
const HUBS = new Set(['01', '79'])
const EXTRA_PER_500G = 5_000

/**
 * A flat rate table by distance band and weight (first 1 kg, then 5,000 ₫ per started 500 g),
 * modelled on GHTK/Viettel Post public rates. Express (same-day) runs inside one hub city only.
 */
export function flatRateQuoter(): ShippingQuoter {
  const base: Record<Exclude<ShippingMethod, 'EXPRESS'>, { same: number; other: number }> = {
    GHTK: { same: 22_000, other: 32_000 },
    VIETTEL_POST: { same: 20_000, other: 35_000 },
  }
  return {
    options({ fromProvince, toProvince, weightGrams }) {
      const same = fromProvince === toProvince
      const extra = Math.max(0, Math.ceil((weightGrams - 1000) / 500)) * EXTRA_PER_500G
      const out: ShippingOption[] = []
      for (const method of SHIPPING_METHODS) {
        if (method === 'EXPRESS') {
          if (same && HUBS.has(toProvince) && weightGrams <= 20_000)
            out.push({ method, fee: 45_000 + extra, is_express: true, eta_days: [0, 1] })
          continue
        }
        const b = base[method]
        out.push({ method, fee: (same ? b.same : b.other) + extra, is_express: false, eta_days: same ? [1, 2] : [2, 5] })
      }
      return out
    },
  }
}
