import { SHIPPING_METHODS } from '@xinh/contracts'
import type { ShippingOption } from '#server/modules/shipping/index.ts'

/**
 * The shipping option checkout picks while the buyer has not chosen one: the cheapest standard
 * (non-express) option, on a tie the one that arrives sooner, then SHIPPING_METHODS order.
 * Express (dearer by design) only when it is the only way the parcel goes.
 */
export function defaultShippingOption(options: readonly ShippingOption[]): ShippingOption | null {
  const standard = options.filter((o) => !o.is_express)
  const pool = standard.length > 0 ? standard : options
  const rank = (o: ShippingOption) => SHIPPING_METHODS.indexOf(o.method)
  return [...pool].sort((a, b) => a.fee - b.fee || (a.eta_days[1] ?? 0) - (b.eta_days[1] ?? 0) || rank(a) - rank(b))[0] ?? null
}
