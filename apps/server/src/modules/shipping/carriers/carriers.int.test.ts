import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHIPPING_METHODS } from '@xinh/contracts'
import { advanceParcel, listeningApp } from '../../../../test/shipping-fixtures.ts'
import type { TestApp } from '../../../../test/helpers.ts'
import { listeningOrigin } from '../local-origin.ts'
import { createQuoter } from '../quoter.ts'
import { ghtkAdapter } from './ghtk.ts'
import { setupCarriers } from './setup.ts'
import type { CarrierAdapter, NewParcel } from './types.ts'

/** The carrier clients against the simulator, over real HTTP on the test server's port. */

let t: TestApp
let ghtk: CarrierAdapter
let vtp: CarrierAdapter

const place = (code: string, province: string) => ({ province_code: code, province, ward_code: null, ward: null })
const HCM = place('79', 'Thành phố Hồ Chí Minh')
const HN = place('01', 'Thành phố Hà Nội')
let seq = 0
const parcel = (overrides: Partial<NewParcel> = {}): NewParcel => ({
  partnerId: `test-${Date.now()}-${++seq}`,
  pickup: { ...HCM, name: 'Shop Áo Hà', phone: '0901234567', street: '1 Nguyễn Huệ', ward: 'Phường Sài Gòn', ward_code: '26734' },
  receiver: { ...HN, name: 'Lê Minh Thư', phone: '0987654321', street: '5 Tràng Tiền', ward: 'Phường Hoàn Kiếm', ward_code: '00070' },
  items: [{ name: 'Áo sơ mi lụa', quantity: 2, weightGrams: 200 }],
  weightGrams: 400,
  codAmount: 550_000,
  value: 500_000,
  express: false,
  note: null,
  ...overrides,
})

beforeAll(async () => {
  t = await listeningApp()
  const carriers = setupCarriers(t.config, t.keys.signing, () => listeningOrigin(t.app))
  ghtk = carriers.adapters.GHTK
  vtp = carriers.adapters.VIETTEL_POST
})
afterAll(() => t.close())

describe('GHTK client ↔ simulator', () => {
  it('quotes from the rate table, express only inside one hub city', async () => {
    expect(ghtk.simulated).toBe(true)
    expect(await ghtk.quote({ from: HCM, to: HCM, weightGrams: 400, value: 0, express: false })).toEqual({ fee: 22_000, eta_days: [1, 2] })
    expect((await ghtk.quote({ from: HCM, to: HN, weightGrams: 400, value: 0, express: false }))?.fee).toBe(32_000)
    expect((await ghtk.quote({ from: HCM, to: HCM, weightGrams: 400, value: 0, express: true }))?.fee).toBe(45_000)
    expect(await ghtk.quote({ from: HCM, to: HN, weightGrams: 400, value: 0, express: true })).toBeNull()
  })

  it('books a parcel with a GHTK-style label; booking the same partner id again returns it', async () => {
    const p = parcel()
    const booked = await ghtk.create(p)
    expect(booked.label).toMatch(/^S\d\.A\d\.\d{8}$/)
    expect(booked).toMatchObject({ fee: 32_000, statusCode: 1 })
    expect(await ghtk.create(p)).toEqual(booked)
    expect(await ghtk.status!(booked.label)).toEqual({ statusCode: 1, fee: 32_000 })
  })

  it('cancels before pickup (and again, harmlessly); refuses once picked up', async () => {
    const early = await ghtk.create(parcel())
    await ghtk.cancel(early.label)
    expect((await ghtk.status!(early.label)).statusCode).toBe(-1)
    await ghtk.cancel(early.label)

    const late = await ghtk.create(parcel())
    expect((await advanceParcel(t, late.label, 'picked_up')).statusCode).toBe(200)
    expect((await ghtk.status!(late.label)).statusCode).toBe(3)
    await expect(ghtk.cancel(late.label)).rejects.toThrow('SHIPMENT_NOT_CANCELLABLE')
    expect((await ghtk.status!(late.label)).statusCode).toBe(3)
  })

  it('prints the label as a PDF', async () => {
    const booked = await ghtk.create(parcel())
    const pdf = await ghtk.labelPdf!(booked.label)
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    expect(new TextDecoder().decode(pdf)).toContain(booked.label)
    await expect(ghtk.labelPdf!('S1.A1.00000000')).rejects.toThrow('SHIPMENT_NOT_FOUND')
  })

  it('refuses a wrong token (the carrier answers 401)', async () => {
    const origin = listeningOrigin(t.app)!
    const stranger = ghtkAdapter({
      baseUrl: () => `${origin}/dev-gateway/ghtk`,
      token: 'nope',
      partnerCode: 'XINH-SIM',
      webhookHash: 'x',
      simulated: true,
    })
    await expect(stranger.create(parcel())).rejects.toThrow('CARRIER_UNAVAILABLE')
  })
})

