import type { PaymentMethod, ShippingMethod } from './constants.ts'
import type { ErrorCode } from './errors.ts'
import type { MessageParams } from './fill.ts'

/**
 * The one price calculator (issue 4): cart totals, the checkout quote and order creation all call
 * `priceCheckout`, so the numbers a buyer sees are the numbers charged. Pure and synchronous; all
 * money is integer VND. Order of application: promotion → shop voucher → platform voucher, and
 * the free-shipping voucher on the shipping fees.
 */

export type PricingPromotion = {
  item_id: string
  discount_percent: number
  /** Units left on offer (null: unlimited) and units this buyer may still buy (null: unlimited). */
  remaining: number | null
  user_remaining: number | null
}

export type PricingLine = {
  id: string
  shop_id: string
  product_id: string
  variant_id: string
  quantity: number
  /** List price and the variant's sale price. */
  price: number
  sale_price: number
  promotion?: PricingPromotion | null
}

export type PricingShop = {
  shop_id: string
  shipping_fee: number
  shipping_method: ShippingMethod
  is_express: boolean
}

export type PricingTier = { from: number; to: number | null; value: number }

export type PricingVoucher = {
  id: string
  code: string
  /** The voucher's display name (checkout lists it; pricing never reads it). */
  name?: string
  kind: 'platform' | 'shop' | 'cashback'
  shop_id: string | null
  type: 'price' | 'percent'
  value: number
  min_order_value: number
  max_discount_value: number | null
  classify: 'free_shipping' | 'other'
  target: string
  all_products: boolean
  product_ids: readonly string[]
  tiers: readonly PricingTier[]
  payment_methods: readonly string[]
  shipping_methods: readonly string[]
  starts_at: string
  ends_at: string
  /** Ended early by its owner. */
  ended: boolean
  /** Redemptions left (quantity − used), VND of budget left (null: none), and this buyer's uses left. */
  remaining: number
  budget_remaining: number | null
  user_remaining: number | null
  user_today_remaining: number | null
  requires_login: boolean
  requires_app: boolean
}

export type PricingContext = {
  now: Date
  payment_method?: PaymentMethod | null
  logged_in: boolean
  app: boolean
  /** The buyer has no earlier order that was not cancelled (newbie vouchers). */
  first_order: boolean
}

export type Problem = { code: ErrorCode; params?: MessageParams; line_id?: string; voucher_code?: string; shop_id?: string }

export type VoucherSelection = {
  platform?: PricingVoucher | null
  freeship?: PricingVoucher | null
  shop?: Readonly<Record<string, PricingVoucher | null | undefined>>
}

export type PricingInput = {
  lines: readonly PricingLine[]
  shops: readonly PricingShop[]
  vouchers?: VoucherSelection
  context: PricingContext
}

export type PricedLine = { id: string; unit_price: number; line_total: number; promotion_discount: number }
export type AppliedVoucher = { id: string; code: string; discount: number }

export type PricedShop = {
  shop_id: string
  lines: PricedLine[]
  subtotal: number
  promotion_discount: number
  shop_voucher: AppliedVoucher | null
  shop_voucher_discount: number
  platform_voucher_discount: number
  shipping_fee: number
  shipping_discount: number
  total: number
}

export type PricedCheckout = {
  shops: PricedShop[]
  subtotal: number
  promotion_discount: number
  shop_voucher_discount: number
  platform_voucher: AppliedVoucher | null
  platform_voucher_discount: number
  freeship_voucher: AppliedVoucher | null
  shipping_fee: number
  shipping_discount: number
  /** Cash-back vouchers return coins after delivery; they do not lower the total. */
  cashback: number
  total: number
  problems: Problem[]
}

/** Unit price after a promotion: the discount is rounded down to whole đồng. */
export function promotionUnitPrice(salePrice: number, discountPercent: number): number {
  return salePrice - Math.floor((salePrice * discountPercent) / 100)
}

function priceLine(line: PricingLine, problems: Problem[]): PricedLine {
  const promo = line.promotion
  let unit = line.sale_price
  if (promo) {
    if (promo.remaining !== null && line.quantity > promo.remaining) {
      problems.push({ code: 'PROMOTION_QUANTITY_EXCEEDED', line_id: line.id, params: { remaining: promo.remaining } })
    } else if (promo.user_remaining !== null && line.quantity > promo.user_remaining) {
      problems.push({ code: 'PROMOTION_USER_LIMIT', line_id: line.id, params: { remaining: promo.user_remaining } })
    }
    unit = promotionUnitPrice(line.sale_price, promo.discount_percent)
  }
  return { id: line.id, unit_price: unit, line_total: unit * line.quantity, promotion_discount: (line.sale_price - unit) * line.quantity }
}

