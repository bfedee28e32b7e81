import type { AddressInfo } from 'node:net'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, login, PASSWORD, register, type TestApp, uniqueEmail } from '../../../../test/helpers.ts'

/**
 * A locked user's open Socket.IO connections are dropped at once (issue 14): the lock's commit
 * disconnects the room `user:<id>` on every process, and connecting again is refused with
 * ACCOUNT_LOCKED.
 */

const sockets: Socket[] = []
afterAll(() => {
  for (const s of sockets) s.close()
})

async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}

/** A connection with a bearer token (no automatic reconnection: a drop must stay visible). */
async function open(url: string, token: string) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false })
  sockets.push(socket)
  const ready = await new Promise<{ user_id: string | null }>((resolve, reject) => {
    socket.once('ready', resolve)
    socket.once('connect_error', reject)
  })
  // the reason Socket.IO gives when the server ends the connection (not the client, not the network)
  const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve))
  return { socket, ready, dropped }
}

async function makeAdmin(t: TestApp) {
  const email = uniqueEmail('admin')
  await t.services.identity.createAccount({ email, userName: 'Quản trị', password: PASSWORD, roles: ['admin'] })
  return (await login(t.app, email)).accessToken
}

const lock = (t: TestApp, token: string, userId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/lock`,
    headers: authHeader(token),
    payload: { reason: 'Gian lận đơn hàng' },
  })

/** Resolves false if the socket is still connected after `ms` (it must not be dropped). */
const stillOpenAfter = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(socket.connected), ms)
    socket.once('disconnect', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })

describe('locking a user drops their open sockets', () => {
  it('every connection of the locked user goes at once, others stay; connecting again is refused', async () => {
    const t = await createTestApp()
    const url = await listen(t)
    const admin = await makeAdmin(t)
    const user = await register(t.app)
    const other = await register(t.app)
    const [tab1, tab2, bystander] = await Promise.all([
      open(url, user.accessToken),
      open(url, user.accessToken),
      open(url, other.accessToken),
    ])
    expect(tab1.ready.user_id).toBe(user.userId)
    expect(tab2.ready.user_id).toBe(user.userId)

    const res = await lock(t, admin, user.userId)
    expect(res.statusCode).toBe(200)
    // both tabs are dropped by the server ("io server disconnect"), without waiting for a request
    expect(await Promise.all([tab1.dropped, tab2.dropped])).toEqual(['io server disconnect', 'io server disconnect'])
    expect(await stillOpenAfter(bystander.socket, 200)).toBe(true)

    // connecting again with the same token is refused, saying why
    await expect(open(url, user.accessToken)).rejects.toThrow('ACCOUNT_LOCKED')
  })

  it('reaches a connection held by another process on the same PostgreSQL', async (ctx) => {
    const first = await createTestApp()
    if (first.database.engine !== 'postgres') ctx.skip()
    const second = await createTestApp()
    const [urlA] = await Promise.all([listen(first), listen(second)])
    const admin = await makeAdmin(second)
    const user = await register(first.app)
    const conn = await open(urlA, user.accessToken)
    expect(conn.ready.user_id).toBe(user.userId)

    // the lock is taken on the other process: only the postgres adapter can carry the drop across
    expect((await lock(second, admin, user.userId)).statusCode).toBe(200)
    expect(await conn.dropped).toBe('io server disconnect')
  })
})
