import { createECDH, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import ece from 'http_ece'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, login, register, type TestApp } from '../../../test/helpers.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { enqueueNotification } from './index.ts'

/**
 * Web Push against a local HTTP server standing in for the push service (the network boundary):
 * it checks the VAPID header, decrypts the aes128gcm payload with the subscription's private
 * key and auth secret like a browser would, and answers what a test asks (201, 410, 500…).
 */
type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer }

let pushService: http.Server
let base: string
const received: Received[] = []
const answers = new Map<string, number>()

beforeAll(async () => {
  pushService = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? ''
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      res.statusCode = answers.get(path) ?? 201
      res.end()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve))
})

/** A browser's subscription: its own P-256 key pair and auth secret. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  const subscription = {
    endpoint: `${base}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  }
  const decrypt = (body: Buffer) =>
    JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8'))
  return { subscription, decrypt }
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PUSH_ENDPOINTS: 'http://127.0.0.1' })
})

const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: authHeader(token), payload })
let seq = 0
async function notify(userId: string) {
  seq += 1
  await t.database.db.transaction((tx) =>
    enqueueNotification(tx, {
      userId,
      audience: 'BUYER',
      event: 'order.shipped',
      params: { code: `XN${seq}` },
      target: { order_id: '0190b5d2-3c4e-7000-8000-000000000001' },
      dedupeKey: `push-test:${seq}`,
    }),
  )
  await t.outbox.drain()
}
const tokensOf = async (userId: string) =>
  rowsOf<{ device_id: string }>(
    await t.database.db.execute(sql`SELECT device_id FROM push_tokens WHERE user_id = ${userId} ORDER BY device_id`),
  ).map((r) => r.device_id)

describe('Web Push', () => {
  it('serves a stable VAPID public key and encrypts each push for the subscription', async () => {
    const key = (await t.app.inject({ method: 'GET', url: '/community/v1/notification/vapid-public-key' })).json().data.publicKey
    expect(Buffer.from(key, 'base64url')).toHaveLength(65)
    // a second process on the same database signs with the same key
    const other = await createTestApp({ PUSH_ENDPOINTS: 'http://127.0.0.1' })
    expect((await other.app.inject({ method: 'GET', url: '/community/v1/notification/vapid-public-key' })).json().data.publicKey).toBe(key)
    await other.close()

    const user = await register(t.app)
    await t.app.inject({
      method: 'PUT',
      url: '/community/v1/notification/language',
      headers: authHeader(user.accessToken),
      payload: { language: 'en' },
    })
    const browser = browserSubscription('/push/a1')
    const saved = await post('/community/v1/notification/create-push-token', user.accessToken, {
      token: JSON.stringify(browser.subscription),
      deviceId: 'web-a1',
      os: 'web',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toEqual({ deviceId: 'web-a1', os: 'web', is_push_enabled: true })

    await notify(user.userId)
    const push = received.filter((r) => r.path === '/push/a1')
    expect(push).toHaveLength(1)
    expect(push[0]!.headers['content-encoding']).toBe('aes128gcm')
    expect(push[0]!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`))
    expect(push[0]!.headers.ttl).toBe('86400')
    const payload = browser.decrypt(push[0]!.body)
    expect(payload).toMatchObject({
      type: 'orders',
      event: 'order.shipped',
      title: 'Order on its way',
      link: '/trang-ca-nhan/don-hang/0190b5d2-3c4e-7000-8000-000000000001',
    })
    // the in-app notification and the push are the same item
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/v2/mobile/notifications', headers: authHeader(user.accessToken) })
    ).json().data[0]
    expect(payload._id).toBe(listed._id)
  })

  it('removes a token the push service says is gone (410, 404) and keeps the others', async () => {
    const user = await register(t.app)
    const gone = browserSubscription('/push/gone')
    const missing = browserSubscription('/push/missing')
    const alive = browserSubscription('/push/alive')
    answers.set('/push/gone', 410)
    answers.set('/push/missing', 404)
    for (const [deviceId, b] of [
      ['web-gone', gone],
      ['web-missing', missing],
      ['web-alive', alive],
    ] as const)
      await post('/community/v1/notification/create-push-token', user.accessToken, {
        token: JSON.stringify(b.subscription),
        deviceId,
        os: 'web',
      })
    await notify(user.userId)
    expect(await tokensOf(user.userId)).toEqual(['web-alive'])
    const before = received.filter((r) => r.path === '/push/alive').length
    await notify(user.userId)
    expect(received.filter((r) => r.path === '/push/alive').length).toBe(before + 1)
    expect(received.filter((r) => r.path === '/push/gone')).toHaveLength(1)
  })

  it('retries a push the service failed (5xx) without pushing twice to the tokens already served', async () => {
    const user = await register(t.app)
    const flaky = browserSubscription('/push/flaky')
    const ok = browserSubscription('/push/ok')
    answers.set('/push/flaky', 503)
    await post('/community/v1/notification/create-push-token', user.accessToken, {
      token: JSON.stringify(flaky.subscription),
      deviceId: 'web-f',
      os: 'web',
    })
    await post('/community/v1/notification/create-push-token', user.accessToken, {
      token: JSON.stringify(ok.subscription),
      deviceId: 'web-o',
      os: 'web',
    })
    await notify(user.userId)
    expect(received.filter((r) => r.path === '/push/ok')).toHaveLength(1)
    expect(received.filter((r) => r.path === '/push/flaky')).toHaveLength(1)
    // the push service recovers; the message's backoff is over
    answers.delete('/push/flaky')
    await t.database.db.execute(sql`UPDATE outbox_messages SET available_at = now() WHERE dispatched_at IS NULL`)
    await t.outbox.drain()
    expect(received.filter((r) => r.path === '/push/flaky')).toHaveLength(2)
    expect(received.filter((r) => r.path === '/push/ok')).toHaveLength(1)
    expect(flaky.decrypt(received.filter((r) => r.path === '/push/flaky')[1]!.body).event).toBe('order.shipped')
  })

  it('sends no push for a type whose push preference is off', async () => {
    const user = await register(t.app)
    const b = browserSubscription('/push/quiet')
    await post('/community/v1/notification/create-push-token', user.accessToken, {
      token: JSON.stringify(b.subscription),
      deviceId: 'web-q',
      os: 'web',
    })
    await t.app.inject({
      method: 'PUT',
      url: '/community/v1/notification/preferences',
      headers: authHeader(user.accessToken),
      payload: { preferences: [{ type: 'orders', push: false }] },
    })
    await notify(user.userId)
    expect(received.filter((r) => r.path === '/push/quiet')).toHaveLength(0)
    // in-app still arrives
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/mobile/notifications', headers: authHeader(user.accessToken) })).json().meta.total,
    ).toBe(1)
  })

  it('removes the token on remove-device-push-token and on logout of that session only', async () => {
    const user = await register(t.app)
    const phone = await login(t.app, user.email)
    const a = browserSubscription('/push/la')
    const b = browserSubscription('/push/lb')
    await post('/community/v1/notification/create-push-token', user.accessToken, {
      token: JSON.stringify(a.subscription),
      deviceId: 'web-la',
      os: 'web',
    })
    await post('/community/v1/notification/create-push-token', phone.accessToken, {
      token: JSON.stringify(b.subscription),
      deviceId: 'web-lb',
      os: 'web',
    })
    await post('/community/v1/notification/create-push-token', phone.accessToken, {
      token: 'fcm-token-123',
      deviceId: 'android-1',
      os: 'android',
    })
    expect(await tokensOf(user.userId)).toEqual(['android-1', 'web-la', 'web-lb'])
    // another user cannot remove it
    const intruder = await register(t.app)
    expect(
      (await post('/community/v1/notification/remove-device-push-token', intruder.accessToken, { deviceId: 'web-la' })).json().data.removed,
    ).toBe(0)
    expect(
      (await post('/community/v1/notification/remove-device-push-token', user.accessToken, { deviceId: 'web-la' })).json().data.removed,
    ).toBe(1)
    const out = await post('/community/v1/auth/logout', phone.accessToken, {})
    expect(out.statusCode).toBe(200)
    expect(await tokensOf(user.userId)).toEqual([])
  })

  it('refuses a token that is not a subscription or points at a service not allowed, writing nothing', async () => {
    const user = await register(t.app)
    const bad = await post('/community/v1/notification/create-push-token', user.accessToken, {
      token: '{"endpoint":"nope"}',
      deviceId: 'web-x',
      os: 'web',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.token).toBeTruthy()
    const internal = browserSubscription('/x').subscription
    const elsewhere = await post('/community/v1/notification/create-push-token', user.accessToken, {
      token: JSON.stringify({ ...internal, endpoint: 'http://10.0.0.1:5432/' }),
      deviceId: 'web-y',
      os: 'web',
    })
    expect(elsewhere.statusCode).toBe(400)
    expect(
      (await post('/community/v1/notification/create-push-token', user.accessToken, { token: 'x', deviceId: '', os: 'web' })).statusCode,
    ).toBe(400)
    expect(
      (await post('/community/v1/notification/create-push-token', user.accessToken, { token: 'x', deviceId: 'd', os: 'symbian' }))
        .statusCode,
    ).toBe(400)
    expect(await tokensOf(user.userId)).toEqual([])
  })
})
