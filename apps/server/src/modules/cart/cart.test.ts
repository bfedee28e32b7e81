import { COMMERCE } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import type { LineRow } from './cart.repo.ts'
import { clampQuantity, invalidReason, type LineState, lineCap, type MergeLine, planMerge } from './cart.rules.ts'
import { groupByShop, presentLine } from './cart.service.ts'

const buyable: LineState = {
  product: { status: 'accepted', allowToSell: true },
  shop: { status: 'approved', isPaused: false },
  variant: { isActive: true, stock: 4 },
}

describe('invalidReason', () => {
  it('is null for a line that can be bought', () => expect(invalidReason(buyable)).toBeNull())

  it('names why a line cannot be bought, the lasting reasons first', () => {
    expect(invalidReason({ ...buyable, product: { status: 'delisted', allowToSell: true } })).toBe('delisted')
    expect(invalidReason({ ...buyable, product: { status: 'pending', allowToSell: true } })).toBe('delisted')
    expect(invalidReason({ ...buyable, product: { status: 'accepted', allowToSell: false } })).toBe('delisted')
    expect(invalidReason({ ...buyable, shop: { status: 'rejected', isPaused: false } })).toBe('delisted')
    expect(invalidReason({ ...buyable, variant: null })).toBe('variant_gone')
    expect(invalidReason({ ...buyable, variant: { isActive: false, stock: 4 } })).toBe('variant_gone')
    expect(invalidReason({ ...buyable, shop: { status: 'approved', isPaused: true } })).toBe('shop_paused')
    expect(invalidReason({ ...buyable, variant: { isActive: true, stock: 0 } })).toBe('sold_out')
    // a paused shop's sold-out line: the shop's break is what the buyer can wait for first
    expect(invalidReason({ ...buyable, shop: { status: 'approved', isPaused: true }, variant: { isActive: true, stock: 0 } })).toBe(
      'shop_paused',
    )
  })
})

describe('clampQuantity', () => {
  it('keeps a quantity within the stock and the per-line maximum', () => {
    expect(clampQuantity(3, 5)).toEqual({ quantity: 3, clamped: false })
    expect(clampQuantity(5, 5)).toEqual({ quantity: 5, clamped: false })
    expect(clampQuantity(7, 5)).toEqual({ quantity: 5, clamped: true })
    expect(clampQuantity(1500, 5000)).toEqual({ quantity: COMMERCE.cartQuantityMax, clamped: true })
    expect(lineCap(-2)).toBe(0)
  })
})

describe('planMerge', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s))
  const line = (id: string, variantId: string | null, quantity: number, s = 0): MergeLine => ({ id, variantId, quantity, createdAt: at(s) })
  const stocks: Record<string, number> = { red: 5, blue: 10, green: 0, pink: 2 }
  const stock = (v: string) => stocks[v] ?? 0

  it('adds up the same variant (clamped), moves the others (clamped), drops lines without a variant', () => {
    const plan = planMerge(
      [line('g1', 'red', 4, 1), line('g2', 'blue', 3, 2), line('g3', null, 1, 3), line('g4', 'pink', 6, 4)],
      [line('a1', 'red', 3)],
      stock,
    )
    expect(plan.update).toEqual([{ id: 'a1', quantity: 5 }])
    expect(plan.move).toEqual([
      { id: 'g4', quantity: 2 },
      { id: 'g2', quantity: 3 },
    ])
    expect(plan.drop.sort()).toEqual(['g1', 'g3'])
  })

  it('keeps the larger quantity of a sold-out variant and changes nothing it need not', () => {
    const plan = planMerge([line('g1', 'green', 2), line('g2', 'blue', 1)], [line('a1', 'green', 3), line('a2', 'blue', 9)], stock)
    expect(plan.update).toEqual([{ id: 'a2', quantity: 10 }])
    expect(plan.drop.sort()).toEqual(['g1', 'g2'])
    expect(planMerge([line('g1', 'green', 4)], [line('a1', 'green', 3)], stock).update).toEqual([{ id: 'a1', quantity: 4 }])
  })

  it('moves the newest guest lines while the account has room', () => {
    const account = Array.from({ length: COMMERCE.cartItemsMax - 1 }, (_, i) => line(`a${i}`, `v${i}`, 1))
    const plan = planMerge([line('old', 'red', 1, 1), line('new', 'blue', 1, 2)], account, stock)
    expect(plan.move).toEqual([{ id: 'new', quantity: 1 }])
    expect(plan.drop).toEqual(['old'])
  })
})

describe('presentLine and groupByShop', () => {
  const row = (over: Partial<LineRow> = {}): LineRow => ({
    id: 'l1',
    quantity: 2,
    isSelected: true,
    createdAt: new Date(),
    productId: 'p1',
    product: { name: 'Áo', images: ['/p.webp'], price: 250_000, salePrice: 199_000, status: 'accepted', allowToSell: true },
    shop: { id: 's1', name: 'Shop Một', avatarUrl: null, status: 'approved', isPaused: false },
    variant: { id: 'v1', options: ['Đỏ'], price: 250_000, salePrice: 199_000, stock: 9, images: [], isActive: true },
    classifications: [{ name: 'Màu', options: [{ name: 'Đỏ', image: '/red.webp' }] }],
    ...over,
  })

  it('prices with the promotion (rounded down to whole đồng) and picks the option picture', () => {
    const item = presentLine(row(), { item_id: 'pi', discount_percent: 15, max_discount_percent: 20, remaining: null, user_remaining: 1 })
    // 199.000 × 15% = 29.850 → 169.150
    expect(item).toMatchObject({ price: 169_150, price_original: 250_000, store_quantity: 9, promotion: { _id: 'pi', user_remaining: 1 } })
    expect(item.product.image).toBe('/red.webp')
    expect(item.invalid_reason).toBeUndefined()
  })

  it('falls back to the product for a line whose variant is gone', () => {
    const item = presentLine(row({ variant: null }), undefined)
    expect(item).toMatchObject({
      price: 199_000,
      price_original: 250_000,
      store_quantity: 0,
      invalid_reason: 'variant_gone',
      product: { image: '/p.webp' },
    })
  })

  it('groups by shop in the order of the lines', () => {
    const rows = [row(), row({ id: 'l2', shop: { ...row().shop, id: 's2', name: 'Shop Hai' } }), row({ id: 'l3' })]
    const groups = groupByShop(
      rows,
      rows.map((r) => presentLine(r, undefined)),
    )
    expect(groups.map((g) => [g.shop.name, g.items.map((i) => i._id)])).toEqual([
      ['Shop Một', ['l1', 'l3']],
      ['Shop Hai', ['l2']],
    ])
  })
})
