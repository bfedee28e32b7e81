import {
  PAYMENT_METHODS,
  type PaymentMethod,
  SHIPPING_METHODS,
  type ShippingMethod,
  type TCreatedOrders,
  type TQuote,
  type ZCreateOrder,
  type ZQuoteRequest,
} from '@xinh/contracts'
import type { z } from 'zod'

/**
 * Checkout's pure logic, shared by /thanh-toan (saved addresses) and /thanh-toan-2 (a visitor's
 * typed address): what the buyer chose, the quote request that prices it, and the order body
 * that must repeat the quote's numbers exactly (each item's `unit_price` as `sale_price`, the
 * quote's `total` as `total_order_payment`), or the server answers PRICE_MISMATCH.
 */

export type Quote = TQuote
export type QuoteShop = TQuote['shops'][number]
export type QuoteItem = QuoteShop['items'][number]
export type Verdict = TQuote['vouchers'][number]
export type Problem = TQuote['problems'][number]
export type VoucherSlot = Verdict['slot']
export type QuoteRequest = z.input<typeof ZQuoteRequest>
export type OrderBody = z.input<typeof ZCreateOrder>
/** The orders made, and for an online method the payment started for them (or why none could be). */
export type CreatedOrders = TCreatedOrders
export type GuestAddress = NonNullable<OrderBody['guest_address']>

/** Where the parcels go: a saved address of the buyer, or what a visitor typed (only the fields valid so far). */
export type Destination = { address_id: string } | { guest_address: Partial<GuestAddress> } | null

/**
 * What the buyer picked. Vouchers: while `autoVouchers` is on, the server chooses the best
 * combination on every quote; picking one by hand switches to the explicit codes below.
 * Shipping: only methods the buyer clicked (otherwise the quote's own choice stands).
 */
export type Choices = {
  autoVouchers: boolean
  platform: string | null
  freeship: string | null
  shopVouchers: Record<string, string | null>
  shipping: Record<string, ShippingMethod>
  notes: Record<string, string>
  payment: PaymentMethod
}

export function initialChoices(quote: Quote | null): Choices {
  return {
    autoVouchers: true,
    platform: quote?.selection.platform_voucher_code ?? null,
    freeship: quote?.selection.freeship_voucher_code ?? null,
    shopVouchers: { ...quote?.selection.shops },
    shipping: {},
    notes: {},
    payment: 'COD',
  }
}

/**
 * The buyer's choices as kept across a reload (sessionStorage): checked field by field, since
 * the stored text may be old or edited; only the shops still on the page keep theirs.
 */
export function restoreChoices(saved: unknown, quote: Quote, base: Choices): Choices {
  if (!saved || typeof saved !== 'object') return base
  const s = saved as Record<string, unknown>
  const shopIds = new Set(quote.shops.map((x) => x.shop_id))
  const record = <T>(value: unknown, ok: (v: unknown) => v is T): Record<string, T> =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter((e): e is [string, T] => shopIds.has(e[0]) && ok(e[1])))
      : {}
  const isMethod = (v: unknown): v is ShippingMethod => SHIPPING_METHODS.includes(v as ShippingMethod)
  const isCode = (v: unknown): v is string | null => v === null || (typeof v === 'string' && v.length <= 20)
  const isNote = (v: unknown): v is string => typeof v === 'string' && v.length <= 200
  const manual = s.autoVouchers === false
  return {
    ...base,
    ...(manual
      ? {
          autoVouchers: false,
          platform: isCode(s.platform) ? s.platform : null,
          freeship: isCode(s.freeship) ? s.freeship : null,
          shopVouchers: record(s.shopVouchers, isCode),
        }
      : {}),
    shipping: record(s.shipping, isMethod),
    notes: record(s.notes, isNote),
    payment: PAYMENT_METHODS.includes(s.payment as PaymentMethod) ? (s.payment as PaymentMethod) : base.payment,
  }
}

/** Switching to hand-picked vouchers starts from what the last quote applied. */
export function pickVoucher(choices: Choices, quote: Quote, slot: VoucherSlot, code: string | null, shopId?: string | null): Choices {
  const base: Choices = choices.autoVouchers
    ? {
        ...choices,
        autoVouchers: false,
        platform: quote.selection.platform_voucher_code,
        freeship: quote.selection.freeship_voucher_code,
        shopVouchers: { ...quote.selection.shops },
      }
    : choices
  if (slot === 'platform') return { ...base, platform: code }
  if (slot === 'freeship') return { ...base, freeship: code }
  return { ...base, shopVouchers: { ...base.shopVouchers, [shopId ?? '']: code } }
}

/** The code in use in a slot: what the buyer asked for by hand, or what the best combination chose. */
export function slotCode(quote: Quote, choices: Choices, slot: VoucherSlot, shopId?: string): string | null {
  const { selection } = quote
  if (slot === 'platform') return (choices.autoVouchers ? selection.platform_voucher_code : choices.platform) ?? null
  if (slot === 'freeship') return (choices.autoVouchers ? selection.freeship_voucher_code : choices.freeship) ?? null
  return (choices.autoVouchers ? selection.shops[shopId ?? ''] : choices.shopVouchers[shopId ?? '']) ?? null
}

