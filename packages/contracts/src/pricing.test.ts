import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bestVouchers,
  type PricingContext,
  type PricingInput,
  type PricingLine,
  type PricingShop,
  type PricingVoucher,
  priceCheckout,
  promotionUnitPrice,
  splitProRata,
  voucherAmount,
} from './pricing.ts'

const NOW = new Date('2026-11-21T08:00:00Z')
const ctx: PricingContext = { now: NOW, payment_method: 'COD', logged_in: true, app: false, first_order: false }

function voucher(over: Partial<PricingVoucher> & { code: string }): PricingVoucher {
  return {
    id: over.code,
    kind: 'platform',
    shop_id: null,
    type: 'price',
    value: 10_000,
    min_order_value: 0,
    max_discount_value: null,
    classify: 'other',
    target: 'all',
    all_products: true,
    product_ids: [],
    tiers: [],
    payment_methods: [],
    shipping_methods: [],
    starts_at: '2026-11-01T00:00:00Z',
    ends_at: '2026-12-01T00:00:00Z',
    ended: false,
    remaining: 100,
    budget_remaining: null,
    user_remaining: 1,
    user_today_remaining: null,
    requires_login: true,
    requires_app: false,
    ...over,
  }
}
const line = (id: string, shop: string, sale: number, quantity = 1, promotion: PricingLine['promotion'] = null): PricingLine => ({
  id,
  shop_id: shop,
  product_id: `p-${id}`,
  variant_id: id,
  quantity,
  price: sale,
  sale_price: sale,
  promotion,
})
const shop = (id: string, fee = 30_000, over: Partial<PricingShop> = {}): PricingShop => ({
  shop_id: id,
  shipping_fee: fee,
  shipping_method: 'GHTK',
  is_express: false,
  ...over,
})

describe('priceCheckout', () => {
  it('applies a promotion, then the shop voucher, then the platform voucher, and free shipping on the fee', () => {
    const p = priceCheckout({
      lines: [
        line('a', 'A', 100_000, 2, { item_id: 'pr', discount_percent: 15, remaining: null, user_remaining: null }),
        line('b', 'B', 50_000),
      ],
      shops: [shop('A'), shop('B', 20_000)],
      vouchers: {
        shop: { A: voucher({ code: 'SHOPA', kind: 'shop', shop_id: 'A', value: 20_000 }) },
        platform: voucher({ code: 'PCT', type: 'percent', value: 10, max_discount_value: 100_000 }),
        freeship: voucher({ code: 'SHIP', classify: 'free_shipping', value: 25_000 }),
      },
      context: ctx,
    })
    expect(p.problems).toEqual([])
    expect(p.shops[0]).toMatchObject({ subtotal: 170_000, promotion_discount: 30_000, shop_voucher_discount: 20_000 })
    // platform base 150,000 + 50,000 → 20,000 split 150:50
    expect(p.shops.map((s) => s.platform_voucher_discount)).toEqual([15_000, 5_000])
    expect(p.shipping_discount).toBe(25_000)
    expect(p.total).toBe(170_000 + 50_000 - 20_000 - 20_000 + 50_000 - 25_000)
  })

  it('rounds a promotion discount down to whole đồng', () => {
    expect(promotionUnitPrice(99_999, 33)).toBe(99_999 - 32_999)
  })

  it('reports why a voucher does not apply and leaves it out', () => {
    const cases: Array<[Partial<PricingVoucher>, string, Partial<PricingContext>?]> = [
      [{ min_order_value: 500_000 }, 'VOUCHER_MIN_ORDER'],
      [{ ends_at: '2026-11-20T00:00:00Z' }, 'VOUCHER_EXPIRED'],
      [{ ended: true }, 'VOUCHER_EXPIRED'],
      [{ starts_at: '2026-11-22T00:00:00Z' }, 'VOUCHER_NOT_STARTED'],
      [{ remaining: 0 }, 'VOUCHER_EXHAUSTED'],
      [{ budget_remaining: 0 }, 'VOUCHER_EXHAUSTED'],
      [{ user_remaining: 0 }, 'VOUCHER_USER_LIMIT'],
      [{ user_today_remaining: 0 }, 'VOUCHER_DAILY_LIMIT'],
      [{}, 'VOUCHER_LOGIN_REQUIRED', { logged_in: false }],
      [{ requires_app: true }, 'VOUCHER_APP_ONLY'],
      [{ target: 'newbie' }, 'VOUCHER_NEWBIE_ONLY'],
      [{ payment_methods: ['MOMO'] }, 'VOUCHER_PAYMENT_METHOD'],
      [{ shipping_methods: ['VIETTEL_POST'] }, 'VOUCHER_SHIPPING_METHOD'],
      [{ all_products: false, product_ids: ['p-other'] }, 'VOUCHER_NO_ELIGIBLE_ITEMS'],
      [{ classify: 'free_shipping' }, 'VOUCHER_WRONG_KIND'],
    ]
    for (const [over, code, context] of cases) {
      const p = priceCheckout({
        lines: [line('a', 'A', 100_000)],
        shops: [shop('A')],
        vouchers: { platform: voucher({ code: 'X', ...over }) },
        context: { ...ctx, ...context },
      })
      expect(
        p.problems.map((x) => x.code),
        code,
      ).toEqual([code])
      expect(p.platform_voucher).toBeNull()
      expect(p.total).toBe(130_000)
    }
  })

  it('refuses free shipping on express delivery (spec §9) but still covers the other shops', () => {
    const v = voucher({ code: 'SHIP', classify: 'free_shipping', value: 50_000 })
    const express = priceCheckout({
      lines: [line('a', 'A', 100_000)],
      shops: [shop('A', 45_000, { shipping_method: 'EXPRESS', is_express: true })],
      vouchers: { freeship: v },
      context: ctx,
    })
    expect(express.problems[0]!.code).toBe('VOUCHER_EXPRESS_NOT_ALLOWED')
    const mixed = priceCheckout({
      lines: [line('a', 'A', 100_000), line('b', 'B', 100_000)],
      shops: [shop('A', 45_000, { shipping_method: 'EXPRESS', is_express: true }), shop('B', 30_000)],
      vouchers: { freeship: v },
      context: ctx,
    })
    expect(mixed.shops.map((s) => s.shipping_discount)).toEqual([0, 30_000])
  })

  it('uses the tier that holds the eligible subtotal', () => {
    const tiers = [
      { from: 0, to: 300_000, value: 10_000 },
      { from: 300_000, to: null, value: 50_000 },
    ]
    const v = voucher({ code: 'TIER', tiers })
    expect(voucherAmount(v, 299_999)).toBe(10_000)
    expect(voucherAmount(v, 300_000)).toBe(50_000)
    expect(voucherAmount(voucher({ code: 'T2', tiers: [{ from: 100_000, to: null, value: 5 }], type: 'percent' }), 50_000)).toBe(0)
  })

  it('reports promotion limits', () => {
    const p = priceCheckout({
      lines: [
        line('a', 'A', 100_000, 3, { item_id: 'x', discount_percent: 10, remaining: 2, user_remaining: null }),
        line('b', 'A', 100_000, 3, { item_id: 'y', discount_percent: 10, remaining: null, user_remaining: 1 }),
      ],
      shops: [shop('A')],
      context: ctx,
    })
    expect(p.problems.map((x) => x.code)).toEqual(['PROMOTION_QUANTITY_EXCEEDED', 'PROMOTION_USER_LIMIT'])
  })
})

