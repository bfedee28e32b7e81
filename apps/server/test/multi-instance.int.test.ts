import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmptyDatabase, request, type ServerProcess, startServer, stopServer, waitReady } from './server-process.ts'

/**
 * Issue 2, Engineering: "two instances on one PostgreSQL, log in on one, use the token and
 * refresh it on the other". Two real server processes, no APP_SECRET: they share the secret,
 * the sessions and the rate-limit counters through the database only.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL
const PASSWORD = 'Matkhau@123'

type Tokens = { accessToken: string; refreshToken: string; user: { _id: string } }
type Answer = { success: boolean; data: Tokens & { _id: string }; error?: { code: string } }

async function call(instance: ServerProcess, method: string, url: string, body?: unknown, token?: string) {
  const res = await request(`${instance.url}${url}`, { method, body, token })
  return { status: res.status, json: res.json as Answer }
}

describe.skipIf(!ADMIN_URL)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    // a fresh, empty database: both processes start at once and race to migrate it
    database = await createEmptyDatabase(ADMIN_URL!, 'xinh_multi')
    const env = { DATABASE_URL: database.url, AUTH_RATE_LIMIT: '6' }
    ;[a, b] = await Promise.all([startServer('A', env), startServer('B', env)])
    const ready = await Promise.all([waitReady(a), waitReady(b)])
    expect(ready.map((r) => r.engine)).toEqual(['postgres', 'postgres'])
  }, 90_000)

  afterAll(async () => {
    const servers = [a, b].filter(Boolean)
    const codes = await Promise.all(servers.map(stopServer))
    await database?.drop()
    // graceful shutdown on SIGTERM
    for (const [i, s] of servers.entries()) expect(codes[i], `${s.name} exit code; output:\n${s.output()}`).toBe(0)
  }, 30_000)

  it('a session made on A works on B; a refresh on B gives a token that works on A', async () => {
    const email = `multi.${randomBytes(4).toString('hex')}@example.vn`
    const reg = await call(a, 'POST', '/community/v2/auth/register', {
      userName: 'Hai Tiến Trình',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(reg.status).toBe(200)
    const login = await call(a, 'POST', '/community/v1/auth/login', { email, password: PASSWORD })
    expect(login.status).toBe(200)
    const { accessToken, refreshToken, user } = login.json.data

    const meOnB = await call(b, 'GET', '/community/v1/profile/me/', undefined, accessToken)
    expect(meOnB.status).toBe(200)
    expect(meOnB.json.data._id).toBe(user._id)

    const refreshed = await call(b, 'POST', '/community/v1/auth/refresh', { refreshToken })
    expect(refreshed.status).toBe(200)
    const next = refreshed.json.data
    expect(next.refreshToken).not.toBe(refreshToken)

    const meOnA = await call(a, 'GET', '/community/v1/profile/me/', undefined, next.accessToken)
    expect(meOnA.status).toBe(200)
    expect(meOnA.json.data._id).toBe(user._id)
    // the rotation on B is known to A: the old refresh token is refused there
    expect((await call(a, 'POST', '/community/v1/auth/refresh', { refreshToken })).status).toBe(401)
    // and a logout on A is effective on B at once
    expect((await call(a, 'POST', '/community/v1/auth/logout', undefined, next.accessToken)).status).toBe(200)
    expect((await call(b, 'GET', '/community/v1/profile/me/', undefined, next.accessToken)).status).toBe(401)
  }, 30_000)

  it('the login rate limit is counted across both processes (database store)', async () => {
    const email = `nobody.${randomBytes(4).toString('hex')}@example.vn`
    const statuses: number[] = []
    // AUTH_RATE_LIMIT=6 per minute per client; the first test used one login on A
    for (let i = 0; i < 6; i++)
      statuses.push((await call(i % 2 ? b : a, 'POST', '/community/v1/auth/login', { email, password: PASSWORD })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  }, 30_000)
})