export type VoucherCheck = { ok: true; discount: number } | { ok: false; code: ErrorCode; params?: MessageParams }

/** The lines a voucher may discount: its shop's (shop vouchers) and, if it names products, those. */
function eligibleLines(v: PricingVoucher, lines: readonly PricingLine[]) {
  return lines.filter((l) => (v.kind !== 'shop' || l.shop_id === v.shop_id) && (v.all_products || v.product_ids.includes(l.product_id)))
}

/** The tier whose range holds `base`; without tiers the voucher's own value. */
function valueFor(v: PricingVoucher, base: number): number | null {
  if (v.tiers.length === 0) return v.value
  const tier = v.tiers.find((t) => base >= t.from && (t.to === null || base < t.to))
  return tier ? tier.value : null
}

/**
 * What `v` takes off `base` VND (capped by its maximum, budget and the base itself). The tier is
 * chosen by `tierBase`, the eligible subtotal before vouchers, like the minimum order value.
 */
export function voucherAmount(v: PricingVoucher, base: number, tierBase = base): number {
  const value = valueFor(v, tierBase) ?? 0
  let amount = v.type === 'percent' ? Math.floor((base * Math.min(value, 100)) / 100) : value
  if (v.max_discount_value !== null) amount = Math.min(amount, v.max_discount_value)
  if (v.budget_remaining !== null) amount = Math.min(amount, v.budget_remaining)
  return Math.max(0, Math.min(amount, base))
}

/** Rules that do not depend on amounts: time, counters, login, app, payment, newbie. */
function checkStanding(v: PricingVoucher, ctx: PricingContext): VoucherCheck | null {
  const now = ctx.now.getTime()
  if (v.ended || now >= Date.parse(v.ends_at)) return { ok: false, code: 'VOUCHER_EXPIRED' }
  if (now < Date.parse(v.starts_at)) return { ok: false, code: 'VOUCHER_NOT_STARTED' }
  if (v.remaining <= 0 || (v.budget_remaining !== null && v.budget_remaining <= 0)) return { ok: false, code: 'VOUCHER_EXHAUSTED' }
  if (v.requires_login && !ctx.logged_in) return { ok: false, code: 'VOUCHER_LOGIN_REQUIRED' }
  if (v.user_remaining !== null && v.user_remaining <= 0) return { ok: false, code: 'VOUCHER_USER_LIMIT' }
  if (v.user_today_remaining !== null && v.user_today_remaining <= 0) return { ok: false, code: 'VOUCHER_DAILY_LIMIT' }
  if (v.requires_app && !ctx.app) return { ok: false, code: 'VOUCHER_APP_ONLY' }
  if (v.target === 'newbie' && !ctx.first_order) return { ok: false, code: 'VOUCHER_NEWBIE_ONLY' }
  if (ctx.payment_method && v.payment_methods.length > 0 && !v.payment_methods.includes(ctx.payment_method)) {
    return { ok: false, code: 'VOUCHER_PAYMENT_METHOD' }
  }
  return null
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/**
 * Splits `amount` over `weights` in proportion, in whole đồng, so the parts sum exactly to
 * `amount` (largest remainder; ties to the earlier index). No part exceeds its weight when
 * amount ≤ sum(weights).
 */
export function splitProRata(amount: number, weights: readonly number[]): number[] {
  const total = sum(weights)
  if (total <= 0 || amount <= 0) return weights.map(() => 0)
  const exact = weights.map((w) => (amount * w) / total)
  const parts = exact.map(Math.floor)
  let left = amount - sum(parts)
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    if (parts[i]! < weights[i]!) {
      parts[i]! += 1
      left -= 1
    }
  }
  return parts
}

type ShopState = { shop: PricingShop; lines: PricingLine[]; priced: PricedLine[]; subtotal: number; shopVoucher: number }

