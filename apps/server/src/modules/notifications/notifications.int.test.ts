import { NOTIFICATION_TYPES } from '@xinh/contracts'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, register, type Registered, type TestApp } from '../../../test/helpers.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { chatNotificationEvents, enqueueBroadcast, enqueueNotification, type NotificationInput } from './index.ts'

let t: TestApp
let alice: Registered
let bob: Registered

beforeAll(async () => {
  t = await createTestApp()
  alice = await register(t.app)
  bob = await register(t.app)
})

const sockets: Socket[] = []
afterAll(() => {
  for (const s of sockets) s.close()
})

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) })
const put = (url: string, token: string, payload?: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: authHeader(token), ...(payload === undefined ? {} : { payload: payload as object }) })

let seq = 0
function input(userId: string, overrides: Partial<NotificationInput> = {}): NotificationInput {
  seq += 1
  return {
    userId,
    audience: 'BUYER',
    event: 'order.shipped',
    params: { code: `XN${1000 + seq}`, shop: 'Shop Hoa' },
    target: { order_id: `0190b5d2-3c4e-7000-8000-00000000000${seq % 10}` },
    dedupeKey: `test:${seq}`,
    ...overrides,
  }
}

async function notify(app: TestApp, i: NotificationInput) {
  const enqueued = await app.database.db.transaction((tx) => enqueueNotification(tx, i))
  await app.outbox.drain()
  return enqueued
}

