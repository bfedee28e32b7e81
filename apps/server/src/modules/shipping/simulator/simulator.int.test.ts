import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../../test/helpers.ts'
import { simulatorCredentials } from '../carriers/setup.ts'
import { createCarrierSimulator } from './sim.service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('carrier simulator webhooks', () => {
  it('retries a webhook our server did not take, like the carriers do, with the same signed body', async () => {
    const received: Array<{ url: string; body: string; status: number }> = []
    const server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        const status = received.length === 0 ? 503 : 200
        received.push({ url: req.url ?? '', body, status })
        res.writeHead(status).end()
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as AddressInfo).port
    const credentials = simulatorCredentials(t.keys.signing)
    const sim = createCarrierSimulator({
      db: t.database.db,
      log: t.app.log,
      credentials,
      stepSeconds: 0,
      origin: () => `http://127.0.0.1:${port}`,
      retryDelaysMs: { GHTK: [50], VIETTEL_POST: [50, 50] },
    })
    const { parcel } = await sim.book('GHTK', `retry-${Date.now()}`, 22_000, { cod: 100_000, weight: 300 })
    const moved = await sim.advance(parcel.label)
    expect(moved).toMatchObject({ status_code: 2, webhooks: [{ status_code: 2, delivered: false }] })
    for (let i = 0; i < 50 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 20))
    await sim.close()
    server.close()
    expect(received.map((r) => r.status)).toEqual([503, 200])
    expect(received[1]!.body).toBe(received[0]!.body)
    expect(received[0]!.url).toBe(`/api/v1/webhooks/ghtk?hash=${encodeURIComponent(credentials.ghtk.webhookHash)}`)
    expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toMatchObject({
      label_id: parcel.label,
      status_id: '2',
      pick_money: '100000',
    })
  })
})

describe('where the simulator is mounted', () => {
  it('in production without carrier credentials it is, and its dev page is for admins only', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' })
    expect((await prod.app.inject({ method: 'GET', url: '/dev-gateway/carrier' })).statusCode).toBe(401)
    const admin = await createAdmin(prod)
    const page = await prod.app.inject({ method: 'GET', url: '/dev-gateway/carrier', headers: admin.headers })
    expect(page.statusCode).toBe(200)
    await prod.close()
  })

  it('in production with both carriers configured it is not; a carrier token without its webhook secret stops start-up', async () => {
    const real = {
      GHTK_TOKEN: 'ghtk-token',
      GHTK_PARTNER_CODE: 'S123',
      GHTK_WEBHOOK_HASH: 'a-long-webhook-hash',
      VTP_USERNAME: 'shop@example.vn',
      VTP_PASSWORD: 'secret',
      VTP_WEBHOOK_SECRET: 'vtp-webhook-secret',
    }
    const prod = await createTestApp({ NODE_ENV: 'production', ...real })
    expect((await prod.app.inject({ method: 'GET', url: '/dev-gateway/carrier' })).statusCode).toBe(404)
    expect((await prod.app.inject({ method: 'GET', url: '/dev-gateway/ghtk/services/shipment/fee' })).statusCode).toBe(404)
    expect(prod.services.carrierSimulator).toBeNull()
    await prod.close()
    // outside production the simulator stays available for development
    const dev = await createTestApp(real)
    expect((await dev.app.inject({ method: 'GET', url: '/dev-gateway/carrier' })).statusCode).toBe(200)
    await dev.close()
    await expect(createTestApp({ GHTK_TOKEN: 'ghtk-token' })).rejects.toThrow('GHTK_WEBHOOK_HASH')
  })
})
