import type { OrderAction, TKolInfo } from '@xinh/contracts'
import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { uuidv7 } from 'uuidv7'
import type { Db } from '#server/platform/db/client.ts'
import { createAffiliateService } from '#server/modules/affiliate/index.ts'
import {
  affiliateCampaignMembers,
  affiliateCampaignProducts,
  affiliateCampaigns,
  affiliateClicks,
  affiliateCommissions,
  affiliateLinks,
  kolAccounts,
  kolApplications,
} from '#server/modules/affiliate/affiliate.tables.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { restock } from '#server/modules/checkout/index.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { type IdentityService, setKolRole } from '#server/modules/identity/index.ts'
import { createLedgerService } from '#server/modules/ledger/index.ts'
import { ledgerEntries } from '#server/modules/ledger/ledger.tables.ts'
import { createOrdersService } from '#server/modules/orders/index.ts'
import { checkouts, orderItems, orderStatusHistory, orders } from '#server/modules/orders/orders.tables.ts'
import { createPricingEngine } from '#server/modules/pricing/index.ts'
import { findProvince, listWards } from '#server/modules/profile/index.ts'
import { createShopsService } from '#server/modules/shops/index.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { DEMO_ACCOUNTS } from './accounts.ts'

/**
 * aff (issue 18): the demo KOL (kol@xinh.vn) — an approved application and account with payout
 * details, an open campaign of the demo seller's shop (joined) and a platform campaign, product,
 * shop and campaign links, a month of clicks, and converted orders in every commission state:
 * pending (not delivered yet; delivered, return window open), payable (window closed) and
 * reversed (cancelled). The orders are placed as checkout leaves them and attributed and moved
 * by the modules themselves (affiliate's attribution, the orders state machine, the ledger), then
 * dated where the story puts them. Deterministic: no randomness, times relative to `now`.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

const silentLog = {
  level: 'silent',
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child() {
    return silentLog
  },
} as unknown as FastifyBaseLogger

export async function seedAffiliate(opts: {
  db: Db
  identity: IdentityService
  kolId: string
  sellerId: string
  adminId: string
  now: number
}) {
  const { db, kolId, now } = opts
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR)
  const [shop] = await db.select({ id: shops.id, provinceCode: shops.provinceCode }).from(shops).where(eq(shops.ownerId, opts.sellerId))
  if (!shop) return { orders: 0 }
  const candidates = (
    await db
      .select({
        variantId: productVariants.id,
        productId: products.id,
        name: products.name,
        images: products.images,
        options: productVariants.options,
        price: productVariants.price,
        salePrice: productVariants.salePrice,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(eq(products.shopId, shop.id), eq(products.status, 'accepted'), eq(products.allowToSell, true), gte(productVariants.stock, 10)),
      )
      .orderBy(desc(products.sold), productVariants.id)
      .limit(80)
  ).filter((v, i, all) => all.findIndex((w) => w.productId === v.productId) === i)
  // past the seller-orders seed's twelve best sellers when the shop has enough
  const pool = (candidates.length >= 18 ? candidates.slice(12) : candidates).slice(0, 6)
  if (pool.length < 4) return { orders: 0 }

  // the modules as the app wires them (attribution, state machine, ledger)
  const shopsService = createShopsService({ db })
  const pricing = createPricingEngine()
  const ordersService = createOrdersService({
    db,
    notifier: { sendMail: async () => {} } as never,
    identity: opts.identity,
    shops: shopsService,
    effects: { releaseOrder: (t, orderId) => pricing.releaseOrder(t, orderId, restock) },
    log: silentLog,
    config: { publicUrl: '' },
  })
  const ledger = createLedgerService({ db, orders: ordersService, shops: shopsService, log: silentLog })
  const affiliate = createAffiliateService({ db, orders: ordersService, shops: shopsService, ledger, setKolRole })

  return db.transaction(async (tx) => {
    // ----- the KOL: approved 60 days ago, with payout details ------------------------------------
    const channels = [
      { platform: 'tiktok' as const, url: 'https://www.tiktok.com/@hoangmai.xinh', followers: 128_000 },
      { platform: 'instagram' as const, url: 'https://www.instagram.com/hoangmai.style', followers: 46_500 },
    ]
    const approvedAt = at(60 * 24)
    const info: TKolInfo & { code: string } = { display_name: 'Mai Xinh', channels, approved_at: approvedAt.toISOString(), code: 'MAIXINH' }
    await tx.update(users).set({ kolInfo: info }).where(eq(users.id, kolId))
    await tx.insert(kolApplications).values({
      userId: kolId,
      displayName: 'Mai Xinh',
      channels,
      introduction: 'Chia sẻ cách phối đồ công sở và dạo phố, review mỹ phẩm Hàn cho da dầu.',
      status: 'approved',
      decidedAt: approvedAt,
      createdAt: at(62 * 24),
    })
    await tx.insert(kolAccounts).values({
      userId: kolId,
      displayName: 'Mai Xinh',
      fullName: 'Lê Hoàng Mai',
      bankName: 'Vietcombank',
      bankAccountNumber: '0071000123456',
      bankAccountName: 'LE HOANG MAI',
      taxId: '8034567891',
      approvedAt,
    })

    // ----- campaigns: the demo seller's open one (joined), a platform one --------------------------
    const campaignId = uuidv7()
    await tx.insert(affiliateCampaigns).values({
      id: campaignId,
      kind: 'seller',
      shopId: shop.id,
      name: 'Xinh Closet – Hè rực rỡ',
      description: 'Hoa hồng 12% cho các mẫu váy và áo hè bán chạy. KOL tham gia ngay để nhận link.',
      rateBps: 1200,
      startsAt: at(45 * 24),
      endsAt: at(-30 * 24),
      createdBy: opts.sellerId,
      createdAt: at(46 * 24),
    })
    await tx.insert(affiliateCampaignProducts).values(pool.map((p) => ({ campaignId, productId: p.productId })))
    await tx.insert(affiliateCampaignMembers).values({ campaignId, kolId, joinedAt: at(44 * 24) })
    const platformId = uuidv7()
    await tx.insert(affiliateCampaigns).values({
      id: platformId,
      kind: 'platform',
      shopId: null,
      name: 'Xinh toàn sàn – hoa hồng cơ bản',
      description: 'Mọi sản phẩm trên Xinh: 5% cho KOL đã được duyệt.',
      rateBps: 500,
      startsAt: at(90 * 24),
      endsAt: at(-275 * 24),
      createdBy: opts.adminId,
      createdAt: at(91 * 24),
    })

    // ----- links and a month of clicks -------------------------------------------------------------
    const linkRows = [
      ...pool.slice(0, 4).map((p, i) => ({ targetType: 'product' as const, targetId: p.productId, code: `MAIXINHSP${i + 1}` })),
      { targetType: 'shop' as const, targetId: shop.id, code: 'MAIXINHSHOP' },
      { targetType: 'campaign' as const, targetId: campaignId, code: 'MAIXINHHE' },
    ].map((l, i) => ({ id: uuidv7(), kolId, ...l, createdAt: at(43 * 24 - i) }))
    await tx.insert(affiliateLinks).values(linkRows)
    const clicks: Array<typeof affiliateClicks.$inferInsert> = []
    for (let d = 29; d >= 0; d--)
      for (const [i, l] of linkRows.entries()) {
        const n = (d * 7 + i * 3) % 5 // 0–4 a day per link
        for (let k = 0; k < n; k++)
          clicks.push({
            linkId: l.id,
            kolId,
            kind: k === 3 ? 'add_to_cart' : 'click',
            productId: l.targetType === 'product' ? l.targetId : null,
            sessionId: `demo-aff-${d}-${i}-${k}`,
            createdAt: at(d * 24 + 2 + k * 3 + i),
          })
      }
    await tx.insert(affiliateClicks).values(clicks)

    // ----- converted orders: placed as checkout leaves them, attributed by the module -------------
    // demo buyers (not the demo accounts), the same ones on every seed
    const buyers = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(
        and(
          sql`${users.roles} = '{buyer}'::user_role[]`,
          notInArray(
            users.email,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
          eq(users.isGuest, false),
        ),
      )
      .orderBy(users.email)
      .limit(5)
    if (buyers.length === 0) return { orders: 0 }
    const province = findProvince('79')!
    const ward = listWards('79')[4]!
    let seq = 0
    async function place(p: { buyer: number; product: number; quantity: number; hoursAgo: number }) {
      const placedAt = at(p.hoursAgo)
      const buyer = buyers[p.buyer % buyers.length]!
      const v = pool[p.product]!
      const link = linkRows[p.product]!
      // the visit through the link that earns it, an hour before the order
      await tx.insert(affiliateClicks).values({
        linkId: link.id,
        kolId,
        productId: v.productId,
        userId: buyer.id,
        sessionId: `demo-aff-order-${p.buyer}`,
        createdAt: new Date(placedAt.getTime() - HOUR),
      })
      const subtotal = v.salePrice * p.quantity
      const shippingFee = 25_000
      const checkoutId = uuidv7()
      await tx.insert(checkouts).values({
        id: checkoutId,
        userId: buyer.id,
        idempotencyKey: `demo-affiliate-${++seq}`,
        requestHash: 'demo-seed',
        paymentMethod: 'COD',
        total: subtotal + shippingFee,
        response: {},
        createdAt: placedAt,
      })
      const id = uuidv7()
      await tx.insert(orders).values({
        id,
        code: `AFF${String(now).slice(-6)}${seq}`,
        checkoutId,
        buyerId: buyer.id,
        shopId: shop!.id,
        status: 'awaiting_confirmation',
        paymentMethod: 'COD',
        paymentStatus: 'cash',
        shippingMethod: 'GHTK',
        address: {
          name: buyer.userName,
          phone: '0903456789',
          email: null,
          province_code: province.code,
          city: province.name,
          ward_code: ward.code,
          ward: ward.name,
          street: '25 Pasteur',
          country: 'VN',
        },
        subtotal,
        shippingFee,
        total: subtotal + shippingFee,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      await tx.insert(orderItems).values({
        orderId: id,
        productId: v.productId,
        variantId: v.variantId,
        name: v.name,
        image: v.images[0] ?? null,
        options: v.options,
        quantity: p.quantity,
        price: v.price,
        salePrice: v.salePrice,
        unitPrice: v.salePrice,
        affiliate: link.code,
        createdAt: placedAt,
      })
      await tx.insert(orderStatusHistory).values({
        orderId: id,
        fromStatus: null,
        toStatus: 'awaiting_confirmation',
        actorId: buyer.id,
        actorRole: 'buyer',
        createdAt: placedAt,
      })
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${p.quantity}`, sold: sql`${productVariants.sold} + ${p.quantity}` })
        .where(eq(productVariants.id, v.variantId))
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${p.quantity}`, sold: sql`${products.sold} + ${p.quantity}` })
        .where(eq(products.id, v.productId))
      await affiliate.attributeOrders(tx, { orderIds: [id], buyerId: buyer.id, at: placedAt })
      return { id, placedAt }
    }
    async function move(id: string, actions: OrderAction[]) {
      for (const action of actions)
        await ordersService.transitionIn(tx, id, action, action === 'auto_complete' ? { role: 'system' } : { role: 'admin' })
    }
    /** Dates the delivery and completion `daysAgo`, and the release of its lines (seller's and KOL's) 8 days later (7-day returns + 1). */
    async function completedDaysAgo(id: string, daysAgo: number) {
      const done = at(daysAgo * 24)
      const release = new Date(done.getTime() + 8 * DAY)
      await tx
        .update(orders)
        .set({ deliveredAt: done, completedAt: done, shippedAt: new Date(done.getTime() - DAY) })
        .where(eq(orders.id, id))
      await tx.update(ledgerEntries).set({ availableAt: release, createdAt: done }).where(eq(ledgerEntries.orderId, id))
      await tx.update(affiliateCommissions).set({ availableAt: release }).where(eq(affiliateCommissions.orderId, id))
    }

    const waiting = await place({ buyer: 0, product: 0, quantity: 1, hoursAgo: 5 })
    const delivered = await place({ buyer: 1, product: 1, quantity: 2, hoursAgo: 4 * 24 })
    await move(delivered.id, ['confirm', 'prepare', 'ship', 'deliver', 'auto_complete'])
    await completedDaysAgo(delivered.id, 2)
    const released: string[] = []
    for (const [i, daysAgo] of [
      [2, 20],
      [3, 14],
    ] as const) {
      const o = await place({ buyer: i, product: i, quantity: 1, hoursAgo: (daysAgo + 4) * 24 })
      await move(o.id, ['confirm', 'prepare', 'ship', 'deliver', 'auto_complete'])
      await completedDaysAgo(o.id, daysAgo)
      released.push(o.id)
    }
    const cancelled = await place({ buyer: 4, product: 2, quantity: 1, hoursAgo: 9 * 24 })
    await ordersService.transitionIn(tx, cancelled.id, 'system_cancel', { role: 'admin' })
    // what the release job's first run does for these orders: closed windows released (the
    // seller's lines) and their commissions payable; in the seed's transaction (PGlite runs one at a time)
    const ids = [waiting.id, delivered.id, ...released]
    await tx
      .update(ledgerEntries)
      .set({ status: 'available' })
      .where(
        and(
          inArray(ledgerEntries.orderId, ids),
          eq(ledgerEntries.status, 'pending'),
          sql`${ledgerEntries.availableAt} <= ${new Date(now)}`,
        ),
      )
    await tx.execute(sql`
      update affiliate_commissions c set status = 'payable', payable_at = c.available_at
      from ledger_entries l
      where c.kol_id = ${kolId} and c.status = 'pending' and l.source_id = c.id and l.kind = 'affiliate_commission' and l.status <> 'pending'`)
    return { orders: seq, waiting: waiting.id }
  })
}
