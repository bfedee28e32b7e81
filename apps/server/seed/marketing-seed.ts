import { BANNER_IMAGE_SIZES } from '@xinh/contracts'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Db } from '#server/platform/db/client.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { promotionItems, promotions, voucherProducts, vouchers } from '#server/modules/pricing/pricing.tables.ts'
import { banners, shopCategories, shops } from '#server/modules/shops/shops.tables.ts'
import { type ImageJob, renderImages, SCENE_PALETTES, SEED_IMAGE_FOLDER, type Shape, scenePicture, urlOf } from './images.ts'

const DAY = 86_400_000

/** The pictures of the demo shop's own banners, at the exact spec §5 sizes (343×150, cover 1340×754). */
const BANNER_SCENES: Record<string, { items: Array<{ shape: Shape; colour: string }>; palette: number }> = {
  flash: {
    items: [
      { shape: 'dress', colour: '#d94f8a' },
      { shape: 'crossbody', colour: '#22252b' },
      { shape: 'heel', colour: '#f4b6c2' },
    ],
    palette: 0,
  },
  autumn: {
    items: [
      { shape: 'jacket', colour: '#5c6b3c' },
      { shape: 'skirt', colour: '#d6bf9c' },
      { shape: 'hat', colour: '#efe4cc' },
    ],
    palette: 1,
  },
  birthday: {
    items: [
      { shape: 'lipstick', colour: '#d94f8a' },
      { shape: 'tote', colour: '#efe4cc' },
      { shape: 'necklace', colour: '#d6bf9c' },
    ],
    palette: 4,
  },
  summer: {
    items: [
      { shape: 'sandal', colour: '#9fdcc4' },
      { shape: 'sunglasses', colour: '#22252b' },
      { shape: 'tshirt', colour: '#f7f7f5' },
    ],
    palette: 2,
  },
}
const bannerRel = (key: string, kind: 'image' | 'cover') => `${SEED_IMAGE_FOLDER}/shop-banner/${key}-${kind}.webp`

export function marketingImageJobs(): ImageJob[] {
  return Object.entries(BANNER_SCENES).flatMap(([key, scene]) =>
    (['image', 'cover'] as const).map((kind) => ({
      rel: bannerRel(key, kind),
      picture: () =>
        scenePicture(
          BANNER_IMAGE_SIZES[kind].width,
          BANNER_IMAGE_SIZES[kind].height,
          scene.items,
          SCENE_PALETTES[scene.palette] as [string, string],
        ),
    })),
  )
}

/**
 * The demo seller's marketing in every state (issue 13), on top of what demo.ts and
 * pricing-seed.ts already made for Xinh Closet (its visible categories, a running shop banner, the
 * running flash sale and three running vouchers): a hidden category; banners upcoming, running,
 * ended and ended by hand, with 343×150 pictures and 1340×754 covers; promotions upcoming (by
 * product and by variant), ended and ended early; vouchers upcoming, ended, ended by hand and a
 * code-only one with tiers and payment/shipping conditions. Deterministic: products are picked by
 * sales rank after the flash sale's eight.
 */
