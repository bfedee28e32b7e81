import { createHash, randomInt } from 'node:crypto'
import {
  amountFitsMethod,
  bestVouchers,
  COMMERCE,
  errorMessage,
  type Lang,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PricedCheckout,
  type PricingLine,
  type PricingVoucher,
  priceCheckout,
  type ShippingMethod,
  type TCreatedOrders,
  type TCreateOrder,
  type TQuote,
  type TQuoteRequest,
  type VoucherSelection,
  isOnlineMethod,
} from '@xinh/contracts'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { isRetryable, isUniqueViolation } from '#server/platform/db/errors.ts'
import type { UserActor } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import { findProvince, findWard } from '#server/modules/profile/index.ts'
import type { PricingEngine } from '#server/modules/pricing/index.ts'
import type { ShippingOption, ShippingQuoter } from '#server/modules/shipping/index.ts'
import type { AddressSnapshot } from '#server/modules/orders/orders.tables.ts'
import { invalidReason } from '#server/modules/cart/index.ts'
import type { PaymentsService } from '#server/modules/payments/index.ts'
import * as repo from './checkout.repo.ts'
import { reserve } from './inventory.ts'
import { enqueuePlacedEmail, enqueuePlacedNotifications } from './checkout.notifications.ts'
import { defaultShippingOption } from './shipping-choice.ts'

/** Payment methods that work without the payments module (tests that build checkout alone). */
const OFFLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ['COD']
/**
 * COD orders above this wait for a system approval before the shop sees them (fraud guard): the
 * default of the admin setting `orders.cod_review_threshold`, read through `orderRules`.
 */
export const COD_REVIEW_THRESHOLD = 10_000_000

/** The admin-edited order rules checkout applies (settings module, passed in by app.ts). */
export type OrderRules = { codReviewThreshold: number; unpaidCancelDays: number }
/** A shop without a set province ships from Ho Chi Minh City. */
const DEFAULT_SHOP_PROVINCE = '79'

export type CheckoutDeps = {
  db: Db
  pricing: PricingEngine
  shipping: ShippingQuoter
  unpaidCancelDays?: number
  /** The current order rules, read in the order's transaction (defaults: the constants above). */
  orderRules?: (tx: DbOrTx) => Promise<OrderRules>
  /** Online payments: the methods shops accept, and the payment link for a checkout's unpaid orders. */
  payments?: Pick<PaymentsService, 'acceptedMethods' | 'startPayment'>
}

type RequestShop = {
  shop_id: string
  items: Array<{ product_id: string; variant_id?: string; quantity: number; sale_price?: number }>
  voucher_code?: string
  shipping_method?: ShippingMethod
  note?: string
}
type Request = {
  shops: RequestShop[]
  address: (AddressSnapshot & { _id: string | null }) | null
  payment_method?: PaymentMethod
  platform_voucher_code?: string
  freeship_voucher_code?: string
}
type Ctx = { actor: UserActor; lang: Lang; app: boolean; ip?: string; origin?: string }

/**
 * Another module's own price for some variants (group-buy, issue 18): the unit price replaces the
 * sale price and any promotion. `claim` runs inside the orders' transaction, after they are
 * written: a throw there (a full room) rolls the whole checkout back. No vouchers apply.
 */
export type SpecialPricing = {
  unitPrices: ReadonlyMap<string, number>
  claim?: (tx: Tx, placed: { checkoutId: string; orders: Array<{ id: string; shopId: string }> }) => Promise<void>
}

