import { describe, expect, it } from 'vitest'
import { dailyCounts, shopVisits } from './tracking.service.ts'

const P1 = '0190a3c2-7d1e-7f3a-9c4b-2d5e6f708191'
const P2 = '0190A3C2-7D1E-7F3A-9C4B-2D5E6F708192'
const SHOP = '0190a3c2-7d1e-7f3a-9c4b-2d5e6f708193'
// 23:30 on 1 March in Vietnam (UTC+7) and 00:30 on 2 March
const LATE = new Date('2026-03-01T16:30:00Z')
const NEXT = new Date('2026-03-01T17:30:00Z')

describe('shopVisits (trackwire: the shops’ visitors aggregate)', () => {
  const devices = new Map([
    ['2026-03-01|s1', 'web-a'],
    ['2026-03-01|s2', 'web-b'],
  ])
  const ev = (sessionId: string, type: string, objectId: string | null, occurredAt = LATE) => ({
    day: '2026-03-01',
    sessionId,
    type,
    objectId,
    occurredAt,
  })

  it('one row per product or shop viewed, day (Vietnam time, of the event) and device', () => {
    const rows = shopVisits(
      [
        ev('s1', 'ViewProduct', P1),
        ev('s1', 'ViewProduct', P1),
        ev('s1', 'ViewProduct', P2),
        ev('s1', 'ViewShop', SHOP),
        ev('s2', 'ViewProduct', P1),
        // after midnight in Vietnam: the next day, though the session started the day before
        ev('s1', 'ViewProduct', P1, NEXT),
      ],
      devices,
    )
    expect(rows).toEqual([
      { kind: 'p', id: P1, day: '2026-03-01', deviceId: 'web-a' },
      { kind: 'p', id: P2.toLowerCase(), day: '2026-03-01', deviceId: 'web-a' },
      { kind: 's', id: SHOP, day: '2026-03-01', deviceId: 'web-a' },
      { kind: 'p', id: P1, day: '2026-03-01', deviceId: 'web-b' },
      { kind: 'p', id: P1, day: '2026-03-02', deviceId: 'web-a' },
    ])
  })

  it('leaves out other events, ids that are no UUID and sessions without a device', () => {
    const rows = shopVisits(
      [
        ev('s1', 'AddToCart', P1),
        ev('s1', 'SearchKeyword', null),
        ev('s1', 'ViewShop', 'not-a-uuid'),
        ev('s1', 'ViewProduct', null),
        ev('unknown', 'ViewProduct', P1),
      ],
      devices,
    )
    expect(rows).toEqual([])
  })
})

describe('dailyCounts', () => {
  it('counts views, add-to-cart and the products of an order per product and day', () => {
    const rows = dailyCounts([
      { type: 'ViewProduct', objectId: P1, occurredAt: LATE },
      { type: 'ViewProduct', objectId: P1, occurredAt: LATE },
      { type: 'AddToCart', objectId: P1, occurredAt: LATE },
      { type: 'OrderSuccess', objectId: 'checkout-1', metadata: { product_ids: [P1, P1, 'x'] }, occurredAt: NEXT },
      { type: 'ViewShop', objectId: SHOP, occurredAt: LATE },
    ])
    expect(rows).toEqual([
      { productId: P1, day: '2026-03-01', views: 2, addToCart: 1, orders: 0 },
      { productId: P1, day: '2026-03-02', views: 0, addToCart: 0, orders: 1 },
    ])
  })
})
