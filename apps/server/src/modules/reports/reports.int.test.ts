import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors, type Caller } from '../../../test/admin-fixtures.ts'
import { createTestApp, register, type TestApp } from '../../../test/helpers.ts'
import { createLedgerShop, insertCompletedOrder } from '../../../test/ledger-fixtures.ts'
import { insertOrder } from '../../../test/order-fixtures.ts'
import { returnRequests } from '../returns/returns.tables.ts'

let t: TestApp
let admin: { headers: Record<string, string> }
let refused: Caller[]
const totals = { gmv: 0 }
/** The orders that count (not cancelled, not waiting for an online payment), for the per-day expectation. */
let counted: Array<{ createdAt: Date; total: number }> = []
let shopA: Awaited<ReturnType<typeof createLedgerShop>>
let shopB: Awaited<ReturnType<typeof createLedgerShop>>

const vnDate = (at: Date | number) => new Date(new Date(at).getTime() + 7 * 3600_000).toISOString().slice(0, 10)
const vnToday = () => vnDate(Date.now())

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, refused } = await adminActors(t))
  const buyer = await register(t.app)
  shopA = await createLedgerShop(t, { shopName: 'Shop Lụa Hà Nội', price: 300_000 })
  shopB = await createLedgerShop(t, { shopName: 'Shop Son Sài Gòn', price: 100_000 })
  // A: two completed orders (booked in the ledger, due after the return window), one cancelled
  const a1 = await insertCompletedOrder(t, { buyerId: buyer.userId, shop: shopA, quantity: 2, shippingFee: 0 })
  const a2 = await insertCompletedOrder(t, { buyerId: buyer.userId, shop: shopA, quantity: 1, shippingFee: 0 })
  await insertOrder(t, {
    buyerId: buyer.userId,
    shopId: shopA.shopId,
    lines: [{ variantId: shopA.variantId, quantity: 5 }],
    status: 'cancelled',
  })
  // B: one COD order waiting for the shop; one online order never paid (not GMV)
  const b1 = await insertOrder(t, {
    buyerId: buyer.userId,
    shopId: shopB.shopId,
    lines: [{ variantId: shopB.variantId, quantity: 1 }],
    shippingFee: 0,
  })
  await insertOrder(t, {
    buyerId: buyer.userId,
    shopId: shopB.shopId,
    lines: [{ variantId: shopB.variantId, quantity: 3 }],
    status: 'pending',
    paymentMethod: 'MOMO',
  })
  totals.gmv = a1.total + a2.total + b1.total
  counted = [a1, a2, b1]
  await t.database.db.insert(returnRequests).values({
    orderId: a1.id,
    buyerId: buyer.userId,
    shopId: shopA.shopId,
    reasonId: 'wrong_size',
    itemsAmount: 300_000,
    refundAmount: 300_000,
  })
})
afterAll(() => t.close())

const URL = '/api/v1/admin/reports'
const get = (headers: Record<string, string>, url: string, lang = 'vi') =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } })

describe('reports (admin API)', () => {
  it('sums GMV, orders, returns rate, top shops and payouts due over the last 30 days by default', async () => {
    const res = await get(admin.headers, URL)
    expect(res.statusCode, res.body).toBe(200)
    const r = res.json().data
    expect(r.to).toBe(vnToday())
    expect(r.days).toHaveLength(30)
    expect(r.totals).toMatchObject({
      gmv: totals.gmv,
      orders: 3,
      completed_orders: 2,
      cancelled_orders: 1,
      returns: 1,
      returns_rate: 0.3333,
    })
    // each order on its Vietnam calendar day: the fixtures date orders a few minutes back, which
    // just after midnight in Vietnam is yesterday there (and still the same UTC day)
    const expected = new Map<string, { orders: number; gmv: number }>()
    for (const o of counted) {
      const day = expected.get(vnDate(o.createdAt)) ?? { orders: 0, gmv: 0 }
      expected.set(vnDate(o.createdAt), { orders: day.orders + 1, gmv: day.gmv + o.total })
    }
    for (const [date, day] of expected) expect(r.days.find((d: { date: string }) => d.date === date)).toMatchObject({ date, ...day })
    expect(r.days.at(-1)).toMatchObject({ date: vnToday(), returns: 1 })
    const sum = (k: 'orders' | 'gmv') => r.days.reduce((n: number, d: Record<string, number>) => n + (d[k] ?? 0), 0)
    expect([sum('orders'), sum('gmv')]).toEqual([3, totals.gmv])
    expect(r.top_shops.map((s: { name: string }) => s.name)).toEqual(['Shop Lụa Hà Nội', 'Shop Son Sài Gòn'])
    expect(r.top_shops[0]).toMatchObject({ _id: shopA.shopId, orders: 2, gmv: 900_000 })
    // the completed orders' money is released after the 7-day return window: due within a range ending today + 10
    expect(r.totals.payouts_due).toBe(0)
    const later = (await get(admin.headers, `${URL}?from=${vnToday()}&to=${addDays(vnToday(), 10)}`)).json().data
    expect(later.payouts_due).toHaveLength(1)
    expect(later.payouts_due[0]).toMatchObject({ shop_id: shopA.shopId, shop_name: 'Shop Lụa Hà Nội' })
    expect(later.payouts_due[0].amount).toBeGreaterThan(0)
    expect(later.totals.payouts_due).toBe(later.payouts_due[0].amount)
  })

  it('a range before anything happened is all zeros', async () => {
    const r = (await get(admin.headers, `${URL}?from=2025-01-01&to=2025-01-31`)).json().data
    expect(r.totals).toMatchObject({ gmv: 0, orders: 0, returns: 0, returns_rate: 0 })
    expect(r.days).toHaveLength(31)
    expect(r.top_shops).toEqual([])
  })

  it('exports the same figures as an Excel workbook', async () => {
    const res = await get(admin.headers, `${URL}/export?from=${addDays(vnToday(), -6)}&to=${vnToday()}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toContain(`xinh-bao-cao-${addDays(vnToday(), -6)}_${vnToday()}.xlsx`)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as never)
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Tong quan', 'Theo ngay', 'Top cua hang', 'Thanh toan den han'])
    expect(wb.getWorksheet('Tong quan')!.getCell('B4').value).toBe(totals.gmv)
    expect(wb.getWorksheet('Theo ngay')!.rowCount).toBe(8)
    expect(wb.getWorksheet('Top cua hang')!.getCell('A2').value).toBe('Shop Lụa Hà Nội')
  })

  it('validates the range: 400 with field messages', async () => {
    const reversed = await get(admin.headers, `${URL}?from=2026-03-10&to=2026-03-01`, 'en')
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().error.fields).toEqual({ to: 'The end date cannot be before the start date' })
    expect((await get(admin.headers, `${URL}?from=2024-01-01&to=2026-01-01`)).json().error.fields.to).toBe('Chọn khoảng tối đa 366 ngày')
    expect((await get(admin.headers, `${URL}?from=2026-02-30`)).statusCode).toBe(400)
    expect((await get(admin.headers, `${URL}/export?from=nope`)).statusCode).toBe(400)
  })

  it('is for admins only, checked before the query', async () => {
    for (const c of refused) {
      expect((await get(c.headers, URL)).statusCode, c.name).toBe(c.status)
      expect((await get(c.headers, `${URL}?from=nope`)).statusCode, c.name).toBe(c.status)
      expect((await get(c.headers, `${URL}/export`)).statusCode, c.name).toBe(c.status)
    }
  })
})

function addDays(date: string, n: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}
