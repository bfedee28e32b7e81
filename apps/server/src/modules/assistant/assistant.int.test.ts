import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { ASSISTANT_PATHS, type TAssistantChatReply } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors, auditOf } from '../../../test/admin-fixtures.ts'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { insertVoucher } from '../../../test/commerce-fixtures.ts'
import { authHeader, createTestApp, pngBytes, register, type TestApp } from '../../../test/helpers.ts'
import { firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { assistantEvents, assistantMessages } from './assistant.tables.ts'

/** The assistant service through HTTP (docs/api/assistant.md), on PGlite and PostgreSQL. */

type Headers = Record<string, string>
let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t, { shopName: 'Xinh Beauty Test' })
  const add = async (key: string, name: string, salePrice: number, variants?: Parameters<typeof insertProduct>[1]['variants']) => {
    const p = await insertProduct(t, {
      shopId: seller.shop.id,
      name,
      variants: variants ?? [{ options: [], price: salePrice + 50_000, salePrice, stock: 10 }],
    })
    ids[key] = p.id
  }
  await add('lipRed', 'Son kem lì đỏ Ruby mềm môi', 150_000)
  await add('lipPink', 'Son thỏi hồng đất lâu trôi', 250_000)
  await add('lipCheap', 'Son tint đỏ cam bóng nhẹ', 90_000)
  await add('nailRed', 'Sơn móng tay gel đỏ rượu vang', 60_000)
  await add('dress', 'Váy maxi hoa nhí đi biển', 350_000)
  await add('tee', 'Áo thun nam cotton basic', 120_000, [
    { options: ['M'], price: 180_000, salePrice: 120_000, stock: 5 },
    { options: ['L'], price: 190_000, salePrice: 130_000, stock: 5 },
  ])
  await insertVoucher(t, { code: 'ASSTSHIP', classify: 'free_shipping', value: 30_000, description: 'Miễn phí vận chuyển đơn từ 0đ' })
  await insertVoucher(t, { code: 'ASSTG20', value: 20_000, description: 'Giảm 20K cho đơn từ 100K', minOrderValue: 100_000 })
})
afterAll(() => t.close())

const guestSession = async (app = t.app) => {
  const res = await app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
  expect(res.statusCode, res.body).toBe(200)
  const data = res.json().data
  return { token: data.accessToken as string, userId: data.user._id as string, headers: authHeader(data.accessToken) }
}

