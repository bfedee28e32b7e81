import { describe, expect, it } from 'vitest'
import { paidPerLine, refundParts, returnAmounts, unitsAmount } from './return-amounts.ts'

const lines = [
  { id: 'a', quantity: 3, unitPrice: 99_999 },
  { id: 'b', quantity: 1, unitPrice: 150_000 },
  { id: 'c', quantity: 7, unitPrice: 33_333 },
]
const order = { shopVoucherDiscount: 25_000, platformVoucherDiscount: 17_777, shippingFee: 30_000, shippingDiscount: 12_000 }
const subtotal = lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0)
const none = new Map<string, number>()

describe('return amounts', () => {
  it('lines’ paid amounts add up to the subtotal minus both vouchers, to the đồng', () => {
    const paid = paidPerLine(lines, order)
    expect(paid.reduce((a, b) => a + b, 0)).toBe(subtotal - 25_000 - 17_777)
    for (const [i, p] of paid.entries()) expect(p).toBeLessThanOrEqual(lines[i]!.unitPrice * lines[i]!.quantity)
  })

  it('units returned one by one add up to the line’s paid amount', () => {
    const linePaid = 232_331 - 17 // 7 × 33,333 less a voucher share
    let total = 0
    for (let k = 0; k < 7; k++) total += unitsAmount(linePaid, 33_333, 7, k, 1)
    expect(total).toBe(linePaid)
    expect(unitsAmount(linePaid, 33_333, 7, 0, 3) + unitsAmount(linePaid, 33_333, 7, 3, 4)).toBe(linePaid)
    expect(unitsAmount(0, 0, 2, 0, 2)).toBe(0)
  })

  it('partial returns in turn add up to what was paid for the items; none of them refunds shipping', () => {
    const first = returnAmounts({ lines, order, returned: none, picks: [{ orderItemId: 'c', quantity: 2 }], claim: 'none' })
    const second = returnAmounts({
      lines,
      order,
      returned: new Map([['c', 2]]),
      picks: [
        { orderItemId: 'a', quantity: 3 },
        { orderItemId: 'c', quantity: 5 },
      ],
      claim: 'quality',
    })
    const third = returnAmounts({
      lines,
      order,
      returned: new Map([
        ['a', 3],
        ['c', 7],
      ]),
      picks: [{ orderItemId: 'b', quantity: 1 }],
      claim: 'none',
    })
    expect(first.itemsAmount + second.itemsAmount + third.itemsAmount).toBe(subtotal - 25_000 - 17_777)
    for (const r of [first, second, third]) {
      expect(r.isWholeOrder).toBe(false)
      expect(r.shippingRefund).toBe(0)
      expect(r.refundAmount).toBe(r.itemsAmount)
      expect(r.refundRate).toBe(100)
    }
    expect(second.items.map((i) => i.orderItemId)).toEqual(['a', 'c'])
  })

  it('the whole order gives back the shipping the buyer paid', () => {
    const r = returnAmounts({
      lines,
      order,
      returned: none,
      picks: lines.map((l) => ({ orderItemId: l.id, quantity: l.quantity })),
      claim: 'none',
    })
    expect(r.isWholeOrder).toBe(true)
    expect(r.shippingRefund).toBe(18_000)
    expect(r.refundAmount).toBe(subtotal - 25_000 - 17_777 + 18_000)
  })

  it('an authentic-goods claim refunds 200 % of the items (shipping not doubled)', () => {
    const r = returnAmounts({
      lines,
      order,
      returned: none,
      picks: lines.map((l) => ({ orderItemId: l.id, quantity: l.quantity })),
      claim: 'authentic',
    })
    expect(r.refundRate).toBe(200)
    expect(r.compensation).toBe(r.itemsAmount)
    expect(r.refundAmount).toBe(2 * r.itemsAmount + 18_000)
    expect(refundParts({ claim: 'authentic', itemsAmount: r.itemsAmount, refundAmount: r.refundAmount })).toEqual({
      payBack: r.itemsAmount + 18_000,
      compensation: r.itemsAmount,
    })
    expect(refundParts({ claim: 'quality', itemsAmount: 100, refundAmount: 100 })).toEqual({ payBack: 100, compensation: 0 })
  })
})
