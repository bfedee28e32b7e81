import type { OrderStatus, PaymentMethod } from '@xinh/contracts'
import { eq, sql } from 'drizzle-orm'
import { orders } from '../src/modules/orders/orders.tables.ts'
import { voucherRedemptions, vouchers } from '../src/modules/pricing/pricing.tables.ts'
import { createAdmin, createSeller, insertProduct } from './catalog-fixtures.ts'
import { insertVoucher } from './commerce-fixtures.ts'
import { form, pngBytes, type TestApp } from './helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder } from './order-fixtures.ts'

/**
 * Returns fixtures: a shop with an ordinary and an authentic-guaranteed product, a buyer, an admin,
 * delivered orders written straight to the tables (order-fixtures' insertOrder, plus the voucher
 * shares and paid status checkout would leave), and evidence uploaded through POST /api/v1/image.
 */

const DAY = 24 * 3600 * 1000
type Headers = Record<string, string>

export async function createReturnsWorld(t: TestApp) {
  const seller = await createSeller(t, { shopName: 'Shop Áo Hà' })
  const other = await createSeller(t, { shopName: 'Shop Son Môi' })
  const admin = await createAdmin(t)
  const shirt = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Áo sơ mi lụa tay phồng',
    returnDays: 7,
    variants: [
      { options: ['S'], price: 300_000, salePrice: 250_000, stock: 50 },
      { options: ['M'], price: 300_000, salePrice: 250_000, stock: 50 },
    ],
  })
  const perfume = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Nước hoa chính hãng 50ml',
    returnDays: 3,
    isAuthentic: true,
    variants: [{ options: [], price: 1_200_000, salePrice: 999_999, stock: 20 }],
  })
  const [shirtS, perfumeV] = [await firstVariant(t, shirt.id), await firstVariant(t, perfume.id)]
  return { seller, other, admin, shirt, perfume, shirtVariant: shirtS.id, perfumeVariant: perfumeV.id }
}
export type ReturnsWorld = Awaited<ReturnType<typeof createReturnsWorld>>

export const createReturnBuyer = createOrderBuyer

export type ReturnableSeed = {
  buyerId: string
  shopId: string
  lines: Array<{ variantId: string; quantity: number }>
  status?: Extract<OrderStatus, 'delivered' | 'completed' | 'shipping' | 'return_refund'>
  paymentMethod?: PaymentMethod
  /** Delivered this long ago (default 1 day). */
  deliveredDaysAgo?: number
  shippingFee?: number
  shippingDiscount?: number
  shopVoucherDiscount?: number
  platformVoucherDiscount?: number
  email?: string
}

/**
 * An order as checkout and the carrier would leave it: delivered (or completed) some days ago,
 * COD (cash until completed) or paid online, with voucher shares and a shipping discount.
 */
export async function insertReturnableOrder(t: TestApp, seed: ReturnableSeed) {
  const paymentMethod = seed.paymentMethod ?? 'COD'
  const status = seed.status ?? 'delivered'
  const order = await insertOrder(t, {
    buyerId: seed.buyerId,
    shopId: seed.shopId,
    lines: seed.lines,
    status,
    paymentMethod,
    paymentStatus: paymentMethod === 'COD' ? (status === 'completed' ? 'paid' : 'cash') : 'paid',
    deliveredAt: status === 'shipping' ? null : new Date(Date.now() - (seed.deliveredDaysAgo ?? 1) * DAY),
    shippingFee: seed.shippingFee ?? 30_000,
    shopVoucherDiscount: seed.shopVoucherDiscount ?? 0,
    email: seed.email ?? null,
  })
  const platform = seed.platformVoucherDiscount ?? 0
  const shippingDiscount = seed.shippingDiscount ?? 0
  if (platform || shippingDiscount) {
    await t.database.db
      .update(orders)
      .set({
        platformVoucherDiscount: platform,
        shippingDiscount,
        total: sql`${orders.total} - ${platform + shippingDiscount}`,
      })
      .where(eq(orders.id, order.id))
  }
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id))
  return row!
}

const evidence = new WeakMap<TestApp, string>()
/** A photo uploaded through POST /api/v1/image (once per app): a URL our storage issued. */
export async function uploadEvidence(t: TestApp, headers: Headers): Promise<string> {
  const known = evidence.get(t)
  if (known) return known
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/image',
    headers,
    payload: form({ file: { data: await pngBytes(32, 32), filename: 'loi.png', type: 'image/png' } }),
  })
  if (res.statusCode !== 200) throw new Error(res.body)
  const url = res.json().data.url as string
  evidence.set(t, url)
  return url
}

export async function orderRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row!
}

/** A platform voucher the order spent (as checkout's redeem leaves it: one use, its share of the budget). */
export async function redeemVoucherFor(
  t: TestApp,
  order: { id: string; buyerId: string; checkoutId: string; platformVoucherDiscount: number },
) {
  const voucher = await insertVoucher(t, {
    code: `RT${order.id.slice(-6).toUpperCase()}`,
    used: 1,
    budgetUsed: order.platformVoucherDiscount,
  })
  await t.database.db.insert(voucherRedemptions).values({
    voucherId: voucher.id,
    userId: order.buyerId,
    checkoutId: order.checkoutId,
    orderId: order.id,
    amount: order.platformVoucherDiscount,
  })
  return voucher.id
}

export async function voucherState(t: TestApp, voucherId: string) {
  const [v] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId))
  const redemptions = await t.database.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucherId))
  return { used: v!.used, budgetUsed: v!.budgetUsed, released: redemptions.every((r) => r.releasedAt !== null) }
}
