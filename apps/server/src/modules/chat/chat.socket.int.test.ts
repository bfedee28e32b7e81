import type { AddressInfo } from 'node:net'
import {
  CHAT_EVENTS,
  type TChatAck,
  type TChatMessageEvent,
  type TChatPresenceState,
  type TChatReadEvent,
  type TChatTypingEvent,
} from '@xinh/contracts'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, type TestApp } from '../../../test/helpers.ts'

const sockets: Socket[] = []
let t: TestApp
let url: string

function open(token: string, lang?: string) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token, ...(lang ? { lang } : {}) },
    reconnection: false,
  })
  sockets.push(socket)
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve())
    socket.once('connect_error', reject)
  })
  return { socket, ready }
}

const next = <T>(socket: Socket, event: string, match: (p: T) => boolean = () => true) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000)
    const handler = (payload: T) => {
      if (!match(payload)) return
      clearTimeout(timer)
      socket.off(event, handler)
      resolve(payload)
    }
    socket.on(event, handler)
  })

const ack = <T = TChatAck>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<T>

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const s of sockets) s.close()
  await t.close()
})

async function pair() {
  const seller = await createSeller(t)
  const buyer = await register(t.app, { userName: 'Phan Thị Yến' })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/chat',
    headers: authHeader(buyer.accessToken),
    payload: { shop_id: seller.shop.id },
  })
  const roomId = res.json().data.room._id as string
  return { seller, buyer, roomId }
}

describe('chat over Socket.IO', () => {
  it('sends with an ack, delivers chat:message to both sides once, and is idempotent on client_id', async () => {
    const { seller, buyer, roomId } = await pair()
    const b = open(buyer.accessToken)
    const s = open(seller.token)
    await Promise.all([b.ready, s.ready])
    let sellerEvents = 0
    s.socket.on(CHAT_EVENTS.message, () => sellerEvents++)
    const atSeller = next<TChatMessageEvent>(s.socket, CHAT_EVENTS.message)
    const atBuyer = next<TChatMessageEvent>(b.socket, CHAT_EVENTS.message)
    const payload = { room_id: roomId, content: 'Shop ơi, váy này có màu đen không?', type: 'text', client_id: 'sock-1' }
    const first = await ack(b.socket, CHAT_EVENTS.send, payload)
    expect(first.ok).toBe(true)
    const message = (first as { message: { _id: string; seq: number } }).message
    const got = await atSeller
    expect(got.message._id).toBe(message._id)
    expect(got).toMatchObject({ side: 'shop', unread_count: 1, red_dot: 1 })
    expect((await atBuyer).side).toBe('buyer')
    // a retry after a lost ack: the same message, no second event
    const retry = await ack(b.socket, CHAT_EVENTS.send, payload)
    expect((retry as { message: { _id: string } }).message._id).toBe(message._id)
    await new Promise((r) => setTimeout(r, 200))
    expect(sellerEvents).toBe(1)
  })

  it('answers bad input and refusals in the ack, localised, and writes nothing', async () => {
    const { buyer, roomId } = await pair()
    const b = open(buyer.accessToken, 'en')
    await b.ready
    const empty = await ack(b.socket, CHAT_EVENTS.send, { room_id: roomId, content: '   ', type: 'text', client_id: 'x1' })
    expect(empty).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', message: 'Invalid data' } })
    const junk = await ack(b.socket, CHAT_EVENTS.send, 'not an object')
    expect(junk.ok).toBe(false)
    const stranger = await register(t.app)
    const x = open(stranger.accessToken)
    await x.ready
    const foreign = await ack(x.socket, CHAT_EVENTS.send, { room_id: roomId, content: 'Xin chào', type: 'text', client_id: 'x2' })
    expect(foreign).toMatchObject({ ok: false, error: { code: 'CHAT_ROOM_NOT_FOUND' } })
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/cms-admin/chat/${roomId}`, headers: authHeader(buyer.accessToken) })
    expect(page.json().data.messages).toEqual([])
  })

  it('relays typing to the other side, and read receipts to both', async () => {
    const { seller, buyer, roomId } = await pair()
    const b = open(buyer.accessToken)
    const s = open(seller.token)
    await Promise.all([b.ready, s.ready])
    const typing = next<TChatTypingEvent>(s.socket, CHAT_EVENTS.typing)
    await ack(b.socket, CHAT_EVENTS.typing, { room_id: roomId, typing: true })
    expect(await typing).toEqual({ room_id: roomId, user_id: buyer.userId, side: 'buyer', typing: true })
    await ack(b.socket, CHAT_EVENTS.send, { room_id: roomId, content: 'Chào shop', type: 'text', client_id: 'r1' })
    const readAtBuyer = next<TChatReadEvent>(b.socket, CHAT_EVENTS.read)
    const r = await ack(s.socket, CHAT_EVENTS.read, { room_id: roomId, seq: 1 })
    expect(r.ok).toBe(true)
    expect(await readAtBuyer).toEqual({ room_id: roomId, side: 'shop', read_seq: 1 })
  })

  it('shows presence: online while a socket is connected, offline when it closes', async () => {
    const { seller, buyer } = await pair()
    const s = open(seller.token)
    await s.ready
    // a user who never chatted with the seller is not watchable (presence is for chat partners)
    const stranger = await register(t.app)
    const before = await ack<TChatPresenceState[]>(s.socket, CHAT_EVENTS.watchPresence, { user_ids: [buyer.userId, stranger.userId] })
    expect(before).toEqual([{ user_id: buyer.userId, online: false }])
    const online = next<TChatPresenceState>(s.socket, CHAT_EVENTS.presence, (p) => p.online)
    const b = open(buyer.accessToken)
    await b.ready
    expect(await online).toEqual({ user_id: buyer.userId, online: true })
    const offline = next<TChatPresenceState>(s.socket, CHAT_EVENTS.presence, (p) => !p.online)
    b.socket.close()
    expect(await offline).toEqual({ user_id: buyer.userId, online: false })
  })
})
