import { LEDGER_RATES, PAYMENT_METHODS, SELLER_BUSINESS_TYPES } from '@xinh/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byKind, bpsOf, feesWaived, type OrderMoney, orderLines, prorate, releaseTime, returnLines } from './ledger.rules.ts'

const DAY = 24 * 3600 * 1000
const order = (o: Partial<OrderMoney> = {}): OrderMoney => ({
  subtotal: 500_000,
  shopVoucherDiscount: 0,
  platformVoucherDiscount: 0,
  total: 530_000,
  paymentMethod: 'COD',
  ...o,
})
const sum = (lines: Array<{ amount: number }>) => lines.reduce((n, l) => n + l.amount, 0)

/** An order as checkout makes it: vouchers within the goods, the total what the buyer paid. */
const arbOrder = fc
  .record({
    subtotal: fc.integer({ min: 0, max: 200_000_000 }),
    shopShare: fc.double({ min: 0, max: 1, noNaN: true }),
    platformShare: fc.double({ min: 0, max: 1, noNaN: true }),
    shipping: fc.integer({ min: 0, max: 500_000 }),
    paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
  })
  .map(({ subtotal, shopShare, platformShare, shipping, paymentMethod }): OrderMoney => {
    const shopVoucherDiscount = Math.floor(subtotal * shopShare)
    const platformVoucherDiscount = Math.floor((subtotal - shopVoucherDiscount) * platformShare)
    return {
      subtotal,
      shopVoucherDiscount,
      platformVoucherDiscount,
      total: subtotal - shopVoucherDiscount - platformVoucherDiscount + shipping,
      paymentMethod,
    }
  })

describe('rounding', () => {
  it('bpsOf rounds half up to the đồng', () => {
    expect(bpsOf(100_000, 300)).toBe(3000)
    expect(bpsOf(50, 100)).toBe(1) // 0.5 → 1
    expect(bpsOf(49, 100)).toBe(0) // 0.49 → 0
    expect(bpsOf(150, 50)).toBe(1) // 0.75 → 1
    expect(bpsOf(333_333, 150)).toBe(5000) // 4999.995 → 5000
  })

  it('prorate rounds half up on the magnitude and keeps the sign', () => {
    expect(prorate(-3, 1, 2)).toBe(-2) // −1.5 → −2
    expect(prorate(3, 1, 2)).toBe(2)
    expect(prorate(-10, 1, 3)).toBe(-3)
    expect(prorate(0, 5, 7)).toBe(0)
    expect(prorate(-900_000_000, 899_999_999, 900_000_000)).toBe(-899_999_999)
  })
})

