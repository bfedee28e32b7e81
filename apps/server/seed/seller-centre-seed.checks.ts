import { beforeAll, expect, it } from 'vitest'
import { login, type TestApp } from '../test/helpers.ts'
import { DEMO_PASSWORD } from './demo.ts'

/**
 * The seller centre's demo data (seller-centre-seed.ts): 90 days of sales for the two demo
 * sellers whose ledger adds up, payouts, and every setting filled in — read through the seller
 * APIs as the sellers themselves. Registered by demo.int.test.ts inside its own `describe`, on the
 * database it seeded: the demo seed runs once for both (it is the longest setup of the suite).
 */
export function sellerCentreSeedChecks(app: () => TestApp) {
  let t: TestApp
  let closet: Record<string, string>
  let sneaker: Record<string, string>
  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers })
    expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200)
    return res.json().data
  }

  beforeAll(async () => {
    t = app()
    closet = { authorization: `Bearer ${(await login(t.app, 'seller@xinh.vn', DEMO_PASSWORD)).accessToken}` }
    sneaker = { authorization: `Bearer ${(await login(t.app, 'shop4@xinh.vn', DEMO_PASSWORD)).accessToken}` }
  })

  it('gives both demo sellers 90 days of sales on the dashboard', async () => {
    for (const headers of [closet, sneaker]) {
      const month = await get('/api/v1/seller/dashboard?range=30d', headers)
      expect(month.totals.orders).toBeGreaterThan(40)
      expect(month.totals.revenue).toBeGreaterThan(0)
      expect(month.series.filter((p: { orders: number }) => p.orders > 0).length).toBeGreaterThan(20)
      expect(month.top_products.length).toBeGreaterThan(0)
      expect(month.performance.late_shipment_rate.of).toBeGreaterThan(0)
      expect(month.performance.cancellation_rate.count).toBeGreaterThanOrEqual(0)
      const older = await get('/api/v1/seller/dashboard?range=custom&from=2020-01-01&to=2020-01-02', headers)
      expect(older.totals.orders).toBe(0)
    }
  })

  it('books the completed orders in the ledger: statements with fees and taxes, daily payouts, held and available funds', async () => {
    const balance = await get('/api/v1/seller/finance/balance', closet)
    expect(balance.paid_out).toBeGreaterThan(0)
    expect(balance.pending).toBeGreaterThan(0)
    const statements = await get('/api/v1/seller/finance/statements', closet)
    const active = statements.filter((s: { orders: number }) => s.orders > 0)
    expect(active.length).toBeGreaterThanOrEqual(3)
    // taxes are withheld every month; the platform fee starts when the shop's free first year ends
    for (const s of active) {
      expect(s.totals.tax_vat).toBeLessThan(0)
      expect(s.totals.tax_pit).toBeLessThan(0)
    }
    expect(active[0].totals.platform_fee).toBeLessThan(0)
    expect(active.at(-1).totals.platform_fee).toBe(0)
    const payouts = await t.app.inject({ method: 'GET', url: '/api/v1/seller/finance/payouts?limit=100', headers: closet })
    expect(payouts.json().meta.total).toBeGreaterThan(30)
    const total = payouts.json().data.reduce((n: number, p: { amount: number }) => n + p.amount, 0)
    expect(payouts.json().meta.total <= 100 ? total : balance.paid_out).toBe(balance.paid_out)
    // every line of an order sums as the ledger's own rules made it: the shop's lines net to what it holds
    const [row] = await t.database.query<{ net: number; held: number }>(
      `SELECT sum(e.amount)::int AS net, sum(e.amount) FILTER (WHERE e.status <> 'paid_out')::int AS held
       FROM ledger_entries e JOIN shops s ON s.id = e.shop_id JOIN users u ON u.id = s.owner_id WHERE u.email = 'seller@xinh.vn'`,
    )
    expect(row!.net).toBe(row!.held)
    expect(row!.held).toBe(balance.pending + balance.available)
  })

  it('fills in every setting of both shops', async () => {
    for (const headers of [closet, sneaker]) {
      const shop = await get('/api/v1/seller/settings/shop', headers)
      expect(shop.address).toMatchObject({ street: expect.any(String), city: expect.any(String), ward: expect.any(String) })
      expect((await get('/api/v1/seller/settings/returns', headers)).reason_ids.length).toBeGreaterThan(0)
      expect((await get('/api/v1/seller/settings/shipping', headers)).pickup_address).not.toBeNull()
      expect((await get('/api/v1/seller/finance/account', headers)).bank_account_number).toMatch(/^\d+$/)
    }
    // the second demo seller runs no promotion or voucher: pause mode can be tried
    expect((await get('/api/v1/seller/settings/pause', sneaker)).campaigns).toEqual([])
    expect((await get('/api/v1/seller/settings/pause', closet)).campaigns.length).toBeGreaterThan(0)
  })
}
