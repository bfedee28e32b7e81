import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import {
  amountsByKind,
  closeReturn,
  createLedgerShop,
  entriesOfOrder,
  entriesOfShop,
  insertCompletedOrder,
  insertDeliveredOrder,
  openReturn,
  recordReturn,
  setAccount,
  sumOf,
} from '../../../test/ledger-fixtures.ts'
import { createOrderBuyer, firstVariant } from '../../../test/order-fixtures.ts'
import { orders } from '../orders/orders.tables.ts'
import { ledgerEntries, payouts } from './ledger.tables.ts'

/**
 * The ledger through the orders service (docs/api/ledger.md): booking on completion, returns,
 * release and payout. Each test has its own shop, since the jobs run over every shop.
 */

let t: TestApp
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
const DAY = 24 * 3600 * 1000
const FAR = () => new Date(Date.now() + 60 * DAY)

beforeAll(async () => {
  t = await createTestApp()
  buyer = await createOrderBuyer(t, 'Phạm Thu Trang')
})
afterAll(() => t.close())

const ledger = () => t.services.ledger
const orderStatus = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status

describe('booking an order when it completes', () => {
  it('the buyer confirms receipt: an individual seller past the first year gets revenue, 3 % fee, 1 % VAT, 0.5 % PIT, pending until the return window closes', async () => {
    const shop = await createLedgerShop(t, { price: 250_000, returnDays: 7 })
    const deliveredAt = new Date(Date.now() - 2 * 3600 * 1000)
    const order = await insertDeliveredOrder(t, { buyerId: buyer.userId, shop, quantity: 2, deliveredAt })
    expect(await entriesOfOrder(t, order.id)).toEqual([])
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/mobile/orders/${order.id}/confirm-received`, headers: buyer.headers })
    expect(res.statusCode, res.body).toBe(200)
    const lines = await entriesOfOrder(t, order.id)
    expect(amountsByKind(lines)).toEqual({ revenue: 500_000, platform_fee: -15_000, tax_vat: -5_000, tax_pit: -2_500 })
    expect(sumOf(lines)).toBe(477_500)
    for (const l of lines) {
      expect(l).toMatchObject({ shopId: shop.shopId, status: 'pending', sourceId: null, payoutId: null })
      // delivered + 7 return days + 1 day margin
      expect(l.availableAt?.getTime()).toBe(deliveredAt.getTime() + 8 * DAY)
    }
  })

  it('in the shop’s first year: no platform or payment fee, the revenue line says so; taxes are still withheld', async () => {
    const shop = await createLedgerShop(t, { ageDays: 100, price: 300_000 })
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 1, paymentMethod: 'VNPAY' })
    const lines = await entriesOfOrder(t, order.id)
    expect(amountsByKind(lines)).toEqual({ revenue: 300_000, tax_vat: -3_000, tax_pit: -1_500 })
    expect(lines.find((l) => l.kind === 'revenue')?.memo).toBe('fees_waived_first_year')
  })

  it('a company paying by card with shop and platform vouchers: co-funding, fee on the goods, payment fee on what was paid, no tax', async () => {
    const shop = await createLedgerShop(t, { price: 250_000 })
    await setAccount(t, shop.headers, { business_type: 'company' })
    const order = await insertCompletedOrder(t, {
      buyerId: buyer.userId,
      shop,
      quantity: 2,
      paymentMethod: 'VISA',
      shopVoucherDiscount: 20_000,
      platformVoucherDiscount: 50_000,
    })
    expect(order.total).toBe(460_000)
    const lines = await entriesOfOrder(t, order.id)
    expect(amountsByKind(lines)).toEqual({
      revenue: 430_000, // what the buyer paid for the goods
      voucher_cofunding: 50_000, // the platform's voucher, paid to the seller
      platform_fee: -14_400, // 3 % of 480,000
      payment_fee: -11_500, // 2.5 % of the 460,000 paid by card
    })
  })

  it('funds wait for the longest return period among the order’s items', async () => {
    const shop = await createLedgerShop(t, { returnDays: 3 })
    const long = await insertProduct(t, {
      shopId: shop.shopId,
      name: 'Đầm dự tiệc ren cao cấp',
      returnDays: 14,
      variants: [{ options: [], price: 500_000, salePrice: 450_000, stock: 10 }],
    })
    const longVariant = (await firstVariant(t, long.id)).id
    const deliveredAt = new Date(Date.now() - 3600 * 1000)
    const order = await insertCompletedOrder(t, {
      buyerId: buyer.userId,
      shop,
      deliveredAt,
      lines: [
        { variantId: shop.variantId, quantity: 1 },
        { variantId: longVariant, quantity: 1 },
      ],
    })
    const [revenue] = (await entriesOfOrder(t, order.id)).filter((l) => l.kind === 'revenue')
    expect(revenue?.amount).toBe(700_000)
    expect(revenue?.availableAt?.getTime()).toBe(deliveredAt.getTime() + 15 * DAY)
  })

  it('completing again after a return flow writes nothing new', async () => {
    const shop = await createLedgerShop(t)
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop })
    const before = await entriesOfOrder(t, order.id)
    await openReturn(t, order.id, buyer.userId)
    await closeReturn(t, order.id)
    expect(await orderStatus(order.id)).toBe('completed')
    expect(await entriesOfOrder(t, order.id)).toEqual(before)
  })
})

describe('returns', () => {
  it('a refunded half: refund line, fees and taxes reversed by half; the same return again writes nothing; the rest reverses to 0', async () => {
    const shop = await createLedgerShop(t, { price: 250_000 })
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 2 })
    await openReturn(t, order.id, buyer.userId)
    const first = await recordReturn(t, { orderId: order.id, shopId: shop.shopId, itemsAmount: 250_000 })
    expect(first.lines).toHaveLength(4)
    const lines = await entriesOfOrder(t, order.id)
    expect(amountsByKind(lines, first.returnId)).toEqual({ refund: -250_000, platform_fee: 7_500, tax_vat: 2_500, tax_pit: 1_250 })
    const anchor = lines.find((l) => l.kind === 'revenue')!
    for (const l of lines) expect(l).toMatchObject({ status: 'pending', availableAt: anchor.availableAt })
    for (const l of first.lines) expect(l.memo).toBe(l.kind === 'refund' ? null : 'return_reversal')

    const again = await recordReturn(t, { orderId: order.id, shopId: shop.shopId, returnId: first.returnId, itemsAmount: 250_000 })
    expect(again.lines).toEqual([])
    expect(await entriesOfOrder(t, order.id)).toHaveLength(lines.length)

    await closeReturn(t, order.id)
    await openReturn(t, order.id, buyer.userId)
    const second = await recordReturn(t, { orderId: order.id, shopId: shop.shopId, itemsAmount: 250_000 })
    expect(amountsByKind(await entriesOfOrder(t, order.id), second.returnId)).toEqual({
      refund: -250_000,
      platform_fee: 7_500,
      tax_vat: 2_500,
      tax_pit: 1_250,
    })
    expect(sumOf(await entriesOfOrder(t, order.id))).toBe(0)
  })

  it('refunded before it ever completed (authentic-goods claim): the order is booked with the return, sums hold, completion adds nothing', async () => {
    const shop = await createLedgerShop(t, { price: 400_000 })
    const order = await insertDeliveredOrder(t, {
      buyerId: buyer.userId,
      shop,
      quantity: 1,
      paymentMethod: 'MOMO',
      platformVoucherDiscount: 40_000,
    })
    await openReturn(t, order.id, buyer.userId)
    const { returnId } = await recordReturn(t, { orderId: order.id, shopId: shop.shopId, itemsAmount: 360_000, compensation: 360_000 })
    const lines = await entriesOfOrder(t, order.id)
    expect(amountsByKind(lines)).toEqual({
      revenue: 360_000,
      voucher_cofunding: 40_000,
      platform_fee: -12_000,
      payment_fee: -5_850, // 1.5 % of the 390,000 paid by MoMo
      tax_vat: -4_000,
      tax_pit: -2_000,
    })
    expect(amountsByKind(lines, returnId)).toEqual({
      refund: -360_000,
      voucher_cofunding: -40_000,
      platform_fee: 12_000,
      payment_fee: 5_850,
      tax_vat: 4_000,
      tax_pit: 2_000,
      compensation: -360_000,
    })
    expect(sumOf(lines)).toBe(-360_000)
    await closeReturn(t, order.id)
    expect(await entriesOfOrder(t, order.id)).toHaveLength(lines.length)
  })

  it('refuses amounts that are not whole đồng ≥ 0, and an order of another shop, writing nothing', async () => {
    const shop = await createLedgerShop(t)
    const other = await createLedgerShop(t)
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop })
    const before = await entriesOfOrder(t, order.id)
    await expect(recordReturn(t, { orderId: order.id, shopId: shop.shopId, itemsAmount: 10.5 })).rejects.toThrow(/whole VND/)
    await expect(recordReturn(t, { orderId: order.id, shopId: shop.shopId, itemsAmount: -1 })).rejects.toThrow(/whole VND/)
    await expect(recordReturn(t, { orderId: order.id, shopId: other.shopId, itemsAmount: 100 })).rejects.toThrow(/not shop/)
    expect(await entriesOfOrder(t, order.id)).toEqual(before)
  })
})

describe('release', () => {
  it('pending lines become available once their time has come, not before', async () => {
    const shop = await createLedgerShop(t)
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop })
    const at = (await entriesOfOrder(t, order.id))[0]!.availableAt!
    await ledger().releaseDue(new Date(at.getTime() - 1000))
    expect(new Set((await entriesOfOrder(t, order.id)).map((l) => l.status))).toEqual(new Set(['pending']))
    expect(await ledger().releaseDue(at)).toBeGreaterThanOrEqual(4)
    expect(new Set((await entriesOfOrder(t, order.id)).map((l) => l.status))).toEqual(new Set(['available']))
    // a second run changes nothing of this order
    await ledger().releaseDue(FAR())
    expect(new Set((await entriesOfOrder(t, order.id)).map((l) => l.status))).toEqual(new Set(['available']))
  })

  it('an open return holds the order’s funds until the return flow closes', async () => {
    const shop = await createLedgerShop(t)
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop })
    await openReturn(t, order.id, buyer.userId)
    await ledger().releaseDue(FAR())
    expect(new Set((await entriesOfOrder(t, order.id)).map((l) => l.status))).toEqual(new Set(['pending']))
    await closeReturn(t, order.id)
    await ledger().releaseDue(FAR())
    expect(new Set((await entriesOfOrder(t, order.id)).map((l) => l.status))).toEqual(new Set(['available']))
  })
})

describe('payout', () => {
  it('concurrent runs pay the available balance exactly once; the lines are paid out with the payout', async () => {
    const shop = await createLedgerShop(t, { price: 250_000 })
    await setAccount(t, shop.headers)
    const a = await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 2 })
    const b = await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 1 })
    // b stays pending: only a's lines are due
    const aAt = (await entriesOfOrder(t, a.id))[0]!.availableAt!
    await t.database.db
      .update(ledgerEntries)
      .set({ availableAt: new Date(aAt.getTime() + 30 * DAY) })
      .where(eq(ledgerEntries.orderId, b.id))
    await ledger().releaseDue(new Date(aAt.getTime() + DAY))
    const now = new Date(aAt.getTime() + DAY)
    const runs = await Promise.all([ledger().payOut(now), ledger().payOut(now), ledger().payOut(now)])
    const mine = runs.flat().filter((p) => p.shopId === shop.shopId)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ amount: 477_500, entries: 4 })
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.shopId, shop.shopId))
    expect(rows).toEqual([expect.objectContaining({ id: mine[0]!.payoutId, amount: 477_500, status: 'paid' })])

    const lines = await entriesOfShop(t, shop.shopId)
    for (const l of lines.filter((l) => l.orderId === a.id)) expect(l).toMatchObject({ status: 'paid_out', payoutId: mine[0]!.payoutId })
    for (const l of lines.filter((l) => l.orderId === b.id)) expect(l).toMatchObject({ status: 'pending', payoutId: null })
    const payoutLine = lines.filter((l) => l.kind === 'payout')
    expect(payoutLine).toEqual([
      expect.objectContaining({
        amount: -477_500,
        status: 'paid_out',
        payoutId: mine[0]!.payoutId,
        sourceId: mine[0]!.payoutId,
        orderId: null,
      }),
    ])
    // what is paid out sums to 0 with its payout line
    expect(sumOf(lines.filter((l) => l.status === 'paid_out'))).toBe(0)
    // later runs find nothing to pay
    expect((await ledger().payOut(now)).filter((p) => p.shopId === shop.shopId)).toEqual([])
  })

  it('a shop without a bank account is not paid; its funds stay available', async () => {
    const shop = await createLedgerShop(t)
    const order = await insertCompletedOrder(t, { buyerId: buyer.userId, shop })
    await ledger().releaseDue(FAR())
    expect((await ledger().payOut(FAR())).filter((p) => p.shopId === shop.shopId)).toEqual([])
    expect(new Set((await entriesOfOrder(t, order.id)).map((l) => l.status))).toEqual(new Set(['available']))
  })

  it('compensation after a payout leaves a negative balance that is carried over, never paid, and netted against the next orders', async () => {
    const shop = await createLedgerShop(t, { price: 250_000 })
    await setAccount(t, shop.headers)
    const a = await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 2 })
    await ledger().releaseDue(FAR())
    const first = (await ledger().payOut(FAR())).filter((p) => p.shopId === shop.shopId)
    expect(first.map((p) => p.amount)).toEqual([477_500])

    // an admin-opened claim long after: the buyer is compensated, nothing is refunded of the paid goods
    await openReturn(t, a.id, buyer.userId)
    const { returnId } = await recordReturn(t, { orderId: a.id, shopId: shop.shopId, itemsAmount: 0, compensation: 600_000 })
    await closeReturn(t, a.id)
    await ledger().releaseDue(FAR())
    const compensation = (await entriesOfOrder(t, a.id)).filter((l) => l.sourceId === returnId)
    expect(compensation).toEqual([expect.objectContaining({ kind: 'compensation', amount: -600_000, status: 'available' })])
    expect((await ledger().payOut(FAR())).filter((p) => p.shopId === shop.shopId)).toEqual([])

    await insertCompletedOrder(t, { buyerId: buyer.userId, shop, quantity: 3 }) // nets 716,250
    await ledger().releaseDue(FAR())
    const next = (await ledger().payOut(FAR())).filter((p) => p.shopId === shop.shopId)
    expect(next.map((p) => p.amount)).toEqual([716_250 - 600_000])
    const left = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shop.shopId), eq(ledgerEntries.status, 'available')))
    expect(left).toEqual([])
  })
})
