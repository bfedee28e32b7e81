import { LEDGER_KINDS } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import {
  createLedgerShop,
  entriesOfOrder,
  insertCompletedOrder,
  type LedgerShop,
  recordReturn,
  openReturn,
  closeReturn,
  setAccount,
} from '../../../test/ledger-fixtures.ts'
import { createOrderBuyer } from '../../../test/order-fixtures.ts'
import { ledgerEntries } from './ledger.tables.ts'

/**
 * GET/PUT /api/v1/seller/finance/* (docs/api/ledger.md): the numbers a seller sees, filters,
 * statements, payouts, the finance profile, and that nobody else sees any of it.
 */

let t: TestApp
let shop: LedgerShop
let other: LedgerShop
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
let paidOrder: { id: string; code: string }
let pendingOrder: { id: string; code: string }
let returnedOrder: { id: string; code: string }
let pendingReleaseAt: Date
let payoutId: string
const DAY = 24 * 3600 * 1000

type Headers = Record<string, string>
const get = (url: string, headers: Headers = shop.headers) => t.app.inject({ method: 'GET', url, headers })
const put = (payload: object, headers: Headers = shop.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/seller/finance/account', headers, payload })
const base = '/api/v1/seller/finance'
const currentMonth = () => {
  const local = new Date(Date.now() + 7 * 3600 * 1000)
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`
}

beforeAll(async () => {
  t = await createTestApp()
  buyer = await createOrderBuyer(t, 'Vũ Minh Anh')
  shop = await createLedgerShop(t, { price: 200_000 })
  other = await createLedgerShop(t, { price: 200_000 })
  await setAccount(t, shop.headers)
  // paid out: 2 × 200,000 → 400,000 − 12,000 − 4,000 − 2,000 = 382,000
  paidOrder = await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 2 })
  const at = (await entriesOfOrder(t, paidOrder.id))[0]!.availableAt!
  await t.services.ledger.releaseDue(at)
  const paid = (await t.services.ledger.payOut()).find((p) => p.shopId === shop.shopId)
  payoutId = paid!.payoutId
  // pending: 1 × 200,000 with a 60,000 platform voucher, paid by VNPay → 191,000 − 1,700 (1 % of 170,000 paid) = 189,300
  pendingOrder = await insertCompletedOrder(t, {
    buyerId: buyer.userId,
    shop,
    quantity: 1,
    paymentMethod: 'VNPAY',
    platformVoucherDiscount: 60_000,
    shippingFee: 30_000,
  })
  pendingReleaseAt = (await entriesOfOrder(t, pendingOrder.id))[0]!.availableAt!
  // completed, then returned in full: nets 0, still pending
  returnedOrder = await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 1 })
  await openReturn(t, returnedOrder.id, buyer.userId)
  await recordReturn(t, { orderId: returnedOrder.id, shopId: shop.shopId, itemsAmount: 200_000 })
  await closeReturn(t, returnedOrder.id)
  // the other shop has its own order
  await insertCompletedOrder(t, { buyerId: buyer.userId, shop: other, quantity: 3 })
})
afterAll(() => t.close())

describe('access', () => {
  it('anonymous 401; a buyer or a seller whose shop is not approved 403, on every route', async () => {
    const waiting = await createSeller(t, { status: 'waiting_approval' })
    for (const path of ['balance', 'entries', 'statements', 'payouts', 'account']) {
      expect((await get(`${base}/${path}`, {})).statusCode, path).toBe(401)
      const asBuyer = await get(`${base}/${path}`, buyer.headers)
      expect(asBuyer.statusCode, path).toBe(403)
      expect(asBuyer.json().error.code).toBe('FORBIDDEN')
      expect((await get(`${base}/${path}`, waiting.headers)).statusCode, path).toBe(403)
    }
    expect((await put({ business_type: 'company' }, {})).statusCode).toBe(401)
    expect((await put({ business_type: 'company' }, buyer.headers)).statusCode).toBe(403)
  })

  it('another seller sees nothing of this shop: its own numbers only, and this shop’s order filters to nothing', async () => {
    const balance = (await get(`${base}/balance`, other.headers)).json().data
    // 3 × 200,000 = 600,000 − 18,000 − 6,000 − 3,000
    expect(balance).toMatchObject({ pending: 573_000, available: 0, paid_out: 0, total_revenue: 600_000 })
    const entries = (await get(`${base}/entries?order_id=${paidOrder.id}`, other.headers)).json()
    expect(entries).toMatchObject({ data: [], meta: { total: 0 } })
    expect((await get(`${base}/payouts`, other.headers)).json()).toMatchObject({ data: [], meta: { total: 0 } })
    const [month] = (await get(`${base}/statements?month=${currentMonth()}`, other.headers)).json().data
    expect(month).toMatchObject({ orders: 1, net: 573_000 })
    expect((await get(`${base}/account`, other.headers)).json().data.bank_account_number).toBeNull()
  })
})

describe('GET balance', () => {
  it('pending, available, paid out, goods revenue and the next release', async () => {
    const res = await get(`${base}/balance`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      pending: 189_300, // the VNPay order; the returned one nets 0
      available: 0,
      paid_out: 382_000,
      // 400,000 + (140,000 + 60,000 co-funding) + (200,000 − 200,000 refunded)
      total_revenue: 600_000,
      next_release_at: expect.any(String),
    })
    // the earliest pending line that no open return holds
    expect(res.json().data.next_release_at).toBe(pendingReleaseAt.toISOString())
  })
})

describe('GET entries', () => {
  it('every line of the shop, newest first, with order code, label, status and dates', async () => {
    const res = await get(`${base}/entries?limit=100`)
    expect(res.statusCode, res.body).toBe(200)
    const { data, meta } = res.json()
    // paid: 4 lines + the payout line; pending: 4 (revenue, co-funding, fee, payment fee) + 2 taxes; returned: 4 + 4
    expect(meta).toEqual({ page: 1, limit: 100, total: 5 + 6 + 8 })
    const times = data.map((e: { created_at: string }) => Date.parse(e.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const payout = data.find((e: { kind: string }) => e.kind === 'payout')
    expect(payout).toMatchObject({
      order_id: null,
      order_code: null,
      amount: -382_000,
      status: 'paid_out',
      kind_label: 'Chuyển tiền về tài khoản ngân hàng',
    })
    const revenue = data.find((e: { kind: string; order_id: string }) => e.kind === 'revenue' && e.order_id === pendingOrder.id)
    expect(revenue).toEqual({
      _id: expect.any(String),
      order_id: pendingOrder.id,
      order_code: pendingOrder.code,
      kind: 'revenue',
      kind_label: 'Doanh thu đơn hàng',
      amount: 140_000,
      status: 'pending',
      available_at: pendingReleaseAt.toISOString(),
      created_at: expect.any(String),
      memo: null,
    })
  })

  it('filters by status, kind and order; labels and memos in the reader’s language; paging', async () => {
    const en = { ...shop.headers, 'accept-language': 'en' }
    const refunds = (await get(`${base}/entries?kind=refund`, en)).json()
    expect(refunds.meta.total).toBe(1)
    expect(refunds.data[0]).toMatchObject({ order_id: returnedOrder.id, amount: -200_000, kind_label: 'Refund to the buyer', memo: null })
    const reversal = (await get(`${base}/entries?kind=platform_fee&order_id=${returnedOrder.id}`, en)).json().data
    expect(reversal.map((e: { amount: number }) => e.amount).sort((a: number, b: number) => a - b)).toEqual([-6_000, 6_000])
    expect(reversal.find((e: { amount: number }) => e.amount > 0).memo).toBe('Adjusted for a return')
    const paidOut = (await get(`${base}/entries?status=paid_out`)).json()
    expect(paidOut.meta.total).toBe(5)
    const ko = (
      await get(`${base}/entries?order_id=${pendingOrder.id}&kind=voucher_cofunding`, { ...shop.headers, 'accept-language': 'ko' })
    ).json()
    expect(ko.data).toEqual([expect.objectContaining({ amount: 60_000, kind_label: '플랫폼 바우처 지원금' })])
    const page2 = (await get(`${base}/entries?page=2&limit=5`)).json()
    expect(page2.meta).toEqual({ page: 2, limit: 5, total: 19 })
    expect(page2.data).toHaveLength(5)
  })

  it('bad filters are 400 with the field named', async () => {
    for (const [query, field] of [
      ['status=spent', 'status'],
      ['kind=bonus', 'kind'],
      ['order_id=42', 'order_id'],
      ['limit=500', 'limit'],
    ]) {
      const res = await get(`${base}/entries?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
      expect(Object.keys(res.json().error.fields ?? {}), query).toContain(field)
    }
  })
})

