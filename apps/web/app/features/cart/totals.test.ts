import type { TCartItem, TCartShop } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { cartTotals, selectableIds } from './totals.ts'

const item = (
  over: Partial<TCartItem> & { _id: string },
  variant: Partial<NonNullable<TCartItem['product']['variant']>> = {},
): TCartItem => ({
  product: {
    _id: `p-${over._id}`,
    name: 'Áo',
    image: null,
    variant: { _id: `v-${over._id}`, options: [], sale_price: 150_000, sale_price_original: 200_000, stock: 9, images: [], ...variant },
    classifications: [],
  },
  quantity: 1,
  is_selected: true,
  store_quantity: 9,
  price: 150_000,
  price_original: 200_000,
  promotion: null,
  ...over,
})
const shop = (id: string, items: TCartItem[]): TCartShop => ({ shop: { _id: id, name: id, avatar: null, is_paused: false }, items })

describe('cartTotals', () => {
  it('adds up the selected valid lines with their promotions (the shared calculator)', () => {
    const promo = { _id: 'pi', discount_percent: 10, max_discount_percent: 10, remaining: null, user_remaining: null }
    const totals = cartTotals(
      [
        shop('s1', [item({ _id: 'a', quantity: 2 }), item({ _id: 'b', is_selected: false })]),
        shop('s2', [item({ _id: 'c', price: 135_000, promotion: promo })]),
      ],
      { loggedIn: true },
    )
    // 2 × 150.000 + (150.000 − 10%) = 435.000
    expect(totals.priced.total).toBe(435_000)
    expect(totals.lines).toBe(2)
    expect(totals.units).toBe(3)
    // list 200.000 → sale 150.000 on 3 units, and 15.000 of promotion
    expect(totals.saved).toBe(3 * 50_000 + 15_000)
  })

  it('leaves out invalid lines, and is zero with nothing selected', () => {
    const totals = cartTotals([shop('s1', [item({ _id: 'a', invalid_reason: 'sold_out' }), item({ _id: 'b', is_selected: false })])], {
      loggedIn: false,
    })
    expect(totals).toMatchObject({ lines: 0, units: 0, saved: 0, priced: { total: 0 } })
  })

  it('reports a quantity above the promotion limit', () => {
    const promo = { _id: 'pi', discount_percent: 20, max_discount_percent: 20, remaining: 5, user_remaining: 1 }
    const totals = cartTotals([shop('s1', [item({ _id: 'a', quantity: 2, promotion: promo })])], { loggedIn: true })
    expect(totals.priced.problems).toEqual([expect.objectContaining({ code: 'PROMOTION_USER_LIMIT', line_id: 'a' })])
  })

  it('selectableIds lists the valid lines of a shop', () => {
    expect(selectableIds(shop('s1', [item({ _id: 'a' }), item({ _id: 'b', invalid_reason: 'delisted' })]))).toEqual(['a'])
  })
})