describe('orderLines', () => {
  it('an individual seller after the first year: revenue, co-funding, 3 % fee, payment fee, 1 % VAT and 0.5 % PIT', () => {
    const { lines, net, base } = orderLines({
      order: order({
        subtotal: 600_000,
        shopVoucherDiscount: 50_000,
        platformVoucherDiscount: 30_000,
        total: 550_000,
        paymentMethod: 'VISA',
      }),
      businessType: 'individual',
      waived: false,
    })
    expect(base).toBe(550_000)
    expect(lines).toEqual([
      { kind: 'revenue', amount: 520_000, memo: null },
      { kind: 'voucher_cofunding', amount: 30_000, memo: null },
      { kind: 'platform_fee', amount: -16_500, memo: null },
      { kind: 'payment_fee', amount: -13_750, memo: null }, // 2.5 % of the 550,000 paid by card
      { kind: 'tax_vat', amount: -5_500, memo: null },
      { kind: 'tax_pit', amount: -2_750, memo: null },
    ])
    expect(net).toBe(550_000 - 16_500 - 13_750 - 5_500 - 2_750)
    expect(sum(lines)).toBe(net)
  })

  it('in the first year neither platform nor payment fee, and the revenue line says why', () => {
    const { lines, net } = orderLines({ order: order({ paymentMethod: 'MOMO' }), businessType: 'household', waived: true })
    expect(lines.map((l) => l.kind)).toEqual(['revenue', 'tax_vat', 'tax_pit'])
    expect(lines[0]).toEqual({ kind: 'revenue', amount: 500_000, memo: 'fees_waived_first_year' })
    expect(net).toBe(500_000 - 5_000 - 2_500)
  })

  it('a company has no tax withheld; COD has no payment fee', () => {
    const { lines, net } = orderLines({ order: order(), businessType: 'company', waived: false })
    expect(lines).toEqual([
      { kind: 'revenue', amount: 500_000, memo: null },
      { kind: 'platform_fee', amount: -15_000, memo: null },
    ])
    expect(net).toBe(485_000)
  })

  it('the payment fee follows the method’s rate on what was paid online', () => {
    for (const method of PAYMENT_METHODS) {
      const { lines } = orderLines({ order: order({ paymentMethod: method, total: 1_000_000 }), businessType: 'company', waived: false })
      const fee = lines.find((l) => l.kind === 'payment_fee')?.amount ?? 0
      expect(0 - fee, method).toBe((1_000_000 * LEDGER_RATES.paymentFeeBps[method]) / 10_000)
    }
  })

  it('property: whole đồng, lines sum exactly to the net, each cut within half a đồng of its exact rate', () => {
    fc.assert(
      fc.property(arbOrder, fc.constantFrom(...SELLER_BUSINESS_TYPES), fc.boolean(), (o, businessType, waived) => {
        const { lines, net, base } = orderLines({ order: o, businessType, waived })
        for (const l of lines) expect(Number.isInteger(l.amount)).toBe(true)
        expect(sum(lines)).toBe(net)
        const k = byKind(lines)
        expect((k.revenue ?? 0) + (k.voucher_cofunding ?? 0)).toBe(o.subtotal - o.shopVoucherDiscount)
        expect(base).toBe(o.subtotal - o.shopVoucherDiscount)
        const exact = {
          platform_fee: waived ? 0 : (base * LEDGER_RATES.platformFeeBps) / 10_000,
          payment_fee: waived ? 0 : (o.total * LEDGER_RATES.paymentFeeBps[o.paymentMethod]) / 10_000,
          tax_vat: businessType === 'company' ? 0 : (base * LEDGER_RATES.vatBps) / 10_000,
          tax_pit: businessType === 'company' ? 0 : (base * LEDGER_RATES.pitBps) / 10_000,
        }
        for (const [kind, x] of Object.entries(exact)) {
          const got = -(k[kind as keyof typeof k] ?? 0)
          expect(got - x).toBeLessThanOrEqual(0.5)
          expect(x - got).toBeLessThan(0.5)
        }
        // only the revenue line may be 0; no other zero line is written
        expect(lines.filter((l) => l.amount === 0 && l.kind !== 'revenue')).toEqual([])
      }),
      { numRuns: 500 },
    )
  })
})