describe('splitProRata', () => {
  it('sums exactly to the amount and never exceeds a weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (weights, raw) => {
          const total = weights.reduce((a, b) => a + b, 0)
          const amount = Math.min(raw, total)
          const parts = splitProRata(amount, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : amount)
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0)
            expect(p).toBeLessThanOrEqual(weights[i]!)
          })
        },
      ),
    )
  })
})

// ---- property tests over random checkouts -------------------------------------------------------

const SHOPS = ['A', 'B', 'C']
const arbLine = fc.record({
  shop: fc.constantFrom(...SHOPS),
  sale: fc.integer({ min: 1_000, max: 2_000_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  promo: fc.option(fc.integer({ min: 1, max: 80 }), { nil: null }),
})
const arbVoucher = (code: string) =>
  fc
    .record({
      kind: fc.constantFrom('platform', 'shop', 'cashback') as fc.Arbitrary<PricingVoucher['kind']>,
      shop: fc.constantFrom(...SHOPS),
      classify: fc.constantFrom('other', 'other', 'free_shipping') as fc.Arbitrary<PricingVoucher['classify']>,
      type: fc.constantFrom('price', 'percent') as fc.Arbitrary<PricingVoucher['type']>,
      value: fc.integer({ min: 1, max: 500_000 }),
      min: fc.integer({ min: 0, max: 3_000_000 }),
      max: fc.option(fc.integer({ min: 1, max: 300_000 }), { nil: null }),
      budget: fc.option(fc.integer({ min: 1, max: 400_000 }), { nil: null }),
    })
    .map((r) =>
      voucher({
        code,
        kind: r.classify === 'free_shipping' && r.kind === 'cashback' ? 'platform' : r.kind,
        shop_id: r.kind === 'shop' ? r.shop : null,
        classify: r.classify,
        type: r.type,
        value: r.type === 'percent' ? Math.max(1, r.value % 101) : r.value,
        min_order_value: r.min,
        max_discount_value: r.max,
        budget_remaining: r.budget,
      }),
    )

const arbCheckout = fc
  .record({
    lines: fc.array(arbLine, { minLength: 1, maxLength: 6 }),
    fees: fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 3, maxLength: 3 }),
    express: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    vouchers: fc.tuple(arbVoucher('V1'), arbVoucher('V2'), arbVoucher('V3'), arbVoucher('V4'), arbVoucher('V5')),
  })
  .map(({ lines, fees, express, vouchers }) => {
    const pricingLines = lines.map((l, i) =>
      line(
        `l${i}`,
        l.shop,
        l.sale,
        l.quantity,
        l.promo ? { item_id: `pr${i}`, discount_percent: l.promo, remaining: null, user_remaining: null } : null,
      ),
    )
    const used = [...new Set(pricingLines.map((l) => l.shop_id))]
    const shops = used.map((id) => {
      const i = SHOPS.indexOf(id)
      return shop(id, fees[i]!, express[i] ? { shipping_method: 'EXPRESS', is_express: true } : {})
    })
    return { base: { lines: pricingLines, shops, context: ctx } as Omit<PricingInput, 'vouchers'>, candidates: vouchers }
  })

