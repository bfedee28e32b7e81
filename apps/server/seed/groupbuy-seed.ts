import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { groupBuyDeals, groupBuyMembers, groupBuyRooms } from '#server/modules/groupbuy/groupbuy.tables.ts'
import { givenName } from '#server/modules/groupbuy/index.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { checkouts, orderItems, orderStatusHistory, orders } from '#server/modules/orders/orders.tables.ts'
import { findProvince, listWards } from '#server/modules/profile/index.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import type { Db } from '#server/platform/db/client.ts'
import { DEMO_ACCOUNTS } from './accounts.ts'

const DAY = 86_400_000

/**
 * Group-buy (issue 18, gbuy): a running deal on a product of the demo seller's shop (3 people,
 * 20 % off, five days left) and an open room whose host, a demo community member, has paid (the
 * order held in waiting_approval until the room fills), so the product page, the deal page and
 * the room page all have something to show. The demo buyer is not in it: they can join.
 */
export async function seedGroupBuy({ db, now }: { db: Db; now: number }) {
  const [seller] = await db
    .select({ shopId: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.email, 'seller@xinh.vn'))
  if (!seller) return
  const [variant] = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: products.name,
      image: sql<string | null>`${products.images}->>0`,
      options: productVariants.options,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.shopId, seller.shopId),
        eq(products.status, 'accepted'),
        eq(products.allowToSell, true),
        eq(productVariants.isActive, true),
        gte(productVariants.stock, 20),
        gte(productVariants.salePrice, 100_000),
      ),
    )
    .orderBy(desc(products.sold), asc(productVariants.id))
    .limit(1)
  const [host] = await db
    .select({ id: users.id, name: users.userName })
    .from(users)
    .where(
      and(
        eq(users.isGuest, false),
        notInArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
        sql`NOT ('seller' = ANY(${users.roles}))`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1)
  if (!variant || !host) return
  const groupPrice = Math.floor((variant.salePrice * 0.8) / 1000) * 1000
  const endsAt = new Date(now + 5 * DAY)
  const paidAt = new Date(now - 2 * 3_600_000)
  const province = findProvince('79')!
  const ward = listWards('79')[0]!
  const shippingFee = 30_000
  await db.transaction(async (tx) => {
    const dealId = uuidv7()
    await tx.insert(groupBuyDeals).values({
      id: dealId,
      shopId: seller.shopId,
      productId: variant.productId,
      variantId: variant.id,
      groupPrice,
      groupSize: 3,
      endsAt,
      createdAt: new Date(now - DAY),
    })
    const checkoutId = uuidv7()
    await tx.insert(checkouts).values({
      id: checkoutId,
      userId: host.id,
      idempotencyKey: 'demo-group-buy-1',
      requestHash: 'demo-seed',
      paymentMethod: 'VNPAY',
      total: groupPrice + shippingFee,
      response: {},
      createdAt: paidAt,
    })
    const orderId = uuidv7()
    await tx.insert(orders).values({
      id: orderId,
      code: 'DEMOGB000001',
      checkoutId,
      buyerId: host.id,
      shopId: seller.shopId,
      // paid, held until the room fills (payments' hold)
      status: 'waiting_approval',
      paymentMethod: 'VNPAY',
      paymentStatus: 'paid',
      shippingMethod: 'GHTK',
      address: {
        name: host.name,
        phone: '0901234567',
        email: null,
        province_code: province.code,
        city: province.name,
        ward_code: ward.code,
        ward: ward.name,
        street: '18 Nguyễn Huệ',
        country: 'VN',
      },
      subtotal: groupPrice,
      shippingFee,
      total: groupPrice + shippingFee,
      paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    await tx.insert(orderItems).values({
      orderId,
      productId: variant.productId,
      variantId: variant.id,
      name: variant.name,
      image: variant.image,
      options: variant.options,
      quantity: 1,
      price: variant.price,
      salePrice: groupPrice,
      unitPrice: groupPrice,
    })
    await tx.insert(orderStatusHistory).values([
      { orderId, fromStatus: null, toStatus: 'pending', actorId: host.id, actorRole: 'buyer', createdAt: paidAt },
      { orderId, fromStatus: 'pending', toStatus: 'waiting_approval', actorId: null, actorRole: 'system', createdAt: paidAt },
    ])
    // like checkout's reserve
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - 1` })
      .where(inArray(productVariants.id, [variant.id]))
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, variant.productId))
    const roomId = uuidv7()
    await tx.insert(groupBuyRooms).values({
      id: roomId,
      dealId,
      ownerId: host.id,
      groupSize: 3,
      memberCount: 1,
      paidCount: 1,
      expiresAt: endsAt,
      createdAt: paidAt,
    })
    await tx.insert(groupBuyMembers).values({
      roomId,
      userId: host.id,
      orderId,
      status: 'paid',
      displayName: givenName(host.name),
      paidAt,
      createdAt: paidAt,
    })
  })
}
