import {
  ASSISTANT_RULES,
  type Lang,
  type TAssistantChatReply,
  type TAssistantConfig,
  type TAssistantHistory,
  type TAssistantMessage,
  type TAssistantTexts,
  type TAssistantUi,
  type TChatbotProductCard,
  type TryOnStage,
  type ZAssistantChatRequest,
  type ZAssistantConfigUpdate,
  type ZAssistantEventInput,
  type ZAssistantHistoryQuery,
  ZAssistantTexts,
} from '@xinh/contracts'
import type { z } from 'zod'
import { type Actor, requireRole, requireUser } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { hitCounter } from '#server/platform/rate-limit-store.ts'
import { recordAudit } from '../audit/index.ts'
import type { AssistantPorts, Caller } from './assistant.tools.ts'
import { createAssistantTools } from './assistant.tools.ts'
import * as repo from './assistant.repo.ts'
import { type BrainAnswer, type BrainContext, createBuiltinBrain } from './brain/builtin.ts'
import { createLlmBrain, type HistoryTurn, type LlmConfig } from './brain/llm.ts'

type Logger = { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void }

/** The style split and fetch interval are platform settings (the admin's remote config group). */
export type AssistantSettings = {
  read(): Promise<{ assistant_ab_split: number; min_fetch_minutes: number }>
  saveSplit(actor: Actor, split: number): Promise<void>
}

export type AssistantDeps = {
  db: Db
  ports: AssistantPorts
  settings: AssistantSettings
  log: Logger
  /** Set when ASSISTANT_LLM_URL is: the LLM brain answers first, the built-in one on any failure. */
  llm?: LlmConfig
  fetchImpl?: typeof fetch
  rateLimit?: { burst: number; windowMs: number }
}

/** The texts every client gets until an admin changes them (spec §2 widget). */
export const DEFAULT_TEXTS: Record<Lang, TAssistantTexts> = {
  vi: {
    title: 'Trợ lý mua sắm Xinh',
    greeting_normal: 'Xin chào! Mình có thể giúp bạn tìm sản phẩm, mã giảm giá, hướng dẫn đổi trả hoặc thử đồ ảo.',
    greeting_funny: 'Hế lô bạn iu 👋 Hôm nay mình săn gì đây: đồ xinh, mã hời hay thử đồ ảo?',
    placeholder: 'Nhập tin nhắn…',
    voucher_disclaimer: 'Mã có hạn sử dụng và số lượng có hạn, có thể hết trước khi bạn dùng.',
  },
  en: {
    title: 'Xinh shopping assistant',
    greeting_normal: 'Hello! I can help you find products, discount codes, the return guide or a virtual try-on.',
    greeting_funny: 'Hey there 👋 What are we hunting today: cute outfits, sweet deals or a virtual try-on?',
    placeholder: 'Type a message…',
    voucher_disclaimer: 'Codes expire and are limited; they may run out before you use them.',
  },
  ko: {
    title: 'Xinh 쇼핑 도우미',
    greeting_normal: '안녕하세요! 상품 찾기, 할인 코드, 반품 안내, 가상 피팅을 도와드려요.',
    greeting_funny: '안녕하세요 👋 오늘은 뭘 찾아볼까요?',
    placeholder: '메시지를 입력하세요…',
    voucher_disclaimer: '쿠폰은 유효기간과 수량이 한정되어 있어 조기 소진될 수 있어요.',
  },
}

const IMAGE_SIGNATURES: Array<[string, number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
]

