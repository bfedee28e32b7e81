import { and, asc, desc, eq, lt, ne, notExists, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ApprovedSnapshot } from '#server/modules/catalog/catalog.tables.ts'
import { productClassifications, products, productVariants, sizeCharts } from '#server/modules/catalog/catalog.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { orderItems, orderStatusHistory, orders } from '#server/modules/orders/orders.tables.ts'
import { returnEvents, returnItems, returnRequests } from '#server/modules/returns/returns.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import type { Db } from '#server/platform/db/client.ts'

const HOUR = 3_600_000

/**
 * What the demo admin finds in the queues the rest of the demo does not already fill (issue 14):
 * the shop application, the applicant's identity card and the COD order over 10,000,000 ₫ come
 * from the onboarding and orders seeds. This adds, on the demo seller's shop (Xinh Closet):
 * - a product that trips the system check (the name of another shop's best seller, 90 % off);
 * - an update of an approved product waiting again, with the accepted version kept for the diff;
 * - a size chart waiting for review;
 * - a return the seller received back, waiting for the admin's decision.
 * Written the way the modules write them; deterministic (times relative to `now`).
 */
export async function seedAdminQueues({ db, now, stats }: { db: Db; now: number; stats: { products: number; variants: number } }) {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR)
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@xinh.vn'))
  const [shop] = owner ? await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, owner.id)) : []
  if (!shop) return { queued: 0 }

  await db.transaction(async (tx) => {
    // 1. a copy of another shop's best seller at 90 % off: duplicate name, deep discount
    const [model] = await tx
      .select()
      .from(products)
      .where(and(ne(products.shopId, shop.id), eq(products.status, 'accepted')))
      .orderBy(desc(products.sold), asc(products.id))
      .limit(1)
    if (model) {
      const id = uuidv7()
      const salePrice = Math.max(1000, Math.round(model.price / 10 / 1000) * 1000)
      await tx.insert(products).values({
        id,
        shopId: shop.id,
        categoryId: model.categoryId,
        name: model.name,
        description: `${model.description}\nHàng y hình, giá xả kho chỉ hôm nay.`,
        status: 'pending',
        images: model.images.slice(0, 2),
        price: model.price,
        salePrice,
        stock: 50,
        weight: model.weight || 300,
        packLength: 20,
        packWidth: 15,
        packHeight: 5,
        submittedAt: at(30),
        createdAt: at(31),
      })
      await tx.insert(productClassifications).values({ productId: id, position: 0, name: 'Kích cỡ', options: [{ name: 'Free size' }] })
      await tx.insert(productVariants).values({ productId: id, options: ['Free size'], price: model.price, salePrice, stock: 50 })
      stats.products++
      stats.variants++
    }

    // 2. an approved product the seller renamed and re-described: back in the queue, reviewed as a diff
    const [listed] = await tx
      .select()
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.status, 'accepted')))
      .orderBy(asc(products.sold), asc(products.id))
      .limit(1)
    if (listed) {
      const [classes, variants] = await Promise.all([
        tx
          .select()
          .from(productClassifications)
          .where(eq(productClassifications.productId, listed.id))
          .orderBy(asc(productClassifications.position)),
        tx
          .select()
          .from(productVariants)
          .where(eq(productVariants.productId, listed.id))
          .orderBy(asc(productVariants.createdAt), asc(productVariants.id)),
      ])
      const snapshot: ApprovedSnapshot = {
        name: listed.name,
        description: listed.description,
        categoryId: listed.categoryId,
        images: listed.images,
        descriptionImages: listed.descriptionImages,
        video: listed.video,
        classifications: classes.map((c) => ({ name: c.name, options: c.options.map((o) => o.name) })),
        variants: variants.map((v) => ({ options: v.options, price: v.price, salePrice: v.salePrice })),
      }
      await tx
        .update(products)
        .set({
          approvedSnapshot: snapshot,
          name: `${listed.name} – bản mới 2026`,
          description: `${listed.description}\nCập nhật: chất liệu mới, thêm hướng dẫn giặt.`,
          status: 'pending',
          submittedAt: at(5),
        })
        .where(eq(products.id, listed.id))
    }

    // 3. a size chart waiting for review
    await tx.insert(sizeCharts).values({
      shopId: shop.id,
      name: 'Bảng size váy linen 2026',
      type: 'top',
      attributes: [
        { _id: 'bust', name: 'Vòng ngực (cm)' },
        { _id: 'waist', name: 'Vòng eo (cm)' },
        { _id: 'length', name: 'Dài (cm)' },
      ],
      rows: (
        [
          ['S', '82', '64', '98'],
          ['M', '86', '68', '100'],
          ['L', '90', '72', '102'],
        ] as const
      ).map(([size, bust, waist, length]) => ({
        size_name: size,
        size_values: [
          { attribute_id: 'bust', size_name: size, values: bust },
          { attribute_id: 'waist', size_name: size, values: waist },
          { attribute_id: 'length', size_name: size, values: length },
        ],
      })),
      status: 'pending',
      createdAt: at(20),
      updatedAt: at(20),
    })

    // 4. a completed order the buyer sent back and the seller received: waiting for the admin
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shop.id),
          eq(orders.status, 'completed'),
          // completed a day ago or more, so the return's story fits between then and now
          lt(orders.completedAt, new Date(now - 24 * HOUR)),
          notExists(tx.select({ one: sql`1` }).from(returnRequests).where(eq(returnRequests.orderId, orders.id))),
        ),
      )
      .orderBy(desc(orders.completedAt), asc(orders.id))
      .limit(1)
    if (order?.completedAt) {
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
      const id = uuidv7()
      // the story happens between the completion and now
      const span = now - order.completedAt.getTime()
      const step = (share: number) => new Date(order.completedAt!.getTime() + span * share)
      const media = [...new Set(items.map((i) => i.image).filter((m): m is string => Boolean(m)))].slice(0, 3)
      const itemsAmount = items.reduce((n, i) => n + i.unitPrice * i.quantity, 0)
      const [requested, agreed, shipped, received] = [step(0.2), step(0.4), step(0.6), step(0.8)]
      const note = 'Đường may bị bung ở vai sau lần giặt đầu, ảnh chụp kèm theo.'
      await tx.insert(returnRequests).values({
        id,
        orderId: order.id,
        buyerId: order.buyerId,
        shopId: shop.id,
        status: 'awaiting_admin',
        reasonId: 'damaged',
        claim: 'none',
        description: note,
        media,
        itemsAmount,
        refundAmount: itemsAmount,
        dueAt: null,
        createdAt: requested,
        updatedAt: received,
      })
      await tx
        .insert(returnItems)
        .values(items.map((i) => ({ returnId: id, orderItemId: i.id, quantity: i.quantity, amount: i.unitPrice * i.quantity })))
      const event = (e: Omit<typeof returnEvents.$inferInsert, 'returnId'>) => ({ returnId: id, media: [], ...e })
      await tx.insert(returnEvents).values([
        event({
          fromStatus: null,
          toStatus: 'requested',
          action: 'request',
          actorId: order.buyerId,
          actorRole: 'buyer',
          note,
          media,
          createdAt: requested,
        }),
        event({
          fromStatus: 'requested',
          toStatus: 'awaiting_return',
          action: 'agree',
          actorId: owner!.id,
          actorRole: 'seller',
          createdAt: agreed,
        }),
        event({
          fromStatus: 'awaiting_return',
          toStatus: 'awaiting_return',
          action: 'ship_back',
          actorId: order.buyerId,
          actorRole: 'buyer',
          note: 'GHTK · S31.B2.17409876',
          createdAt: shipped,
        }),
        event({
          fromStatus: 'awaiting_return',
          toStatus: 'awaiting_admin',
          action: 'receive',
          actorId: owner!.id,
          actorRole: 'seller',
          createdAt: received,
        }),
      ])
      await tx.update(orders).set({ status: 'return_refund' }).where(eq(orders.id, order.id))
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        fromStatus: 'completed',
        toStatus: 'return_refund',
        actorId: order.buyerId,
        actorRole: 'buyer',
        createdAt: requested,
      })
    }
  })
  return { queued: 4 }
}
