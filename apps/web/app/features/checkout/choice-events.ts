import type { TrackData } from '#web/features/tracking/tracker.ts'

/**
 * trackwire (issue 18): the checkout's spec §3 events. Each builder returns the `track()` arguments —
 * pure, so the unit tests check them against the server's schema. Only the checkout imports this
 * file: a module shared by several routes is hoisted into the entry chunk by the bundler (every
 * page would pay for it), which is why the other screens call `track('Type', …)` inline.
 */
export type TrackCall = [type: string, data: TrackData]

/** The checkout page with its first quote: items, shops and the total to pay (VND). */
export const checkoutEvent = (quote: { total: number; shops: Array<{ items: unknown[] }> }): TrackCall => [
  'Checkout',
  {
    metadata: {
      shops: quote.shops.length,
      items: quote.shops.reduce((n, s) => n + s.items.length, 0),
      value: quote.total,
      currency: 'VND',
    },
  },
]

/** Placing the order was refused (the error code) or could not reach the server. */
export const orderFailedEvent = (code: string): TrackCall => ['OrderFailed', { metadata: { code } }]

/** What the buyer changed at checkout (the checkout's `Choices`, reduced to what the events need). */
export type CheckoutChoices = {
  platform: string | null
  freeship: string | null
  shopVouchers: Record<string, string | null>
  shipping: Record<string, string>
  payment: string
}

/**
 * The events of one change of the checkout's choices: a carrier chosen for a shop (SelectShipping,
 * the shop id), a payment method (SelectPayment), a voucher put in a slot (ApplyVoucher, its code;
 * removing one is no event).
 */
export function checkoutChoiceEvents(before: CheckoutChoices, after: CheckoutChoices): TrackCall[] {
  const out: TrackCall[] = []
  for (const [shopId, method] of Object.entries(after.shipping))
    if (before.shipping[shopId] !== method) out.push(['SelectShipping', { object_id: shopId, metadata: { method } }])
  if (before.payment !== after.payment) out.push(['SelectPayment', { metadata: { method: after.payment } }])
  const applied = (slot: string, code: string | null | undefined, was: string | null | undefined, shopId?: string) => {
    if (code && code !== was) out.push(['ApplyVoucher', { metadata: shopId ? { code, slot, shop_id: shopId } : { code, slot } }])
  }
  applied('platform', after.platform, before.platform)
  applied('freeship', after.freeship, before.freeship)
  for (const [shopId, code] of Object.entries(after.shopVouchers)) applied('shop', code, before.shopVouchers[shopId], shopId)
  return out
}