async function chat(headers: Headers, body: object, lang = 'vi', app = t.app) {
  return app.inject({ method: 'POST', url: ASSISTANT_PATHS.chat, headers: { ...headers, 'accept-language': lang }, payload: body })
}
async function say(headers: Headers, message: string, extra: object = {}, app = t.app): Promise<TAssistantChatReply> {
  const res = await chat(headers, { message, ab_variant: 'normal', ...extra }, 'vi', app)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
async function historyOf(headers: Headers, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `${ASSISTANT_PATHS.history}${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

describe('chatting', () => {
  it('needs a session: an anonymous visitor is told to sign in or start a guest session', async () => {
    const res = await chat({}, { message: 'xin chào' })
    expect(res.statusCode).toBe(401)
    // history is public but empty for them
    expect(await historyOf({})).toMatchObject({ messages: [], total: 0, user_id: null })
  })

  it('finds lipstick under a price for a guest — never nail polish, never above the price — with the §7 fields and a ui', async () => {
    const guest = await guestSession()
    const reply = await say(guest.headers, 'son đỏ dưới 200k')
    expect(reply).toMatchObject({ role: 'assistant', isUser: false, brain: 'builtin', user_id: guest.userId, ab_variant: 'normal' })
    expect(reply.answer).toBe(reply.content)
    expect(reply.timestamp).toBe(reply.createdAt)
    expect(reply.ui.intent).toBe('search')
    const names = reply.products.map((p) => p.raw_data.name)
    expect(names).toContain('Son kem lì đỏ Ruby mềm môi')
    expect(names).not.toContain('Sơn móng tay gel đỏ rượu vang')
    expect(names).not.toContain('Son thỏi hồng đất lâu trôi')
    for (const p of reply.products) {
      expect(p.raw_data.sale_price).toBeLessThanOrEqual(200_000)
      expect(p.url).toBe(`/san-pham/${p.id}`)
      expect(p.raw_data.price_min_max.min).toBeLessThanOrEqual(p.raw_data.price_min_max.max)
    }
    const card = reply.ui.cards.find((c) => c.kind === 'products')
    expect(card).toMatchObject({
      kind: 'products',
      page: 1,
      page_size: 8,
      search: { category: 'lipstick', price_max: 200_000, colors: ['do'] },
    })
    expect(reply.ui.follow_ups.map((b) => b.kind)).toEqual(expect.arrayContaining(['filter_price', 'consult']))
    expect(reply.user_message).toMatchObject({ role: 'user', isUser: true, content: 'son đỏ dưới 200k' })
  })

  it('"sơn" with its mark is nail polish', async () => {
    const guest = await guestSession()
    const reply = await say(guest.headers, 'sơn móng màu đỏ')
    expect(reply.products.map((p) => p.raw_data.name)).toEqual(['Sơn móng tay gel đỏ rượu vang'])
  })

  it('refines the last search from a follow-up and answers follow-up buttons (filter by price)', async () => {
    const guest = await guestSession()
    await say(guest.headers, 'tìm son môi')
    const cheaper = await say(guest.headers, 'dưới 100k thôi')
    expect(cheaper.ui.cards[0]).toMatchObject({ kind: 'products', search: { category: 'lipstick', price_max: 100_000 } })
    expect(cheaper.products.map((p) => p.raw_data.name)).toEqual(['Son tint đỏ cam bóng nhẹ'])
    // "filter by price" without a range asks which range, each option a button
    const filter = cheaper.ui.follow_ups.find((b) => b.kind === 'filter_price')!
    const ask = await say(guest.headers, filter.message, { action: filter.action })
    const clarify = ask.ui.cards.find((c) => c.kind === 'clarify')
    expect(clarify).toMatchObject({ slot: 'price' })
    const option = clarify!.kind === 'clarify' ? clarify!.options[2]! : null
    const ranged = await say(guest.headers, option!.message, { action: option!.action })
    for (const p of ranged.products) expect(p.raw_data.sale_price).toBeGreaterThanOrEqual(300_000)
  })

  it('asks what for when a budget comes without a product, and offers categories as buttons', async () => {
    const guest = await guestSession()
    const reply = await say(guest.headers, 'mình có 300k')
    const clarify = reply.ui.cards.find((c) => c.kind === 'clarify')
    expect(clarify).toMatchObject({ kind: 'clarify', slot: 'category' })
    expect(reply.products).toEqual([])
  })

  it('lists vouchers for a guest with login required to save, and the best combination needs an account', async () => {
    const guest = await guestSession()
    const reply = await say(guest.headers, 'có mã giảm giá nào không?')
    expect(reply.ui.intent).toBe('vouchers')
    const codes = reply.vouchers.map((v) => v.code)
    expect(codes).toEqual(expect.arrayContaining(['ASSTSHIP', 'ASSTG20']))
    expect(reply.vouchers.find((v) => v.code === 'ASSTSHIP')).toMatchObject({
      type: 'free_shipping',
      is_saved: false,
      chatbotVoucher: { description: 'Miễn phí vận chuyển đơn từ 0đ' },
    })
    expect(reply.ui.cards[0]).toMatchObject({ kind: 'vouchers', page_size: 6, login_required: true, best: null })
  })

  it('saves a voucher named in a message for a signed-in buyer; a guest is asked to log in', async () => {
    const buyer = await register(t.app)
    const h = authHeader(buyer.accessToken)
    const saved = await say(h, 'lưu mã ASSTG20 giúp mình')
    expect(saved.ui.intent).toBe('vouchers')
    expect(saved.vouchers).toMatchObject([{ code: 'ASSTG20', is_saved: true }])
    expect(saved.content).toContain('ASSTG20')
    const wallet = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/voucher-buyer', headers: h })
    expect(wallet.json().data.map((v: { code: string }) => v.code)).toContain('ASSTG20')
    // the same through the button's action
    const other = (await say(h, 'voucher')).vouchers.find((v) => v.code === 'ASSTSHIP')!
    const viaAction = await say(h, 'Lưu', { action: { type: 'save_voucher', voucher_id: other._id } })
    expect(viaAction.vouchers).toMatchObject([{ code: 'ASSTSHIP', is_saved: true }])
    const guest = await guestSession()
    const refused = await say(guest.headers, 'lưu mã ASSTG20')
    expect(refused.ui.cards[0]).toMatchObject({ kind: 'vouchers', login_required: true })
    expect(refused.vouchers).toEqual([])
  })

  it('answers English in English, a greeting with the four starters, and out of scope politely', async () => {
    const guest = await guestSession()
    const en = await say(guest.headers, 'red lipstick under 200k please')
    expect(en.ui.intent).toBe('search')
    expect(en.content).toMatch(/lipstick/i)
    const hi = await say(guest.headers, 'chào shop')
    expect(hi.ui.intent).toBe('greeting')
    expect(hi.ui.follow_ups.map((b) => b.kind)).toEqual(['consult', 'vouchers', 'return_guide', 'try_on'])
    const funny = await say(guest.headers, 'thời tiết hôm nay thế nào', { ab_variant: 'funny' })
    expect(funny.ui).toMatchObject({ intent: 'out_of_scope', persona: 'funny' })
  })

  it('refuses empty, whitespace-only and over-long messages and bad images with localised errors, writing nothing', async () => {
    const guest = await guestSession()
    const empty = await chat(guest.headers, { message: '   ' }, 'en')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields.message).toBeTruthy()
    expect((await chat(guest.headers, { message: 'a'.repeat(1001) })).statusCode).toBe(400)
    expect((await chat(guest.headers, { message: 'x', ab_variant: 'weird' })).statusCode).toBe(400)
    const notImage = await chat(
      guest.headers,
      { message: '**Hình ảnh**', user_image: Buffer.from('hello world, not an image').toString('base64') },
      'vi',
    )
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json().error.code).toBe('IMAGE_INVALID')
    const rows = await t.database.db.select().from(assistantMessages).where(eq(assistantMessages.userId, guest.userId))
    expect(rows).toHaveLength(0)
  })

  it('receives an image without text (spec §8 "received your image")', async () => {
    const guest = await guestSession()
    const png = (await pngBytes(32, 32)).toString('base64')
    const reply = await say(guest.headers, '**Hình ảnh**', { user_image: `data:image/png;base64,${png}` })
    expect(reply.ui.intent).toBe('image')
    expect(reply.content).toContain('nhận được ảnh')
    expect(reply.user_message.content).toBe('**Hình ảnh**')
  })

  it('rate-limits one user or session', async () => {
    const guest = await guestSession()
    const codes: number[] = []
    for (let i = 0; i < 13; i++) codes.push((await chat(guest.headers, { message: 'chào' })).statusCode)
    expect(codes.slice(0, 12).every((c) => c === 200)).toBe(true)
    expect(codes[12]).toBe(429)
  })
})

describe('history and other users’ data', () => {
  it('keeps a guest’s history across reloads and joins it to the account at login', async () => {
    const guest = await guestSession()
    await say(guest.headers, 'tìm váy đi biển')
    const before = await historyOf(guest.headers)
    expect(before).toMatchObject({ total: 2, page: 1, page_size: 20, user_id: guest.userId })
    expect(before.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant'])
    // sign up from the guest session: the conversation comes along
    const account = await register(t.app, {}, guest.headers)
    const after = await historyOf(authHeader(account.accessToken))
    expect(after.user_id).toBe(account.userId)
    expect(after.messages.map((m: { content: string }) => m.content)).toContain('tìm váy đi biển')
    expect((await historyOf(guest.headers)).total).toBe(0)
  })

  it('a deleted account’s conversation is deleted with it', async () => {
    const buyer = await register(t.app)
    await say(authHeader(buyer.accessToken), 'tìm son')
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/request-delete-account',
      headers: authHeader(buyer.accessToken),
      payload: { password: buyer.password },
    })
    expect(res.statusCode, res.body).toBe(200)
    const rows = await t.database.db.select().from(assistantMessages).where(eq(assistantMessages.userId, buyer.userId))
    expect(rows).toEqual([])
  })

  it('pages history newest first (page_size 20), oldest first within a page', async () => {
    const buyer = await register(t.app)
    const h = authHeader(buyer.accessToken)
    const base = Date.now() - 100_000
    await t.database.db.insert(assistantMessages).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: buyer.userId,
        role: i % 2 ? 'assistant' : 'user',
        content: `m${i}`,
        abVariant: 'normal',
        createdAt: new Date(base + i * 1000),
      })),
    )
    const p1 = await historyOf(h)
    expect(p1).toMatchObject({ total: 25, has_more: true })
    expect(p1.messages.map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 5}`))
    const p2 = await historyOf(h, '?page=2&page_size=20')
    expect(p2.messages.map((m: { content: string }) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4'])
    expect((await t.app.inject({ method: 'GET', url: `${ASSISTANT_PATHS.history}?page_size=500`, headers: h })).statusCode).toBe(400)
  })

  it('never reveals another buyer’s orders or history, whatever user_id says', async () => {
    const a = await register(t.app, { userName: 'Người mua A' })
    const b = await register(t.app, { userName: 'Người mua B' })
    const variant = await firstVariant(t, ids.tee!)
    const order = await insertOrder(t, {
      buyerId: a.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: variant.id, quantity: 1 }],
      status: 'shipping',
    })
    const mine = await say(authHeader(a.accessToken), 'đơn của tôi đâu rồi?')
    expect(mine.ui.intent).toBe('order_status')
    const card = mine.ui.cards.find((c) => c.kind === 'orders')
    expect(card?.kind === 'orders' && card.orders.map((o) => o.code)).toEqual([order.code])
    expect(card?.kind === 'orders' && card.orders[0]).toMatchObject({ status: 'shipping', url: `/trang-ca-nhan/don-hang/${order.id}` })

    const theirs = await say(authHeader(b.accessToken), 'đơn của tôi đâu rồi?', { user_id: a.userId, userContext: { userId: a.userId } })
    const bCard = theirs.ui.cards.find((c) => c.kind === 'orders')
    expect(bCard).toMatchObject({ kind: 'orders', orders: [], login_required: false })
    expect(JSON.stringify(theirs)).not.toContain(order.code)
    const bHistory = await historyOf(authHeader(b.accessToken), `?user_id=${a.userId}`)
    expect(bHistory.user_id).toBe(b.userId)
    expect(JSON.stringify(bHistory)).not.toContain(order.code)
  })

  it('the return guide links the orders page (order=1) and the policy, with the buyer’s returnable orders', async () => {
    const a = await register(t.app)
    const variant = await firstVariant(t, ids.dress!)
    const order = await insertOrder(t, {
      buyerId: a.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: variant.id, quantity: 1 }],
      status: 'delivered',
      deliveredAt: new Date(),
    })
    const reply = await say(authHeader(a.accessToken), 'mình muốn trả hàng')
    expect(reply.ui.intent).toBe('return_help')
    const guide = reply.ui.cards.find((c) => c.kind === 'return_guide')
    expect(guide).toMatchObject({ orders_url: '/tuong?order=1', policy_url: '/huong-dan/mua-hang/hoan-tien' })
    expect(guide?.kind === 'return_guide' && guide.returnable_orders.map((o) => o._id)).toEqual([order.id])
  })
})