describe('returnLines', () => {
  const booked = orderLines({
    order: order({ subtotal: 1_000_000, platformVoucherDiscount: 100_000, total: 930_000, paymentMethod: 'VNPAY' }),
    businessType: 'individual',
    waived: false,
  })
  const original = byKind(booked.lines)

  it('a half return: refund of what the buyer paid, the other lines reversed by half', () => {
    const lines = returnLines({ original, previous: {}, itemsAmount: 450_000, compensation: 0 })
    expect(lines).toEqual([
      { kind: 'refund', amount: -450_000, memo: null },
      { kind: 'voucher_cofunding', amount: -50_000, memo: 'return_reversal' },
      { kind: 'platform_fee', amount: 15_000, memo: 'return_reversal' },
      { kind: 'payment_fee', amount: 4_650, memo: 'return_reversal' },
      { kind: 'tax_vat', amount: 5_000, memo: 'return_reversal' },
      { kind: 'tax_pit', amount: 2_500, memo: 'return_reversal' },
    ])
  })

  it('an authentic-goods claim adds the compensation the seller pays', () => {
    const lines = returnLines({ original, previous: {}, itemsAmount: 900_000, compensation: 900_000 })
    expect(lines.at(-1)).toEqual({ kind: 'compensation', amount: -900_000, memo: null })
    // everything but the compensation is undone
    expect(sum(booked.lines) + sum(lines)).toBe(-900_000)
  })

  it('an order the vouchers paid in full: any return reverses the whole co-funding', () => {
    const free = byKind(
      orderLines({
        order: order({ subtotal: 100_000, platformVoucherDiscount: 100_000, total: 0 }),
        businessType: 'company',
        waived: false,
      }).lines,
    )
    const lines = returnLines({ original: free, previous: {}, itemsAmount: 0, compensation: 0 })
    expect(byKind(lines)).toEqual({ voucher_cofunding: -100_000, platform_fee: 3_000 })
  })

  it('property: over any sequence of returns each kind is reversed by exactly round(original × share), a full return leaves only compensation', () => {
    fc.assert(
      fc.property(
        arbOrder,
        fc.constantFrom(...SELLER_BUSINESS_TYPES),
        fc.boolean(),
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 5, maxLength: 5 }),
        (o, businessType, waived, cuts, comps) => {
          const orderSide = orderLines({ order: o, businessType, waived }).lines
          const orig = byKind(orderSide)
          const revenue = orig.revenue ?? 0
          fc.pre(revenue > 0)
          // split the revenue into returns; the last one takes what is left
          const weights = cuts.map((c) => c / cuts.reduce((a, b) => a + b, 0))
          let left = revenue
          const amounts = weights.map((w, i) => {
            const a = i === weights.length - 1 ? left : Math.min(left, Math.floor(revenue * w))
            left -= a
            return a
          })
          const all: Array<{ kind: (typeof orderSide)[number]['kind']; amount: number }> = []
          let refunded = 0
          amounts.forEach((itemsAmount, i) => {
            const lines = returnLines({ original: orig, previous: byKind(all), itemsAmount, compensation: comps[i]! })
            for (const l of lines) expect(Number.isInteger(l.amount)).toBe(true)
            all.push(...lines)
            refunded += itemsAmount
            const reversed = byKind(all)
            for (const kind of ['voucher_cofunding', 'platform_fee', 'payment_fee', 'tax_vat', 'tax_pit'] as const)
              expect(reversed[kind] ?? 0).toBe(0 - prorate(orig[kind] ?? 0, refunded, revenue))
          })
          const compensation = comps.slice(0, amounts.length).reduce((a, b) => a + b, 0)
          expect(sum(orderSide) + sum(all)).toBe(0 - compensation)
        },
      ),
      {
        numRuns: 300,
        // once found: a 1 ₫ COD order returned whole (0 − 0 compensation must compare as +0)
        examples: [
          [
            { subtotal: 1, shopVoucherDiscount: 0, platformVoucherDiscount: 0, total: 1, paymentMethod: 'COD' },
            'individual',
            false,
            [0.01],
            [0, 0, 0, 0, 0],
          ],
        ],
      },
    )
  })
})

describe('time rules', () => {
  it('fees are waived until the shop’s first anniversary', () => {
    const created = new Date('2025-03-15T08:00:00Z')
    expect(feesWaived(created, new Date('2026-03-15T07:59:59Z'))).toBe(true)
    expect(feesWaived(created, new Date('2026-03-15T08:00:00Z'))).toBe(false)
    expect(feesWaived(created, new Date('2025-03-15T08:00:00Z'))).toBe(true)
  })

  it('funds are released after delivery + the longest return period + 1 day, never before completion', () => {
    const delivered = new Date('2026-11-01T10:00:00Z')
    const completed = new Date('2026-11-03T10:00:00Z')
    expect(releaseTime({ deliveredAt: delivered, completedAt: completed, returnDays: 7, at: completed })).toEqual(
      new Date(delivered.getTime() + 8 * DAY),
    )
    // a return window already over at completion: released from completion on
    const late = new Date('2026-11-30T10:00:00Z')
    expect(releaseTime({ deliveredAt: delivered, completedAt: late, returnDays: 7, at: late })).toEqual(late)
    // no product left to ask: the longest period the spec allows
    expect(releaseTime({ deliveredAt: delivered, completedAt: completed, returnDays: null, at: completed })).toEqual(
      new Date(delivered.getTime() + 15 * DAY),
    )
    // self-shipped, never delivered by a carrier: from the completion
    expect(releaseTime({ deliveredAt: null, completedAt: completed, returnDays: 3, at: completed })).toEqual(
      new Date(completed.getTime() + 4 * DAY),
    )
  })
})
