import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, register, type TestApp } from '../../../test/helpers.ts'
import { createLedgerShop, entriesOfOrder, insertCompletedOrder, type LedgerShop, setAccount } from '../../../test/ledger-fixtures.ts'
import { createOrderBuyer } from '../../../test/order-fixtures.ts'
import { ledgerEntries, payouts } from './ledger.tables.ts'

/**
 * The seller centre's finance screen (issue 13): a payout requested by the seller, and a month's
 * statement as an .xlsx download — who may, what they get, and that the daily job never pays the
 * same lines again.
 */

let t: TestApp
let shop: LedgerShop
let other: LedgerShop
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
let orderCode: string
const base = '/api/v1/seller/finance'
const currentMonth = () => new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 7)

beforeAll(async () => {
  t = await createTestApp()
  buyer = await createOrderBuyer(t, 'Đỗ Thu Hằng')
  shop = await createLedgerShop(t, { price: 200_000 })
  other = await createLedgerShop(t, { price: 200_000 })
  // 2 × 200,000, shop older than a year, individual: 400,000 − 12,000 fee − 4,000 VAT − 2,000 PIT = 382,000
  const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 2 })
  orderCode = order.code
  await insertCompletedOrder(t, { buyerId: buyer.userId, shop: other, quantity: 1 })
  await t.services.ledger.releaseDue(new Date(Date.now() + 30 * 24 * 3600 * 1000))
})
afterAll(() => t.close())

const requestPayout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `${base}/payouts`, headers })

describe('POST /api/v1/seller/finance/payouts', () => {
  it('anonymous 401, a buyer 403', async () => {
    expect((await requestPayout({})).statusCode).toBe(401)
    const someone = await register(t.app)
    expect((await requestPayout(authHeader(someone.accessToken))).statusCode).toBe(403)
  })

  it('needs a bank account first (409), and pays nothing meanwhile', async () => {
    const res = await requestPayout({ ...shop.headers, 'accept-language': 'en' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({
      code: 'PAYOUT_NO_BANK_ACCOUNT',
      message: 'Add the bank account to pay to before asking for a payout',
    })
    expect(await t.database.db.select().from(payouts).where(eq(payouts.shopId, shop.shopId))).toEqual([])
  })

  it('pays out the whole available balance of the caller’s shop only; the daily job then pays nothing twice', async () => {
    await setAccount(t, shop.headers)
    await setAccount(t, other.headers)
    const before = (await t.app.inject({ method: 'GET', url: `${base}/balance`, headers: shop.headers })).json().data
    expect(before).toMatchObject({ available: 382_000, pending: 0, paid_out: 0 })
    const res = await requestPayout(shop.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      _id: expect.any(String),
      amount: 382_000,
      status: 'paid',
      entries: 4,
      created_at: expect.any(String),
    })
    const after = (await t.app.inject({ method: 'GET', url: `${base}/balance`, headers: shop.headers })).json().data
    expect(after).toMatchObject({ available: 0, paid_out: 382_000 })
    const list = (await t.app.inject({ method: 'GET', url: `${base}/payouts`, headers: shop.headers })).json()
    expect(list.data.map((p: { _id: string }) => p._id)).toEqual([res.json().data._id])
    // the other shop's balance is untouched; the job pays it, and nothing more of this shop
    expect((await t.app.inject({ method: 'GET', url: `${base}/balance`, headers: other.headers })).json().data.available).toBeGreaterThan(0)
    const done = await t.services.ledger.payOut()
    expect(done.map((d) => d.shopId)).toEqual([other.shopId])
    // asking again with nothing available
    const again = await requestPayout(shop.headers)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('PAYOUT_NOTHING_AVAILABLE')
  })

  it('two requests at once pay once', async () => {
    const fresh = await createLedgerShop(t, { price: 100_000 })
    await setAccount(t, fresh.headers)
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop: fresh, quantity: 1 })
    await t.services.ledger.releaseDue((await entriesOfOrder(t, order.id))[0]!.availableAt!)
    const [a, b] = await Promise.all([requestPayout(fresh.headers), requestPayout(fresh.headers)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.shopId, fresh.shopId))
    expect(rows).toHaveLength(1)
    const lines = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, fresh.shopId))
    expect(lines.reduce((n, l) => n + l.amount, 0)).toBe(0)
  })
})

describe('GET /api/v1/seller/finance/statements/download', () => {
  it('gives the month’s statement: totals with the fee and tax lines, and every line with its order', async () => {
    const month = currentMonth()
    const res = await t.app.inject({ method: 'GET', url: `${base}/statements/download?month=${month}`, headers: shop.headers })
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toContain(`sao-ke-${month}.xlsx`)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as never)
    const [summary, lines] = wb.worksheets
    const values = (ws: ExcelJS.Worksheet) => ws.getSheetValues().map((r) => (Array.isArray(r) ? r.slice(1) : []))
    const totals = Object.fromEntries(values(summary!).filter((r) => r.length === 2) as Array<[string, number]>)
    expect(totals).toMatchObject({
      'Doanh thu đơn hàng': 400_000,
      'Phí dịch vụ sàn (3%)': -12_000,
      'Thuế GTGT khấu trừ (1%)': -4_000,
      'Thuế TNCN khấu trừ (0,5%)': -2_000,
      'Chuyển tiền về tài khoản ngân hàng': -382_000,
      'Thu nhập thuần của tháng (không gồm tiền đã chuyển)': 382_000,
      'Số đơn ghi nhận': 1,
    })
    const rows = values(lines!).slice(2)
    expect(rows.filter((r) => r[1] === orderCode)).toHaveLength(4)
    expect(rows.map((r) => r[3]).reduce((n: number, v) => n + Number(v), 0)).toBe(0)
  })

  it('needs a month, and the owner of an approved shop', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${base}/statements/download`, headers: shop.headers })).statusCode).toBe(400)
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/statements/download?month=2026-13`, headers: shop.headers })).statusCode,
    ).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: `${base}/statements/download?month=${currentMonth()}` })).statusCode).toBe(401)
    const someone = await register(t.app)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${base}/statements/download?month=${currentMonth()}`,
          headers: authHeader(someone.accessToken),
        })
      ).statusCode,
    ).toBe(403)
  })
})
