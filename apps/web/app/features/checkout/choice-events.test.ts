import { isTrackingEventType, trackingEventProblem, ZTrackingBody } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { type CheckoutChoices, checkoutChoiceEvents, checkoutEvent, orderFailedEvent, type TrackCall } from './choice-events.ts'
import { createTracker, type TrackSession } from '#web/features/tracking/tracker.ts'

const before: CheckoutChoices = { platform: null, freeship: null, shopVouchers: { s1: null }, shipping: {}, payment: 'COD' }
const after: CheckoutChoices = {
  platform: 'XINH100K',
  freeship: 'FREESHIP',
  shopVouchers: { s1: 'SHOP20' },
  shipping: { s1: 'GHTK' },
  payment: 'VNPAY',
}

/** Every event the checkout sends, as it sends them. */
const all: Record<string, TrackCall> = {
  checkout: checkoutEvent({ total: 550_000, shops: [{ items: [1, 2] }, { items: [3] }] }),
  ...Object.fromEntries(checkoutChoiceEvents(before, after).map((e, i) => [`choice${i}`, e])),
  failed: orderFailedEvent('PRICE_MISMATCH'),
}

describe('the checkout’s tracking events (trackwire, spec §3)', () => {
  it('use the spec’s event names and pass the §5 rules', () => {
    for (const [name, [type, data]] of Object.entries(all)) {
      expect(isTrackingEventType(type), name).toBe(true)
      expect(trackingEventProblem({ type, object_id: data.object_id, metadata: data.metadata }), name).toBeNull()
    }
    expect(all.checkout).toEqual(['Checkout', { metadata: { shops: 2, items: 3, value: 550_000, currency: 'VND' } }])
    expect(all.failed).toEqual(['OrderFailed', { metadata: { code: 'PRICE_MISMATCH' } }])
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