const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' })
/** Message parameters as a buyer reads them: an `amount` is money (249.000 ₫, not 249000). */
function moneyParams(params: Record<string, string | number> | undefined) {
  if (!params || typeof params.amount !== 'number') return params
  return { ...params, amount: VND.format(params.amount) }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
/** Stable JSON (sorted keys), so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    return `{${entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** e.g. 261121K7QX2M: the day in Vietnam, then 6 unambiguous characters. */
function orderCode(now: Date) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: '2-digit', month: '2-digit', day: '2-digit' })
    .format(now)
    .replaceAll('-', '')
  let tail = ''
  for (let i = 0; i < 6; i++) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return `${day}${tail}`
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, pricing, shipping } = deps
  const placedListeners: PlacedListener[] = []
  const livePaymentMethods: readonly PaymentMethod[] = deps.payments ? PAYMENT_METHODS : OFFLINE_PAYMENT_METHODS
  /** The methods every shop of the checkout accepts (all of them without the payments module). */
  const acceptedBy = (shopIds: string[]) => (deps.payments ? deps.payments.acceptedMethods(shopIds) : Promise.resolve([...PAYMENT_METHODS]))

  function snapshotOf(a: repo.AddressRow, email: string | null): AddressSnapshot & { _id: string } {
    return {
      _id: a.id,
      name: a.name,
      phone: a.phone,
      email,
      province_code: a.provinceCode,
      city: a.city,
      ward_code: a.wardCode,
      ward: a.ward,
      district: a.district,
      street: a.street,
      country: a.country,
    }
  }

  /**
   * The delivery address: a saved one of this buyer, or a visitor's typed one checked against the
   * address list. `email`: the buyer's, for the snapshot (a typed one wins).
   */
  async function resolveAddress(
    dbx: DbOrTx,
    userId: string,
    input: { address_id?: string; guest_address?: Partial<AddressSnapshot> & { email?: string } },
    fallbackToDefault: boolean,
    email: string | null,
  ) {
    if (input.address_id) {
      const a = await repo.findAddress(dbx, userId, input.address_id)
      if (!a) throw new AppError('ADDRESS_INVALID')
      return snapshotOf(a, email)
    }
    const g = input.guest_address
    if (g?.province_code && g.ward_code && g.street && g.name && g.phone) {
      const province = findProvince(g.province_code)
      const ward = findWard(g.ward_code)
      if (!province || !ward || ward.province_code !== province.code) throw new AppError('ADDRESS_INVALID')
      return {
        _id: null,
        name: g.name,
        phone: g.phone,
        email: g.email ?? email,
        province_code: province.code,
        city: province.name,
        ward_code: ward.code,
        ward: ward.name,
        district: null,
        street: g.street,
        country: 'VN',
      }
    }
    if (!fallbackToDefault) return null
    const a = await repo.defaultAddress(dbx, userId)
    return a ? snapshotOf(a, email) : null
  }

  type Prepared = Awaited<ReturnType<typeof prepare>>

  /**
   * Loads and checks everything a price needs: the variants (public, in stock, of that shop),
   * shipping options to the address, running promotions and the named vouchers. `strict` (order
   * creation) throws on the first problem; a quote reports problems and carries on. `loaded`: the
   * request's variants when the caller has read them already (a quote from the cart).
   */
  async function prepare(
    dbx: DbOrTx,
    ctx: Ctx,
    req: Request,
    strict: boolean,
    loaded?: Map<string, repo.VariantInfo>,
    special?: SpecialPricing,
  ) {
    const userId = ctx.actor.userId
    const wanted = req.shops.flatMap((s) => s.items)
    if (wanted.length === 0) throw new AppError('SELECT_PRODUCTS')
    if (wanted.some((i) => !i.variant_id)) throw new AppError('SELECT_CLASSIFICATION')
    const variants =
      loaded ??
      new Map(
        (
          await repo.loadVariants(
            dbx,
            wanted.map((i) => i.variant_id!),
          )
        ).map((v) => [v.variantId, v]),
      )
    const stockProblems: Array<{ code: 'PRODUCT_OUT_OF_STOCK'; line_id: string; params: { stock: number } }> = []
    const seen = new Set<string>()
    for (const shop of req.shops) {
      for (const item of shop.items) {
        const v = variants.get(item.variant_id!)
        if (!v || v.productId !== item.product_id || v.shopId !== shop.shop_id || seen.has(v.variantId)) {
          throw new AppError(v && seen.has(v.variantId) ? 'VALIDATION_FAILED' : 'PRODUCT_INVALID_ID')
        }
        seen.add(v.variantId)
        if (v.productStatus !== 'accepted' || !v.allowToSell || v.shopStatus !== 'approved' || !v.isActive)
          throw new AppError('PRODUCT_INVALID_ID')
        if (v.shopPaused) throw new AppError('SHOP_PAUSED')
        if (v.stock < item.quantity) {
          if (strict) throw new AppError('PRODUCT_OUT_OF_STOCK', { params: { stock: v.stock } })
          stockProblems.push({ code: 'PRODUCT_OUT_OF_STOCK', line_id: v.variantId, params: { stock: v.stock } })
        }
      }
    }
    const shippingByShop = new Map<string, { options: ShippingOption[]; chosen: ShippingOption | null }>()
    for (const shop of req.shops) {
      const first = variants.get(shop.items[0]!.variant_id!)!
      const weight = shop.items.reduce((w, i) => w + (variants.get(i.variant_id!)!.weight || 0) * i.quantity, 0)
      const options = await shipping.options(
        {
          shopId: shop.shop_id,
          fromProvince: first.shopProvince ?? DEFAULT_SHOP_PROVINCE,
          toProvince: req.address?.province_code ?? '',
          weightGrams: weight,
        },
        dbx,
      )
      // the buyer's method, else the cheapest standard one (not simply the first carrier listed)
      let chosen = shop.shipping_method ? (options.find((o) => o.method === shop.shipping_method) ?? null) : defaultShippingOption(options)
      if (!chosen && strict) throw new AppError('SHIPPING_UNAVAILABLE')
      chosen ??= defaultShippingOption(options)
      shippingByShop.set(shop.shop_id, { options, chosen })
    }
    const promotions = await pricing.promotionsFor(dbx, userId, [...variants.keys()])
    const lines: PricingLine[] = req.shops.flatMap((shop) =>
      shop.items.map((item) => {
        const v = variants.get(item.variant_id!)!
        const promo = promotions.get(v.variantId)
        const own = special?.unitPrices.get(v.variantId)
        return {
          id: v.variantId,
          shop_id: shop.shop_id,
          product_id: v.productId,
          variant_id: v.variantId,
          quantity: item.quantity,
          price: v.price,
          sale_price: own ?? v.salePrice,
          promotion: own === undefined ? (promo ?? null) : null,
        }
      }),
    )
    const shops = req.shops.map((s) => {
      const chosen = shippingByShop.get(s.shop_id)!.chosen
      return {
        shop_id: s.shop_id,
        shipping_fee: req.address && chosen ? chosen.fee : 0,
        shipping_method: chosen?.method ?? 'GHTK',
        is_express: chosen?.is_express ?? false,
      }
    })
    const codes = [req.platform_voucher_code, req.freeship_voucher_code, ...req.shops.map((s) => s.voucher_code)].filter((c): c is string =>
      Boolean(c),
    )
    const found = await pricing.vouchersByCode(dbx, userId, codes)
    const voucherOf = (code: string | undefined) => {
      if (!code) return null
      const v = found.get(code.toUpperCase())
      if (!v) {
        if (strict) throw new AppError('VOUCHER_NOT_FOUND', { params: { code } })
        return null
      }
      return v
    }
    const selection: VoucherSelection = {
      platform: voucherOf(req.platform_voucher_code),
      freeship: voucherOf(req.freeship_voucher_code),
      shop: Object.fromEntries(req.shops.map((s) => [s.shop_id, voucherOf(s.voucher_code)])),
    }
    const context = {
      now: new Date(),
      payment_method: req.payment_method ?? null,
      logged_in: !ctx.actor.isGuest,
      app: ctx.app,
      first_order: !(await repo.hasOrders(dbx, userId)),
    }
    return {
      variants,
      lines,
      shops,
      shippingByShop,
      promotions,
      selection,
      context,
      stockProblems,
      unknownCodes: codes.filter((c) => !found.has(c.toUpperCase())),
    }
  }

  function assembleQuote(
    ctx: Ctx,
    req: Request,
    prep: Prepared,
    priced: PricedCheckout,
    selection: VoucherSelection,
    verdicts: TQuote['vouchers'],
    accepted: readonly PaymentMethod[],
  ): TQuote {
    const message = (code: Parameters<typeof errorMessage>[0], params?: Record<string, string | number>) =>
      errorMessage(code, ctx.lang, moneyParams(params))
    return {
      shops: req.shops.map((s) => {
        const p = priced.shops.find((x) => x.shop_id === s.shop_id)!
        const ship = prep.shippingByShop.get(s.shop_id)!
        const first = prep.variants.get(s.items[0]!.variant_id!)!
        return {
          shop_id: s.shop_id,
          shop: { _id: s.shop_id, name: first.shopName, avatar: first.shopAvatar },
          items: s.items.map((item) => {
            const v = prep.variants.get(item.variant_id!)!
            const line = p.lines.find((l) => l.id === v.variantId)!
            const promo = prep.promotions.get(v.variantId)
            return {
              product_id: v.productId,
              variant_id: v.variantId,
              name: v.name,
              image: v.variantImages[0] ?? v.images[0] ?? null,
              options: v.options,
              quantity: item.quantity,
              price: v.price,
              sale_price: v.salePrice,
              unit_price: line.unit_price,
              line_total: line.line_total,
              stock: v.stock,
              promotion: promo ? { _id: promo.item_id, discount_percent: promo.discount_percent } : null,
            }
          }),
          shipping_options: ship.options.map((o) => ({ ...o, eta_days: [...o.eta_days] })),
          shipping_method: ship.chosen?.method ?? null,
          note: s.note ?? null,
          subtotal: p.subtotal,
          promotion_discount: p.promotion_discount,
          shop_voucher: p.shop_voucher,
          shop_voucher_discount: p.shop_voucher_discount,
          platform_voucher_discount: p.platform_voucher_discount,
          shipping_fee: p.shipping_fee,
          shipping_discount: p.shipping_discount,
          total: p.total,
        }
      }),
      subtotal: priced.subtotal,
      promotion_discount: priced.promotion_discount,
      shop_voucher_discount: priced.shop_voucher_discount,
      platform_voucher: priced.platform_voucher,
      platform_voucher_discount: priced.platform_voucher_discount,
      freeship_voucher: priced.freeship_voucher,
      shipping_fee: priced.shipping_fee,
      shipping_discount: priced.shipping_discount,
      cashback: priced.cashback,
      total: priced.total,
      vouchers: verdicts,
      selection: {
        platform_voucher_code: selection.platform?.code ?? null,
        freeship_voucher_code: selection.freeship?.code ?? null,
        shops: Object.fromEntries(req.shops.map((s) => [s.shop_id, selection.shop?.[s.shop_id]?.code ?? null])),
      },
      payment_methods: PAYMENT_METHODS.map((id) => ({
        id,
        available: livePaymentMethods.includes(id) && accepted.includes(id) && amountFitsMethod(id, priced.total),
      })),
      address: req.address
        ? {
            _id: req.address._id,
            province_code: req.address.province_code,
            full_address: [req.address.street, req.address.ward, req.address.district, req.address.city].filter(Boolean).join(', '),
          }
        : null,
      problems: [
        ...(req.address ? [] : [{ code: 'ADDRESS_INVALID' as const }]),
        ...prep.stockProblems,
        ...prep.unknownCodes.map((c) => ({ code: 'VOUCHER_NOT_FOUND' as const, voucher_code: c })),
        ...priced.problems,
      ].map((p) => ({ ...p, message: message(p.code, 'params' in p ? p.params : undefined) })),
    }
  }

  /**
   * Turns a quote request (or the selected cart lines) into the shape `prepare` takes; from the
   * cart, with the lines' variants too, so `prepare` does not read them again.
   */
  async function quoteRequest(ctx: Ctx, input: TQuoteRequest): Promise<{ req: Request; variants?: Map<string, repo.VariantInfo> }> {
    let shops: RequestShop[] = input.shops ?? []
    let variants: Map<string, repo.VariantInfo> | undefined
    if (input.from_cart || !input.shops) {
      const lines = await repo.selectedCartLines(db, ctx.actor.userId)
      // a line that can no longer be bought stays in the cart's invalid list; the quote leaves it out
      const canBuy = (l: repo.VariantInfo) =>
        invalidReason({
          product: { status: l.productStatus, allowToSell: l.allowToSell },
          shop: { status: l.shopStatus, isPaused: l.shopPaused },
          variant: l,
        }) === null
      const byShop = new Map<string, RequestShop>()
      variants = new Map()
      for (const l of lines) {
        const chosen = input.shops?.find((s) => s.shop_id === l.shopId)
        const shop = byShop.get(l.shopId) ?? { ...chosen, shop_id: l.shopId, items: [] }
        byShop.set(l.shopId, shop)
        if (!canBuy(l)) continue
        shop.items.push({ product_id: l.lineProductId, variant_id: l.variantId, quantity: l.quantity })
        variants.set(l.variantId, l)
      }
      shops = [...byShop.values()].filter((s) => s.items.length > 0)
    }
    const req: Request = {
      shops,
      // the quote shows no e-mail: the buyer's is not read for it
      address: await resolveAddress(db, ctx.actor.userId, input, true, null),
      payment_method: input.payment_method,
      platform_voucher_code: input.platform_voucher_code,
      freeship_voucher_code: input.freeship_voucher_code,
    }
    return { req, variants }
  }

  /** The checkout page's numbers, with the best voucher combination when asked and a verdict on every voucher. */
  async function quote(ctx: Ctx, input: TQuoteRequest, special?: SpecialPricing): Promise<TQuote> {
    const { req, variants } = await quoteRequest(ctx, input)
    const prep = await prepare(db, ctx, req, false, variants, special)
    const base = { lines: prep.lines, shops: prep.shops, context: prep.context }
    const wallet =
      ctx.actor.isGuest || special
        ? []
        : await pricing.walletCandidates(
            db,
            ctx.actor.userId,
            req.shops.map((s) => s.shop_id),
          )
    const named = [prep.selection.platform, prep.selection.freeship, ...Object.values(prep.selection.shop ?? {})].filter(
      (v): v is PricingVoucher => Boolean(v),
    )
    const candidates = [...new Map([...wallet, ...named].map((v) => [v.id, v])).values()]
    const best = bestVouchers(base, candidates)
    const selection = input.auto_vouchers ? best.selection : prep.selection
    const priced = priceCheckout({ ...base, vouchers: selection })
    const chosenIds = new Set(
      [selection.platform, selection.freeship, ...Object.values(selection.shop ?? {})]
        .filter((v): v is PricingVoucher => Boolean(v))
        .map((v) => v.id),
    )
    const names = new Map(candidates.map((v) => [v.id, v]))
    const verdicts = best.verdicts.map((v) => ({
      id: v.id,
      code: v.code,
      name: names.get(v.id)?.name ?? v.code,
      slot: v.slot,
      shop_id: v.shop_id,
      applicable: v.applicable,
      selected: chosenIds.has(v.id),
      ...(v.applicable
        ? { discount: v.discount }
        : { reason_code: v.reason.code, reason: errorMessage(v.reason.code, ctx.lang, moneyParams(v.reason.params)) }),
    }))
    const accepted = await acceptedBy(req.shops.map((s) => s.shop_id))
    return assembleQuote(ctx, req, prep, priced, selection, verdicts, accepted)
  }

  /** Rules checked before touching the database, in the order a buyer meets them on the page. */
  function precheck(input: TCreateOrder) {
    const items = input.shops.flatMap((s) => s.items)
    if (items.length === 0) throw new AppError('SELECT_PRODUCTS')
    if (items.some((i) => !i.variant_id)) throw new AppError('SELECT_CLASSIFICATION')
    if (!input.address_id && !input.guest_address) throw new AppError('ADDRESS_INVALID')
    if (!input.accept_terms) throw new AppError('ACCEPT_TERMS')
    if (input.shops.some((s) => s.payment_method && s.payment_method !== input.payment_method))
      throw new AppError('PAYMENT_METHODS_NOT_UNIFORM')
    if (!livePaymentMethods.includes(input.payment_method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
    if (!amountFitsMethod(input.payment_method, input.total_order_payment)) throw new AppError('PAYMENT_AMOUNT_OUT_OF_RANGE')
    if (new Set(input.shops.map((s) => s.shop_id)).size !== input.shops.length) throw new AppError('VALIDATION_FAILED')
  }

  /**
   * Creates one order per shop in ONE transaction: promotion units, stock and voucher uses are
   * taken with conditional updates (in one lock order: promotion items, variants, products,
   * vouchers), so concurrent buyers never oversell or double-redeem. The idempotency key is
   * claimed first (unique per buyer): a concurrent duplicate waits on it, then replays the answer.
   */
  async function placeOrder(
    ctx: Ctx,
    input: TCreateOrder,
    idempotencyKey: string | undefined,
    special?: SpecialPricing,
  ): Promise<TCreatedOrders> {
    const key = idempotencyKey?.trim()
    if (!key || key.length > 200) throw new AppError('IDEMPOTENCY_KEY_REQUIRED')
    const userId = ctx.actor.userId
    const requestHash = sha256(canonical(input))
    const replay = async () => {
      const existing = await repo.findCheckout(db, userId, key)
      if (!existing) return null
      if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED')
      return existing.response as TCreatedOrders
    }
    const earlier = await replay()
    if (earlier) return earlier
    precheck(input)
    if (special && (input.platform_voucher_code || input.freeship_voucher_code || input.shops.some((s) => s.voucher_code)))
      throw new AppError('VALIDATION_FAILED')
    // every shop of the checkout must accept the method (spec seller centre: payment settings)
    if (!(await acceptedBy(input.shops.map((s) => s.shop_id))).includes(input.payment_method))
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE')

    let placed: Awaited<ReturnType<typeof createOrders>>
    for (let attempt = 1; ; attempt++) {
      try {
        placed = await db.transaction((tx) => createOrders(tx, ctx, input, key, requestHash, special))
        break
      } catch (error) {
        if (isUniqueViolation(error, 'checkouts_idempotency_uq')) {
          const again = await replay()
          if (again) return again
        }
        if (isRetryable(error) && attempt < 3) continue
        throw error
      }
    }
    // committed: from here on nothing undoes the orders
    const { response } = placed
    return withPaymentLink(ctx, input, response)
  }

  /**
   * After the orders committed (online methods): the payment link for all of them, kept in the stored
   * answer so a replay gets it too. A gateway failure leaves the orders unpaid with
   * `payment_error`; the buyer pays again from the order (POST /orders/{id}/pay).
   */
  async function withPaymentLink(ctx: Ctx, input: TCreateOrder, response: TCreatedOrders): Promise<TCreatedOrders> {
    if (!deps.payments || !isOnlineMethod(input.payment_method)) return response
    let done: TCreatedOrders
    try {
      const p = await deps.payments.startPayment({
        buyerId: ctx.actor.userId,
        checkoutId: response.checkout_id,
        method: input.payment_method,
        lang: ctx.lang,
        ip: ctx.ip,
        origin: ctx.origin,
      })
      const payment = { _id: p._id, method: p.method, amount: p.amount, pay_url: p.pay_url, expires_at: p.expires_at }
      done = { ...response, payment_url: p.pay_url, payment, payment_error: null }
    } catch (error) {
      // the orders stand whatever went wrong; an unexpected error is a link that could not be obtained too
      const code = error instanceof AppError ? error.code : 'PAYMENT_LINK_FAILED'
      done = { ...response, payment_url: null, payment: null, payment_error: { code, message: errorMessage(code, ctx.lang) } }
    }
    await repo.saveCheckoutResponse(db, response.checkout_id, done)
    return done
  }

  /** The orders of one checkout, inside its transaction; also the buyer it read (for the confirmation mail). */
  async function createOrders(tx: Tx, ctx: Ctx, input: TCreateOrder, key: string, requestHash: string, special?: SpecialPricing) {
    const userId = ctx.actor.userId
    const checkout = await repo.insertCheckout(tx, {
      userId,
      idempotencyKey: key,
      requestHash,
      paymentMethod: input.payment_method,
      total: input.total_order_payment,
      response: {},
    })
    const buyer = await repo.findBuyer(tx, userId)
    const address = await resolveAddress(tx, userId, input, false, buyer?.email ?? null)
    if (!address) throw new AppError('ADDRESS_INVALID')
    const req: Request = { ...input, address }
    const prep = await prepare(tx, ctx, req, true, undefined, special)
    const priced = priceCheckout({ lines: prep.lines, shops: prep.shops, vouchers: prep.selection, context: prep.context })
    const problem = priced.problems[0]
    if (problem) throw new AppError(problem.code, { params: problem.params })
    // the buyer must have seen the prices charged
    for (const shop of input.shops) {
      const p = priced.shops.find((s) => s.shop_id === shop.shop_id)!
      for (const item of shop.items) {
        if (p.lines.find((l) => l.id === item.variant_id)?.unit_price !== item.sale_price) throw new AppError('PRICE_MISMATCH')
      }
    }
    if (priced.total !== input.total_order_payment) throw new AppError('PRICE_MISMATCH', { params: { total: priced.total } })

    const promoted = prep.lines.filter((l) => l.promotion).sort((a, b) => a.promotion!.item_id.localeCompare(b.promotion!.item_id))
    for (const l of promoted) await pricing.takePromotion(tx, { userId, promotionItemId: l.promotion!.item_id, quantity: l.quantity })
    await reserve(
      tx,
      prep.lines.map((l) => ({ productId: l.product_id, variantId: l.variant_id, quantity: l.quantity })),
    )

    const now = new Date()
    const cod = input.payment_method === 'COD'
    const rules = deps.orderRules
      ? await deps.orderRules(tx)
      : { codReviewThreshold: COD_REVIEW_THRESHOLD, unpaidCancelDays: deps.unpaidCancelDays ?? COMMERCE.unpaidAutoCancelDays }
    const { _id: _, ...snapshot } = address
    const inserted = await repo.insertOrders(
      tx,
      input.shops.map((shop) => {
        const p = priced.shops.find((s) => s.shop_id === shop.shop_id)!
        const chosen = prep.shippingByShop.get(shop.shop_id)!.chosen!
        const status = cod ? (p.total > rules.codReviewThreshold ? 'waiting_approval' : 'awaiting_confirmation') : 'pending'
        return {
          code: orderCode(now),
          checkoutId: checkout.id,
          buyerId: userId,
          shopId: shop.shop_id,
          status,
          paymentMethod: input.payment_method,
          paymentStatus: cod ? 'cash' : 'unpaid',
          shippingMethod: chosen.method,
          isExpress: chosen.is_express,
          address: snapshot,
          note: shop.note || null,
          subtotal: p.subtotal,
          promotionDiscount: p.promotion_discount,
          shopVoucherDiscount: p.shop_voucher_discount,
          platformVoucherDiscount: p.platform_voucher_discount,
          shippingFee: p.shipping_fee,
          shippingDiscount: p.shipping_discount,
          total: p.total,
          shopVoucherId: p.shop_voucher?.id ?? null,
          payBefore: cod ? null : new Date(now.getTime() + rules.unpaidCancelDays * 86_400_000),
        } satisfies repo.OrderInsert
      }),
    )
    const orderOf = new Map(inserted.map((o) => [o.shopId, o]))
    // the cart line's affiliate click id goes with the item (commission attribution, issue 18)
    const affiliates = await repo.cartAffiliates(
      tx,
      userId,
      prep.lines.map((l) => l.variant_id),
    )
    await repo.insertOrderItems(
      tx,
      prep.lines.map((l) => {
        const v = prep.variants.get(l.variant_id)!
        const line = priced.shops.find((s) => s.shop_id === l.shop_id)!.lines.find((x) => x.id === l.id)!
        return {
          orderId: orderOf.get(l.shop_id)!.id,
          productId: l.product_id,
          variantId: l.variant_id,
          name: v.name,
          image: v.variantImages[0] ?? v.images[0] ?? null,
          options: v.options,
          quantity: l.quantity,
          price: l.price,
          salePrice: l.sale_price,
          unitPrice: line.unit_price,
          promotionItemId: l.promotion?.item_id ?? null,
          affiliate: affiliates.get(l.variant_id) ?? null,
        }
      }),
    )
    await repo.insertHistory(
      tx,
      inserted.map((o) => ({ orderId: o.id, fromStatus: null, toStatus: o.status, actorId: userId, actorRole: 'buyer' })),
    )
    // the shop's new orders, the buyer's bell and low stock, committed with the orders (issue 15)
    await enqueuePlacedNotifications(
      tx,
      inserted.map((o) => ({ id: o.id, code: o.code, shopId: o.shopId, status: o.status, total: o.total, buyerId: userId })),
      prep.lines.map((l) => l.product_id),
    )
    // the order confirmation e-mail (all the checkout's orders in one), committed with them
    await enqueuePlacedEmail(tx, {
      checkoutId: checkout.id,
      buyerId: userId,
      total: inserted.reduce((sum, o) => sum + o.total, 0),
      email: input.guest_address?.email ?? buyer?.email ?? null,
      lang: ctx.lang,
    })

    // vouchers last, in id order (the lock order); shares follow the calculator's split
    const redemptions: Array<{ voucherId: string; shares: Array<{ orderId: string; amount: number }> }> = []
    for (const p of priced.shops) {
      if (p.shop_voucher)
        redemptions.push({
          voucherId: p.shop_voucher.id,
          shares: [{ orderId: orderOf.get(p.shop_id)!.id, amount: p.shop_voucher_discount }],
        })
    }
    if (priced.platform_voucher) {
      const cashback = prep.selection.platform?.kind === 'cashback'
      redemptions.push({
        voucherId: priced.platform_voucher.id,
        shares: priced.shops.map((p, i) => ({
          orderId: orderOf.get(p.shop_id)!.id,
          amount: cashback ? (i === 0 ? priced.cashback : 0) : p.platform_voucher_discount,
        })),
      })
    }
    if (priced.freeship_voucher) {
      redemptions.push({
        voucherId: priced.freeship_voucher.id,
        shares: priced.shops.map((p) => ({ orderId: orderOf.get(p.shop_id)!.id, amount: p.shipping_discount })),
      })
    }
    for (const r of redemptions.sort((a, b) => a.voucherId.localeCompare(b.voucherId))) {
      await pricing.redeem(tx, { userId, checkoutId: checkout.id, voucherId: r.voucherId, shares: r.shares })
    }
    // a special-price checkout (group-buy) takes its place first: a full room refuses the whole checkout
    if (special) await special.claim?.(tx, { checkoutId: checkout.id, orders: inserted.map((o) => ({ id: o.id, shopId: o.shopId })) })
    // modules above (affiliate attribution) see the placed orders, items and vouchers in this transaction
    for (const listener of placedListeners) await listener(tx, { orderIds: inserted.map((o) => o.id), buyerId: userId, at: now })
    // a special-price checkout did not come from the cart: the cart stays as it is
    if (!special)
      await repo.removeFromCart(
        tx,
        userId,
        prep.lines.map((l) => l.variant_id),
      )

    const response: TCreatedOrders = {
      checkout_id: checkout.id,
      orders: inserted.map((o) => ({ _id: o.id, code: o.code, shop_id: o.shopId, status: o.status, total: o.total })),
      payment_url: null,
      payment: null,
      payment_error: null,
    }
    await repo.saveCheckoutResponse(tx, checkout.id, response)
    return { response, buyer }
  }

  return {
    quote,
    placeOrder,
    /** Work a module above does with newly placed orders, inside the order transaction (affiliate attribution). */
    onPlaced: (listener: PlacedListener) => void placedListeners.push(listener),
  }
}

/** The orders one checkout placed (all of one buyer), seen inside its transaction. */
export type PlacedListener = (tx: Tx, placed: { orderIds: string[]; buyerId: string; at: Date }) => Promise<void>

export type CheckoutService = ReturnType<typeof createCheckoutService>
