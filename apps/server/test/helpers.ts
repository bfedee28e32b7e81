import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { expect, inject } from 'vitest'
import { type BuiltApp, buildApp } from '../src/app.ts'
import { type Config, loadConfig } from '../src/platform/config.ts'
import { type Database, fromPgliteInstance, fromPostgresUrl, openPglite } from '../src/platform/db/client.ts'
import { databaseUrl } from './global-setup.ts'

/**
 * Integration-test harness: one database per test FILE (copied from the template that
 * global-setup migrated once), any number of apps on it, each with its own DATA_DIR.
 */

export const PASSWORD = 'Matkhau@123'

type FileDatabase = { database: Database; url?: string; release: () => Promise<void> }
let fileDatabase: Promise<FileDatabase> | undefined
const cleanups: Array<() => Promise<void> | void> = []

async function createFileDatabase(): Promise<FileDatabase> {
  const template = inject('xinhDbTemplate')
  if (template.kind === 'postgres') {
    const name = `xinh_t_${template.tag}_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: template.adminUrl })
    await admin.connect()
    try {
      // concurrent copies of one template can briefly collide; retry a few times
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`)
          break
        } catch (error) {
          if (attempt >= 5 || !/being accessed by other users/.test(String(error))) throw error
          await new Promise((r) => setTimeout(r, 200 * (attempt + 1)))
        }
      }
    } finally {
      await admin.end()
    }
    const url = databaseUrl(template.adminUrl, name)
    const database = fromPostgresUrl(url, 5)
    return {
      database,
      url,
      release: async () => {
        await database.close()
        const drop = new pg.Client({ connectionString: template.adminUrl })
        await drop.connect()
        try {
          // pool.end() resolves once its clients are told to end, before the server has closed
          // their sessions; dropping WITH (FORCE) right away can kill one mid-termination, which
          // surfaces as an unhandled 57P01 error. Wait (briefly) for the sessions to go first.
          for (let i = 0; i < 50; i++) {
            const { rows } = await drop.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
            if (!rows[0]?.n) break
            await new Promise((r) => setTimeout(r, 50))
          }
          await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        } finally {
          await drop.end()
        }
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xinh-db-'))
  fs.cpSync(template.dir, dir, { recursive: true })
  const database = fromPgliteInstance(await openPglite(dir))
  return {
    database,
    release: async () => {
      await database.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** This file's database (created on first use, released by setup-integration.ts after the file). */
export async function getTestDatabase(): Promise<FileDatabase> {
  fileDatabase ??= createFileDatabase()
  return fileDatabase
}

/** Closes every app this file built, then drops its database. */
export async function releaseTestResources() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  if (fileDatabase) {
    const db = await fileDatabase
    fileDatabase = undefined
    await db.release()
  }
}

export type TestApp = BuiltApp & {
  database: Database
  dataDir: string
  config: Config
  close: () => Promise<void>
}

/**
 * Builds the real app (no web build) on this file's database. `env` overrides configuration
 * variables exactly as the process environment would.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { database?: Database; beforeReady?: (built: BuiltApp) => void } = {},
): Promise<TestApp> {
  const file = await getTestDatabase()
  // another handle on this file's database (e.g. with a read pool); its owner closes it
  const database = opts.database ?? file.database
  const { url } = file
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xinh-data-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '1000',
    // per-app counters, on both engines: apps of one file share a database, and a database
    // store would carry one app's hits into the next (tests of that store ask for it)
    RATE_LIMIT_STORE: 'memory',
    // a write and the read that follows it in a test would race the invalidation NOTIFY;
    // the page cache has tests of its own (page-cache.int.test.ts) that turn it on
    PAGE_CACHE: 'false',
    // a test machine's load is not a reason to refuse a test's request (overload.int.test.ts turns it on)
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_IN_FLIGHT: '0',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  })
  const built = await buildApp({ config, database, web: false })
  // hooks added here still apply to every route (Fastify attaches them when the app gets ready)
  opts.beforeReady?.(built)
  await built.app.ready()
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await built.jobs.stop()
    await built.app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  cleanups.push(close)
  return { ...built, database, dataDir, config, close }
}

// ----- requests -----------------------------------------------------------------------------

export type Tokens = { accessToken: string; refreshToken: string }
type Injectable = Pick<BuiltApp['app'], 'inject'>

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` })

let seq = 0
/** A unique, valid e-mail for this file. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${++seq}${randomBytes(2).toString('hex')}@example.vn`

export type Registered = Tokens & {
  email: string
  password: string
  userName: string
  user: Record<string, unknown>
  userId: string
  cookie: string
}

/** Registers through the v2 API and returns the tokens, the profile and the session cookie. */
export async function register(
  app: Injectable,
  overrides: Partial<{ userName: string; email: string; password: string; confirmPassword: string }> = {},
  headers: Record<string, string> = {},
): Promise<Registered> {
  const password = overrides.password ?? PASSWORD
  const body = { userName: 'Nguyễn Thị Ánh', email: uniqueEmail(), password, confirmPassword: password, ...overrides }
  const res = await app.inject({ method: 'POST', url: '/community/v2/auth/register', payload: body, headers })
  expect(res.statusCode, res.body).toBe(200)
  const json = res.json()
  return {
    accessToken: json.data.accessToken,
    refreshToken: json.data.refreshToken,
    user: json.data.user,
    userId: json.data.user._id,
    email: body.email.toLowerCase(),
    password,
    userName: body.userName,
    cookie: sessionCookie(res) ?? '',
  }
}

/** Logs in and returns the tokens (fails the test when login does not succeed). */
export async function login(app: Injectable, email: string, password: string = PASSWORD): Promise<Tokens & { cookie: string }> {
  const res = await app.inject({ method: 'POST', url: '/community/v1/auth/login', payload: { email, password } })
  expect(res.statusCode, res.body).toBe(200)
  const { accessToken, refreshToken } = res.json().data
  return { accessToken, refreshToken, cookie: sessionCookie(res) ?? '' }
}

/** The value of the xinh_session cookie a response sets ('' when it clears it), or undefined. */
export function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  return res.cookies.find((c) => c.name === 'xinh_session')?.value
}

export async function getMe(app: Injectable, token: string) {
  return app.inject({ method: 'GET', url: '/community/v1/profile/me/', headers: authHeader(token) })
}

// ----- outbox -------------------------------------------------------------------------------

export type OutboxMessage = { channel: 'mail' | 'sms'; to: string; text: string; subject?: string; at: string; file: string }

/** Every message the development notifier wrote for `to`, oldest first. */
export function readOutboxMessages(dataDir: string, to?: string): OutboxMessage[] {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  // names are <ms>-<pid>-<seq>-…: order by time, then sequence
  const order = (f: string) => f.split('-').slice(0, 3).map(Number)
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => {
      const [x, y] = [order(a), order(b)]
      return x[0]! - y[0]! || x[2]! - y[2]!
    })
    .map((f) => ({ ...(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Omit<OutboxMessage, 'file'>), file: f }))
    .filter((m) => to === undefined || m.to === to)
}

/** The six-digit code of the latest message to `to` (throws when there is none). */
export function readOutbox(dataDir: string, to: string): string {
  const latest = readOutboxMessages(dataDir, to).at(-1)
  if (!latest) throw new Error(`no outbox message to ${to}`)
  const code = /\b(\d{6})\b/.exec(latest.text)?.[1]
  if (!code) throw new Error(`no 6-digit code in the message to ${to}: ${latest.text}`)
  return code
}

// ----- files --------------------------------------------------------------------------------

/** A real PNG of the given size (sharp), for upload tests. */
export async function pngBytes(width = 64, height = 64, color = { r: 220, g: 60, b: 120 }): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
}

/** A multipart form for `app.inject` (light-my-request encodes FormData itself). */
export function form(fields: Record<string, string | { data: Buffer; filename: string; type?: string }>): FormData {
  const fd = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') fd.append(name, value)
    else fd.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename)
  }
  return fd
}
