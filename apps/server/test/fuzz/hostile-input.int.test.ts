import { ERRORS, validationMessage } from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentIpns } from '../../src/modules/payments/payments.tables.ts'
import { authHeader, createTestApp, type TestApp } from '../helpers.ts'
import { freePort } from '../payments-fixtures.ts'
import { operationsOf } from './operations.ts'
import { createWorld, type Role, type World } from './world.ts'

/**
 * Regression tests for the defects issue 12 found by fuzzing (and those the fuzz suite found
 * since): each was a 5xx, a leak of the schema before authentication, or an answer outside the
 * envelope. The fuzz suite (fuzz.int.test.ts) keeps looking for new ones.
 */

let t: TestApp
let world: World
beforeAll(async () => {
  const port = await freePort()
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, CARRIER_SIM_STEP_SECONDS: '0' })
  await t.app.listen({ port, host: '127.0.0.1' })
  world = await createWorld(t)
})
afterAll(() => t.close())

type Res = Awaited<ReturnType<TestApp['app']['inject']>>
/**
 * A 4xx in the error envelope, with a catalogued code answered with its own status. The
 * gateway and carrier simulators answer in the protocol of the service they stand in for.
 */
function expectRefusal(res: Res, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500)
  if (what.includes(' /dev-gateway/') && !String(res.headers['content-type']).includes('json')) return
  if (/ \/dev-gateway\/(ghtk|viettelpost)\//.test(what)) return
  const body = res.json()
  expect(body.success, `${what}: ${res.body.slice(0, 300)}`).toBe(false)
  expect(ERRORS[body.error?.code as keyof typeof ERRORS]?.status, `${what}: ${res.body.slice(0, 300)}`).toBe(res.statusCode)
}

/** Every registered route ("METHOD /path/:param"), read from the router's own listing. */
function registeredRoutes(): Array<{ method: string; url: string }> {
  const out: Array<{ method: string; url: string }> = []
  const stack: string[] = []
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    stack.length = depth
    stack.push(m[2]!)
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD' && x !== 'OPTIONS'))
      out.push({ method, url: stack.join('') })
  }
  return out
}

describe('every :id parameter is checked before it reaches a query', () => {
  // as anonymous, and as the role the route is for (the one whose request gets past the access check)
  const rolesFor = (url: string): Role[] =>
    url.startsWith('/api/v1/admin/')
      ? ['anonymous', 'admin']
      : url.startsWith('/api/v1/seller/')
        ? ['anonymous', 'seller']
        : ['anonymous', 'buyer']

  it('answers a 4xx envelope (never a 5xx) for ids that are not ids, on every route', async () => {
    const routes = registeredRoutes().filter((r) => r.url.includes('/:'))
    expect(routes.length).toBeGreaterThan(60)
    for (const route of routes)
      for (const bad of ['abc', '-1', '12345678901234567890', '%00'])
        for (const role of rolesFor(route.url)) {
          const url = route.url.replace(/:\w+/g, bad)
          const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: world.headers[role],
            ...(hasBody ? { payload: {} } : {}),
          })
          expectRefusal(res, `${route.method} ${url} as ${role}`)
        }
    // ≈700 requests: a few seconds, more on a busy machine
  }, 180_000)

  it('POST /api/v1/admin/orders/{id}/approve: a malformed id is 400 naming the id (it was a 500)', async () => {
    for (const bad of ['abc', '-1', '12345678901234567890', '%00']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${bad}/approve`, headers: world.headers.admin })
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { id: validationMessage('v.invalid', 'vi') } })
    }
  })
})

describe('empty and tiny values', () => {
  it('PUT update-profile with {} changes nothing and answers the profile (it was a 500 "No values to set")', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/community/v1/profile/me', headers: world.headers.buyer })
    const res = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/update-profile',
      headers: world.headers.buyer,
      payload: {},
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual(before.json().data)
  })

  it('body measurements too small for the column are "above zero" errors, not a 500', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/body-measurements/update',
      headers: world.headers.buyer,
      payload: { height: 1.04e-109, weight: 1e-323, bustSize: 86, waistSize: 64, hipSize: 90, buttSize: 7e-5 },
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['buttSize', 'height', 'weight'])
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/body-measurements/update',
      headers: world.headers.buyer,
      payload: { height: '160,55', weight: 50.04, bustSize: 86, waistSize: 64, hipSize: 90 },
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.bodyMeasurement).toMatchObject({ height: 160.6, weight: 50 })
  })

  it('product filters beyond what the columns hold are clamped, not a 500 (rating 3e-323, price 7.6e15)', async () => {
    for (const url of ['/api/v1/web/products', '/api/v1/web/products/count'])
      for (const query of ['rating_min=3e-323', 'price_max=7675190491946338', 'price_min=9007199254740991']) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${query}` })
        expect(res.statusCode, `${url}?${query}: ${res.body}`).toBe(200)
      }
  })
})

const ipnRows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentIpns))[0]!.n