describe('Viettel Post client ↔ simulator', () => {
  it('logs in once and quotes the VCN service; no express', async () => {
    expect(await vtp.quote({ from: HN, to: HN, weightGrams: 800, value: 0, express: false })).toEqual({ fee: 20_000, eta_days: [1, 2] })
    expect((await vtp.quote({ from: HCM, to: HN, weightGrams: 800, value: 0, express: false }))?.fee).toBe(40_000)
    expect(await vtp.quote({ from: HCM, to: HCM, weightGrams: 800, value: 0, express: true })).toBeNull()
  })

  it('books with a numeric label, cancels through UpdateOrder TYPE 4 before pickup, refuses after', async () => {
    const p = parcel()
    const booked = await vtp.create(p)
    expect(booked.label).toMatch(/^\d{12}$/)
    expect(booked).toMatchObject({ statusCode: 102, fee: 35_000 })
    expect((await vtp.create(p)).label).toBe(booked.label)
    await vtp.cancel(booked.label)
    expect((await advanceParcel(t, booked.label)).statusCode).toBe(409)

    const late = await vtp.create(parcel())
    await advanceParcel(t, late.label, 'picked_up')
    await expect(vtp.cancel(late.label)).rejects.toThrow('SHIPMENT_NOT_CANCELLABLE')
  })

  it('gets a printing code whose page shows the label', async () => {
    const booked = await vtp.create(parcel())
    const { code, url } = await vtp.label(booked.label)
    expect(code.length).toBeGreaterThan(10)
    const page = await fetch(url!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(booked.label)
  })
})

describe('quotes from a real carrier (over HTTP, cached, left out when it fails)', () => {
  it('asks over HTTP once per route and weight step, and goes on without a carrier that does not answer', async () => {
    const origin = listeningOrigin(t.app)!
    const creds = setupCarriers(t.config, t.keys.signing, () => origin)
    let ghtkHost = `${origin}/dev-gateway/ghtk`
    // the GHTK client as if real (simulated: false), talking to the simulator's host; Viettel Post unreachable
    const ghtkReal = ghtkAdapter({ baseUrl: () => ghtkHost, ...creds.simulator.ghtk, simulated: false })
    const deadVtp = { ...creds.adapters.VIETTEL_POST, simulated: false, quote: async () => Promise.reject(new Error('connection refused')) }
    const quoter = createQuoter({
      adapters: { GHTK: ghtkReal, VIETTEL_POST: deadVtp },
      settingsOf: async () => ({ methods: SHIPPING_METHODS, pickupProvince: null }),
      log: t.app.log,
    })
    const first = await quoter.options({ shopId: crypto.randomUUID(), fromProvince: '79', toProvince: '79', weightGrams: 300 })
    expect(first).toEqual([
      { method: 'GHTK', fee: 22_000, is_express: false, eta_days: [1, 2] },
      { method: 'EXPRESS', fee: 45_000, is_express: true, eta_days: [0, 1] },
    ])
    // the carrier goes away: the same route and weight step comes from the cache, a new one gets nothing
    ghtkHost = 'http://127.0.0.1:9/unreachable'
    expect(await quoter.options({ fromProvince: '79', toProvince: '79', weightGrams: 450 })).toEqual(first)
    expect(await quoter.options({ fromProvince: '79', toProvince: '01', weightGrams: 300 })).toEqual([])
  })
})