const destinationFields = (destination: Destination) =>
  destination && 'address_id' in destination
    ? { address_id: destination.address_id }
    : destination && 'guest_address' in destination
      ? { guest_address: destination.guest_address }
      : {}

/** The quote for the items on the page (the first one comes from the cart; the page keeps its items). */
export function quoteRequest(quote: Quote, choices: Choices, destination: Destination): QuoteRequest {
  const manual = !choices.autoVouchers
  return {
    shops: quote.shops.map((s) => ({
      shop_id: s.shop_id,
      items: s.items.map((i) => ({ product_id: i.product_id, variant_id: i.variant_id, quantity: i.quantity })),
      ...(manual && choices.shopVouchers[s.shop_id] ? { voucher_code: choices.shopVouchers[s.shop_id]! } : {}),
      // only the buyer's own pick: otherwise the server chooses the cheapest for the current address
      ...(choices.shipping[s.shop_id] ? { shipping_method: choices.shipping[s.shop_id] } : {}),
    })),
    ...destinationFields(destination),
    payment_method: choices.payment,
    ...(manual && choices.platform ? { platform_voucher_code: choices.platform } : {}),
    ...(manual && choices.freeship ? { freeship_voucher_code: choices.freeship } : {}),
    ...(manual ? {} : { auto_vouchers: true }),
  }
}

/** The order exactly as quoted: the quote's prices, shipping methods and applied vouchers. */
export function orderBody(quote: Quote, choices: Choices, destination: Destination, acceptTerms: boolean): OrderBody {
  return {
    shops: quote.shops.map((s) => {
      const note = choices.notes[s.shop_id]?.trim()
      const voucher = quote.selection.shops[s.shop_id]
      return {
        shop_id: s.shop_id,
        items: s.items.map((i) => ({ product_id: i.product_id, variant_id: i.variant_id, quantity: i.quantity, sale_price: i.unit_price })),
        ...(voucher ? { voucher_code: voucher } : {}),
        shipping_method: s.shipping_method ?? 'GHTK',
        ...(note ? { note } : {}),
      }
    }),
    ...(destinationFields(destination) as { address_id?: string; guest_address?: GuestAddress }),
    payment_method: choices.payment,
    ...(quote.selection.platform_voucher_code ? { platform_voucher_code: quote.selection.platform_voucher_code } : {}),
    ...(quote.selection.freeship_voucher_code ? { freeship_voucher_code: quote.selection.freeship_voucher_code } : {}),
    total_order_payment: quote.total,
    accept_terms: acceptTerms,
  }
}

/** Where a problem belongs on the page. */
export function problemsFor(quote: Quote | null) {
  const problems = quote?.problems ?? []
  return {
    all: problems,
    ofLine: (variantId: string) => problems.filter((p) => p.line_id === variantId),
    ofShop: (shopId: string) => problems.filter((p) => p.shop_id === shopId && !p.line_id && !p.voucher_code),
    ofVoucher: (code: string | null | undefined) => (code ? problems.filter((p) => p.voucher_code === code) : []),
    address: problems.filter((p) => p.code === 'ADDRESS_INVALID'),
    /** Anything not shown next to an item, a shop or a voucher. */
    general: problems.filter((p) => !p.line_id && !p.shop_id && !p.voucher_code && p.code !== 'ADDRESS_INVALID'),
  }
}

export const itemCount = (quote: Quote) => quote.shops.reduce((n, s) => n + s.items.reduce((m, i) => m + i.quantity, 0), 0)

/** The summary lines, in order; they add up to the total (the promotion is already in the subtotal). */
export function summaryLines(quote: Quote) {
  return {
    merchandise: quote.subtotal + quote.promotion_discount,
    promotion: quote.promotion_discount,
    shopVouchers: quote.shop_voucher_discount,
    platformVoucher: quote.platform_voucher_discount,
    shipping: quote.shipping_fee,
    shippingDiscount: quote.shipping_discount,
    cashback: quote.cashback,
    total: quote.total,
    saved: quote.promotion_discount + quote.shop_voucher_discount + quote.platform_voucher_discount + quote.shipping_discount,
  }
}

/** The verdicts of one slot (a shop's own vouchers for the shop slot), applicable ones first, biggest saving first. */
export function verdictsFor(quote: Quote, slot: VoucherSlot, shopId?: string) {
  return quote.vouchers
    .filter((v) => v.slot === slot && (slot !== 'shop' || v.shop_id === shopId))
    .sort((a, b) => Number(b.applicable) - Number(a.applicable) || (b.discount ?? 0) - (a.discount ?? 0))
}

/** Whether any voucher of the slot (a shop's own for the shop slot) applies to this order. */
export const hasApplicable = (quote: Quote, slot: VoucherSlot, shopId?: string) =>
  verdictsFor(quote, slot, shopId).some((v) => v.applicable)

/** A fresh key per order attempt (crypto.randomUUID needs a secure context; fall back to random bytes). */
export function newIdempotencyKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
