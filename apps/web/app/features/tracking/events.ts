import type { TrackData } from './tracker.ts'

/**
 * trackwire (issue 18): the spec §3 events the screens send besides the product page's view and
 * add-to-cart and the order success. Each builder returns the `track()` arguments — pure, so the
 * unit tests check them against the server's schema — and pages call `track(...event)`. Plain
 * functions, no imports: they ride in the page chunks that use them (the client itself stays lazy).
 */
export type TrackCall = [type: string, data: TrackData]

/** A search that was shown: the keyword as typed and how many results it found (products or shops tab). */
export const searchEvent = (keyword: string, results: number, tab: 'product' | 'shop'): TrackCall => [
  'SearchKeyword',
  { metadata: { keyword: keyword.slice(0, 200), results, tab } },
]

/** A shop's page; `object_id` is the shop id (the seller dashboard counts its visitors from it). */
export const shopViewEvent = (shop: { _id: string; name: string }): TrackCall => [
  'ViewShop',
  { object_id: shop._id, metadata: { name: shop.name } },
]

export const followShopEvent = (shopId: string): TrackCall => ['FollowShop', { object_id: shopId }]

export const categoryViewEvent = (category: { _id: string; name: string }): TrackCall => [
  'ViewCategory',
  { object_id: category._id, metadata: { name: category.name } },
]

/** The voucher list (`/khuyen-mai`): how many vouchers it showed. */
export const voucherListEvent = (shown: number): TrackCall => ['ViewVoucher', { metadata: { shown } }]

export const saveVoucherEvent = (voucher: { _id: string; code: string }): TrackCall => [
  'SaveVoucher',
  { object_id: voucher._id, metadata: { code: voucher.code } },
]

/** The cart: its lines and how many of them are selected for checkout. */
export const cartViewEvent = (lines: number, selected: number): TrackCall => ['ViewCart', { metadata: { lines, selected } }]

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

export const cancelOrderEvent = (orderId: string, reason: string): TrackCall => [
  'CancelOrder',
  { object_id: orderId, metadata: { reason } },
]

/** A review written for a bought item (`object_id` the order item). */
export const ratingOrderEvent = (orderItemId: string, rating: number): TrackCall => [
  'RatingOrder',
  { object_id: orderItemId, metadata: { rating } },
]

export const repurchaseEvent = (orderId: string, items: number): TrackCall => [
  'RepurchaseOrder',
  { object_id: orderId, metadata: { items } },
]

export const registerEvent = (method: string): TrackCall => ['Register', { metadata: { method } }]

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
