import { isTrackingEventType, trackingEventProblem, ZTrackingBody } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import {
  type CheckoutChoices,
  cancelOrderEvent,
  cartViewEvent,
  categoryViewEvent,
  checkoutChoiceEvents,
  checkoutEvent,
  followShopEvent,
  orderFailedEvent,
  ratingOrderEvent,
  registerEvent,
  repurchaseEvent,
  saveVoucherEvent,
  searchEvent,
  shopViewEvent,
  type TrackCall,
  voucherListEvent,
} from './events.ts'
import { createTracker, type TrackSession } from './tracker.ts'

const SHOP = '0190a3c2-7d1e-7f3a-9c4b-2d5e6f708192'
const ORDER = '0190a3c2-7d1e-7f3a-9c4b-2d5e6f708193'

/** Every event the screens send, as they send them. */
const all: Record<string, TrackCall> = {
  search: searchEvent('đầm maxi', 42, 'product'),
  shop: shopViewEvent({ _id: SHOP, name: 'Xinh Closet' }),
  follow: followShopEvent(SHOP),
  category: categoryViewEvent({ _id: 'c1', name: 'Váy đầm' }),
  vouchers: voucherListEvent(6),
  save: saveVoucherEvent({ _id: 'v1', code: 'XINH50K' }),
  cart: cartViewEvent(3, 2),
  checkout: checkoutEvent({ total: 550_000, shops: [{ items: [1, 2] }, { items: [3] }] }),
  failed: orderFailedEvent('PRICE_MISMATCH'),
  cancel: cancelOrderEvent(ORDER, 'changed_mind'),
  rating: ratingOrderEvent('item-1', 5),
  repurchase: repurchaseEvent(ORDER, 2),
  register: registerEvent('email'),
}

describe('the screens’ tracking events (trackwire, spec §3)', () => {
  it('use the spec’s event names and pass the §5 rules', () => {
    for (const [name, [type, data]] of Object.entries(all)) {
      expect(isTrackingEventType(type), name).toBe(true)
      expect(trackingEventProblem({ type, object_id: data.object_id, metadata: data.metadata }), name).toBeNull()
    }
    expect(all.search).toEqual(['SearchKeyword', { metadata: { keyword: 'đầm maxi', results: 42, tab: 'product' } }])
    expect(all.shop).toEqual(['ViewShop', { object_id: SHOP, metadata: { name: 'Xinh Closet' } }])
    expect(all.follow).toEqual(['FollowShop', { object_id: SHOP }])
    expect(all.save).toEqual(['SaveVoucher', { object_id: 'v1', metadata: { code: 'XINH50K' } }])
    expect(all.checkout).toEqual(['Checkout', { metadata: { shops: 2, items: 3, value: 550_000, currency: 'VND' } }])
    expect(all.cart).toEqual(['ViewCart', { metadata: { lines: 3, selected: 2 } }])
  })

  it('make a session the server’s schema accepts, through the real client', async () => {
    const sent: unknown[] = []
    const tracker = createTracker({
      storage: null,
      context: () => ({ userId: null, deviceId: 'web-abcdefabcdefabcdefabcdef', area: 'VN', language: 'VI' }),
      send: async (body) => {
        sent.push(structuredClone(body))
        return 'ok'
      },
    })
    for (const [type, data] of Object.values(all)) expect(tracker.track(type, data), type).toBe(true)
    tracker.newSession()
    await expect.poll(() => sent.length).toBe(1)
    const session = sent[0] as TrackSession
    expect(session.events.map((e) => e.type)).toEqual(Object.values(all).map(([type]) => type))
    const parsed = ZTrackingBody.safeParse(session)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  })

  it('cuts a very long search keyword (metadata stays small)', () => {
    const [, data] = searchEvent('a'.repeat(5_000), 0, 'shop')
    expect(String(data.metadata?.keyword ?? '').length).toBe(200)
  })
})

describe('checkoutChoiceEvents', () => {
  const base: CheckoutChoices = { platform: null, freeship: null, shopVouchers: { s1: null }, shipping: {}, payment: 'COD' }

  it('nothing changed, nothing sent', () => {
    expect(checkoutChoiceEvents(base, { ...base })).toEqual([])
  })

  it('a carrier for a shop, a payment method, vouchers put in their slots', () => {
    const after: CheckoutChoices = {
      platform: 'XINH100K',
      freeship: 'FREESHIP',
      shopVouchers: { s1: 'SHOP20' },
      shipping: { s1: 'GHTK' },
      payment: 'VNPAY',
    }
    expect(checkoutChoiceEvents(base, after)).toEqual([
      ['SelectShipping', { object_id: 's1', metadata: { method: 'GHTK' } }],
      ['SelectPayment', { metadata: { method: 'VNPAY' } }],
      ['ApplyVoucher', { metadata: { code: 'XINH100K', slot: 'platform' } }],
      ['ApplyVoucher', { metadata: { code: 'FREESHIP', slot: 'freeship' } }],
      ['ApplyVoucher', { metadata: { code: 'SHOP20', slot: 'shop', shop_id: 's1' } }],
    ])
  })

  it('removing a voucher or keeping a choice is no event', () => {
    const before: CheckoutChoices = { ...base, platform: 'XINH100K', shipping: { s1: 'GHTK' } }
    expect(checkoutChoiceEvents(before, { ...before, platform: null })).toEqual([])
    expect(checkoutChoiceEvents(before, { ...before, shipping: { s1: 'GHTK' } })).toEqual([])
  })
})