describe('NUL bytes', () => {
  it('in a query value or a path segment of the gateway callbacks and simulator pages: 400 naming the field, nothing recorded', async () => {
    const before = await ipnRows()
    for (const [method, url, field] of [
      ['GET', '/api/v1/payments/vnpay/ipn?vnp_TxnRef=%00', 'vnp_TxnRef'],
      ['GET', '/api/v1/payments/vnpay/ipn?page=%00', 'page'],
      ['GET', '/api/v1/payments/vnpay/return?vnp_TxnRef=a%00b', 'vnp_TxnRef'],
      ['GET', '/api/v1/payments/momo/return?orderId=%00', 'orderId'],
      ['GET', '/dev-gateway/momo/pay/a%00b', 'orderId'],
      ['POST', '/dev-gateway/momo/pay/%00', 'orderId'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { action: 'approve' } } : {}) })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error, url).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Dữ liệu không hợp lệ',
        fields: { [field]: validationMessage('v.invalid', 'vi') },
      })
    }
    expect(await ipnRows()).toBe(before)
  })

  it('in a JSON body or a key: 400 naming the field, nothing written', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/update-profile',
      headers: world.headers.buyer,
      payload: { userName: 'Lan\u0000Anh' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ userName: validationMessage('v.invalid', 'vi') })
    const me = await t.app.inject({ method: 'GET', url: '/community/v1/profile/me', headers: world.headers.buyer })
    expect(me.json().data.userName).not.toContain('Lan')
    const before = await ipnRows()
    const momo = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/momo/ipn',
      payload: JSON.stringify({ 'order\u0000Id': 'x' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(momo.statusCode).toBe(400)
    expect(await ipnRows()).toBe(before)
  })

  it('a lone surrogate ("\\ud800" in JSON) is refused like a NUL (the MoMo IPN ledger answered 500)', async () => {
    const before = await ipnRows()
    const momo = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/momo/ipn',
      payload: '{"orderId":"\\ud800x"}',
      headers: { 'content-type': 'application/json' },
    })
    expect(momo.statusCode, momo.body).toBe(400)
    expect(momo.json().error.fields).toEqual({ orderId: validationMessage('v.invalid', 'vi') })
    expect(await ipnRows()).toBe(before)
  })

  it('in a multipart field: 400, not a database error', async () => {
    const fd = new FormData()
    fd.append('id_number', '0123\u000045678901')
    const res = await t.app.inject({ method: 'POST', url: '/community/v1/verify/identity-card', headers: world.headers.buyer, payload: fd })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error.fields).toEqual({ id_number: validationMessage('v.invalid', 'vi') })
  })
})

describe('the router’s own refusals are in the envelope', () => {
  it('an undecodable path or an over-long path parameter is 400 VALIDATION_FAILED, localised', async () => {
    for (const url of ['/api/v1/seller/products/%FF/clone', `/api/v1/seller/orders/${'x'.repeat(3000)}/cancel`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' } })
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_FAILED', message: 'Invalid data' } })
    }
  })
})

describe('social login without credentials', () => {
  it('is a 404 AUTH_PROVIDER_NOT_CONFIGURED on every route of the provider (it was a 501)', async () => {
    for (const [method, url] of [
      ['POST', '/community/v1/auth/google'],
      ['GET', '/community/v1/auth/facebook/start'],
      ['GET', '/community/v1/auth/apple/callback?code=a&state=b'],
      ['POST', '/community/v1/auth/apple/callback'],
      ['GET', '/community/v1/auth/zalo-v2/start'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { access_token: 'x'.repeat(20) } } : {}) })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().error.code).toBe('AUTH_PROVIDER_NOT_CONFIGURED')
    }
  })
})

describe('authentication and authorisation come before validation', () => {
  const malformed = [
    { payload: '{"broken":', headers: { 'content-type': 'application/json' } },
    { payload: { unexpected: ['x'], quantity: -1 } },
  ]
  const ops = () => operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0])
  const access = (op: { method: string; path: string }) =>
    (t.app.swagger() as { paths: Record<string, Record<string, { 'x-access'?: string }>> }).paths[op.path]![op.method.toLowerCase()]![
      'x-access'
    ]

  it('every operation of the OpenAPI document says who may call it', () => {
    const all = ops()
    const levels = new Set(all.map((op) => access(op) ?? `none: ${op.key}`))
    expect([...levels].sort()).toEqual(['admin', 'member', 'public', 'seller', 'user'])
  })

  it('an anonymous caller with a malformed request gets 401 on every protected operation, never the schema', async () => {
    for (const op of ops().filter((o) => access(o) !== 'public'))
      for (const m of malformed) {
        const url = op.path.replace(/\{\w+\}/g, 'not-an-id')
        const res = await t.app.inject({ method: op.method as 'POST', url: `${url}?page=-1`, ...m })
        expect(res.statusCode, `${op.key}: ${res.body}`).toBe(401)
        expect(res.json().error.code).toBe('UNAUTHENTICATED')
      }
  })

  it('a buyer gets 403 on seller and admin operations, a guest 401 on signed-in-only ones, whatever the body', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
    const guestHeaders = authHeader(guest.json().data.accessToken)
    for (const op of ops()) {
      const level = access(op)
      const as = level === 'seller' || level === 'admin' ? world.headers.buyer : level === 'user' ? guestHeaders : undefined
      if (!as) continue
      const url = op.path.replace(/\{\w+\}/g, 'not-an-id')
      const res = await t.app.inject({
        method: op.method as 'POST',
        url,
        payload: malformed[0]!.payload,
        headers: { ...as, ...malformed[0]!.headers },
      })
      expect(res.statusCode, `${op.key} (${level})`).toBe(level === 'user' ? 401 : 403)
    }
  })
})
