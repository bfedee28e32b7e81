import http from 'node:http'
import pg from 'pg'
import { io as connect } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts.ts'
import { createEmptyDatabase, request, type ServerProcess, startServer, stopServer } from './server-process.ts'

/**
 * Issue 11, "scale past one machine": `WORKERS=2` on one PostgreSQL. The primary forks two
 * workers that share the port; the demo seed runs once although both start on an empty
 * database; sessions and rate limits are shared; a worker that dies is replaced; SIGTERM drains
 * both. Node's cluster hands connections out in turn, so a keep-alive agent of one socket talks
 * to one worker: two agents on two different pids are the two workers.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL

type Data<T> = { data: T }
const pidOf = async (url: string, agent?: http.Agent) => ((await request(`${url}/healthz`, { agent })).json as { pid: number }).pid

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 60_000, server?: ServerProcess): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const value = await fn()
      if (value !== undefined) return value
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms\n${server?.output() ?? ''}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe.skipIf(!ADMIN_URL)('WORKERS=2 on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>
  let server: ServerProcess
  const agents: http.Agent[] = []
  /** Two keep-alive connections, each pinned to a different worker. */
  let onA: http.Agent
  let onB: http.Agent

  beforeAll(async () => {
    database = await createEmptyDatabase(ADMIN_URL!, 'xinh_cluster')
    // the real demo seed, on an empty database both workers start on at once
    server = await startServer('cluster', {
      DATABASE_URL: database.url,
      WORKERS: '2',
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '6',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      LOG_REQUESTS: 'false',
    })
    await until('the banner', async () => (/2 worker processes/.test(server.output()) ? true : undefined), 120_000, server)
    const byPid = new Map<number, http.Agent>()
    for (let i = 0; i < 20 && byPid.size < 2; i++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      agents.push(agent)
      const pid = await pidOf(server.url, agent)
      if (!byPid.has(pid)) byPid.set(pid, agent)
    }
    expect(byPid.size, server.output()).toBe(2)
    ;[onA, onB] = [...byPid.values()] as [http.Agent, http.Agent]
  }, 150_000)

  afterAll(async () => {
    for (const agent of agents) agent.destroy()
    if (server) await stopServer(server)
    await database?.drop()
  }, 30_000)

  it('the primary forked two workers: both answer, on one port, and the demo seed ran once', async () => {
    const banner = /2 worker processes \(pids (\d+), (\d+)\)/.exec(server.output())
    const pids = [Number(banner?.[1]), Number(banner?.[2])]
    expect(pids).not.toContain(server.proc.pid)
    expect(new Set([await pidOf(server.url, onA), await pidOf(server.url, onB)])).toEqual(new Set(pids))

    expect(server.output().match(/demo data seeded/g) ?? []).toHaveLength(1)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ email: string; n: number }>(
        'SELECT email, count(*)::int AS n FROM users WHERE email = ANY($1) GROUP BY email ORDER BY email',
        [DEMO_ACCOUNTS.map((a) => a.email)],
      )
      expect(rows).toHaveLength(DEMO_ACCOUNTS.length)
      expect(rows.every((r) => r.n === 1)).toBe(true)
      // the first-purchase voucher, created under the same lock
      const vouchers = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM vouchers WHERE target = 'newbie' AND kind = 'platform'",
      )
      expect(vouchers.rows[0]!.n).toBe(1)
    } finally {
      await client.end()
    }
  })

  it('a session made on one worker works on the other, and logging out on it ends it everywhere', async () => {
    const buyer = DEMO_ACCOUNTS[0]!
    const login = await request(`${server.url}/community/v1/auth/login`, {
      method: 'POST',
      body: { email: buyer.email, password: DEMO_PASSWORD },
      agent: onA,
    })
    expect(login.status).toBe(200)
    const { accessToken, refreshToken } = (login.json as Data<{ accessToken: string; refreshToken: string }>).data

    const me = await request(`${server.url}/community/v1/profile/me/`, { token: accessToken, agent: onB })
    expect(me.status).toBe(200)
    expect((me.json as Data<{ email: string }>).data.email).toBe(buyer.email)
    const refreshed = await request(`${server.url}/community/v1/auth/refresh`, { method: 'POST', body: { refreshToken }, agent: onB })
    expect(refreshed.status).toBe(200)
    const next = (refreshed.json as Data<{ accessToken: string }>).data.accessToken
    expect((await request(`${server.url}/community/v1/auth/logout`, { method: 'POST', token: next, agent: onA })).status).toBe(200)
    expect((await request(`${server.url}/community/v1/profile/me/`, { token: next, agent: onB })).status).toBe(401)
  })

  it('the login rate limit counts the attempts made on both workers together', async () => {
    const statuses: number[] = []
    // AUTH_RATE_LIMIT=6 per minute per client; the previous test used one login
    for (let i = 0; i < 6; i++) {
      const res = await request(`${server.url}/community/v1/auth/login`, {
        method: 'POST',
        body: { email: 'nobody.cluster@example.vn', password: 'Sai@12345' },
        agent: i % 2 ? onB : onA,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('Socket.IO takes WebSocket connections on any worker, and refuses long-polling with a clear error', async () => {
    const socket = connect(server.url, { path: '/socket.io', transports: ['websocket'], reconnection: false })
    try {
      const ready = await new Promise<{ user_id: string | null }>((resolve, reject) => {
        socket.once('ready', resolve)
        socket.once('connect_error', reject)
      })
      expect(ready).toEqual({ user_id: null })
    } finally {
      socket.close()
    }
    const polling = await request(`${server.url}/socket.io/?EIO=4&transport=polling`)
    expect(polling.status).toBe(400)
    expect(polling.json).toMatchObject({ message: 'Transport unknown' })
  })

  it('a worker that dies is replaced; SIGTERM to the primary drains both and exits 0', async () => {
    const victim = await pidOf(server.url, onA)
    process.kill(victim, 'SIGKILL')
    const survivor = await pidOf(server.url, onB)
    // the primary forks a new worker: fresh connections reach two pids again, neither the victim
    await until(
      'a replacement worker',
      async () => {
        const seen = new Set<number>()
        for (let i = 0; i < 6; i++) seen.add(await pidOf(server.url))
        return seen.size === 2 && !seen.has(victim) && seen.has(survivor) ? true : undefined
      },
      60_000,
      server,
    )
    expect(server.output()).toMatch(/a worker exited: starting another/)

    for (const agent of agents) agent.destroy()
    const code = await stopServer(server)
    expect(code, server.output()).toBe(0)
    for (const pid of [survivor]) expect(() => process.kill(pid, 0)).toThrow()
  }, 90_000)
})