export async function seedMarketing({
  db,
  sellerId,
  publicDir,
  cacheDir,
  now,
}: {
  db: Db
  sellerId: string
  publicDir: string
  cacheDir?: string
  now: number
}) {
  const at = (days: number) => new Date(now + days * DAY)
  const rendering = renderImages(publicDir, marketingImageJobs(), { cacheDir })
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, sellerId)).limit(1)
  if (!shop) throw new Error('seedMarketing: the demo seller has no shop')
  const shopId = shop.id
  // the shop's products by sales rank, as pricing-seed ranks them (its flash sale has the first eight)
  const ranked = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.status, 'accepted')))
    .orderBy(desc(products.sold), asc(products.id))
  const pick = (from: number, n: number) => ranked.slice(from, from + n).map((p) => p.id)
  const variantRows = await db
    .select({ id: productVariants.id, productId: productVariants.productId, options: productVariants.options })
    .from(productVariants)
    .where(inArray(productVariants.productId, pick(14, 6)))
    .orderBy(asc(productVariants.productId), asc(productVariants.id))
  const withVariants = [...new Set(variantRows.filter((v) => v.options.length > 0).map((v) => v.productId))].slice(0, 2)

  await db.transaction(async (tx) => {
    // a hidden category (spec §4: show or hide), last in the order
    await tx.insert(shopCategories).values({
      shopId,
      name: 'Thanh lý cuối mùa',
      title: 'Hàng thanh lý cuối mùa – sắp mở bán',
      productIds: pick(30, 8),
      isVisible: false,
      position: 99,
    })

    const image = (key: string) => urlOf(bannerRel(key, 'image'))
    const cover = (key: string) => urlOf(bannerRel(key, 'cover'))
    await tx.insert(banners).values([
      {
        shopId,
        title: 'Flash sale cuối tuần – giảm đến 40%',
        type: 'promotion',
        image: image('flash'),
        cover: cover('flash'),
        link: '/uu-dai',
        productIds: pick(0, 8),
        startsAt: at(-1),
        endsAt: at(3),
        position: 1,
      },
      {
        shopId,
        title: 'Bộ sưu tập Thu Đông 2026',
        type: 'new_arrival',
        image: image('autumn'),
        cover: cover('autumn'),
        link: null,
        productIds: pick(8, 6),
        startsAt: at(5),
        endsAt: at(35),
        position: 2,
      },
      {
        shopId,
        title: 'Mừng sinh nhật Xinh Closet 3 tuổi',
        type: 'event',
        image: image('birthday'),
        cover: cover('birthday'),
        link: 'https://xinh.vn/nguoi-ban',
        productIds: pick(0, 4),
        startsAt: at(-40),
        endsAt: at(-10),
        position: 3,
      },
      {
        shopId,
        title: 'Xả hàng hè – dừng sớm vì hết hàng',
        type: 'promotion',
        image: image('summer'),
        cover: cover('summer'),
        link: null,
        productIds: pick(20, 4),
        startsAt: at(-20),
        endsAt: at(-12),
        endedManually: true,
        position: 4,
      },
    ])

    // promotions in every state besides pricing-seed's running flash sale
    const plan: Array<{
      name: string
      description: string
      start: number
      end: number
      endedAt?: number
      items: Array<{ productId: string; variantId?: string; discount: number; sold?: number; limit?: number }>
    }> = [
      {
        name: 'Chào thu – giảm 15%',
        description: 'Áo khoác và chân váy mới về giảm 15% trong tuần đầu tháng.',
        start: 4,
        end: 11,
        items: pick(8, 6).map((productId) => ({ productId, discount: 15 })),
      },
      {
        name: 'Size lẻ giá tốt',
        description: 'Giảm riêng cho các phân loại còn ít hàng.',
        start: 2,
        end: 9,
        items: withVariants.flatMap((productId, k) =>
          variantRows
            .filter((v) => v.productId === productId)
            .slice(0, 2)
            .map((v) => ({ productId, variantId: v.id, discount: 20 + k * 5, limit: 10 })),
        ),
      },
      {
        name: 'Sale giữa tháng 10',
        description: 'Giảm giá các mẫu bán chạy nhất tháng 10.',
        start: -30,
        end: -20,
        items: pick(0, 5).map((productId, k) => ({ productId, discount: 25, sold: 14 + k * 3, limit: 60 })),
      },
      {
        name: 'Thử giá mới cho túi xách',
        description: 'Kết thúc sớm để điều chỉnh giá.',
        start: -8,
        end: 3,
        endedAt: -5,
        items: pick(22, 3).map((productId) => ({ productId, discount: 10, sold: 2 })),
      },
    ]
    for (const p of plan) {
      if (!p.items.length) continue
      const id = uuidv7()
      await tx.insert(promotions).values({
        id,
        shopId,
        name: p.name,
        description: p.description,
        startsAt: at(p.start),
        endsAt: at(p.end),
        endedAt: p.endedAt === undefined ? null : at(p.endedAt),
      })
      await tx.insert(promotionItems).values(
        p.items.map((i) => ({
          promotionId: id,
          productId: i.productId,
          variantId: i.variantId ?? null,
          discountPercent: i.discount,
          maxDiscountPercent: i.discount,
          productLimit: i.limit ?? null,
          purchaseLimit: i.limit ? 2 : null,
          sold: i.sold ?? 0,
        })),
      )
    }

    // vouchers in every state besides pricing-seed's three running ones
    const base = {
      kind: 'shop' as const,
      shopId,
      target: 'shop' as const,
      type: 'price' as const,
      minOrderValue: 0,
      requiresLogin: true,
    }
    const vipId = uuidv7()
    await tx.insert(vouchers).values([
      {
        ...base,
        code: 'XC1111',
        name: 'Siêu sale 11.11 giảm 50K',
        description: 'Dành cho đơn từ 399K trong ngày hội mua sắm 11.11.',
        value: 50_000,
        minOrderValue: 399_000,
        quantity: 500,
        savableQuantity: 800,
        saved: 37,
        startsAt: at(6),
        endsAt: at(8),
      },
      {
        ...base,
        code: 'XCHE50',
        name: 'Chào hè giảm 50K',
        value: 50_000,
        minOrderValue: 299_000,
        quantity: 200,
        used: 143,
        saved: 188,
        startsAt: at(-60),
        endsAt: at(-15),
      },
      {
        ...base,
        code: 'XCTHU',
        name: 'Thử nghiệm mã 8%',
        type: 'percent',
        value: 8,
        maxDiscountValue: 40_000,
        quantity: 100,
        used: 6,
        saved: 11,
        startsAt: at(-10),
        endsAt: at(20),
        endedAt: at(-4),
      },
      {
        ...base,
        id: vipId,
        code: 'XCVIP',
        name: 'Khách thân thiết giảm theo đơn',
        description: 'Nhập mã XCVIP: đơn càng lớn giảm càng nhiều, thanh toán MoMo hoặc VNPay.',
        display: 'code_only',
        target: 'product',
        allProducts: false,
        value: 30_000,
        minOrderValue: 300_000,
        budget: 10_000_000,
        budgetUsed: 1_260_000,
        quantity: 300,
        used: 31,
        saved: 54,
        perCustomerLimit: 2,
        tiers: [
          { from: 300_000, to: 700_000, value: 30_000 },
          { from: 700_000, to: null, value: 80_000 },
        ],
        conditions: { payment_method: ['MOMO', 'VNPAY'], shipping_method: ['GHTK'], limit_per_user: 2, limit_per_user_by_day: 1 },
        startsAt: at(-3),
        endsAt: at(27),
      },
    ])
    await tx.insert(voucherProducts).values(pick(0, 10).map((productId) => ({ voucherId: vipId, productId })))
  })
  await rendering
}
