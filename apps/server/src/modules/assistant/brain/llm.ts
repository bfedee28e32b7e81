import {
  ASSISTANT_MATERIALS,
  ASSISTANT_OCCASIONS,
  ASSISTANT_SKIN_TYPES,
  COLOR_IDS,
  type TAssistantAction,
  ZAssistantSearch,
  zId,
} from '@xinh/contracts'
import { z } from 'zod'
import { CATEGORIES } from './lexicon.ts'
import type { BrainAnswer, BrainInput, BuiltinBrain } from './builtin.ts'

/**
 * The LLM brain (issue 17): an OpenAI-compatible chat-completions server with tool calling
 * (llama.cpp server, Ollama, vLLM or a hosted API) when ASSISTANT_LLM_URL is set. It gets the
 * same tools as the built-in brain — each call's arguments are parsed by the same contracts
 * schemas and run by the built-in brain's own handlers for the caller, so the cards, follow-ups
 * and the "only your own data" rule are identical; the model only writes the words. Any failure
 * (network, status, timeout, malformed answer, a tool it invents) throws, and the service falls
 * back to the built-in brain.
 */

export type LlmConfig = { url: string; model: string; key?: string; timeoutMs: number }
export type HistoryTurn = { role: 'user' | 'assistant'; content: string }

type ToolCall = { id: string; type?: string; function: { name: string; arguments: string } }
type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

const ZCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({ id: z.string(), type: z.string().optional(), function: z.object({ name: z.string(), arguments: z.string() }) }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
})

const MAX_ROUNDS = 3

const searchParams = {
  type: 'object',
  properties: {
    keyword: { type: 'string', description: 'Vietnamese catalogue words for the product (e.g. "son", "sơn móng", "váy", "áo thun")' },
    category: { type: 'string', enum: CATEGORIES.map((c) => c.id) },
    price_min: { type: 'integer', description: 'VND' },
    price_max: { type: 'integer', description: 'VND' },
    colors: { type: 'array', items: { type: 'string', enum: [...COLOR_IDS] } },
    sizes: { type: 'array', items: { type: 'string' } },
    gender: { type: 'string', enum: ['male', 'female'] },
    skin_types: { type: 'array', items: { type: 'string', enum: [...ASSISTANT_SKIN_TYPES] } },
    occasions: { type: 'array', items: { type: 'string', enum: [...ASSISTANT_OCCASIONS] } },
    materials: { type: 'array', items: { type: 'string', enum: [...ASSISTANT_MATERIALS] } },
    page: { type: 'integer', minimum: 1 },
  },
  required: ['keyword'],
}

