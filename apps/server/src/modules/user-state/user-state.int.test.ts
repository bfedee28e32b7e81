import type { AddressInfo } from 'node:net'
import { USER_STATE_SOCKET } from '@xinh/contracts'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAccessToken } from '#server/platform/auth/crypto.ts'
import { createAdmin, createSeller } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, sessionCookie, type TestApp } from '../../../test/helpers.ts'

const URL = '/api/v1/mobile/user/update-redis'
const sockets: Socket[] = []
let a: TestApp
let b: TestApp
let urlB: string
beforeAll(async () => {
  // two processes on one database (PGlite: one instance shared; PostgreSQL: one server)
  a = await createTestApp()
  b = await createTestApp({}, { database: a.database })
  await b.app.listen({ port: 0, host: '127.0.0.1' })
  urlB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const s of sockets) s.close()
  await b.close()
  await a.close()
})

function open(url: string, token: string) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false })
  sockets.push(socket)
  return new Promise<Socket>((resolve, reject) => {
    socket.once('ready', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}
const next = <T>(socket: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms)
    socket.once(event, (v: T) => {
      clearTimeout(timer)
      resolve(v)
    })
  })
const socketActorOf = (t: TestApp, userId: string) => {
  const ids = [...(t.realtime.io.sockets.adapter.rooms.get(`user:${userId}`) ?? [])]
  return ids.map((id) => t.realtime.io.sockets.sockets.get(id)?.data.actor)
}

describe('POST api/v1/mobile/user/update-redis (issue 18)', () => {
  it('refuses anonymous callers and guests before anything else', async () => {
    expect((await a.app.inject({ method: 'POST', url: URL })).statusCode).toBe(401)
    const guest = await a.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user', payload: {} })
    expect(guest.statusCode, guest.body).toBe(200)
    const token = guest.json().data.accessToken as string
    const res = await a.app.inject({ method: 'POST', url: URL, headers: authHeader(token) })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('after a role change: fresh profile, KOL flags, unread counts and a token whose claims carry the new role', async () => {
    const user = await register(a.app)
    const before = await verifyAccessToken(a.keys, user.accessToken)
    expect(before?.claims.roles).not.toContain('kol')
    await a.services.identity.addRole(user.userId, 'kol')

    const res = await a.app.inject({ method: 'POST', url: URL, headers: authHeader(user.accessToken) })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.profile).toMatchObject({ _id: user.userId, shop: null })
    expect(data.profile.roles).toContain('kol')
    expect(data.kol).toEqual({ is_kol: true, is_affiliate_admin: false, kol_info: null })
    expect(data.unread).toEqual({ buyer: expect.any(Number), seller: expect.any(Number) })
    const fresh = await verifyAccessToken(a.keys, data.accessToken)
    expect(fresh?.claims).toMatchObject({ sub: user.userId, sid: before?.claims.sid })
    expect(fresh?.claims.roles).toContain('kol')
    // the new token works; the old one too, until it expires (same session)
    const me = await a.app.inject({ method: 'GET', url: '/community/v1/profile/me', headers: authHeader(data.accessToken) })
    expect(me.statusCode).toBe(200)
  })

  it('shows the shop of a new seller', async () => {
    const seller = await createSeller(a)
    const res = await a.app.inject({ method: 'POST', url: URL, headers: seller.headers })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.profile.shop).toMatchObject({ _id: seller.shop.id, is_approved: true })
  })

  it('the web (cookie): no token in the answer, the session cookie re-sealed with the fresh one', async () => {
    const reg = await a.app.inject({
      method: 'POST',
      url: '/community/v2/auth/register',
      payload: { userName: 'Trần Thu Hà', email: `us${Date.now()}@example.vn`, password: 'Matkhau@123', confirmPassword: 'Matkhau@123' },
    })
    const cookie = sessionCookie(reg)!
    const origin = a.config.publicUrl
    const res = await a.app.inject({ method: 'POST', url: URL, headers: { cookie: `xinh_session=${cookie}`, origin } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.accessToken).toBeUndefined()
    const renewed = sessionCookie(res)
    expect(renewed).toBeTruthy()
    expect(renewed).not.toBe(cookie)
    const me = await a.app.inject({ method: 'GET', url: '/community/v1/profile/me', headers: { cookie: `xinh_session=${renewed}` } })
    expect(me.statusCode).toBe(200)
    // a cross-site post is refused (CSRF) before any refresh
    const evil = await a.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: `xinh_session=${cookie}`, origin: 'https://evil.example' },
    })
    expect(evil.statusCode).toBe(403)
  })

  it('another process re-resolves the open connections of that user and tells them; other users hear nothing', async () => {
    const user = await register(a.app)
    const other = await register(a.app)
    const [mine, theirs] = await Promise.all([open(urlB, user.accessToken), open(urlB, other.accessToken)])
    expect(socketActorOf(b, user.userId)).toEqual([
      expect.objectContaining({ userId: user.userId, roles: expect.not.arrayContaining(['kol']) }),
    ])
    let otherHeard = false
    theirs.on(USER_STATE_SOCKET.changed, () => {
      otherHeard = true
    })
    await a.services.identity.addRole(user.userId, 'kol')
    const told = next<{ user_id: string }>(mine, USER_STATE_SOCKET.changed)
    // the refresh is asked of process A; the connection lives on process B
    expect((await a.app.inject({ method: 'POST', url: URL, headers: authHeader(user.accessToken) })).statusCode).toBe(200)
    expect(await told).toEqual({ user_id: user.userId })
    expect(socketActorOf(b, user.userId)).toEqual([expect.objectContaining({ roles: expect.arrayContaining(['kol']) })])
    await new Promise((r) => setTimeout(r, 100))
    expect(otherHeard).toBe(false)
  })

  it('drops a connection whose session has ended when the user refreshes from another session', async () => {
    const user = await register(a.app)
    const second = await a.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      payload: { email: user.email, password: 'Matkhau@123' },
    })
    expect(second.statusCode, second.body).toBe(200)
    const socket = await open(urlB, user.accessToken)
    await a.app.inject({ method: 'POST', url: '/community/v1/auth/logout', headers: authHeader(user.accessToken) })
    const gone = next<string>(socket, 'disconnect')
    const res = await a.app.inject({ method: 'POST', url: URL, headers: authHeader(second.json().data.accessToken) })
    expect(res.statusCode, res.body).toBe(200)
    expect(await gone).toBeTruthy()
  })

  it('an admin granting a role refreshes the connections of that user on every process without them asking', async () => {
    const admin = await createAdmin(a)
    const user = await register(a.app)
    const socket = await open(urlB, user.accessToken)
    const told = next<{ user_id: string }>(socket, USER_STATE_SOCKET.changed)
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.userId}/roles`,
      headers: admin.headers,
      payload: { role: 'affiliate_admin', granted: true, reason: 'Quản lý tiếp thị liên kết' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await told).toEqual({ user_id: user.userId })
    expect(socketActorOf(b, user.userId)).toEqual([expect.objectContaining({ roles: expect.arrayContaining(['affiliate_admin']) })])
  })
})
