import fs from 'node:fs'
import path from 'node:path'
import { ERRORS } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { MIGRATIONS_DIR } from './db/client.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('health', () => {
  it('/healthz answers 200 while the process is up, naming the process that answered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', pid: process.pid })
  })

  it('/readyz answers 200 when every committed migration is applied', async () => {
    const expected = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')).entries.length
    const res = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready', engine: t.database.engine, migrations: { applied: expected, expected } })
    expect(expected).toBeGreaterThan(0)
  })

  it('/readyz answers 503 when a migration is missing', async () => {
    const rows = await t.database.query<{ id: number; hash: string; created_at: string }>(
      'SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1',
    )
    const last = rows[0]!
    await t.database.query('DELETE FROM drizzle.__drizzle_migrations WHERE id = $1', [last.id])
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json().status).toBe('migrations pending')
    } finally {
      await t.database.query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [
        last.id,
        last.hash,
        last.created_at,
      ])
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
  })
})

describe('unknown paths and the envelope', () => {
  it('an unknown API path is a 404 NOT_FOUND envelope, localised', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.vi } })
    const en = await t.app.inject({ method: 'POST', url: '/community/v1/nope', headers: { 'accept-language': 'en' } })
    expect(en.json().error.message).toBe('This page could not be found.')
  })

  it('every response carries a request id, echoing a well-formed incoming one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } })
    expect(res.headers['x-request-id']).toBe('trace-12345678')
    const generated = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id!' } })
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(String(res.headers['content-security-policy'])).toContain("media-src 'self' blob:")
  })

  it('allows media from object storage in pages when S3 is configured', async () => {
    const s3 = await createTestApp({
      S3_BUCKET: 'xinh-media',
      S3_PUBLIC_URL: 'https://cdn.xinh.vn/media',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    })
    const res = await s3.app.inject({ method: 'GET', url: '/api/v1/public/provinces' })
    expect(String(res.headers['content-security-policy'])).toContain("media-src 'self' blob: https://cdn.xinh.vn")
  })

  it('CORS allows only configured origins', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/community/v1/auth/login',
      headers: { origin: 'https://xinh.vn', 'access-control-request-method': 'POST' },
    })
    expect(ok.headers['access-control-allow-origin']).toBe('https://xinh.vn')
    expect(ok.headers['access-control-allow-credentials']).toBe('true')
    const evil = await t.app.inject({
      method: 'OPTIONS',
      url: '/community/v1/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('OpenAPI', () => {
  it('is served as JSON at /api/docs/json and lists the auth contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths).toHaveProperty('/community/v2/auth/register')
    expect(doc.paths['/community/v2/auth/register']).toHaveProperty('post')
    expect(doc.paths).toHaveProperty('/community/v1/auth/login')
    expect(doc.paths).toHaveProperty('/community/v1/profile/me')
    expect(doc.paths).not.toHaveProperty('/healthz')
  })

  it('the docs UI is served at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})