/** Checks a voucher against the priced checkout and says how much it would save. */
function evaluate(v: PricingVoucher, slot: 'platform' | 'freeship' | 'shop', states: ShopState[], ctx: PricingContext): VoucherCheck {
  const standing = checkStanding(v, ctx)
  if (standing) return standing
  if (slot === 'freeship' ? v.classify !== 'free_shipping' : v.classify === 'free_shipping' || (slot === 'shop') !== (v.kind === 'shop')) {
    return { ok: false, code: 'VOUCHER_WRONG_KIND' }
  }
  const inScope = states.filter((s) => v.kind !== 'shop' || s.shop.shop_id === v.shop_id)
  if (inScope.length === 0) return { ok: false, code: 'VOUCHER_WRONG_SHOP' }
  const totals = new Map(states.flatMap((s) => s.priced.map((p) => [p.id, p.line_total] as const)))
  const eligible = eligibleLines(
    v,
    inScope.flatMap((s) => s.lines),
  )
  if (eligible.length === 0) return { ok: false, code: 'VOUCHER_NO_ELIGIBLE_ITEMS' }
  const eligibleSubtotal = sum(eligible.map((l) => totals.get(l.id) ?? 0))
  if (eligibleSubtotal < v.min_order_value || valueFor(v, eligibleSubtotal) === null) {
    return { ok: false, code: 'VOUCHER_MIN_ORDER', params: { amount: v.min_order_value } }
  }
  if (slot === 'freeship') {
    if (v.shipping_methods.length > 0 && !inScope.some((s) => v.shipping_methods.includes(carrierOf(s.shop.shipping_method)))) {
      return { ok: false, code: 'VOUCHER_SHIPPING_METHOD' }
    }
    const fees = freeshipFees(v, inScope)
    if (fees.every((f) => f === 0) && inScope.every((s) => s.shop.is_express)) return { ok: false, code: 'VOUCHER_EXPRESS_NOT_ALLOWED' }
    return { ok: true, discount: voucherAmount(v, sum(fees), eligibleSubtotal) }
  }
  if (v.shipping_methods.length > 0 && !inScope.every((s) => v.shipping_methods.includes(carrierOf(s.shop.shipping_method)))) {
    return { ok: false, code: 'VOUCHER_SHIPPING_METHOD' }
  }
  if (slot === 'shop') return { ok: true, discount: voucherAmount(v, eligibleSubtotal, eligibleSubtotal) }
  return { ok: true, discount: voucherAmount(v, sum(platformBases(v, inScope, totals)), eligibleSubtotal) }
}

/** Express is carried by GHTK; voucher conditions name carriers. */
const carrierOf = (m: ShippingMethod) => (m === 'EXPRESS' ? 'GHTK' : m)

/** Shipping fees a free-shipping voucher may cover: not express (spec §9), on allowed carriers. */
function freeshipFees(v: PricingVoucher, states: ShopState[]) {
  return states.map((s) =>
    s.shop.is_express || (v.shipping_methods.length > 0 && !v.shipping_methods.includes(carrierOf(s.shop.shipping_method)))
      ? 0
      : s.shop.shipping_fee,
  )
}

/** Per shop, what a platform voucher may discount: its eligible items, less the shop voucher. */
function platformBases(v: PricingVoucher, states: ShopState[], totals: Map<string, number>) {
  return states.map((s) => {
    const eligible = sum(eligibleLines(v, s.lines).map((l) => totals.get(l.id) ?? 0))
    return Math.max(0, Math.min(eligible, s.subtotal - s.shopVoucher))
  })
}

function shopStates(input: PricingInput, problems: Problem[]): ShopState[] {
  return input.shops.map((shop) => {
    const lines = input.lines.filter((l) => l.shop_id === shop.shop_id)
    const priced = lines.map((l) => priceLine(l, problems))
    return { shop, lines, priced, subtotal: sum(priced.map((p) => p.line_total)), shopVoucher: 0 }
  })
}