describe('GET statements', () => {
  it('a month: totals by kind, net earned (payouts aside) and orders booked', async () => {
    const res = await get(`${base}/statements?month=${currentMonth()}`)
    expect(res.statusCode, res.body).toBe(200)
    const [month] = res.json().data
    expect(month.month).toBe(currentMonth())
    expect(Object.keys(month.totals).sort()).toEqual([...LEDGER_KINDS].sort())
    expect(month.totals).toEqual({
      revenue: 400_000 + 140_000 + 200_000,
      voucher_cofunding: 60_000,
      platform_fee: -12_000 - 6_000, // the returned order's fee is booked and reversed
      payment_fee: -1_700,
      tax_vat: -4_000 - 2_000,
      tax_pit: -2_000 - 1_000,
      refund: -200_000,
      compensation: 0,
      payout: -382_000,
      affiliate_commission: 0, // aff (issue 18): no KOL sold these
    })
    expect(month.net).toBe(382_000 + 189_300)
    expect(month.orders).toBe(3)
  })

  it('without a month: the last 12 months, newest first, empty months as zeros; a month with nothing is zeros', async () => {
    const months = (await get(`${base}/statements`)).json().data
    expect(months).toHaveLength(12)
    expect(months[0].month).toBe(currentMonth())
    expect(months[0].net).toBe(571_300)
    const keys = months.map((m: { month: string }) => m.month)
    expect([...keys].sort().reverse()).toEqual(keys)
    expect(new Set(keys).size).toBe(12)
    for (const m of months.slice(1)) expect(m).toMatchObject({ net: 0, orders: 0, totals: expect.objectContaining({ revenue: 0 }) })
    const old = (await get(`${base}/statements?month=2020-01`)).json().data
    expect(old).toEqual([{ month: '2020-01', totals: Object.fromEntries(LEDGER_KINDS.map((k) => [k, 0])), net: 0, orders: 0 }])
  })

  it('months are Vietnam calendar months (UTC+7): 17:30 UTC on 31 October is 1 November', async () => {
    const fresh = await createLedgerShop(t, { price: 100_000 })
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop: fresh, quantity: 1 })
    await t.database.db
      .update(ledgerEntries)
      .set({ createdAt: new Date('2025-10-31T17:30:00Z') })
      .where(eq(ledgerEntries.orderId, order.id))
    const [oct] = (await get(`${base}/statements?month=2025-10`, fresh.headers)).json().data
    const [nov] = (await get(`${base}/statements?month=2025-11`, fresh.headers)).json().data
    expect(oct).toMatchObject({ orders: 0, net: 0 })
    expect(nov).toMatchObject({ orders: 1, net: 100_000 - 3_000 - 1_000 - 500 })
    expect(nov.totals.revenue).toBe(100_000)
  })

  it('a malformed month is 400', async () => {
    for (const month of ['2026-13', '2026-1', 'tháng 11', '2026-00']) {
      const res = await get(`${base}/statements?month=${encodeURIComponent(month)}`)
      expect(res.statusCode, month).toBe(400)
      expect(res.json().error.fields).toHaveProperty('month')
    }
  })
})

