import {
  ASSISTANT_RULES,
  type AssistantIntent,
  errorMessage,
  type AssistantVariant,
  type Lang,
  type TAssistantAction,
  type TAssistantButton,
  type TAssistantCard,
  type TAssistantSearch,
  type TAssistantUi,
  type TAssistantVoucherCard,
  type TChatbotProductCard,
  type TryOnStage,
} from '@xinh/contracts'
import { AppError } from '#server/platform/errors.ts'
import type { AssistantTools, Caller } from '../assistant.tools.ts'
import { CATEGORIES, CLARIFY_CATEGORIES } from './lexicon.ts'
import { categoryById, type DialogueContext, languageOf, refine, understandMessage } from './nlu.ts'
import { label, priceText, replies, searchText } from './replies.ts'

/**
 * The built-in brain (issue 17, the default: no network). Understands the message (nlu.ts), runs
 * the tools, and writes the reply in the persona with the cards and follow-ups the widget shows.
 */

export type BrainContext = DialogueContext & {
  /** The products the last products card showed (size advice and try-on offer them). */
  lastProducts?: TChatbotProductCard[]
  lastPage?: number
  /** The try-on step the last assistant message was at. */
  tryOnStage?: TryOnStage | null
}

export type BrainInput = {
  message: string
  hasImage: boolean
  action: TAssistantAction | null
  caller: Caller
  persona: AssistantVariant
  /** Varies the wording from one message to the next. */
  seed: number
  context: BrainContext
}

export type BrainAnswer = {
  content: string
  products: TChatbotProductCard[]
  vouchers: TAssistantVoucherCard[]
  generated_image: string | null
  ui: TAssistantUi
}

const EMPTY_SEARCH: TAssistantSearch = {
  keyword: '',
  category: null,
  price_min: null,
  price_max: null,
  colors: [],
  sizes: [],
  gender: null,
  skin_types: [],
  occasions: [],
  materials: [],
}

/** A save request and a voucher code typed in a message. */
const SAVE_WORDS = /(^|\s)(lưu|luu|save|lấy mã|lay ma|claim)(\s|$)/iu
const CODE_LIKE = /\b(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d|[A-Z]{5,})[A-Z0-9]{4,12}\b/

/** Price steps offered by "filter by price" (VND). */
const PRICE_STEPS: Array<[number | null, number | null]> = [
  [null, 100_000],
  [100_000, 300_000],
  [300_000, 500_000],
  [500_000, 1_000_000],
  [1_000_000, null],
]

