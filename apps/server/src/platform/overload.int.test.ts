import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helpers.ts'

/** Load shedding (issue 11): a quick 503 RETRY_LATER with Retry-After instead of a long queue; health checks always answer. */
let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('overload guard', () => {
  it('refuses requests beyond the in-flight limit with 503 and Retry-After, but not health checks', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '2' })
    const app = t.app
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: '/api/v1/web/products?limit=20&keyword=ao' })),
    )
    const shed = burst.filter((r) => r.statusCode === 503)
    expect(shed.length).toBeGreaterThan(0)
    expect(burst.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(2)
    expect(shed[0]?.headers['retry-after']).toBe('5')
    expect(shed[0]?.json().error.code).toBe('RETRY_LATER')
    const [, health] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: '/api/v1/web/products?limit=20' }))),
      app.inject({ method: 'GET', url: '/healthz' }),
    ])
    expect(health.statusCode).toBe(200)
    // the slots are given back: a request after the burst goes through
    expect((await app.inject({ method: 'GET', url: '/api/v1/web/products?limit=1' })).statusCode).toBe(200)
  })

  it('refuses requests while the event loop lags, from the moment the server listens', async () => {
    t = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: '150' })
    const app = t.app
    // blocking before listening (a seed, migrations) does not count
    const until = Date.now() + 300
    while (Date.now() < until) {}
    await app.listen({ port: 0, host: '127.0.0.1' })
    expect((await app.inject({ method: 'GET', url: '/api/v1/web/categories' })).statusCode).toBe(200)
    // a stalled loop: 1.2 s of work in 400 ms slices
    const stalledUntil = Date.now() + 1_200
    while (Date.now() < stalledUntil) {
      const sliceEnd = Date.now() + 400
      while (Date.now() < sliceEnd) {}
      await new Promise((r) => setImmediate(r))
    }
    const during = await app.inject({ method: 'GET', url: '/api/v1/web/categories' })
    expect(during.statusCode).toBe(503)
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
    // calm again after a sample without lag
    let after = 503
    for (let i = 0; i < 20 && after === 503; i++) {
      await new Promise((r) => setTimeout(r, 300))
      after = (await app.inject({ method: 'GET', url: '/api/v1/web/categories' })).statusCode
    }
    expect(after).toBe(200)
  })
})