export const LLM_TOOLS = [
  { type: 'function', function: { name: 'search_products', description: 'Search the marketplace catalogue.', parameters: searchParams } },
  {
    type: 'function',
    function: {
      name: 'list_vouchers',
      description: 'Running discount codes and the best combination for the cart.',
      parameters: { type: 'object', properties: {} },
    },
  },
  {
    type: 'function',
    function: {
      name: 'save_voucher',
      description: "Save a running voucher, by its code, to the caller's wallet.",
      parameters: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'my_orders',
      description: "The caller's own recent orders and their status.",
      parameters: { type: 'object', properties: {} },
    },
  },
  {
    type: 'function',
    function: {
      name: 'return_guide',
      description: "The 7-step return guide and the caller's returnable orders.",
      parameters: { type: 'object', properties: {} },
    },
  },
  {
    type: 'function',
    function: {
      name: 'size_advice',
      description: 'Size advice for one product from the caller’s body measurements.',
      parameters: { type: 'object', properties: { product_id: { type: 'string' } }, required: ['product_id'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'try_on',
      description: 'Start or continue the virtual try-on; product_id when the shopper chose a product.',
      parameters: { type: 'object', properties: { product_id: { type: 'string' } } },
    },
  },
] as const

const ZSearchArgs = ZAssistantSearch.partial()
  .extend({ keyword: z.string().trim().min(1).max(100), page: z.number().int().min(1).max(50).optional() })
  .transform(({ page, ...s }) => ({
    page,
    search: {
      keyword: s.keyword,
      category: CATEGORIES.some((c) => c.id === s.category) ? (s.category ?? null) : null,
      price_min: s.price_min ?? null,
      price_max: s.price_max ?? null,
      colors: s.colors ?? [],
      sizes: (s.sizes ?? []).map((x) => x.toUpperCase()),
      gender: s.gender ?? null,
      skin_types: s.skin_types ?? [],
      occasions: s.occasions ?? [],
      materials: s.materials ?? [],
    },
  }))

const ZSaveArgs = z.object({ code: z.string().trim().min(1).max(20) })

/** A tool call as an action of the widget's own kind, validated; throws on anything else. */
export function actionOfToolCall(name: string, rawArgs: string): TAssistantAction {
  const args = rawArgs.trim() ? (JSON.parse(rawArgs) as unknown) : {}
  switch (name) {
    case 'search_products': {
      const { search, page } = ZSearchArgs.parse(args)
      return { type: 'search', search, ...(page ? { page } : {}) }
    }
    case 'list_vouchers':
      return { type: 'vouchers' }
    case 'my_orders':
      return { type: 'orders' }
    case 'return_guide':
      return { type: 'return_guide' }
    case 'size_advice':
      return { type: 'size_advice', product_id: z.object({ product_id: zId }).parse(args).product_id }
    case 'try_on': {
      const parsed = z.object({ product_id: zId.optional() }).parse(args)
      return parsed.product_id ? { type: 'try_on', product_id: parsed.product_id } : { type: 'try_on' }
    }
    default:
      throw new Error(`unknown tool ${name}`)
  }
}

/** What the model sees of a tool's answer: short, and nothing it may not repeat. */
function summary(a: BrainAnswer) {
  return JSON.stringify({
    reply_hint: a.content,
    products: a.products.map((p) => ({ id: p.id, name: p.raw_data.name, price: p.raw_data.sale_price })),
    vouchers: a.vouchers.map((v) => ({ code: v.code, description: v.chatbotVoucher.description, type: v.type, value: v.value })),
    cards: a.ui.cards.map((c) =>
      c.kind === 'orders'
        ? { kind: c.kind, orders: c.orders.map((o) => ({ code: o.code, status: o.status, total: o.total_order_payment })) }
        : c.kind === 'products'
          ? { kind: c.kind, total: c.total }
          : { kind: c.kind },
    ),
  }).slice(0, 4000)
}

function systemPrompt(input: BrainInput) {
  const persona =
    input.persona === 'funny' ? 'Be playful and witty, with an emoji or two, but always helpful.' : 'Be warm, concise and professional.'
  return [
    'You are the shopping assistant of Xinh, a Vietnamese fashion and beauty marketplace.',
    'Answer in the language the shopper writes in (Vietnamese by default). Prices are VND.',
    '"son" means lipstick and "sơn" (with its mark) means nail polish.',
    'Use the tools for products, vouchers, orders, returns, size advice and try-on; never invent products, codes, orders or prices.',
    'Only discuss shopping on Xinh. Keep replies under 80 words: the app shows the cards.',
    persona,
  ].join(' ')
}

export function createLlmBrain(config: LlmConfig, builtin: BuiltinBrain, fetchImpl: typeof fetch = fetch) {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`

  async function complete(messages: ChatMessage[], signal: AbortSignal) {
    const res = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.key ? { authorization: `Bearer ${config.key}` } : {}) },
      body: JSON.stringify({ model: config.model, messages, tools: LLM_TOOLS, tool_choice: 'auto', temperature: 0.3, max_tokens: 400 }),
      signal,
    })
    if (!res.ok) throw new Error(`LLM answered ${res.status}`)
    return ZCompletion.parse(await res.json()).choices[0]!.message
  }

  async function reply(input: BrainInput, history: HistoryTurn[]): Promise<BrainAnswer> {
    // buttons are exact requests: no need to ask a model what they mean
    if (input.action) return builtin.act(input, input.action)
    const signal = AbortSignal.timeout(config.timeoutMs)
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(input) },
      ...history.slice(-8).map((h) => ({ role: h.role, content: h.content.slice(0, 1000) })),
      { role: 'user', content: input.message.slice(0, 1000) },
    ]
    let last: BrainAnswer | null = null
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const msg = await complete(messages, signal)
      const calls = msg.tool_calls ?? []
      if (!calls.length) {
        const content = msg.content?.trim()
        if (!content) throw new Error('LLM answered nothing')
        if (last) return { ...last, content }
        return {
          content,
          products: [],
          vouchers: [],
          generated_image: null,
          ui: { intent: 'out_of_scope', persona: input.persona, cards: [], follow_ups: [] },
        }
      }
      messages.push({ role: 'assistant', content: msg.content ?? null, tool_calls: calls })
      for (const call of calls) {
        if (call.function.name === 'save_voucher') {
          const { code } = ZSaveArgs.parse(JSON.parse(call.function.arguments || '{}'))
          last = await builtin.saveByCode(input, code)
        } else last = await builtin.act(input, actionOfToolCall(call.function.name, call.function.arguments))
        messages.push({ role: 'tool', tool_call_id: call.id, content: summary(last) })
      }
    }
    // still calling tools after the last round: the last tool's own reply stands
    if (last) return last
    throw new Error('LLM did not answer')
  }

  return { reply }
}
export type LlmBrain = ReturnType<typeof createLlmBrain>
