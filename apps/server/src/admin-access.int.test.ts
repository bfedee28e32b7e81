import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, login, PASSWORD, type TestApp, uniqueEmail } from '../test/helpers.ts'

/**
 * The admin access matrix (issue 14): EVERY route under /api/v1/admin that the app registers —
 * read from Fastify's own route table, so routes added by any part are covered without editing
 * this file — called as anonymous (401), a buyer, a seller and a KOL (403) and an admin (neither,
 * and never a 5xx). Two users of each signed-in role.
 */
let t: TestApp
type Who = { label: string; token?: string }
const actors: Record<'anonymous' | 'buyer' | 'seller' | 'kol' | 'admin', Who[]> = {
  anonymous: [{ label: 'anonymous' }],
  buyer: [],
  seller: [],
  kol: [],
  admin: [],
}

beforeAll(async () => {
  t = await createTestApp()
  const make = async (role: 'buyer' | 'seller' | 'kol' | 'admin', n: number) => {
    const email = uniqueEmail(role)
    const user = await t.services.identity.createAccount({
      email,
      userName: `${role} ${n}`,
      password: PASSWORD,
      roles: ['buyer', ...(role === 'buyer' ? [] : [role])],
    })
    // sellers own an approved shop, as real sellers do
    if (role === 'seller')
      await t.services.shops.createShop({ ownerId: user.id, name: `Shop ${n} ${email}`, slug: `shop-${user.id}`, status: 'approved' })
    actors[role].push({ label: `${role} ${n}`, token: (await login(t.app, email)).accessToken })
  }
  for (const role of ['buyer', 'seller', 'kol', 'admin'] as const) for (const n of [1, 2]) await make(role, n)
})
afterAll(() => t.close())

/** Concrete URL for a route pattern: every `:param` gets a well-formed id nobody owns. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => crypto.randomUUID()).replace(/\*$/, crypto.randomUUID())

function adminRoutes() {
  const seen = new Set<string>()
  return t.app.routeTable
    .filter((r) => r.url.startsWith('/api/v1/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter((r) => {
      const key = `${r.method} ${r.url}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

const call = (method: string, url: string, who: Who) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who.token ? authHeader(who.token) : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  })

describe('every /api/v1/admin route', () => {
  it('is found in the route table (the audit, users, shops and security routes at least)', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`)
    for (const expected of [
      'GET /api/v1/admin/audit',
      'GET /api/v1/admin/audit/export',
      'GET /api/v1/admin/users',
      'POST /api/v1/admin/users/:id/lock',
      'POST /api/v1/admin/users/:id/roles',
      'GET /api/v1/admin/shops/:id',
      'POST /api/v1/admin/shops/:id/close',
      'GET /api/v1/admin/deletions',
      'POST /api/v1/admin/security/step-up',
    ])
      expect(urls).toContain(expected)
  })

  it('answers 401 to anonymous, 403 to buyers, sellers and KOLs, and lets admins through', async () => {
    const failures: string[] = []
    for (const route of adminRoutes()) {
      const url = concrete(route.url)
      for (const [role, whos] of Object.entries(actors)) {
        for (const who of whos) {
          const res = await call(route.method, url, who)
          const want = role === 'anonymous' ? 401 : role === 'admin' ? null : 403
          const ok = want === null ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === want
          if (!ok) failures.push(`${route.method} ${route.url} as ${who.label}: ${res.statusCode} ${res.body.slice(0, 120)}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})
