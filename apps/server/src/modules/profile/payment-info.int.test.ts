import { VALIDATION } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import {
  createReturnBuyer,
  createReturnsWorld,
  insertReturnableOrder,
  type ReturnsWorld,
  redeemVoucherFor,
  uploadEvidence,
} from '../../../test/returns-fixtures.ts'
import { insertVoucher, saveVoucher } from '../../../test/commerce-fixtures.ts'
import { orders } from '../orders/orders.tables.ts'
import { paymentInfos } from './profile.tables.ts'

/**
 * Account areas (issue 16, acct) through the API: payment info (the refund bank account, owner
 * only, the methods used before), the COD return carrying it, and the voucher wallet's tabs.
 */

let t: TestApp
let w: ReturnsWorld
let buyer: Awaited<ReturnType<typeof createReturnBuyer>>
let other: Awaited<ReturnType<typeof createReturnBuyer>>
type Headers = Record<string, string>
const URL_ = '/community/v1/profile/payment-info'
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers })
const put = (payload: unknown, headers: Headers = buyer.headers, lang = 'en') =>
  t.app.inject({ method: 'PUT', url: URL_, headers: { ...headers, 'accept-language': lang }, payload: payload as object })
const account = { bank_code: 'VCB', account_number: '0071000123456', holder_name: 'Nguyễn Thị Ánh Đào' }

beforeAll(async () => {
  t = await createTestApp()
  w = await createReturnsWorld(t)
  buyer = await createReturnBuyer(t)
  other = await createReturnBuyer(t, 'Trần Văn Bình')
})
afterAll(() => t.close())

describe('payment info', () => {
  it('is empty before anything is saved, and needs a signed-in account', async () => {
    const res = await get(URL_, buyer.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ bank_account: null, updated_at: null, used_methods: [] })
    expect((await get(URL_, {})).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'PUT', url: URL_, payload: { bank_account: account } })).statusCode).toBe(401)
  })

  it('saves the account with the holder name in capitals without diacritics, and replaces it on a second save', async () => {
    const first = await put({ bank_account: account })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.bank_account).toEqual({
      bank_code: 'VCB',
      bank_name: 'Vietcombank',
      account_number: '0071000123456',
      holder_name: 'NGUYEN THI ANH DAO',
    })
    const second = await put({ bank_account: { bank_code: 'TCB', account_number: '19033334444', holder_name: 'nguyen thi anh dao' } })
    expect(second.json().data.bank_account).toMatchObject({ bank_code: 'TCB', bank_name: 'Techcombank', holder_name: 'NGUYEN THI ANH DAO' })
    const rows = await t.database.db.select().from(paymentInfos).where(eq(paymentInfos.userId, buyer.userId))
    expect(rows).toHaveLength(1)
  })

  it('is the owner’s only: another account reads its own (empty) info and cannot touch the first one', async () => {
    expect((await get(URL_, other.headers)).json().data.bank_account).toBeNull()
    await put({ bank_account: { ...account, account_number: '123456789' } }, other.headers)
    expect((await get(URL_, buyer.headers)).json().data.bank_account.account_number).toBe('19033334444')
    // the body cannot name a user
    expect((await put({ bank_account: account, user_id: buyer.userId }, other.headers)).statusCode).toBe(400)
  })

  it('refuses an unknown bank, a number a bank would refuse and a holder name that is not a name, saving nothing', async () => {
    const before = (await get(URL_, buyer.headers)).json().data
    const cases: Array<[object, string, string]> = [
      [{ ...account, bank_code: 'XYZ' }, 'bank_code', VALIDATION['v.required'].en],
      [{ ...account, account_number: '12345' }, 'account_number', VALIDATION['v.bank_account'].en],
      [{ ...account, account_number: '0071-000-123' }, 'account_number', VALIDATION['v.bank_account'].en],
      [{ ...account, holder_name: 'Anh 123' }, 'holder_name', VALIDATION['v.bank_holder'].en],
      [{ ...account, holder_name: '<script>' }, 'holder_name', VALIDATION['v.bank_holder'].en],
      [{ ...account, holder_name: '   ' }, 'holder_name', VALIDATION['v.required'].en],
    ]
    for (const [bank_account, field, message] of cases) {
      const res = await put({ bank_account })
      expect(res.statusCode, JSON.stringify(bank_account)).toBe(400)
      expect(res.json().error.fields[`bank_account.${field}`] ?? res.json().error.fields[field], res.body).toBe(message)
    }
    const vi = await put({ bank_account: { ...account, holder_name: 'A1' } }, buyer.headers, 'vi')
    expect(Object.values(vi.json().error.fields)).toContain(VALIDATION['v.bank_holder'].vi)
    expect((await get(URL_, buyer.headers)).json().data).toEqual(before)
  })

  it('lists the methods the buyer used on their orders, not one cancelled before it was paid', async () => {
    const lines = [{ variantId: w.shirtVariant, quantity: 1 }]
    await insertReturnableOrder(t, { buyerId: buyer.userId, shopId: w.seller.shop.id, lines })
    await insertReturnableOrder(t, { buyerId: buyer.userId, shopId: w.seller.shop.id, lines, paymentMethod: 'MOMO' })
    const cancelled = await insertReturnableOrder(t, { buyerId: buyer.userId, shopId: w.seller.shop.id, lines, paymentMethod: 'VNPAY' })
    await t.database.db.update(orders).set({ status: 'cancelled', paymentStatus: 'unpaid' }).where(eq(orders.id, cancelled.id))
    const used = (await get(URL_, buyer.headers)).json().data.used_methods
    expect(used.map((m: { method: string }) => m.method).sort()).toEqual(['COD', 'MOMO'])
    expect(used.every((m: { orders: number; last_used_at: string }) => m.orders === 1 && !Number.isNaN(Date.parse(m.last_used_at)))).toBe(
      true,
    )
    expect((await get(URL_, other.headers)).json().data.used_methods).toEqual([])
  })
})