/** Prices a checkout with the chosen vouchers. A voucher that does not apply is left out and reported in `problems`. */
export function priceCheckout(input: PricingInput): PricedCheckout {
  const problems: Problem[] = []
  const states = shopStates(input, problems)
  const chosen = input.vouchers ?? {}
  const shopVouchers = new Map<string, AppliedVoucher>()
  for (const s of states) {
    const v = chosen.shop?.[s.shop.shop_id]
    if (!v) continue
    const check = evaluate(v, 'shop', [s], input.context)
    if (check.ok) {
      s.shopVoucher = check.discount
      shopVouchers.set(s.shop.shop_id, { id: v.id, code: v.code, discount: check.discount })
    } else problems.push({ code: check.code, params: check.params, voucher_code: v.code, shop_id: s.shop.shop_id })
  }

  const totals = new Map(states.flatMap((s) => s.priced.map((p) => [p.id, p.line_total] as const)))
  let platformShares = states.map(() => 0)
  let platform: AppliedVoucher | null = null
  let cashback = 0
  if (chosen.platform) {
    const v = chosen.platform
    const check = evaluate(v, 'platform', states, input.context)
    if (!check.ok) problems.push({ code: check.code, params: check.params, voucher_code: v.code })
    else {
      platform = { id: v.id, code: v.code, discount: check.discount }
      if (v.kind === 'cashback') cashback = check.discount
      else platformShares = splitProRata(check.discount, platformBases(v, states, totals))
    }
  }

  let shippingShares = states.map(() => 0)
  let freeship: AppliedVoucher | null = null
  if (chosen.freeship) {
    const v = chosen.freeship
    const check = evaluate(v, 'freeship', states, input.context)
    if (!check.ok) problems.push({ code: check.code, params: check.params, voucher_code: v.code })
    else {
      freeship = { id: v.id, code: v.code, discount: check.discount }
      shippingShares = splitProRata(check.discount, freeshipFees(v, states))
    }
  }

  const shops: PricedShop[] = states.map((s, i) => {
    const shipping_discount = shippingShares[i]!
    const platform_voucher_discount = platformShares[i]!
    return {
      shop_id: s.shop.shop_id,
      lines: s.priced,
      subtotal: s.subtotal,
      promotion_discount: sum(s.priced.map((p) => p.promotion_discount)),
      shop_voucher: shopVouchers.get(s.shop.shop_id) ?? null,
      shop_voucher_discount: s.shopVoucher,
      platform_voucher_discount,
      shipping_fee: s.shop.shipping_fee,
      shipping_discount,
      total: s.subtotal - s.shopVoucher - platform_voucher_discount + s.shop.shipping_fee - shipping_discount,
    }
  })
  const total = (pick: (s: PricedShop) => number) => sum(shops.map(pick))
  return {
    shops,
    subtotal: total((s) => s.subtotal),
    promotion_discount: total((s) => s.promotion_discount),
    shop_voucher_discount: total((s) => s.shop_voucher_discount),
    platform_voucher: platform,
    platform_voucher_discount: total((s) => s.platform_voucher_discount),
    freeship_voucher: freeship,
    shipping_fee: total((s) => s.shipping_fee),
    shipping_discount: total((s) => s.shipping_discount),
    cashback,
    total: total((s) => s.total),
    problems,
  }
}

export type VoucherVerdict = { id: string; code: string; slot: 'platform' | 'freeship' | 'shop'; shop_id: string | null } & (
  | { applicable: true; discount: number }
  | { applicable: false; reason: { code: ErrorCode; params?: MessageParams } }
)

const slotOf = (v: PricingVoucher): 'platform' | 'freeship' | 'shop' =>
  v.classify === 'free_shipping' ? 'freeship' : v.kind === 'shop' ? 'shop' : 'platform'

/** What a combination saves the buyer; cash-back counts as money, ties keep the earlier (cheaper-to-read) choice. */
const worth = (p: PricedCheckout) => p.subtotal + p.shipping_fee - p.total + p.cashback

/**
 * The combination of `candidates` (the buyer's saved and eligible vouchers) that saves the most,
 * with a verdict on every candidate. Shop vouchers are chosen per shop (the largest discount), then
 * every platform × free-shipping pair is priced: a larger shop voucher can lower a platform
 * voucher by at most as much as it adds, so this is the best of all combinations (property-tested).
 */
export function bestVouchers(input: Omit<PricingInput, 'vouchers'>, candidates: readonly PricingVoucher[]) {
  const states = shopStates(input, [])
  const verdicts: VoucherVerdict[] = []
  const bySlot = {
    platform: [] as PricingVoucher[],
    freeship: [] as PricingVoucher[],
    shop: new Map<string, { v: PricingVoucher; d: number }>(),
  }
  for (const v of candidates) {
    const slot = slotOf(v)
    const scope = slot === 'shop' ? states.filter((s) => s.shop.shop_id === v.shop_id) : states
    const check: VoucherCheck = scope.length === 0 ? { ok: false, code: 'VOUCHER_WRONG_SHOP' } : evaluate(v, slot, scope, input.context)
    const head = { id: v.id, code: v.code, slot, shop_id: v.shop_id }
    if (!check.ok) {
      verdicts.push({ ...head, applicable: false, reason: { code: check.code, params: check.params } })
      continue
    }
    verdicts.push({ ...head, applicable: true, discount: check.discount })
    if (slot === 'shop') {
      const best = bySlot.shop.get(v.shop_id!)
      if (!best || check.discount > best.d || (check.discount === best.d && v.ends_at < best.v.ends_at))
        bySlot.shop.set(v.shop_id!, { v, d: check.discount })
    } else bySlot[slot].push(v)
  }
  const shop = Object.fromEntries([...bySlot.shop].map(([id, { v }]) => [id, v]))
  let best: { selection: VoucherSelection; priced: PricedCheckout } | null = null
  for (const platform of [null, ...bySlot.platform]) {
    for (const freeship of [null, ...bySlot.freeship]) {
      const selection = { platform, freeship, shop }
      const priced = priceCheckout({ ...input, vouchers: selection })
      if (!best || worth(priced) > worth(best.priced)) best = { selection, priced }
    }
  }
  return { selection: best!.selection, priced: best!.priced, verdicts }
}