describe('try-on steps', () => {
  it('guests are asked to log in; a buyer without measurements gets the update prompt, then the upload prompt, then product choice', async () => {
    const guest = await guestSession()
    const g = await say(guest.headers, 'cho mình thử đồ ảo')
    expect(g.ui.cards[0]).toMatchObject({ kind: 'try_on', login_required: true })

    const buyer = await register(t.app)
    const h = authHeader(buyer.accessToken)
    await say(h, 'tìm váy')
    const first = await say(h, '', { action: { type: 'try_on' } })
    expect(first.ui.cards[0]).toMatchObject({ kind: 'try_on', stage: 'update_measurements', login_required: false })
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/body-measurements/update',
      headers: h,
      payload: { height: 160, weight: 50, bustSize: 84, waistSize: 64, hipSize: 90, gender: 2 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const upload = await say(h, 'thử đồ ảo')
    expect(upload.ui.cards[0]).toMatchObject({
      kind: 'try_on',
      stage: 'upload',
      measurements: { height: 160, weight: 50, bust: 84, waist: 64, hip: 90, gender: 2 },
    })
    const png = (await pngBytes(64, 64)).toString('base64')
    const chosen = await say(h, '**Hình ảnh**', { user_image: png })
    expect(chosen.ui.cards[0]).toMatchObject({ kind: 'try_on', stage: 'choose_product' })
    expect(chosen.products.length).toBeGreaterThan(0)
    const link = await say(h, '', { action: { type: 'try_on', product_url: `https://xinh.vn/san-pham/${ids.dress}` } })
    expect(link.ui.cards[0]).toMatchObject({ kind: 'try_on', stage: 'result', product: { id: ids.dress } })
  })
})

describe('analytics events and the remote config', () => {
  it('records the six §7 events and refuses unknown ones', async () => {
    const guest = await guestSession()
    for (const event of [
      'chatbot_open',
      'chatbot_ab_variant',
      'chatbot_message_sent',
      'chatbot_product_click',
      'chatbot_voucher_save',
      'chatbot_close',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: ASSISTANT_PATHS.events,
        headers: guest.headers,
        payload: {
          event,
          ab_variant: 'funny',
          session_id: 'sess-1234567890',
          ...(event === 'chatbot_close' ? { duration_ms: 42_000, message_count: 3 } : {}),
          ...(event === 'chatbot_product_click' ? { product_id: ids.dress } : {}),
        },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const rows = await t.database.db.select().from(assistantEvents).where(eq(assistantEvents.userId, guest.userId))
    expect(rows.map((r) => r.event).sort()).toEqual(
      [
        'chatbot_ab_variant',
        'chatbot_close',
        'chatbot_message_sent',
        'chatbot_open',
        'chatbot_product_click',
        'chatbot_voucher_save',
      ].sort(),
    )
    expect(rows.find((r) => r.event === 'chatbot_close')).toMatchObject({ durationMs: 42_000, messageCount: 3, abVariant: 'funny' })
    const bad = await t.app.inject({
      method: 'POST',
      url: ASSISTANT_PATHS.events,
      payload: { event: 'chatbot_hack', ab_variant: 'normal' },
    })
    expect(bad.statusCode).toBe(400)
    // anonymous visitors may report too
    expect(
      (await t.app.inject({ method: 'POST', url: ASSISTANT_PATHS.events, payload: { event: 'chatbot_open', ab_variant: 'normal' } }))
        .statusCode,
    ).toBe(200)
  })

  it('serves the config to everyone; only an admin edits it, audited', async () => {
    const pub = await t.app.inject({ method: 'GET', url: ASSISTANT_PATHS.config })
    expect(pub.statusCode).toBe(200)
    expect(pub.json().data).toMatchObject({ ab_split: 50, min_fetch_minutes: 60, fetch_timeout_seconds: 60, updated_at: null })
    expect(pub.json().data.texts.vi.title).toBe('Trợ lý mua sắm Xinh')
    const { admin, refused } = await adminActors(t)
    const texts = pub.json().data.texts
    const body = { ab_split: 30, texts: { ...texts, vi: { ...texts.vi, title: 'Trợ lý Xinh 24/7' } } }
    for (const who of refused)
      expect(
        (await t.app.inject({ method: 'PUT', url: ASSISTANT_PATHS.adminConfig, headers: who.headers, payload: body })).statusCode,
      ).toBe(who.status)
    const bad = await t.app.inject({
      method: 'PUT',
      url: ASSISTANT_PATHS.adminConfig,
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { ...body, ab_split: 101 },
    })
    expect(bad.statusCode).toBe(400)
    const saved = await t.app.inject({ method: 'PUT', url: ASSISTANT_PATHS.adminConfig, headers: admin.headers, payload: body })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({ ab_split: 30, texts: { vi: { title: 'Trợ lý Xinh 24/7' } } })
    expect((await t.app.inject({ method: 'GET', url: ASSISTANT_PATHS.config })).json().data.ab_split).toBe(30)
    expect((await auditOf(t, 'texts'))[0]).toMatchObject({ action: 'assistant.config.update' })
    expect((await auditOf(t, 'remote_config'))[0]).toMatchObject({ action: 'settings.remote_config.update' })
  })
})

// ----- the LLM brain, with a fake OpenAI-compatible server at the HTTP boundary ---------------

type FakeReply = (body: { messages: Array<{ role: string; content?: string | null }> }) => {
  status: number
  json?: unknown
  delayMs?: number
}

async function fakeLlm(handler: { reply: FakeReply }) {
  const requests: Array<{
    url: string
    auth?: string
    body: { model: string; tools: unknown[]; messages: Array<{ role: string; content?: string | null }> }
  }> = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw)
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body })
      const out = handler.reply(body)
      setTimeout(() => {
        res.writeHead(out.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(out.json ?? {}))
      }, out.delayMs ?? 0)
    })
  })
  // the ports this helper may use (4450–4459)
  for (let port = 4450; port <= 4459; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (ok) break
  }
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise<void>((r) => server.close(() => r())) }
}

