import {
  ASSISTANT_RULES,
  type Lang,
  type TAssistantMeasurements,
  type TAssistantOrder,
  type TAssistantSearch,
  type TAssistantVoucherCard,
  type TBuyerVariant,
  type TChatbotProductCard,
  type TProductCard,
  type TProductDetail,
  type TVoucher,
} from '@xinh/contracts'
import type { UserActor } from '#server/platform/auth/actor.ts'
import { catalogueKeyword, categoryById, productIdOfLink } from './brain/nlu.ts'
import { MATERIAL_WORD } from './brain/lexicon.ts'

/**
 * The tools both brains use (issue 17): product search, vouchers and the best combination, the
 * caller's orders, the return guide's returnable orders, size advice and the try-on steps. Each
 * reads other modules only through the functions `app.ts` passes in (`AssistantPorts`), and only
 * ever for the caller: no tool takes a user id from the message, the LLM or the request body.
 */

/** Who is chatting: a signed-in buyer or a guest session (both hold a user row). */
export type Caller = { actor: UserActor; userId: string; isGuest: boolean; lang: Lang }

/** What a size advisor answers (the fit module's `sizeAdvice`, issue 17). */
export type SizeAdvice = {
  status: 'ok' | 'needs_measurements' | 'not_applicable'
  size: string | null
  confidence: number
  fit: Array<{ measure: string; fit: 'tight' | 'regular' | 'loose' }>
}

export type AssistantPorts = {
  /** The catalogue's product search (tone-aware ranking, the query parser's filters). */
  listProducts(q: { keyword: string; price_min?: number; price_max?: number; page: number; limit: number }): Promise<{
    items: TProductCard[]
    total: number
  }>
  /** A visible product with its variants, or null. */
  productDetail(id: string): Promise<TProductDetail | null>
  /** A listed product's variants as buyers see them (cheaper than its whole detail: a search shows 8). */
  productVariants(id: string): Promise<TBuyerVariant[]>
  /** Running public vouchers (`is_saved` for a signed-in viewer). */
  vouchersForSale(opts: { viewerId?: string; limit: number }): Promise<TVoucher[]>
  /** A running voucher by its code (null: none), as the viewer sees it. */
  voucherByCode(caller: Caller, code: string): Promise<TVoucher | null>
  /** Saves a voucher to the caller's wallet; throws the voucher API's AppError (expired, exhausted…). */
  saveVoucher(caller: Caller, voucherId: string): Promise<void>
  /** The best combination of the buyer's saved vouchers for their selected cart lines (null: no cart). */
  bestVouchers(caller: Caller): Promise<{ voucher_ids: string[]; discount: number; shipping_discount: number; subtotal: number } | null>
  /** The caller's latest orders (their own only). */
  recentOrders(caller: Caller, limit: number): Promise<TAssistantOrder[]>
  /** The caller's saved body measurements (null: none saved). */
  measurements(userId: string): Promise<TAssistantMeasurements | null>
  /** For history: whether the viewer saved each voucher and whether it can still be saved (null viewer: a guest). */
  voucherStates?(userId: string | null, ids: string[]): Promise<Map<string, { is_saved: boolean; available: boolean }>>
  /**
   * Size advice (the fit module, issue 17). Optional: while the fit module is not wired in
   * app.ts, size advice answers `unavailable`.
   */
  sizeAdvice?(opts: {
    productId: string
    userId?: string
    measurements?: { height: number; weight: number; bustSize?: number; waistSize?: number; hipSize?: number; gender?: number }
  }): Promise<SizeAdvice>
}

const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) })

/** spec §3 chatbot card from a product card and (when known) its detail. */
export function chatbotCard(card: TProductCard, variants: TBuyerVariant[]): TChatbotProductCard {
  const sale = variants.length ? variants.map((v) => v.sale_price) : [card.sale_price]
  const before = variants.length ? variants.map((v) => v.before_sale_price) : [card.before_sale_price]
  const promos = variants.map((v) => v.promotion).filter((p): p is NonNullable<typeof p> => p !== null)
  const promotion = card.promotion ?? promos[0] ?? null
  return {
    id: card._id,
    url: `/san-pham/${card._id}`,
    raw_data: {
      _id: card._id,
      name: card.name,
      images: card.images,
      discount_percent: card.discount_percent,
      before_sale_price: card.before_sale_price,
      sale_price: card.sale_price,
      price_min_max: range(sale),
      before_sale_price_min_max: range(before),
      variants: variants.map((v) => ({
        _id: v._id,
        options: v.options,
        sale_price: v.sale_price,
        before_sale_price: v.before_sale_price,
        stock: v.stock,
      })),
      promotion: promotion
        ? { _id: promotion._id, max_discount_percent: Math.max(promotion.discount_percent, ...promos.map((p) => p.discount_percent)) }
        : null,
      rating: card.rating,
      sold: card.sold,
      is_sold_out: card.is_sold_out,
      shop: { _id: card.shop._id, name: card.shop.name },
    },
  }
}

function voucherCard(v: TVoucher): TAssistantVoucherCard {
  return {
    kind: 'voucher',
    _id: v._id,
    code: v.code,
    name: v.name,
    is_saved: v.is_saved,
    available: v.available,
    chatbotVoucher: { description: v.description ?? v.name },
    // spec §2: a truck icon for free shipping, a ticket otherwise
    type: v.classify === 'free_shipping' ? 'free_shipping' : v.type,
    value: v.value,
    min_order_value: v.min_order_value,
    end_time: v.end_time,
  }
}

