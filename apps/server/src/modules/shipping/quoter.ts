import { type Carrier, SHIPPING_METHODS, type ShippingMethod } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { findProvince } from '#server/modules/profile/index.ts'
import type { CarrierAdapter, FeeQuote } from './carriers/types.ts'
import { MIN_WEIGHT_GRAMS, simulatedRate } from './rates.ts'
import type { ShippingOption, ShippingQuoter } from './shipping.ts'

/** EXPRESS is GHTK's same-day service. */
export const carrierOfMethod = (method: ShippingMethod): Carrier => (method === 'VIETTEL_POST' ? 'VIETTEL_POST' : 'GHTK')

/** Which methods a shop offers and where it ships from (the shipping service reads its settings). */
export type QuoteSettings = { methods: readonly ShippingMethod[]; pickupProvince: string | null }

const CACHE_TTL_MS = 10 * 60_000
const CACHE_MAX = 2_000
/** A real carrier gets this long to quote before checkout goes on without it. */
const QUOTE_TIMEOUT_MS = 3_000

/**
 * Checkout's shipping options from the carriers. Quotes are asked on every checkout page load, so:
 *
 * - A simulated carrier is priced locally with `simulatedRate`, the very function the simulator's
 *   fee endpoints answer with: the same number as an HTTP round trip to ourselves, without one.
 * - A real carrier is asked over HTTP (3 s timeout) and its answer kept for 10 minutes per
 *   (method, provinces, 500 g weight step) — carriers price by those steps, and the order placed
 *   right after the quote finds the price in the cache instead of calling out inside its
 *   transaction. A carrier that fails is left out; no answer at all leaves no option, which
 *   checkout reports as SHIPPING_UNAVAILABLE.
 */
export function createQuoter(deps: {
  adapters: Record<Carrier, CarrierAdapter>
  settingsOf: (shopId: string, dbx?: DbOrTx) => Promise<QuoteSettings>
  log: FastifyBaseLogger
}): ShippingQuoter & { clearCache(): void } {
  const cache = new Map<string, { at: number; quote: FeeQuote }>()

  async function realQuote(adapter: CarrierAdapter, method: ShippingMethod, from: string, to: string, weight: number): Promise<FeeQuote> {
    const key = `${method}|${from}|${to}|${Math.ceil(weight / 500)}`
    const hit = cache.get(key)
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.quote
    const place = (code: string) => ({ province_code: code, province: findProvince(code)?.name ?? code, ward_code: null, ward: null })
    const quote = await Promise.race([
      adapter.quote({ from: place(from), to: place(to), weightGrams: weight, value: 0, express: method === 'EXPRESS' }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('quote timed out')), QUOTE_TIMEOUT_MS).unref()),
    ])
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!)
    cache.set(key, { at: Date.now(), quote })
    return quote
  }

  return {
    async options({ shopId, fromProvince, toProvince, weightGrams }, dbx) {
      const settings = shopId ? await deps.settingsOf(shopId, dbx) : { methods: SHIPPING_METHODS, pickupProvince: null }
      const from = settings.pickupProvince ?? fromProvince
      const weight = Math.max(MIN_WEIGHT_GRAMS, weightGrams)
      const wanted = SHIPPING_METHODS.filter((m) => settings.methods.includes(m))
      const quotes = await Promise.all(
        wanted.map(async (method): Promise<ShippingOption | null> => {
          const adapter = deps.adapters[carrierOfMethod(method)]
          try {
            const rate = adapter.simulated
              ? simulatedRate(method, from, toProvince, weight)
              : toProvince
                ? await realQuote(adapter, method, from, toProvince, weight)
                : simulatedRate(method, from, toProvince, weight) // no address yet: the table's estimate, never charged
            return rate ? { method, fee: rate.fee, is_express: method === 'EXPRESS', eta_days: rate.eta_days } : null
          } catch (err) {
            deps.log.warn({ err, method }, 'carrier quote failed')
            return null
          }
        }),
      )
      return quotes.filter((q): q is ShippingOption => q !== null)
    },
    clearCache: () => cache.clear(),
  }
}
