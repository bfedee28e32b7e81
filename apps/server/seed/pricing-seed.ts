import { COMMERCE } from '@xinh/contracts'
import { uuidv7 } from 'uuidv7'
import type { DbOrTx } from '#server/platform/db/client.ts'
import type { PgTable } from 'drizzle-orm/pg-core'
import { promotionItems, promotions, savedVouchers, voucherProducts, vouchers } from '#server/modules/pricing/pricing.tables.ts'
import { NEWBIE_CODE } from '#server/modules/pricing/index.ts'

type Row = Record<string, unknown>
/** demo.ts's bulk insert (passed in: this file is imported by demo.ts). */
type InsertMany = (db: DbOrTx, table: PgTable, rows: Row[]) => Promise<void>

const DAY = 86_400_000

/** Accepted products of the demo catalogue, as demo.ts collects them. */
export type CatalogueItem = { id: string; shopIndex: number; salePrice: number; sold: number }

/**
 * The demo's vouchers and promotions (issue 4), so /khuyen-mai, /uu-dai, flash deals and the
 * checkout's voucher pickers have something to show: platform vouchers (the 100K first-purchase
 * voucher, discounts, tiers, free shipping, cash-back, an app-only and a code-only one), shop
 * vouchers for Xinh Closet and two other shops, running promotions in three shops and an upcoming
 * one in a fourth. The demo buyer has a few saved. Deterministic: picked by sales rank.
 */
