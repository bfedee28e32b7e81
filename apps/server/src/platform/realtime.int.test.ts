import type { AddressInfo } from 'node:net'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { createSeller } from '../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, sessionCookie, type TestApp } from '../../test/helpers.ts'

const sockets: Socket[] = []
afterAll(() => {
  for (const s of sockets) s.close()
})

async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}

function open(url: string, opts: { token?: string; cookie?: string } = {}) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: opts.token ? { token: opts.token } : {},
    extraHeaders: opts.cookie ? { cookie: opts.cookie } : undefined,
    reconnection: false,
  })
  sockets.push(socket)
  const ready = new Promise<{ user_id: string | null }>((resolve, reject) => {
    socket.once('ready', resolve)
    socket.once('connect_error', reject)
  })
  return { socket, ready }
}

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve))

describe('Socket.IO on /socket.io', () => {
  it('authenticates with a bearer token and delivers events to that user only', async () => {
    const t = await createTestApp()
    const url = await listen(t)
    const alice = await register(t.app)
    const bob = await register(t.app)
    const a = open(url, { token: alice.accessToken })
    const b = open(url, { token: bob.accessToken })
    expect((await a.ready).user_id).toBe(alice.userId)
    expect((await b.ready).user_id).toBe(bob.userId)

    let bobGot = false
    b.socket.on('notification', () => {
      bobGot = true
    })
    const received = next<{ body: string }>(a.socket, 'notification')
    t.realtime.emitToUser(alice.userId, 'notification', { body: 'Đơn hàng đã được giao' })
    expect(await received).toEqual({ body: 'Đơn hàng đã được giao' })
    await new Promise((r) => setTimeout(r, 100))
    expect(bobGot).toBe(false)
  })

  it('authenticates the web session cookie; no or bad credentials connect as anonymous', async () => {
    const t = await createTestApp()
    const url = await listen(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v2/auth/register',
      payload: { userName: 'Lê Thị Hoa', email: `rt${Date.now()}@example.vn`, password: 'Matkhau@123', confirmPassword: 'Matkhau@123' },
    })
    const cookie = sessionCookie(res)
    expect(cookie).toBeTruthy()
    const withCookie = open(url, { cookie: `xinh_session=${cookie}` })
    expect((await withCookie.ready).user_id).toBe(res.json().data.user._id)
    expect((await open(url).ready).user_id).toBeNull()
    expect((await open(url, { token: 'not-a-token' }).ready).user_id).toBeNull()
  })

  it('reaches a user connected to another process on the same PostgreSQL', async (ctx) => {
    const first = await createTestApp()
    if (first.database.engine !== 'postgres') ctx.skip()
    const second = await createTestApp()
    const [urlA] = await Promise.all([listen(first), listen(second)])
    const user = await register(first.app)
    const conn = open(urlA, { token: user.accessToken })
    await conn.ready
    const received = next<{ n: number }>(conn.socket, 'ping-from-b')
    // emitted by the other app instance: only the postgres adapter can carry it across
    second.realtime.emitToUser(user.userId, 'ping-from-b', { n: 1 })
    expect(await received).toEqual({ n: 1 })
  })

  it('carries chat across processes: sent on A, delivered to the seller on B, presence too (issue 15)', async (ctx) => {
    const first = await createTestApp()
    if (first.database.engine !== 'postgres') ctx.skip()
    const second = await createTestApp()
    const [urlA, urlB] = await Promise.all([listen(first), listen(second)])
    const seller = await createSeller(first)
    const buyer = await register(first.app)
    const opened = await first.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/chat',
      headers: authHeader(buyer.accessToken),
      payload: { shop_id: seller.shop.id },
    })
    const roomId = opened.json().data.room._id as string
    const onB = open(urlB, { token: seller.token })
    await onB.ready
    // the seller (on B) watches the buyer's presence; the buyer connects to A
    await onB.socket.timeout(5000).emitWithAck('chat:watch-presence', { user_ids: [buyer.userId] })
    const online = next<{ user_id: string; online: boolean }>(onB.socket, 'chat:presence')
    const onA = open(urlA, { token: buyer.accessToken })
    await onA.ready
    expect(await online).toEqual({ user_id: buyer.userId, online: true })
    const delivered = next<{ message: { content: string; seq: number }; side: string }>(onB.socket, 'chat:message')
    const answer = await onA.socket
      .timeout(5000)
      .emitWithAck('chat:send', { room_id: roomId, content: 'Gửi từ tiến trình A', type: 'text', client_id: 'xproc-1' })
    expect(answer.ok).toBe(true)
    expect(await delivered).toMatchObject({ message: { content: 'Gửi từ tiến trình A', seq: 1 }, side: 'shop' })
  })
})
