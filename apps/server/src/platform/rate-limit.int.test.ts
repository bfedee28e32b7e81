import { ERRORS } from '@xinh/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, PASSWORD, register, type TestApp } from '../../test/helpers.ts'

const apps: TestApp[] = []
afterAll(async () => {
  for (const a of apps) await a.close()
})

const login = (t: TestApp, remoteAddress: string, email = 'nobody@example.vn') =>
  t.app.inject({
    method: 'POST',
    url: '/community/v1/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress,
    headers: { 'accept-language': 'en' },
  })

for (const store of ['memory', 'database'] as const) {
  describe(`auth rate limit (${store} store)`, () => {
    it('the 4th login within a minute from one address is 429 RATE_LIMITED with retry-after', async () => {
      const t = await createTestApp({ AUTH_RATE_LIMIT: '3', RATE_LIMIT_STORE: store })
      apps.push(t)
      expect(t.config.rateLimitStore).toBe(store)
      // distinct client addresses per store: the database store is shared by every app on the database
      const ip = store === 'memory' ? '203.0.113.10' : '203.0.113.20'
      for (let i = 0; i < 3; i++) expect((await login(t, ip)).statusCode).toBe(401)
      const limited = await login(t, ip)
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toEqual({
        success: false,
        error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts, please try again in \d+ seconds$/) },
      })
      const retryAfter = Number(limited.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(limited.json().error.message).toBe(ERRORS.RATE_LIMITED.en.replace('{seconds}', String(retryAfter)))
      // even the right password is refused while limited
      const r = await register(t.app, {}, {})
      expect((await login(t, ip, r.email)).statusCode).toBe(429)
      // another address is not affected
      expect((await login(t, store === 'memory' ? '203.0.113.11' : '203.0.113.21', r.email)).statusCode).toBe(200)
    })

    it('limits each route separately and leaves unlimited routes alone', async () => {
      const t = await createTestApp({ AUTH_RATE_LIMIT: '3', RATE_LIMIT_STORE: store })
      apps.push(t)
      const ip = store === 'memory' ? '198.51.100.1' : '198.51.100.2'
      for (let i = 0; i < 4; i++) await login(t, ip)
      expect((await login(t, ip)).statusCode).toBe(429)
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/community/v1/auth/forgot-password-web',
        payload: { email: 'a@example.vn' },
        remoteAddress: ip,
      })
      expect(forgot.statusCode).toBe(200)
      for (let i = 0; i < 5; i++)
        expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces', remoteAddress: ip })).statusCode).toBe(200)
    })
  })
}

describe('the database store', () => {
  it('is shared by two app instances on one database (as two processes would be)', async () => {
    const a = await createTestApp({ AUTH_RATE_LIMIT: '3', RATE_LIMIT_STORE: 'database' })
    const b = await createTestApp({ AUTH_RATE_LIMIT: '3', RATE_LIMIT_STORE: 'database' })
    apps.push(a, b)
    const ip = '192.0.2.77'
    expect((await login(a, ip)).statusCode).toBe(401)
    expect((await login(b, ip)).statusCode).toBe(401)
    expect((await login(a, ip)).statusCode).toBe(401)
    expect((await login(b, ip)).statusCode).toBe(429)
    const rows = await a.database.query<{ key: string; count: number }>(`SELECT key, count FROM rate_limit_hits WHERE key LIKE '%' || $1`, [
      ip,
    ])
    // one counter per route and client
    expect(rows).toEqual([{ key: `rl:POST:/community/v1/auth/login:${ip}`, count: 4 }])
  })

  it('starts a new window once the old one has expired', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '3', RATE_LIMIT_STORE: 'database' })
    apps.push(t)
    const ip = '192.0.2.88'
    for (let i = 0; i < 4; i++) await login(t, ip)
    expect((await login(t, ip)).statusCode).toBe(429)
    await t.database.query(`UPDATE rate_limit_hits SET reset_at = now() - interval '1 second' WHERE key LIKE '%' || $1`, [ip])
    expect((await login(t, ip)).statusCode).toBe(401)
  })
})