/** spec §7 user_image: a data: URL or bare base64 of a png, jpeg or gif (checked by its bytes), at most 5 MB. */
export function decodeImage(raw: string): { type: string; bytes: Buffer } {
  const m = raw.match(/^data:([\w/+.-]+);base64,(.*)$/s)
  const b64 = (m ? m[2]! : raw).replace(/\s+/g, '')
  if (!b64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new AppError('IMAGE_INVALID')
  const bytes = Buffer.from(b64, 'base64')
  if (bytes.length === 0 || bytes.length > ASSISTANT_RULES.imageMaxBytes) throw new AppError('IMAGE_INVALID')
  const found = IMAGE_SIGNATURES.find(([, sig]) => sig.every((b, i) => bytes[i] === b))
  if (!found) throw new AppError('IMAGE_INVALID')
  return { type: found[0], bytes }
}

function present(r: repo.MessageRow): TAssistantMessage {
  const at = r.createdAt.toISOString()
  return {
    id: r.id,
    content: r.content,
    role: r.role as 'user' | 'assistant',
    isUser: r.role === 'user',
    timestamp: at,
    createdAt: at,
    products: r.products,
    vouchers: r.vouchers,
    generated_image: r.generatedImage,
    ui: r.ui ?? null,
  }
}

/** What the conversation so far tells the brain: the last search, the products shown, the try-on step. */
function contextOf(rows: repo.MessageRow[]): { context: BrainContext; history: HistoryTurn[] } {
  const answers = rows.filter((r) => r.role === 'assistant' && r.ui)
  const newest = answers[0]?.ui
  const searched = answers.find((r) => r.ui!.cards.some((c) => c.kind === 'products'))
  const products = searched?.ui?.cards.find((c) => c.kind === 'products')
  const tryOn = newest?.cards.find((c) => c.kind === 'try_on')
  const context: BrainContext = {
    lastIntent: (newest?.intent as BrainContext['lastIntent']) ?? null,
    lastSearch: products?.kind === 'products' ? products.search : null,
    lastPage: products?.kind === 'products' ? products.page : 1,
    lastProducts: (answers.find((r) => r.products.length)?.products as TChatbotProductCard[] | undefined) ?? [],
    // only the newest answer sets the try-on step: another topic since ends the flow
    tryOnStage: tryOn?.kind === 'try_on' ? (tryOn.stage as TryOnStage) : null,
  }
  const history = [...rows].reverse().map((r) => ({ role: r.role as 'user' | 'assistant', content: r.content }))
  return { context, history }
}

export function createAssistantService(deps: AssistantDeps) {
  const { db, ports, settings, log } = deps
  const tools = createAssistantTools(ports)
  const builtin = createBuiltinBrain(tools)
  const llm = deps.llm ? createLlmBrain(deps.llm, builtin, deps.fetchImpl) : null
  const rate = deps.rateLimit ?? { burst: ASSISTANT_RULES.sendBurst, windowMs: ASSISTANT_RULES.sendWindowSeconds * 1000 }

  function callerOf(actor: Actor, lang: Lang): Caller {
    const user = requireUser(actor, { allowGuest: true })
    return { actor: user, userId: user.userId, isGuest: user.isGuest, lang }
  }

  async function limit(key: string, burst: number, windowMs: number) {
    const { current, ttl } = await hitCounter(db, key, windowMs)
    if (current > burst) throw new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(ttl / 1000)) } })
  }

  /**
   * One message in, the assistant's reply out. Both are stored together once the reply exists,
   * so a failed answer leaves the thread as it was (the widget shows its apology, spec §8).
   */
  async function chat(opts: { actor: Actor; lang: Lang; body: z.output<typeof ZAssistantChatRequest> }): Promise<TAssistantChatReply> {
    const caller = callerOf(opts.actor, opts.lang)
    const { body } = opts
    const image = body.user_image ? decodeImage(body.user_image) : null
    await limit(`assistant-chat:${caller.userId}`, rate.burst, rate.windowMs)

    const recent = await repo.latestMessages(db, caller.userId, 12)
    const { context, history } = contextOf(recent)
    const text = body.message.trim()
    const input = {
      message: text,
      hasImage: image !== null,
      action: body.action ?? null,
      caller,
      persona: body.ab_variant,
      seed: recent.length + text.length,
      context,
    }
    let brain: 'builtin' | 'llm' = 'builtin'
    let answer: BrainAnswer | null = null
    if (llm && !image) {
      try {
        answer = await llm.reply(input, history)
        brain = 'llm'
      } catch (error) {
        log.warn({ err: error }, 'assistant LLM failed; the built-in brain answers')
      }
    }
    answer ??= await builtin.reply(input)

    const userContent = text || (image ? '**Hình ảnh**' : (answer.ui.follow_ups[0]?.message ?? ''))
    const now = Date.now()
    const [userRow, botRow] = await inTransaction(db, (tx) =>
      repo.insertMessages(tx, [
        {
          userId: caller.userId,
          role: 'user',
          content: userContent,
          abVariant: body.ab_variant,
          hadImage: image !== null,
          createdAt: new Date(now),
        },
        {
          userId: caller.userId,
          role: 'assistant',
          content: answer.content,
          abVariant: body.ab_variant,
          intent: answer.ui.intent,
          products: answer.products,
          vouchers: answer.vouchers,
          generatedImage: answer.generated_image,
          ui: answer.ui,
          brain,
          // one millisecond later: the reply always sorts after its question
          createdAt: new Date(now + 1),
        },
      ]),
    )
    const reply = present(botRow!)
    return {
      ...reply,
      answer: reply.content,
      ui: answer.ui as TAssistantUi,
      user_message: present(userRow!),
      user_id: caller.userId,
      ab_variant: body.ab_variant,
      brain,
    }
  }

  /** spec §7 chat-history: the caller's own thread only, whatever user_id says. */
  async function history(opts: { actor: Actor; query: z.output<typeof ZAssistantHistoryQuery> }): Promise<TAssistantHistory> {
    const { page, page_size } = opts.query
    if (opts.actor.kind !== 'user') return { messages: [], page, page_size, total: 0, has_more: false, user_id: null }
    const userId = opts.actor.userId
    const [rows, total] = await Promise.all([
      repo.latestMessages(db, userId, page_size, (page - 1) * page_size),
      repo.countMessages(db, userId),
    ])
    const messages = rows.reverse().map(present)
    // vouchers: whether each is saved (and still savable) now, not when it was shown
    const ids = [...new Set(messages.flatMap((m) => m.vouchers.map((v) => v._id)))]
    if (ids.length && ports.voucherStates) {
      const states = await ports.voucherStates(opts.actor.isGuest ? null : userId, ids).catch(() => null)
      if (states)
        for (const m of messages)
          m.vouchers = m.vouchers.map((v) => {
            const s = states.get(v._id)
            return s ? { ...v, is_saved: s.is_saved, available: s.available } : v
          })
    }
    return { messages, page, page_size, total, has_more: page * page_size < total, user_id: userId }
  }

  /** spec §7 assistant analytics events. */
  async function recordEvent(opts: { actor: Actor; visitor: string; input: z.output<typeof ZAssistantEventInput> }) {
    await limit(`assistant-events:${opts.visitor}`, ASSISTANT_RULES.eventsPerMinute, 60_000)
    const { input } = opts
    await repo.insertEvent(db, {
      userId: opts.actor.kind === 'user' ? opts.actor.userId : null,
      visitor: opts.visitor,
      event: input.event,
      abVariant: input.ab_variant,
      sessionId: input.session_id ?? null,
      durationMs: input.duration_ms ?? null,
      messageCount: input.message_count ?? null,
      productId: input.product_id ?? null,
      voucherId: input.voucher_id ?? null,
    })
    return { ok: true as const }
  }

  async function textsAndUpdated() {
    const row = await repo.readConfig(db, 'texts')
    const stored = (row?.value ?? {}) as Partial<Record<Lang, unknown>>
    // a stored text that no longer fits its schema falls back to the default for that language
    const texts = Object.fromEntries(
      (['vi', 'en', 'ko'] as const).map((l) => {
        const parsed = ZAssistantTexts.safeParse({ ...DEFAULT_TEXTS[l], ...((stored[l] as object) ?? {}) })
        return [l, parsed.success ? parsed.data : DEFAULT_TEXTS[l]]
      }),
    ) as Record<Lang, TAssistantTexts>
    return { texts, updatedAt: row?.updatedAt.toISOString() ?? null }
  }

  /** spec §7 remote config: the style split and the texts (clients fetch at most hourly, 60 s timeout). */
  async function config(): Promise<TAssistantConfig> {
    const [s, { texts, updatedAt }] = await Promise.all([settings.read(), textsAndUpdated()])
    return {
      ab_split: s.assistant_ab_split,
      min_fetch_minutes: Math.max(s.min_fetch_minutes, ASSISTANT_RULES.minFetchMinutes),
      fetch_timeout_seconds: ASSISTANT_RULES.fetchTimeoutSeconds,
      texts,
      updated_at: updatedAt,
    }
  }

  async function adminConfig({ actor }: { actor: Actor }) {
    requireRole(actor, 'admin')
    return config()
  }

  /** The admin's edit (`/admin/tro-ly`): texts audited here, the split through platform settings (audited there). */
  async function updateConfig({ actor, input }: { actor: Actor; input: z.output<typeof ZAssistantConfigUpdate> }) {
    const admin = requireRole(actor, 'admin')
    await inTransaction(db, async (tx) => {
      const current = await repo.lockConfig(tx, 'texts')
      const before = current?.value ?? null
      if (JSON.stringify(before) === JSON.stringify(input.texts)) return
      await repo.upsertConfig(tx, 'texts', input.texts, admin.userId)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'assistant.config.update',
        targetType: 'assistant_config',
        targetId: 'texts',
        before,
        after: input.texts,
      })
    })
    const s = await settings.read()
    if (s.assistant_ab_split !== input.ab_split) await settings.saveSplit(actor, input.ab_split)
    return config()
  }

  /** identity.onGuestLogin: the guest's conversation becomes the account's. */
  async function mergeGuest(guestId: string, userId: string) {
    if (guestId === userId) return
    await repo.moveThread(db, guestId, userId)
  }

  return { chat, history, recordEvent, config, adminConfig, updateConfig, mergeGuest, tools }
}
export type AssistantService = ReturnType<typeof createAssistantService>
