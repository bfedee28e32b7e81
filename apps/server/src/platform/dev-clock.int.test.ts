import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../test/catalog-fixtures.ts'
import { createTestApp, register, type TestApp } from '../../test/helpers.ts'

/** `POST /dev-gateway/clock/{job}` (issue 18): the browser journeys' moved clock. */
let t: TestApp
let prod: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // production mode with the carrier simulator on (as the e2e server runs): admins only
  prod = await createTestApp({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(48) })
})
afterAll(async () => {
  await t.close()
  await prod.close()
})

const run = (app: TestApp, job: string, body: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: `/dev-gateway/clock/${job}`, payload: body as object, headers })

describe('the dev clock', () => {
  it('runs the affiliate release at the moment asked for (an ISO time, or days from now)', async () => {
    const at = '2031-02-03T04:05:06.000Z'
    const res = await run(t, 'affiliate-release', { now: at })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ job: 'affiliate-release', now: at })
    expect(typeof res.json().data.result).toBe('number')

    const later = await run(t, 'affiliate-release', { days: 45 })
    expect(later.statusCode).toBe(200)
    const moved = Date.parse(later.json().data.now) - Date.now()
    expect(moved).toBeGreaterThan(44 * 86_400_000)
    expect(moved).toBeLessThan(46 * 86_400_000)
  })

  it('answers an unknown job with 404 and a bad moment with a validation error, no 5xx', async () => {
    expect((await run(t, 'ledger-payout', { days: 1 })).json().error.code).toBe('NOT_FOUND')
    expect((await run(t, '__proto__', { days: 1 })).statusCode).toBe(404)
    for (const body of [{ now: 'yesterday' }, { days: -1 }, { days: 1, now: '2031-01-01T00:00:00Z' }, {}]) {
      const res = await run(t, 'affiliate-release', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
  })

  it('in production mode, only an admin moves the clock', async () => {
    expect((await run(prod, 'affiliate-release', { days: 1 })).statusCode).toBe(401)
    const buyer = await register(prod.app)
    const asBuyer = await run(prod, 'affiliate-release', { days: 1 }, { authorization: `Bearer ${buyer.accessToken}` })
    expect(asBuyer.statusCode).toBe(403)
    const admin = await createAdmin(prod)
    expect((await run(prod, 'affiliate-release', { days: 1 }, admin.headers)).statusCode).toBe(200)
  })
})