export function createBuiltinBrain(tools: AssistantTools) {
  function button(lang: Lang, kind: TAssistantButton['kind'], action: TAssistantAction | null, text?: string): TAssistantButton {
    const name = text ?? label(lang, kind)
    return { kind, label: name, action, message: kind === 'consult' ? label(lang, 'consult_message') : name }
  }

  function answer(
    intent: AssistantIntent,
    persona: AssistantVariant,
    content: string,
    extra: Partial<BrainAnswer> & { cards?: TAssistantCard[]; follow_ups?: TAssistantButton[] } = {},
  ): BrainAnswer {
    return {
      content,
      products: extra.products ?? [],
      vouchers: extra.vouchers ?? [],
      generated_image: extra.generated_image ?? null,
      ui: { intent, persona, cards: extra.cards ?? [], follow_ups: extra.follow_ups ?? [] },
    }
  }

  function clarifyCategory(input: BrainInput, lang: Lang, slots: TAssistantSearch): BrainAnswer {
    const options = CLARIFY_CATEGORIES.map((id) => CATEGORIES.find((c) => c.id === id)!).map((c) =>
      button(lang, 'option', { type: 'search', search: { ...slots, keyword: c.keyword, category: c.id } }, c.label[lang]),
    )
    return answer('search', input.persona, replies.clarifyCategory(lang, input.persona, input.seed), {
      cards: [{ kind: 'clarify', slot: 'category', options }],
    })
  }

  function clarifyPrice(input: BrainInput, lang: Lang, search: TAssistantSearch): BrainAnswer {
    const options = PRICE_STEPS.map(([min, max]) =>
      button(
        lang,
        'option',
        { type: 'filter_price', search, price_min: min, price_max: max },
        priceText({ price_min: min, price_max: max }, lang),
      ),
    )
    const content = { vi: 'Bạn muốn tìm trong khoảng giá nào?', en: 'Which price range?', ko: '어느 가격대를 원하세요?' }[lang]
    return answer('search', input.persona, content, { cards: [{ kind: 'clarify', slot: 'price', options }] })
  }

  async function search(input: BrainInput, lang: Lang, wanted: TAssistantSearch, page: number): Promise<BrainAnswer> {
    if (!wanted.keyword && !wanted.category) return clarifyCategory(input, lang, wanted)
    const found = await tools.searchProducts(wanted, page)
    const what = searchText(found.search, lang)
    const { persona, seed } = input
    const cat = categoryById(found.search.category)
    const follow_ups: TAssistantButton[] = []
    if (found.hasMore) follow_ups.push(button(lang, 'more_products', { type: 'search', search: found.search, page: page + 1 }))
    follow_ups.push(button(lang, 'filter_price', { type: 'filter_price', search: found.search, price_min: null, price_max: null }))
    follow_ups.push(button(lang, 'consult', { type: 'consult' }))
    if (!cat || cat.apparel) follow_ups.push(button(lang, 'try_on', { type: 'try_on' }))
    if (!found.cards.length)
      return answer('search', persona, replies.none(lang, persona, seed, { what }), {
        cards: [{ kind: 'products', search: found.search, page, page_size: ASSISTANT_RULES.productsPageSize, total: 0, has_more: false }],
        follow_ups: follow_ups.filter((b) => b.kind !== 'try_on'),
      })
    let content =
      page > 1
        ? replies.more(lang, persona, seed, { count: found.cards.length, page })
        : replies.found(lang, persona, seed, { total: found.total, what })
    if (found.relaxed.length) content = `${replies.relaxed(lang, found.relaxed)} ${content}`
    return answer('search', persona, content, {
      products: found.cards,
      cards: [
        {
          kind: 'products',
          search: found.search,
          page,
          page_size: ASSISTANT_RULES.productsPageSize,
          total: found.total,
          has_more: found.hasMore,
        },
      ],
      follow_ups,
    })
  }

  async function vouchers(input: BrainInput, lang: Lang): Promise<BrainAnswer> {
    const { cards, best } = await tools.listVouchers(input.caller)
    const guest = input.caller.isGuest
    const content = replies.vouchers(lang, input.persona, input.seed, {
      total: cards.length,
      best: best && best.discount + best.shipping_discount > 0 ? best.discount + best.shipping_discount : null,
      guest,
    })
    return answer('vouchers', input.persona, content, {
      vouchers: cards,
      cards: [
        {
          kind: 'vouchers',
          page_size: ASSISTANT_RULES.vouchersPageSize,
          total: cards.length,
          best: best?.voucher_ids.length ? best : null,
          login_required: guest,
        },
      ],
      follow_ups: [button(lang, 'consult', { type: 'consult' }), ...(guest ? [button(lang, 'login', null)] : [])],
    })
  }

  /** Saving a voucher from the chat: signed-in buyers only (spec §6: guests are asked to log in). */
  async function saveVoucher(input: BrainInput, lang: Lang, voucherId: string): Promise<BrainAnswer> {
    const { persona, seed, caller } = input
    const card = (vouchers: TAssistantVoucherCard[], login: boolean): TAssistantCard => ({
      kind: 'vouchers',
      page_size: ASSISTANT_RULES.vouchersPageSize,
      total: vouchers.length,
      best: null,
      login_required: login,
    })
    if (caller.isGuest)
      return answer('vouchers', persona, replies.loginToSave(lang, persona, seed), {
        cards: [card([], true)],
        follow_ups: [button(lang, 'login', null)],
      })
    try {
      const saved = await tools.saveVoucher(caller, voucherId)
      const vouchers = saved ? [saved] : []
      return answer('vouchers', persona, replies.saved(lang, persona, seed, { code: saved?.code ?? '' }), {
        vouchers,
        cards: [card(vouchers, false)],
        follow_ups: [button(lang, 'vouchers', { type: 'vouchers' }), button(lang, 'consult', { type: 'consult' })],
      })
    } catch (error) {
      // the voucher API's own reasons (not found, expired, none left), in the shopper's language
      if (!(error instanceof AppError)) throw error
      return answer('vouchers', persona, errorMessage(error.code, lang, error.params), {
        cards: [card([], false)],
        follow_ups: [button(lang, 'vouchers', { type: 'vouchers' })],
      })
    }
  }

  async function orders(input: BrainInput, lang: Lang): Promise<BrainAnswer> {
    const list = await tools.myOrders(input.caller)
    const { persona, seed } = input
    if (!list.length && input.caller.isGuest)
      return answer('order_status', persona, replies.loginForOrders(lang, persona, seed), {
        cards: [{ kind: 'orders', orders: [], login_required: true }],
        follow_ups: [button(lang, 'login', null)],
      })
    const content = list.length ? replies.orders(lang, persona, seed, { count: list.length }) : replies.noOrders(lang, persona, seed)
    return answer('order_status', persona, content, {
      cards: [{ kind: 'orders', orders: list, login_required: false }],
      follow_ups: list.length
        ? [button(lang, 'return_guide', { type: 'return_guide' }), button(lang, 'consult', { type: 'consult' })]
        : [button(lang, 'consult', { type: 'consult' })],
    })
  }

  async function returnGuide(input: BrainInput, lang: Lang): Promise<BrainAnswer> {
    const returnable = await tools.returnableOrders(input.caller)
    return answer('return_help', input.persona, replies.returnGuide(lang, input.persona, input.seed, { returnable: returnable.length }), {
      cards: [
        {
          kind: 'return_guide',
          // spec §2 return guide: step 2 links to the orders page with order=1; the return policy guide
          orders_url: '/tuong?order=1',
          // pages (issue 18): the return-policy guide under the purchase guides (spec §2 widget)
          policy_url: '/huong-dan/mua-hang/hoan-tien',
          returnable_orders: returnable,
        },
      ],
      follow_ups: [button(lang, 'orders', { type: 'orders' }), button(lang, 'consult', { type: 'consult' })],
    })
  }

  async function sizeAdvice(
    input: BrainInput,
    lang: Lang,
    productId: string | null,
    body: { height: number | null; weight: number | null },
  ) {
    const { persona, seed } = input
    if (!productId) {
      const options = (input.context.lastProducts ?? [])
        .slice(0, 4)
        .map((p) => button(lang, 'option', { type: 'size_advice', product_id: p.id }, p.raw_data.name))
      return answer('size_advice', persona, replies.sizeNeedProduct(lang, persona, seed), {
        cards: [{ kind: 'clarify', slot: 'product', options }],
      })
    }
    const product = await tools.productCard({ id: productId })
    if (!product)
      return answer('size_advice', persona, replies.sizeNeedProduct(lang, persona, seed), {
        cards: [{ kind: 'size_advice', product: null, advice: null, reason: 'no_product' }],
      })
    const advice = await tools.sizeAdvice(input.caller, productId, body).catch(() => null)
    const card = (reason: 'no_measurements' | 'not_applicable' | 'unavailable' | null, a: TAssistantCard | null = null) =>
      a ?? ({ kind: 'size_advice', product, advice: null, reason } as const)
    if (!advice) return answer('size_advice', persona, replies.sizeUnavailable(lang, persona, seed), { cards: [card('unavailable')] })
    if (advice.status === 'needs_measurements')
      return answer('size_advice', persona, replies.sizeNeedMeasures(lang, persona, seed), {
        cards: [card('no_measurements')],
        follow_ups: input.caller.isGuest ? [button(lang, 'login', null)] : [],
      })
    if (advice.status !== 'ok' || !advice.size)
      return answer('size_advice', persona, replies.sizeUnavailable(lang, persona, seed), { cards: [card('not_applicable')] })
    return answer('size_advice', persona, replies.sizeAdvice(lang, persona, seed, { size: advice.size, product: product.raw_data.name }), {
      products: [product],
      cards: [
        {
          kind: 'size_advice',
          product,
          advice: { size: advice.size, confidence: advice.confidence, fits: advice.fit.map((f) => ({ measure: f.measure, fit: f.fit })) },
          reason: null,
        },
      ],
      follow_ups: [button(lang, 'try_on', { type: 'try_on', product_id: product.id }), button(lang, 'consult', { type: 'consult' })],
    })
  }

  /**
   * The try-on steps (spec §4): no measurements → update prompt; measurements → upload prompt;
   * a photo → product choice; a product chosen → the product card (the widget makes the preview
   * with the fit API and its photo). Guests are asked to log in: photos and measurements belong
   * to an account.
   */
  async function tryOn(input: BrainInput, lang: Lang, opts: { product?: { id?: string; url?: string }; photo?: boolean }) {
    const { persona, seed, caller } = input
    if (caller.isGuest)
      return answer('try_on', persona, replies.tryOn('login', lang, persona, seed), {
        cards: [{ kind: 'try_on', stage: 'update_measurements', measurements: null, product: null, login_required: true }],
        follow_ups: [button(lang, 'login', null)],
      })
    const measurements = await tools.measurementsOf(caller)
    const known = measurements?.height && measurements.weight ? measurements : null
    if (!known)
      return answer('try_on', persona, replies.tryOn('update_measurements', lang, persona, seed), {
        cards: [{ kind: 'try_on', stage: 'update_measurements', measurements, product: null, login_required: false }],
      })
    if (opts.product) {
      const product = await tools.productCard(opts.product)
      if (!product)
        return answer('try_on', persona, replies.sizeNeedProduct(lang, persona, seed), {
          cards: [{ kind: 'try_on', stage: 'choose_product', measurements: known, product: null, login_required: false }],
          products: input.context.lastProducts?.slice(0, ASSISTANT_RULES.productsPageSize) ?? [],
        })
      return answer('try_on', persona, replies.tryOn('result', lang, persona, seed, { product: product.raw_data.name }), {
        products: [product],
        cards: [{ kind: 'try_on', stage: 'result', measurements: known, product, login_required: false }],
        follow_ups: [
          button(
            lang,
            'try_on',
            { type: 'try_on' },
            { vi: 'Thử sản phẩm khác', en: 'Try another product', ko: '다른 상품 입어보기' }[lang],
          ),
        ],
      })
    }
    if (opts.photo)
      return answer('try_on', persona, replies.tryOn('choose_product', lang, persona, seed), {
        products: input.context.lastProducts?.slice(0, ASSISTANT_RULES.productsPageSize) ?? [],
        cards: [{ kind: 'try_on', stage: 'choose_product', measurements: known, product: null, login_required: false }],
      })
    return answer('try_on', persona, replies.tryOn('upload', lang, persona, seed), {
      cards: [{ kind: 'try_on', stage: 'upload', measurements: known, product: null, login_required: false }],
    })
  }

  function consult(input: BrainInput, lang: Lang): BrainAnswer {
    const base = clarifyCategory(input, lang, input.context.lastSearch ?? EMPTY_SEARCH)
    const follow_ups = [
      button(lang, 'vouchers', { type: 'vouchers' }),
      button(lang, 'return_guide', { type: 'return_guide' }),
      button(lang, 'try_on', { type: 'try_on' }),
    ]
    return { ...base, ui: { ...base.ui, follow_ups } }
  }

  /** The four suggested actions again, after a greeting or something out of scope. */
  function starters(lang: Lang) {
    return [
      button(lang, 'consult', { type: 'consult' }, { vi: 'Tìm sản phẩm', en: 'Search products', ko: '상품 찾기' }[lang]),
      button(lang, 'vouchers', { type: 'vouchers' }),
      button(lang, 'return_guide', { type: 'return_guide' }),
      button(lang, 'try_on', { type: 'try_on' }),
    ]
  }

  async function byAction(input: BrainInput, action: TAssistantAction, lang: Lang): Promise<BrainAnswer> {
    switch (action.type) {
      case 'search':
        return action.search ? search(input, lang, action.search, action.page ?? 1) : consult(input, lang)
      case 'filter_price':
        if (action.price_min === null && action.price_max === null) return clarifyPrice(input, lang, action.search)
        return search(input, lang, { ...action.search, price_min: action.price_min, price_max: action.price_max }, 1)
      case 'vouchers':
        return vouchers(input, lang)
      case 'save_voucher':
        return saveVoucher(input, lang, action.voucher_id)
      case 'orders':
        return orders(input, lang)
      case 'return_guide':
        return returnGuide(input, lang)
      case 'consult':
        return consult(input, lang)
      case 'size_advice':
        return sizeAdvice(input, lang, action.product_id, { height: null, weight: null })
      case 'try_on':
        return tryOn(
          input,
          lang,
          action.product_id || action.product_url ? { product: { id: action.product_id, url: action.product_url } } : {},
        )
    }
  }

  async function reply(input: BrainInput): Promise<BrainAnswer> {
    const { caller, persona, seed, context } = input
    const text = input.message.trim()
    const lang = text ? languageOf(text, caller.lang) : caller.lang
    if (input.action) return byAction(input, input.action, lang)
    // an image: the try-on's photo step, else spec §8 "received your image"
    const onlyImage = input.hasImage && (!text || /^\*\*[^*]{0,60}\*\*$/.test(text))
    if (onlyImage) {
      if (context.tryOnStage === 'upload' || context.tryOnStage === 'choose_product' || context.tryOnStage === 'result')
        return tryOn(input, lang, { photo: true })
      return answer('image', persona, replies.imageReceived(lang, persona, seed), { follow_ups: starters(lang) })
    }
    const u = understandMessage(text, caller.lang, context)
    switch (u.intent) {
      case 'search': {
        const last = context.lastSearch
        // "xem thêm" with nothing new: the next page of the last search
        if (last && u.wantsMore && !u.category && !u.hasFilters) return search(input, u.lang, last, (context.lastPage ?? 1) + 1)
        const wanted = last && !u.category ? refine(last, u.search) : u.search
        return search(input, u.lang, wanted, 1)
      }
      case 'vouchers': {
        // "lưu mã XINHMOI giúp mình": a code of a running voucher and a save word
        const code = SAVE_WORDS.test(text) ? text.match(CODE_LIKE)?.[0] : undefined
        const found = code ? await tools.voucherByCode(caller, code.toUpperCase()) : null
        return found ? saveVoucher(input, u.lang, found._id) : vouchers(input, u.lang)
      }
      case 'order_status':
        return orders(input, u.lang)
      case 'return_help':
        return returnGuide(input, u.lang)
      case 'size_advice':
        return sizeAdvice(input, u.lang, u.productId ?? (context.lastProducts?.length === 1 ? context.lastProducts[0]!.id : null), u.body)
      case 'try_on':
        return tryOn(input, u.lang, u.productId ? { product: { id: u.productId } } : { photo: input.hasImage })
      case 'greeting':
        return answer('greeting', persona, replies.greeting(u.lang, persona, seed), { follow_ups: starters(u.lang) })
      case 'thanks':
        return answer('thanks', persona, replies.thanks(u.lang, persona, seed), { follow_ups: starters(u.lang) })
      case 'image':
      case 'out_of_scope':
        return answer('out_of_scope', persona, replies.outOfScope(u.lang, persona, seed), { follow_ups: starters(u.lang) })
    }
  }

  /** The LLM's save_voucher tool: a code it read from the shopper's message. */
  async function saveByCode(input: BrainInput, code: string): Promise<BrainAnswer> {
    const lang = input.message.trim() ? languageOf(input.message, input.caller.lang) : input.caller.lang
    const found = await tools.voucherByCode(input.caller, code.toUpperCase())
    if (!found)
      return answer('vouchers', input.persona, errorMessage('VOUCHER_NOT_FOUND', lang), {
        follow_ups: [button(lang, 'vouchers', { type: 'vouchers' })],
      })
    return saveVoucher(input, lang, found._id)
  }

  return {
    reply,
    saveByCode,
    act: (input: BrainInput, action: TAssistantAction) =>
      byAction(input, action, input.message.trim() ? languageOf(input.message, input.caller.lang) : input.caller.lang),
  }
}
export type BuiltinBrain = ReturnType<typeof createBuiltinBrain>
