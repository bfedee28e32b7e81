import { RETURN_REFUND_RATE, type ReturnClaim, splitProRata } from '@xinh/contracts'

/**
 * What a return is worth (spec §9 guarantees, issue 5 "returns the right share of vouchers"). Pure
 * functions over the order as checkout wrote it.
 *
 * A line's paid amount is its total at the charged unit price minus its pro-rata share of the
 * order's shop and platform voucher discounts; the lines' paid amounts add up exactly to what the
 * buyer paid for the items. A line's paid amount is spread over its units the same way, and each
 * return takes the next units not yet returned, so several partial returns of one order add up to
 * the đồng to what was paid.
 */

export type MoneyLine = { id: string; quantity: number; unitPrice: number }
export type OrderMoney = { shopVoucherDiscount: number; platformVoucherDiscount: number; shippingFee: number; shippingDiscount: number }
export type ReturnPick = { orderItemId: string; quantity: number }

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/** Each line's paid amount, in line order. */
export function paidPerLine(
  lines: readonly MoneyLine[],
  order: Pick<OrderMoney, 'shopVoucherDiscount' | 'platformVoucherDiscount'>,
): number[] {
  const totals = lines.map((l) => l.unitPrice * l.quantity)
  const shares = splitProRata(order.shopVoucherDiscount + order.platformVoucherDiscount, totals)
  return totals.map((t, i) => t - shares[i]!)
}

/** The paid amount of `count` units of a line, starting after the `alreadyReturned` units taken by earlier returns. */
export function unitsAmount(linePaid: number, unitPrice: number, lineQuantity: number, alreadyReturned: number, count: number): number {
  // weighted by the unit price (the paid amount never exceeds the line total, so every đồng is placed)
  const perUnit = splitProRata(
    linePaid,
    Array.from({ length: lineQuantity }, () => unitPrice),
  )
  return sum(perUnit.slice(alreadyReturned, alreadyReturned + count))
}

export type ReturnAmounts = {
  items: Array<ReturnPick & { amount: number }>
  /** What the buyer paid for the returned items. */
  itemsAmount: number
  /** Shipping the buyer paid, given back when the whole order comes back. */
  shippingRefund: number
  /** The guarantee's extra (the second 100 % of an authentic-goods claim). */
  compensation: number
  /** items + shipping + compensation: what the buyer gets back in all. */
  refundAmount: number
  refundRate: 100 | 200
  /** Every unit of every line, none returned before. */
  isWholeOrder: boolean
}

/**
 * The amounts of a return of `picks` (quantities already checked against what is left). `returned`
 * holds the units earlier returns took per order item.
 */
export function returnAmounts(input: {
  lines: readonly MoneyLine[]
  order: OrderMoney
  returned: ReadonlyMap<string, number>
  picks: readonly ReturnPick[]
  claim: ReturnClaim
}): ReturnAmounts {
  const paid = paidPerLine(input.lines, input.order)
  const items = input.picks.map((p) => {
    const index = input.lines.findIndex((l) => l.id === p.orderItemId)
    const line = input.lines[index]
    if (!line) throw new Error(`not an item of the order: ${p.orderItemId}`)
    return { ...p, amount: unitsAmount(paid[index]!, line.unitPrice, line.quantity, input.returned.get(line.id) ?? 0, p.quantity) }
  })
  const itemsAmount = sum(items.map((i) => i.amount))
  const nothingReturnedBefore = [...input.returned.values()].every((n) => n === 0)
  const isWholeOrder =
    nothingReturnedBefore && input.lines.every((l) => input.picks.find((p) => p.orderItemId === l.id)?.quantity === l.quantity)
  const shippingRefund = isWholeOrder ? Math.max(0, input.order.shippingFee - input.order.shippingDiscount) : 0
  const refundRate = RETURN_REFUND_RATE[input.claim]
  const compensation = refundRate === 200 ? itemsAmount : 0
  return {
    items,
    itemsAmount,
    shippingRefund,
    compensation,
    refundAmount: itemsAmount + shippingRefund + compensation,
    refundRate,
    isWholeOrder,
  }
}

/** Splits a stored request's refund into the part that pays back and the guarantee's compensation. */
export function refundParts(request: { claim: ReturnClaim; itemsAmount: number; refundAmount: number }) {
  const compensation = RETURN_REFUND_RATE[request.claim] === 200 ? request.itemsAmount : 0
  return { payBack: request.refundAmount - compensation, compensation }
}