describe('GET payouts', () => {
  it('the shop’s payouts with how many lines each settled', async () => {
    const res = await get(`${base}/payouts`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      data: [{ _id: payoutId, amount: 382_000, status: 'paid', entries: 4, created_at: expect.any(String) }],
      meta: { page: 1, limit: 20, total: 1 },
    })
  })
})

describe('GET/PUT account', () => {
  it('defaults to an individual seller with tax withheld and no bank account', async () => {
    const res = await get(`${base}/account`, other.headers)
    expect(res.json().data).toEqual({
      business_type: 'individual',
      bank_name: null,
      bank_account_number: null,
      bank_account_name: null,
      tax_withheld: true,
    })
  })

  it('saves a company with its bank account; the next completed order has no tax withheld', async () => {
    const fresh = await createLedgerShop(t, { price: 100_000 })
    const res = await put(
      {
        business_type: 'company',
        bank_name: ' Techcombank ',
        bank_account_number: '19036688990011',
        bank_account_name: 'CONG TY TNHH XINH',
      },
      fresh.headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      business_type: 'company',
      bank_name: 'Techcombank',
      bank_account_number: '19036688990011',
      bank_account_name: 'CONG TY TNHH XINH',
      tax_withheld: false,
    })
    expect((await get(`${base}/account`, fresh.headers)).json().data.business_type).toBe('company')
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop: fresh, quantity: 1 })
    expect((await entriesOfOrder(t, order.id)).map((l) => l.kind).sort()).toEqual(['platform_fee', 'revenue'])
    // back to household, bank account removed
    const household = await put({ business_type: 'household' }, fresh.headers)
    expect(household.json().data).toMatchObject({ business_type: 'household', bank_account_number: null, tax_withheld: true })
  })

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = (await get(`${base}/account`)).json().data
    const cases: Array<[object, string]> = [
      [{ business_type: 'corporation' }, 'business_type'],
      [{}, 'business_type'],
      [
        { business_type: 'individual', bank_name: 'ACB', bank_account_number: '12345', bank_account_name: 'LE VAN A' },
        'bank_account_number',
      ],
      [
        { business_type: 'individual', bank_name: 'ACB', bank_account_number: '1'.repeat(21), bank_account_name: 'LE VAN A' },
        'bank_account_number',
      ],
      [
        { business_type: 'individual', bank_name: 'ACB', bank_account_number: '0123-456-789', bank_account_name: 'LE VAN A' },
        'bank_account_number',
      ],
      [{ business_type: 'individual', bank_name: 'ACB', bank_account_number: '0123456789' }, 'bank_account_name'],
      [{ business_type: 'individual', bank_account_number: '0123456789', bank_account_name: 'LE VAN A' }, 'bank_name'],
      [
        { business_type: 'individual', bank_name: 'A'.repeat(101), bank_account_number: '0123456789', bank_account_name: 'LE VAN A' },
        'bank_name',
      ],
    ]
    for (const [body, field] of cases) {
      const res = await put(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field)
    }
    const extra = await put({ business_type: 'individual', iban: 'x' })
    expect(extra.statusCode).toBe(400)
    expect((await get(`${base}/account`)).json().data).toEqual(before)
  })

  it('accepts 6 and 20 digit account numbers', async () => {
    for (const number of ['123456', '1'.repeat(20)]) {
      const res = await put({
        business_type: 'individual',
        bank_name: 'MB Bank',
        bank_account_number: number,
        bank_account_name: 'TRAN THI B',
      })
      expect(res.statusCode, number).toBe(200)
      expect(res.json().data.bank_account_number).toBe(number)
    }
  })
})

describe('release time in the entries follows the order', () => {
  it('the return lines carry the order’s release time', async () => {
    const lines = await entriesOfOrder(t, returnedOrder.id)
    expect(new Set(lines.map((l) => l.availableAt?.getTime())).size).toBe(1)
    expect(lines[0]!.availableAt!.getTime()).toBeGreaterThan(Date.now() + 7 * DAY)
  })
})

describe('OpenAPI', () => {
  it('documents the finance routes under the seller-finance tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    for (const path of ['balance', 'entries', 'statements', 'payouts', 'account'])
      expect(doc.paths[`${base}/${path}`]?.get?.tags, path).toEqual(['seller-finance'])
    expect(doc.paths[`${base}/account`].put.requestBody).toBeDefined()
    expect(JSON.stringify(doc.paths[`${base}/entries`].get.parameters)).toContain('order_id')
  })
})