async function countRows(table: string, where = 'true') {
  const rows = rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`)))
  return rows[0]!.n
}

describe('notifications: stored per recipient, read only by them', () => {
  it('lists, counts and marks only the caller’s own notifications', async () => {
    await notify(t, input(alice.userId))
    await notify(t, input(alice.userId, { event: 'order.new', audience: 'SELLER', params: { code: 'XN9', amount: 250000 } }))
    await notify(t, input(bob.userId))

    const list = await get('/api/v2/mobile/notifications', alice.accessToken)
    expect(list.statusCode, list.body).toBe(200)
    const body = list.json()
    // the v2 list is the buyer's by default
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({
      type: 'orders',
      event: 'order.shipped',
      audience: 'BUYER',
      user_id: alice.userId,
      targetType: 'order',
      is_read: false,
      title: 'Đơn hàng đang được giao',
    })
    expect(body.data[0].link).toMatch(/^\/trang-ca-nhan\/don-hang\//)
    expect(body.meta).toMatchObject({ total: 1, unread: { buyer: 1, seller: 1 } })

    const all = (await get('/community/v1/notification/get-all', alice.accessToken)).json()
    expect(all.data.map((n: { audience: string }) => n.audience).sort()).toEqual(['BUYER', 'SELLER'])
    const seller = (await get('/community/v1/notification/get-all?audience=SELLER', alice.accessToken)).json()
    expect(seller.data[0]).toMatchObject({ event: 'order.new', link: expect.stringMatching(/^\/ban-hang\/quan-ly-don-hang\//) })
    expect(seller.data[0].body).toContain('250.000')

    const count = (await get('/api/v1/mobile/notification-buyer/unread-count', alice.accessToken)).json()
    expect(count.data).toEqual({ data: 1, buyer: 1, seller: 1 })

    // bob cannot read or mark alice's notification
    const aliceId = body.data[0]._id
    const bobMarks = await put('/community/v1/notification/mask-read', bob.accessToken, { id: aliceId })
    expect(bobMarks.statusCode).toBe(200)
    expect(bobMarks.json().data.updated).toBe(0)
    expect(
      (await get('/api/v2/mobile/notifications', bob.accessToken)).json().data.every((n: { user_id: string }) => n.user_id === bob.userId),
    ).toBe(true)
    expect((await get('/api/v2/mobile/notifications', alice.accessToken)).json().data[0].is_read).toBe(false)

    const marked = await put('/api/v1/mobile/notification-buyer/mask-read', alice.accessToken, { ids: [aliceId] })
    expect(marked.json().data).toEqual({ updated: 1, unread: { buyer: 0, seller: 1 } })
    // the buyer variant never touches the seller side
    const buyerAll = await put('/api/v1/mobile/notification-buyer/mask-read-all', alice.accessToken)
    expect(buyerAll.json().data).toEqual({ updated: 0, unread: { buyer: 0, seller: 1 } })
    const readAll = await put('/community/v1/notification/read-all', alice.accessToken, {})
    expect(readAll.json().data).toEqual({ updated: 1, unread: { buyer: 0, seller: 0 } })
    // bob's stays unread
    expect((await get('/api/v1/mobile/notification-buyer/unread-count', bob.accessToken)).json().data.data).toBe(1)
  })

  it('filters by type and read state, pages newest first', async () => {
    const carol = await register(t.app)
    for (let i = 0; i < 3; i++) await notify(t, input(carol.userId))
    await notify(t, input(carol.userId, { event: 'voucher.expiring', params: { voucher: 'XINH50', until: '2026-12-01T10:00:00Z' } }))
    const promos = (await get('/api/v2/mobile/notifications?type=promotions', carol.accessToken)).json()
    expect(promos.data.map((n: { event: string }) => n.event)).toEqual(['voucher.expiring'])
    const page = (await get('/api/v2/mobile/notifications?limit=2&page=2', carol.accessToken)).json()
    expect(page.meta).toMatchObject({ page: 2, limit: 2, total: 4 })
    expect(page.data).toHaveLength(2)
    const first = (await get('/api/v2/mobile/notifications?limit=1', carol.accessToken)).json().data[0]
    expect(first.event).toBe('voucher.expiring')
    await put('/community/v1/notification/mask-read', carol.accessToken, { id: first._id })
    expect((await get('/api/v2/mobile/notifications?is_read=true', carol.accessToken)).json().meta.total).toBe(1)
    expect((await get('/api/v2/mobile/notifications?is_read=false', carol.accessToken)).json().meta.total).toBe(3)
  })

  it('refuses anonymous callers and bad input with a localised 4xx, writing nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/mobile/notifications' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/community/v1/notification/get-all' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'PUT', url: '/community/v1/notification/read-all', payload: {} })).statusCode).toBe(401)
    const bad = await put('/community/v1/notification/mask-read', alice.accessToken, { ids: ['not-a-uuid'] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_FAILED')
    expect((await put('/community/v1/notification/mask-read', alice.accessToken, {})).statusCode).toBe(400)
    expect((await get('/api/v2/mobile/notifications?type=nope', alice.accessToken)).statusCode).toBe(400)
    // the same type twice in one preferences request is ambiguous (a fuzz finding: it was a 500)
    const twice = await put('/community/v1/notification/preferences', alice.accessToken, {
      preferences: [
        { type: 'chat', push: false },
        { type: 'chat', push: true },
      ],
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().error.fields.preferences).toBeTruthy()
    const lang = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/notification/language',
      headers: { ...authHeader(alice.accessToken), 'accept-language': 'en' },
      payload: { language: 'fr' },
    })
    expect(lang.statusCode).toBe(400)
    expect(lang.json().error.message).toBe('Invalid data')
  })
})

describe('the outbox: nothing lost, nothing twice', () => {
  it('suppresses a duplicate event (same dedupe key) and writes nothing when the business transaction rolls back', async () => {
    const dave = await register(t.app)
    const i = input(dave.userId, { dedupeKey: 'order:x:shipped' })
    expect(await notify(t, i)).toBe(true)
    expect(await notify(t, { ...i, params: { code: 'OTHER' } })).toBe(false)
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueNotification(tx, input(dave.userId, { dedupeKey: 'rolled-back' }))
        throw new Error('the business step failed')
      }),
    ).rejects.toThrow('the business step failed')
    await t.outbox.drain()
    expect(await countRows('notifications', `user_id = '${dave.userId}'`)).toBe(1)
    expect(await countRows('outbox_messages', `dedupe_key LIKE 'n:${dave.userId}:%'`)).toBe(1)
  })

  it('delivers exactly once what a process left between commit and dispatch, and after a crash mid-dispatch', async () => {
    // no other dispatcher on this database for this test
    await t.outbox.stop()
    // process A commits the business change and dies before dispatching (its dispatcher is off)
    const a = await createTestApp({ OUTBOX_DISPATCH: 'false' })
    const erin = await register(a.app)
    await a.database.db.transaction((tx) => enqueueNotification(tx, input(erin.userId, { dedupeKey: 'crash-1' })))
    await a.close()
    expect(await countRows('notifications', `user_id = '${erin.userId}'`)).toBe(0)

    // process B's sweeper finds it: delivered once, however often it runs
    const b = await createTestApp()
    await b.outbox.drain()
    await b.outbox.drain()
    expect(await countRows('notifications', `user_id = '${erin.userId}'`)).toBe(1)
    expect(
      await countRows('outbox_deliveries d JOIN outbox_messages m ON m.id = d.message_id', `m.dedupe_key = 'n:${erin.userId}:crash-1'`),
    ).toBeGreaterThanOrEqual(2)

    // a dispatcher that stored the notification and died before marking the message done:
    // its claim expires, the message is dispatched again, the notification is not stored twice
    await t.database.db.execute(
      sql.raw(
        `UPDATE outbox_messages SET dispatched_at = NULL, locked_until = now() - interval '1 second' WHERE dedupe_key = 'n:${erin.userId}:crash-1'`,
      ),
    )
    expect(await b.outbox.drain()).toBe(1)
    expect(await countRows('notifications', `user_id = '${erin.userId}'`)).toBe(1)
    expect(await countRows('outbox_messages', `dedupe_key = 'n:${erin.userId}:crash-1' AND dispatched_at IS NOT NULL`)).toBe(1)
    // the unread count did not double either
    const count = await b.app.inject({
      method: 'GET',
      url: '/api/v1/mobile/notification-buyer/unread-count',
      headers: authHeader(erin.accessToken),
    })
    expect(count.json().data.data).toBe(1)
    await b.close()
    await t.outbox.start()
  })
})

describe('preferences and language', () => {
  it('stores nothing in-app for a type the user turned off; other types still arrive', async () => {
    const fay = await register(t.app)
    const prefs = await put('/community/v1/notification/preferences', fay.accessToken, {
      preferences: [{ type: 'promotions', in_app: false }],
    })
    expect(prefs.statusCode, prefs.body).toBe(200)
    const promotions = prefs.json().data.preferences.find((p: { type: string }) => p.type === 'promotions')
    expect(promotions).toEqual({ type: 'promotions', in_app: false, push: true, email: true })
    expect(prefs.json().data.preferences).toHaveLength(NOTIFICATION_TYPES.length)
    await notify(t, input(fay.userId, { event: 'voucher.expiring', params: { voucher: 'A', until: '2026-12-01T10:00:00Z' } }))
    await notify(t, input(fay.userId))
    const list = (await get('/api/v2/mobile/notifications', fay.accessToken)).json()
    expect(list.data.map((n: { type: string }) => n.type)).toEqual(['orders'])
    // and back on
    await put('/community/v1/notification/preferences', fay.accessToken, { preferences: [{ type: 'promotions', in_app: true }] })
    expect(
      (await get('/community/v1/notification/preferences', fay.accessToken))
        .json()
        .data.preferences.every((p: { in_app: boolean }) => p.in_app),
    ).toBe(true)
  })

  it('writes the notification in the language the user chose', async () => {
    const gia = await register(t.app)
    const res = await put('/community/v1/notification/language', gia.accessToken, { language: 'ko' })
    expect(res.json().data).toEqual({ language: 'ko' })
    await notify(t, input(gia.userId, { params: { code: 'XN77' } }))
    await put('/community/v1/notification/language', gia.accessToken, { language: 'en' })
    await notify(t, input(gia.userId, { event: 'order.delivered', params: { code: 'XN77' } }))
    const titles = (await get('/api/v2/mobile/notifications', gia.accessToken)).json().data.map((n: { title: string }) => n.title)
    expect(titles).toEqual(['Order delivered', '배송 중'])
  })
})

describe('realtime', () => {
  it('emits notification:new with the unread counts to the recipient only, and notification:unread after marking read', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const hana = await register(t.app)
    const ivan = await register(t.app)
    const open = (token: string) => {
      const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false })
      sockets.push(socket)
      return new Promise<Socket>((resolve, reject) => {
        socket.once('ready', () => resolve(socket))
        socket.once('connect_error', reject)
      })
    }
    const [h, i] = await Promise.all([open(hana.accessToken), open(ivan.accessToken)])
    let ivanGot = 0
    i.on('notification:new', () => ivanGot++)
    const received = new Promise<{ notification: { _id: string; user_id: string; title: string }; unread: { buyer: number } }>((resolve) =>
      h.once('notification:new', resolve),
    )
    await notify(t, input(hana.userId))
    const event = await received
    expect(event.notification.user_id).toBe(hana.userId)
    expect(event.unread).toEqual({ buyer: 1, seller: 0 })
    const unread = new Promise((resolve) => h.once('notification:unread', resolve))
    await put('/community/v1/notification/mask-read', hana.accessToken, { id: event.notification._id })
    expect(await unread).toEqual({ buyer: 0, seller: 0 })
    await new Promise((r) => setTimeout(r, 100))
    expect(ivanGot).toBe(0)
  })
})

describe('broadcast (one promotion to many users)', () => {
  it('stores one per recipient in their language, skips who turned the type off, and never twice', async () => {
    const users = await Promise.all([register(t.app), register(t.app), register(t.app), register(t.app)])
    await put('/community/v1/notification/language', users[1]!.accessToken, { language: 'en' })
    await put('/community/v1/notification/preferences', users[2]!.accessToken, { preferences: [{ type: 'promotions', in_app: false }] })
    const params = { title: 'Siêu sale 12.12', body: 'Giảm đến 50%' }
    const send = () =>
      t.database.db.transaction((tx) =>
        enqueueBroadcast(tx, {
          event: 'promotion.broadcast',
          audience: 'BUYER',
          params,
          target: { campaign_id: 'sale-1212' },
          recipients: { userIds: users.map((u) => u.userId) },
          dedupeKey: 'sale-1212',
        }),
      )
    expect(await send()).toBe(true)
    expect(await send()).toBe(false)
    await t.outbox.drain()
    const ids = users.map((u) => `'${u.userId}'`).join(',')
    expect(await countRows('notifications', `event = 'promotion.broadcast' AND user_id IN (${ids})`)).toBe(3)
    expect(await countRows('notifications', `event = 'promotion.broadcast' AND user_id = '${users[2]!.userId}'`)).toBe(0)
    const en = (await get('/api/v2/mobile/notifications', users[1]!.accessToken)).json().data[0]
    expect(en).toMatchObject({ title: 'Siêu sale 12.12', type: 'promotions', targetType: 'campaign', link: '/khuyen-mai' })
    // a dispatcher that died mid-fan-out: the message runs again, nothing is stored twice
    await t.database.db.execute(sql.raw(`UPDATE outbox_messages SET dispatched_at = NULL WHERE dedupe_key = 'b:sale-1212'`))
    await t.database.db.execute(
      sql.raw(`DELETE FROM outbox_deliveries WHERE message_id = (SELECT id FROM outbox_messages WHERE dedupe_key = 'b:sale-1212')`),
    )
    expect(await t.outbox.drain()).toBe(1)
    expect(await countRows('notifications', `event = 'promotion.broadcast' AND user_id IN (${ids})`)).toBe(3)
  })
})

describe("chat's events (the lead wires chatNotificationEvents() as chat's ChatEvents)", () => {
  it('a message while offline notifies its recipient once, linking to the conversation', async () => {
    const buyer = await register(t.app)
    const seller = await register(t.app)
    const events = chatNotificationEvents()
    const shopId = '0190b5d2-3c4e-7000-8000-0000000000aa'
    const roomId = '0190b5d2-3c4e-7000-8000-0000000000bb'
    const message = {
      roomId,
      shopId,
      messageId: '0190b5d2-3c4e-7000-8000-0000000000cc',
      senderName: 'Shop Hoa Mai',
      preview: 'Dạ còn size M ạ',
    }
    await t.database.db.transaction((tx) => events.offlineMessage(tx, { ...message, recipientId: buyer.userId, recipientSide: 'buyer' }))
    await t.database.db.transaction((tx) => events.offlineMessage(tx, { ...message, recipientId: buyer.userId, recipientSide: 'buyer' }))
    await t.database.db.transaction((tx) =>
      events.sellerInactive(tx, { shopId, ownerId: seller.userId, roomId, buyerId: buyer.userId, since: new Date('2026-11-01T00:00:00Z') }),
    )
    await t.outbox.drain()
    const mine = (await get('/api/v2/mobile/notifications', buyer.accessToken)).json()
    expect(mine.data).toHaveLength(1)
    expect(mine.data[0]).toMatchObject({
      type: 'chat',
      title: 'Tin nhắn mới từ Shop Hoa Mai',
      body: 'Dạ còn size M ạ',
      targetType: 'chat',
      link: `/?chat=${shopId}`,
    })
    const warn = (await get('/community/v1/notification/get-all?audience=SELLER', seller.accessToken)).json().data[0]
    expect(warn).toMatchObject({ event: 'chat.seller_inactive', link: `/ban-hang/tro-chuyen?id=${roomId}` })
  })
})