export async function seedPricing(
  tx: DbOrTx,
  insertMany: InsertMany,
  opts: { shopIds: string[]; catalogue: CatalogueItem[]; buyerId: string; now: number },
) {
  const at = (days: number) => new Date(opts.now + days * DAY)
  // insertMany writes every key of every row: each row carries them all
  const base = {
    shopId: null,
    description: null,
    maxDiscountValue: null,
    budget: null,
    budgetUsed: 0,
    used: 0,
    saved: 0,
    savableQuantity: null,
    perCustomerLimit: 1,
    minOrderValue: 0,
    startsAt: at(-2),
    endsAt: at(30),
    requiresLogin: true,
    requiresApp: false,
    display: 'public',
    classify: 'other',
    target: 'all',
    allProducts: true,
    tiers: [],
    conditions: {},
  }
  const voucherRows: Row[] = [
    {
      ...base,
      kind: 'platform',
      code: NEWBIE_CODE,
      name: 'Quà chào bạn mới 100K',
      description: 'Giảm 100.000 ₫ cho đơn hàng đầu tiên trên Xinh.',
      type: 'price',
      value: COMMERCE.newbieVoucherValue,
      quantity: 10_000_000,
      target: 'newbie',
      endsAt: at(3650),
      saved: 1,
    },
    {
      ...base,
      kind: 'platform',
      code: 'XINH50K',
      name: 'Giảm 50K cho đơn từ 299K',
      description: 'Áp dụng cho mọi shop trên Xinh.',
      type: 'price',
      value: 50_000,
      minOrderValue: 299_000,
      quantity: 2000,
      used: 734,
      saved: 1241,
      endsAt: at(12),
    },
    {
      ...base,
      kind: 'platform',
      code: 'XINH10',
      name: 'Giảm 10% tối đa 40K',
      type: 'percent',
      value: 10,
      maxDiscountValue: 40_000,
      minOrderValue: 150_000,
      quantity: 5000,
      used: 1820,
      saved: 2600,
      savableQuantity: 4000,
      endsAt: at(20),
    },
    {
      ...base,
      kind: 'platform',
      code: 'FREESHIP',
      name: 'Miễn phí vận chuyển đến 30K',
      description: 'Không áp dụng giao hàng hỏa tốc.',
      type: 'price',
      value: 30_000,
      minOrderValue: 99_000,
      classify: 'free_shipping',
      quantity: 10_000,
      used: 4321,
      saved: 5200,
      conditions: { payment_method: [], shipping_method: ['GHTK', 'VIETTEL_POST'], limit_per_user: 3, limit_per_user_by_day: 1 },
      perCustomerLimit: 3,
    },
    {
      ...base,
      kind: 'platform',
      code: 'GIAMSAU',
      name: 'Mua càng nhiều giảm càng sâu',
      description: 'Đơn từ 199K giảm 20K, từ 500K giảm 60K, từ 1 triệu giảm 150K.',
      type: 'price',
      value: 20_000,
      minOrderValue: 199_000,
      tiers: [
        { from: 199_000, to: 500_000, value: 20_000 },
        { from: 500_000, to: 1_000_000, value: 60_000 },
        { from: 1_000_000, to: null, value: 150_000 },
      ],
      quantity: 1500,
      used: 312,
      saved: 640,
      budget: 60_000_000,
      budgetUsed: 9_860_000,
      endsAt: at(9),
    },
    {
      ...base,
      kind: 'cashback',
      code: 'HOANXU15',
      name: 'Hoàn 15% xu tối đa 30K',
      type: 'percent',
      value: 15,
      maxDiscountValue: 30_000,
      minOrderValue: 100_000,
      quantity: 3000,
      used: 95,
      saved: 410,
      conditions: { payment_method: ['MOMO', 'VNPAY'], shipping_method: [] },
    },
    {
      ...base,
      kind: 'platform',
      code: 'APP20K',
      name: 'Giảm 20K khi mua trên ứng dụng',
      type: 'price',
      value: 20_000,
      minOrderValue: 120_000,
      quantity: 1000,
      used: 77,
      saved: 150,
      requiresApp: true,
    },
    {
      ...base,
      kind: 'platform',
      code: 'XINHVIP',
      name: 'Ưu đãi riêng 100K cho khách VIP',
      description: 'Nhập mã XINHVIP để lưu.',
      type: 'price',
      value: 100_000,
      minOrderValue: 1_000_000,
      quantity: 200,
      display: 'code_only',
    },
  ]

  // shop vouchers: Xinh Closet (the demo seller's shop) and two others
  const top = (shopIndex: number, n: number) =>
    opts.catalogue
      .filter((p) => p.shopIndex === shopIndex)
      .sort((a, b) => b.sold - a.sold || a.id.localeCompare(b.id))
      .slice(0, n)
  const shopVoucher = (shopIndex: number, row: Row): Row => ({
    ...base,
    kind: 'shop',
    shopId: opts.shopIds[shopIndex],
    target: 'shop',
    ...row,
  })
  const closetPicks = top(0, 12)
  const productVoucherId = uuidv7()
  voucherRows.push(
    shopVoucher(0, {
      code: 'CLOSET30K',
      name: 'Xinh Closet giảm 30K đơn từ 249K',
      type: 'price',
      value: 30_000,
      minOrderValue: 249_000,
      quantity: 300,
      used: 88,
      saved: 140,
    }),
    shopVoucher(0, {
      code: 'CLOSET12',
      name: 'Xinh Closet giảm 12% tối đa 60K',
      type: 'percent',
      value: 12,
      maxDiscountValue: 60_000,
      minOrderValue: 399_000,
      quantity: 150,
      used: 21,
      saved: 60,
      savableQuantity: 120,
    }),
    shopVoucher(0, {
      id: productVoucherId,
      code: 'CLOSETHOT',
      name: 'Giảm 40K cho các mẫu bán chạy',
      type: 'price',
      value: 40_000,
      minOrderValue: 199_000,
      quantity: 100,
      used: 9,
      saved: 33,
      target: 'product',
      allProducts: false,
      endsAt: at(6),
    }),
    shopVoucher(1, {
      code: 'GUNANG20K',
      name: 'Gu Của Nàng giảm 20K',
      type: 'price',
      value: 20_000,
      minOrderValue: 179_000,
      quantity: 200,
      used: 64,
      saved: 90,
    }),
    shopVoucher(2, {
      code: 'DENIM15',
      name: 'Hà Nội Denim giảm 15%',
      type: 'percent',
      value: 15,
      maxDiscountValue: 80_000,
      minOrderValue: 300_000,
      quantity: 120,
      used: 40,
      saved: 75,
    }),
    shopVoucher(2, {
      code: 'DENIMSHIP',
      name: 'Hà Nội Denim hỗ trợ phí ship 25K',
      type: 'price',
      value: 25_000,
      minOrderValue: 150_000,
      classify: 'free_shipping',
      quantity: 300,
      used: 12,
      saved: 48,
    }),
  )
  const ids = voucherRows.map((r) => (r.id as string | undefined) ?? uuidv7())
  await insertMany(
    tx,
    vouchers,
    voucherRows.map((r, i) => ({ ...r, id: ids[i] })),
  )
  await insertMany(
    tx,
    // the product voucher applies to Xinh Closet's best sellers
    voucherProducts,
    closetPicks.slice(0, 6).map((p) => ({ voucherId: productVoucherId, productId: p.id })),
  )
  // the demo buyer's wallet: the first-purchase voucher (as a new account gets it) and a few more
  const byCode = new Map(voucherRows.map((r, i) => [r.code as string, ids[i] as string]))
  await insertMany(
    tx,
    savedVouchers,
    [NEWBIE_CODE, 'XINH50K', 'FREESHIP', 'CLOSET30K'].map((code) => ({ userId: opts.buyerId, voucherId: byCode.get(code) })),
  )

  // promotions: running in Xinh Closet and two other shops, upcoming in a fourth
  const discounts = [35, 20, 25, 30, 15, 40, 20, 10, 25, 30]
  const promotionRows: Row[] = []
  const itemRows: Row[] = []
  const plan: Array<{ shopIndex: number; name: string; description: string; start: number; end: number; picks: CatalogueItem[] }> = [
    {
      shopIndex: 0,
      name: 'Flash sale cuối tuần',
      description: 'Giảm đến 40% các mẫu bán chạy nhất của Xinh Closet, số lượng có hạn.',
      start: -1,
      end: 3,
      picks: closetPicks.slice(0, 8),
    },
    { shopIndex: 1, name: 'Tuần lễ váy đầm', description: 'Váy đầm dạo phố giảm sâu.', start: -2, end: 5, picks: top(1, 6) },
    { shopIndex: 2, name: 'Denim Day', description: 'Jeans nam nữ đồng giá ưu đãi.', start: -1, end: 7, picks: top(2, 6) },
    { shopIndex: 4, name: 'Làm đẹp giữa tháng', description: 'Mỹ phẩm chính hãng giảm đến 30%.', start: 2, end: 9, picks: top(4, 6) },
  ]
  for (const p of plan) {
    const id = uuidv7()
    promotionRows.push({
      id,
      shopId: opts.shopIds[p.shopIndex],
      name: p.name,
      description: p.description,
      startsAt: at(p.start),
      endsAt: at(p.end),
    })
    p.picks.forEach((product, k) => {
      const discount = discounts[k % discounts.length] as number
      const limited = k % 3 === 0
      itemRows.push({
        promotionId: id,
        productId: product.id,
        discountPercent: discount,
        maxDiscountPercent: discount,
        productLimit: limited ? 50 : null,
        purchaseLimit: limited ? 2 : null,
        sold: limited && p.start < 0 ? 12 + k * 3 : 0,
      })
    })
  }
  await insertMany(tx, promotions, promotionRows)
  await insertMany(tx, promotionItems, itemRows)
  return { vouchers: voucherRows.length, promotions: promotionRows.length, promotionItems: itemRows.length }
}
