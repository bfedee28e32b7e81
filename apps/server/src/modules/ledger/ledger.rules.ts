import {
  LEDGER_RATES,
  type LedgerKind,
  type LedgerMemo,
  type PaymentMethod,
  type SellerBusinessType,
  WITHHELD_BUSINESS_TYPES,
} from '@xinh/contracts'

/**
 * The ledger's arithmetic, pure (docs/api/ledger.md "Rules"). Integer VND; every line is
 * rounded on its own, half up on its magnitude, and an order's lines are exactly the net.
 */

export type LineDraft = { kind: LedgerKind; amount: number; memo: LedgerMemo | null }

const DAY_MS = 24 * 3600 * 1000

/** amount × bps / 10 000, rounded half up (amount ≥ 0; exact in doubles below 9e11 VND). */
export function bpsOf(amount: number, bps: number): number {
  return Math.floor((amount * bps + 5000) / 10_000)
}

/** round(a × num / den) half up on the magnitude, sign kept; BigInt so a × num never loses precision. */
export function prorate(a: number, num: number, den: number): number {
  if (den <= 0) throw new Error('prorate: den must be positive')
  const mag = BigInt(Math.abs(a))
  const q = (2n * mag * BigInt(num) + BigInt(den)) / (2n * BigInt(den))
  return a < 0 ? 0 - Number(q) : Number(q)
}

/** The fee part of the rates, which admins edit (settings `fees`); the constants are its defaults. */
export type FeeRates = {
  platformFeeBps: number
  paymentFeeBps: Record<PaymentMethod, number>
  feeFreeMonths: number
}

/** spec §9: platform and payment fees are free while the shop is in its first year. */
export function feesWaived(shopCreatedAt: Date, at: Date, freeMonths: number = LEDGER_RATES.feeFreeMonths): boolean {
  const end = new Date(shopCreatedAt)
  end.setUTCMonth(end.getUTCMonth() + freeMonths)
  return at.getTime() < end.getTime()
}

/**
 * When an order's funds may be released: the end of its return window (delivery, or completion
 * for a self-shipped parcel, + the longest return period of its items) + a margin, never before
 * the completion itself.
 */
export function releaseTime(opts: { deliveredAt: Date | null; completedAt: Date | null; returnDays: number | null; at: Date }): Date {
  const completed = opts.completedAt ?? opts.at
  const start = opts.deliveredAt ?? completed
  const days = (opts.returnDays ?? LEDGER_RATES.fallbackReturnDays) + LEDGER_RATES.releaseMarginDays
  return new Date(Math.max(start.getTime() + days * DAY_MS, completed.getTime()))
}

export type OrderMoney = {
  subtotal: number
  shopVoucherDiscount: number
  platformVoucherDiscount: number
  /** What the buyer paid (goods after vouchers + shipping): what went through the gateway. */
  total: number
  paymentMethod: PaymentMethod
}

/**
 * An order's lines, signed from the seller's side:
 * - revenue = what the buyer paid for the goods (subtotal − shop voucher − platform voucher),
 *   always written (it marks the order as booked, even at 0);
 * - voucher_cofunding = + the platform voucher's share (the platform funds its own vouchers);
 * - the goods base G = revenue + co-funding = subtotal − shop voucher;
 * - platform_fee = − 3 % of G, payment_fee = − the method's rate of the amount paid online,
 *   both absent in the shop's first year (the revenue line then carries the memo);
 * - tax_vat = − 1 % of G, tax_pit = − 0.5 % of G for individual and household sellers.
 */
export function orderLines(input: { order: OrderMoney; businessType: SellerBusinessType; waived: boolean; rates?: FeeRates }) {
  const { order, businessType, waived } = input
  const rates = input.rates ?? LEDGER_RATES
  const revenue = order.subtotal - order.shopVoucherDiscount - order.platformVoucherDiscount
  const cofunding = order.platformVoucherDiscount
  const base = revenue + cofunding
  const withheld = WITHHELD_BUSINESS_TYPES.includes(businessType)
  const taken: Array<[LedgerKind, number]> = [
    ['platform_fee', waived ? 0 : bpsOf(base, rates.platformFeeBps)],
    ['payment_fee', waived ? 0 : bpsOf(order.total, rates.paymentFeeBps[order.paymentMethod])],
    ['tax_vat', withheld ? bpsOf(base, LEDGER_RATES.vatBps) : 0],
    ['tax_pit', withheld ? bpsOf(base, LEDGER_RATES.pitBps) : 0],
  ]
  const lines: LineDraft[] = [{ kind: 'revenue', amount: revenue, memo: waived ? 'fees_waived_first_year' : null }]
  if (cofunding !== 0) lines.push({ kind: 'voucher_cofunding', amount: cofunding, memo: null })
  for (const [kind, amount] of taken) if (amount !== 0) lines.push({ kind, amount: -amount, memo: null })
  const net = base - taken.reduce((n, [, a]) => n + a, 0)
  return { lines, net, base }
}

/** The order lines a return reverses pro rata (everything but the revenue, which the refund line answers). */
export const REVERSED_KINDS = ['voucher_cofunding', 'platform_fee', 'payment_fee', 'tax_vat', 'tax_pit'] as const

/**
 * A refunded return's lines. The seller gives back what the buyer paid for the returned goods
 * (refund = − itemsAmount). The returned share s = (all refunds of the order so far) ÷ revenue,
 * capped at 1, reverses the order's other lines cumulatively: after this return each kind has
 * been reversed by exactly round(original × s), so rounding never drifts over several returns
 * and a full return reverses every line to the đồng. An authentic-goods claim adds
 * compensation = − the extra the seller pays (spec §9: 200 % refund, the second 100 %).
 * An order whose revenue is 0 (vouchers paid it all) counts any return as the whole order.
 */
export function returnLines(input: {
  /** The order's own lines (source null), by kind. */
  original: Partial<Record<LedgerKind, number>>
  /** Earlier returns' lines of the order, summed by kind. */
  previous: Partial<Record<LedgerKind, number>>
  itemsAmount: number
  compensation: number
}): LineDraft[] {
  const { original, previous, itemsAmount, compensation } = input
  const revenue = original.revenue ?? 0
  const refunded = -(previous.refund ?? 0) + itemsAmount
  const [num, den] = revenue > 0 ? [Math.min(refunded, revenue), revenue] : [1, 1]
  const lines: LineDraft[] = []
  if (itemsAmount !== 0) lines.push({ kind: 'refund', amount: -itemsAmount, memo: null })
  for (const kind of REVERSED_KINDS) {
    const target = 0 - prorate(original[kind] ?? 0, num, den)
    const amount = target - (previous[kind] ?? 0)
    if (amount !== 0) lines.push({ kind, amount, memo: 'return_reversal' })
  }
  if (compensation !== 0) lines.push({ kind: 'compensation', amount: -compensation, memo: null })
  return lines
}

/** Sums lines by kind. */
export function byKind(lines: ReadonlyArray<{ kind: LedgerKind; amount: number }>): Partial<Record<LedgerKind, number>> {
  const out: Partial<Record<LedgerKind, number>> = {}
  for (const l of lines) out[l.kind] = (out[l.kind] ?? 0) + l.amount
  return out
}