export type SearchResult = {
  search: TAssistantSearch
  cards: TChatbotProductCard[]
  total: number
  page: number
  hasMore: boolean
  /** The filters left out because nothing matched them all ("materials", "colors", "sizes"). */
  relaxed: string[]
}

export function createAssistantTools(ports: AssistantPorts) {
  async function cardsOf(items: TProductCard[]) {
    const variants = await Promise.all(items.map((p) => ports.productVariants(p._id).catch(() => [])))
    return items.map((p, i) => chatbotCard(p, variants[i] ?? []))
  }

  async function runSearch(search: TAssistantSearch, page: number) {
    const pageSize = ASSISTANT_RULES.productsPageSize
    const material = search.materials.map((m) => MATERIAL_WORD[m])
    const keyword = catalogueKeyword({ ...search, keyword: [search.keyword, ...material].filter(Boolean).join(' ') })
    // ask for one more than shown: enough to drop names of another category (tone-aware) and still fill a page
    const found = await ports.listProducts({
      keyword,
      ...(search.price_min !== null ? { price_min: search.price_min } : {}),
      ...(search.price_max !== null ? { price_max: search.price_max } : {}),
      page,
      limit: pageSize,
    })
    const cat = categoryById(search.category)
    // "son" finds "Sơn móng tay" too (the catalogue folds tones): a lipstick search leaves nail polish out
    const items = cat?.notInName
      ? found.items.filter((p) => !cat.notInName!.some((w) => ` ${p.name.toLowerCase()} `.includes(` ${w} `)))
      : found.items
    // within the price asked, always: the catalogue's filter is the rule, this is the guarantee
    const priced = items.filter(
      (p) =>
        (search.price_min === null || p.sale_price >= search.price_min) && (search.price_max === null || p.sale_price <= search.price_max),
    )
    return { items: priced, total: found.total - (found.items.length - priced.length) }
  }

  /**
   * Products for a search, one page (spec §9: 8). Nothing for every filter → the soft filters
   * (material, colour, size) are dropped one at a time; the words and the price never are.
   */
  async function searchProducts(search: TAssistantSearch, page = 1): Promise<SearchResult> {
    let current = search
    const relaxed: string[] = []
    let result = await runSearch(current, page)
    for (const soft of ['materials', 'colors', 'sizes'] as const) {
      if (result.total > 0 || page > 1) break
      if (!current[soft].length) continue
      current = { ...current, [soft]: [] }
      relaxed.push(soft)
      result = await runSearch(current, page)
    }
    const pageSize = ASSISTANT_RULES.productsPageSize
    return {
      search: current,
      cards: await cardsOf(result.items),
      total: Math.max(result.total, 0),
      page,
      hasMore: page * pageSize < result.total,
      relaxed,
    }
  }

  /** One product as a chatbot card (an id, or a pasted link of this site), or null. */
  async function productCard(ref: { id?: string | null; url?: string | null }): Promise<TChatbotProductCard | null> {
    const id = ref.id ?? (ref.url ? productIdOfLink(ref.url) : null)
    if (!id) return null
    const detail = await ports.productDetail(id).catch(() => null)
    return detail ? chatbotCard(detail, detail.variants) : null
  }

  async function listVouchers(caller: Caller) {
    const [all, best] = await Promise.all([
      ports.vouchersForSale({ viewerId: caller.isGuest ? undefined : caller.userId, limit: ASSISTANT_RULES.vouchersMax }),
      caller.isGuest ? Promise.resolve(null) : ports.bestVouchers(caller).catch(() => null),
    ])
    // the ones still savable first, then by value
    const cards = all.map(voucherCard).sort((a, b) => Number(b.available) - Number(a.available))
    return { cards, best }
  }

  /** Saves a voucher for a signed-in caller, then answers its card as it is now (saved). */
  async function saveVoucher(caller: Caller, voucherId: string) {
    await ports.saveVoucher(caller, voucherId)
    const all = await ports.vouchersForSale({ viewerId: caller.userId, limit: ASSISTANT_RULES.vouchersMax })
    const found = all.find((v) => v._id === voucherId)
    return found ? voucherCard(found) : null
  }

  async function voucherByCode(caller: Caller, code: string) {
    const v = await ports.voucherByCode(caller, code).catch(() => null)
    return v ? voucherCard(v) : null
  }

  async function myOrders(caller: Caller, limit = 5) {
    return ports.recentOrders(caller, limit)
  }

  /** The caller's orders still in their return window. */
  async function returnableOrders(caller: Caller) {
    const now = Date.now()
    return (await ports.recentOrders(caller, 20))
      .filter((o) => o.return_until !== null && new Date(o.return_until).getTime() > now)
      .slice(0, 5)
  }

  async function measurementsOf(caller: Caller) {
    return caller.isGuest ? null : ports.measurements(caller.userId)
  }

  async function sizeAdvice(caller: Caller, productId: string, body: { height: number | null; weight: number | null }) {
    if (!ports.sizeAdvice) return null
    const measurements = body.height && body.weight ? { height: body.height, weight: body.weight } : undefined
    return ports.sizeAdvice({ productId, ...(caller.isGuest ? {} : { userId: caller.userId }), ...(measurements ? { measurements } : {}) })
  }

  return {
    searchProducts,
    productCard,
    listVouchers,
    saveVoucher,
    voucherByCode,
    myOrders,
    returnableOrders,
    measurementsOf,
    sizeAdvice,
    hasSizeAdvice: () => Boolean(ports.sizeAdvice),
  }
}
export type AssistantTools = ReturnType<typeof createAssistantTools>