describe('a COD return carries the refund bank account', () => {
  it('the buyer and the admin see where the money goes; the seller does not', async () => {
    const photo = await uploadEvidence(t, buyer.headers)
    const order = await insertReturnableOrder(t, {
      buyerId: buyer.userId,
      shopId: w.seller.shop.id,
      lines: [{ variantId: w.shirtVariant, quantity: 1 }],
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${order.id}/returns`,
      headers: buyer.headers,
      payload: { reason_id: 'damaged', media: [photo], refund_bank: { ...account, holder_name: 'Lê Thu Hà' } },
    })
    expect(res.statusCode, res.body).toBe(200)
    const bank = { bank_code: 'VCB', bank_name: 'Vietcombank', account_number: '0071000123456', holder_name: 'LE THU HA' }
    expect(res.json().data.refund_bank).toEqual(bank)
    const id = res.json().data._id
    expect((await get(`/api/v1/admin/returns/${id}`, w.admin.headers)).json().data.refund_bank).toEqual(bank)
    const seller = await get(`/api/v1/seller/returns/${id}`, w.seller.headers)
    expect(seller.statusCode, seller.body).toBe(200)
    expect(seller.json().data).not.toHaveProperty('refund_bank')
  })

  it('an online order’s refund goes back through its gateway: a bank account sent with it is not kept', async () => {
    const photo = await uploadEvidence(t, buyer.headers)
    const order = await insertReturnableOrder(t, {
      buyerId: buyer.userId,
      shopId: w.seller.shop.id,
      lines: [{ variantId: w.shirtVariant, quantity: 1 }],
      paymentMethod: 'MOMO',
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${order.id}/returns`,
      headers: buyer.headers,
      payload: { reason_id: 'damaged', media: [photo], refund_bank: account },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.refund_bank).toBeNull()
  })

  it('a bad bank account is refused before anything is written', async () => {
    const photo = await uploadEvidence(t, buyer.headers)
    const order = await insertReturnableOrder(t, {
      buyerId: other.userId,
      shopId: w.seller.shop.id,
      lines: [{ variantId: w.shirtVariant, quantity: 1 }],
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${order.id}/returns`,
      headers: other.headers,
      payload: { reason_id: 'damaged', media: [photo], refund_bank: { ...account, account_number: 'abc' } },
    })
    expect(res.statusCode).toBe(400)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe('delivered')
  })
})

describe('the voucher wallet’s tabs (GET /api/v1/mobile/voucher-buyer?status=)', () => {
  it('sorts saved vouchers into usable, used and expired, with each tab’s count', async () => {
    const me = await createReturnBuyer(t, 'Đỗ Mai Anh')
    const HOUR = 3_600_000
    const running = await insertVoucher(t, { code: 'ACCTRUN' })
    const upcoming = await insertVoucher(t, { code: 'ACCTSOON', startsAt: new Date(Date.now() + HOUR) })
    const ended = await insertVoucher(t, {
      code: 'ACCTEND',
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    })
    const soldOut = await insertVoucher(t, { code: 'ACCTGONE', quantity: 5, used: 5 })
    const order = await insertReturnableOrder(t, {
      buyerId: me.userId,
      shopId: w.seller.shop.id,
      lines: [{ variantId: w.shirtVariant, quantity: 1 }],
    })
    const usedUp = await redeemVoucherFor(t, { ...order, platformVoucherDiscount: 10_000 })
    for (const v of [running.id, upcoming.id, ended.id, soldOut.id, usedUp]) await saveVoucher(t, me.userId, v)

    const tab = async (status?: string) => {
      const res = await get(`/api/v1/mobile/voucher-buyer?limit=20${status ? `&status=${status}` : ''}`, me.headers)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as { data: Array<{ code: string }>; meta: { total: number }; counts: Record<string, number> }
    }
    const all = await tab()
    expect(all.meta.total).toBe(5)
    expect(all.counts).toEqual({ usable: 2, used: 1, expired: 2 })
    expect((await tab('usable')).data.map((v) => v.code)).toEqual(['ACCTRUN', 'ACCTSOON'])
    expect((await tab('used')).data.map((v) => v.code)).toEqual([`RT${order.id.slice(-6).toUpperCase()}`])
    expect((await tab('expired')).data.map((v) => v.code).sort()).toEqual(['ACCTEND', 'ACCTGONE'])
    expect((await tab('expired')).meta.total).toBe(2)
    expect((await get('/api/v1/mobile/voucher-buyer?status=lost', me.headers)).statusCode).toBe(400)
    // another buyer's wallet is theirs alone
    expect((await tab()).counts).not.toEqual((await get('/api/v1/mobile/voucher-buyer', other.headers)).json().counts)
  })
})