const toolCall = (name: string, args: object) => ({
  status: 200,
  json: {
    choices: [
      {
        message: {
          content: null,
          tool_calls: [{ id: `call_${name}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
        },
      },
    ],
  },
})
const text = (content: string) => ({ status: 200, json: { choices: [{ message: { content } }] } })

describe('the LLM brain (ASSISTANT_LLM_URL)', () => {
  let llm: Awaited<ReturnType<typeof fakeLlm>>
  let app: TestApp
  const handler: { reply: FakeReply } = { reply: () => text('') }
  beforeAll(async () => {
    llm = await fakeLlm(handler)
    app = await createTestApp({
      ASSISTANT_LLM_URL: llm.url,
      ASSISTANT_LLM_MODEL: 'qwen2.5-7b',
      ASSISTANT_LLM_KEY: 'sk-test',
      ASSISTANT_LLM_TIMEOUT_MS: '1500',
    })
  })
  afterAll(async () => {
    await app.close()
    await llm.close()
  })

  it('calls the tools with validated arguments, shows their cards and words the reply', async () => {
    handler.reply = (body) =>
      body.messages.some((m) => m.role === 'tool')
        ? text('Đây là mấy thỏi son đỏ dưới 200k cho bạn nè!')
        : toolCall('search_products', { keyword: 'son', category: 'lipstick', price_max: 200_000, colors: ['do'] })
    const guest = await guestSession(app.app)
    const reply = await say(guest.headers, 'kiếm giùm son đỏ rẻ rẻ', {}, app.app)
    expect(reply).toMatchObject({ brain: 'llm', content: 'Đây là mấy thỏi son đỏ dưới 200k cho bạn nè!' })
    expect(reply.ui.intent).toBe('search')
    expect(reply.products.length).toBeGreaterThan(0)
    for (const p of reply.products) expect(p.raw_data.sale_price).toBeLessThanOrEqual(200_000)
    const first = llm.requests.at(-2)!
    expect(first.url).toBe('/v1/chat/completions')
    expect(first.auth).toBe('Bearer sk-test')
    expect(first.body.model).toBe('qwen2.5-7b')
    expect(first.body.tools.length).toBe(7)
  })

  it('my_orders is the caller’s own, whatever the model asks', async () => {
    const a = await register(app.app)
    const variant = await firstVariant(app, ids.tee!)
    const order = await insertOrder(app, { buyerId: a.userId, shopId: seller.shop.id, lines: [{ variantId: variant.id, quantity: 1 }] })
    const b = await register(app.app)
    handler.reply = (body) =>
      body.messages.some((m) => m.role === 'tool') ? text('Đơn của bạn đây.') : toolCall('my_orders', { user_id: a.userId })
    const reply = await say(authHeader(b.accessToken), 'where is my order?', {}, app.app)
    expect(reply.brain).toBe('llm')
    expect(JSON.stringify(reply)).not.toContain(order.code)
    expect(JSON.stringify(llm.requests.at(-1)!.body.messages)).not.toContain(order.code)
  })

  it('falls back to the built-in brain on an error status, a timeout, an invented tool or bad arguments', async () => {
    const guest = await guestSession(app.app)
    const cases: FakeReply[] = [
      () => ({ status: 500, json: { error: 'boom' } }),
      () => ({ ...text('late'), delayMs: 2500 }),
      () => toolCall('drop_tables', {}),
      () => toolCall('search_products', { keyword: '', price_max: 'cheap' }),
      () => ({ status: 200, json: { nonsense: true } }),
    ]
    for (const c of cases) {
      handler.reply = c
      const reply = await say(guest.headers, 'son đỏ dưới 200k', {}, app.app)
      expect(reply.brain).toBe('builtin')
      expect(reply.ui.intent).toBe('search')
    }
  })
})