const slot = (v: PricingVoucher) => (v.classify === 'free_shipping' ? 'freeship' : v.kind === 'shop' ? 'shop' : 'platform')
const saving = (p: ReturnType<typeof priceCheckout>) => p.subtotal + p.shipping_fee - p.total + p.cashback

describe('price calculator properties', () => {
  it('never goes negative, never discounts past caps or budgets, and shop totals add up', () => {
    fc.assert(
      fc.property(arbCheckout, ({ base, candidates }) => {
        const [p1, p2, f, s1] = candidates
        const selection = {
          platform: slot(p1) === 'platform' ? p1 : null,
          freeship: slot(f) === 'freeship' ? f : null,
          shop: slot(s1) === 'shop' ? { [s1.shop_id!]: s1 } : {},
        }
        const priced = priceCheckout({ ...base, vouchers: selection })
        expect(priced.total).toBeGreaterThanOrEqual(0)
        for (const s of priced.shops) {
          expect(s.total).toBeGreaterThanOrEqual(0)
          expect(s.shipping_discount).toBeLessThanOrEqual(s.shipping_fee)
          expect(s.shop_voucher_discount + s.platform_voucher_discount).toBeLessThanOrEqual(s.subtotal)
          expect(s.total).toBe(s.subtotal - s.shop_voucher_discount - s.platform_voucher_discount + s.shipping_fee - s.shipping_discount)
        }
        expect(priced.total).toBe(priced.shops.reduce((a, s) => a + s.total, 0))
        for (const applied of [priced.platform_voucher, priced.freeship_voucher, ...priced.shops.map((s) => s.shop_voucher)]) {
          if (!applied) continue
          const v = [p1, p2, f, s1].find((x) => x.id === applied.id)!
          if (v.max_discount_value !== null) expect(applied.discount).toBeLessThanOrEqual(v.max_discount_value)
          if (v.budget_remaining !== null) expect(applied.discount).toBeLessThanOrEqual(v.budget_remaining)
          if (v.type === 'price' && v.tiers.length === 0) expect(applied.discount).toBeLessThanOrEqual(v.value)
        }
        // the platform voucher's split sums exactly to its discount
        if (priced.platform_voucher && selection.platform?.kind !== 'cashback') {
          expect(priced.shops.reduce((a, s) => a + s.platform_voucher_discount, 0)).toBe(priced.platform_voucher.discount)
        }
        if (priced.freeship_voucher) expect(priced.shipping_discount).toBe(priced.freeship_voucher.discount)
      }),
      { numRuns: 400 },
    )
  })

  it('bestVouchers finds the combination that saves the most (checked against every combination)', () => {
    fc.assert(
      fc.property(arbCheckout, ({ base, candidates }) => {
        const best = bestVouchers(base, candidates)
        const platforms = [null, ...candidates.filter((v) => slot(v) === 'platform')]
        const freeships = [null, ...candidates.filter((v) => slot(v) === 'freeship')]
        const shopChoices = SHOPS.map((id) => [null, ...candidates.filter((v) => slot(v) === 'shop' && v.shop_id === id)])
        let top = 0
        for (const platform of platforms)
          for (const freeship of freeships)
            for (const a of shopChoices[0]!)
              for (const b of shopChoices[1]!)
                for (const c of shopChoices[2]!) {
                  const priced = priceCheckout({ ...base, vouchers: { platform, freeship, shop: { A: a, B: b, C: c } } })
                  if (priced.problems.some((p) => p.voucher_code)) continue
                  top = Math.max(top, saving(priced))
                }
        expect(saving(best.priced)).toBe(top)
        expect(best.priced.problems.filter((p) => p.voucher_code)).toEqual([])
        expect(best.verdicts).toHaveLength(candidates.length)
      }),
      { numRuns: 300 },
    )
  })
})
