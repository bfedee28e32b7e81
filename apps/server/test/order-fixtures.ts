import { randomBytes } from 'node:crypto'
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@xinh/contracts'
import { eq, inArray, sql } from 'drizzle-orm'
import { products, productVariants } from '../src/modules/catalog/catalog.tables.ts'
import { checkouts, orderItems, orderStatusHistory, orders } from '../src/modules/orders/orders.tables.ts'
import { authHeader, register, type TestApp } from './helpers.ts'

/**
 * Orders written straight to the tables, as checkout would leave them (one checkout, one order
 * per shop, items at the variants' prices, stock taken, history from creation to the status
 * asked for), so the orders module is tested without going through checkout.
 */

export async function createOrderBuyer(t: TestApp, userName = 'Lê Thu Hà') {
  const buyer = await register(t.app, { userName })
  return { ...buyer, headers: authHeader(buyer.accessToken) }
}

/** The statuses an order passes through to reach `status` (its history). */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  pending: ['pending'],
  waiting_approval: ['waiting_approval'],
  awaiting_confirmation: ['awaiting_confirmation'],
  preparing: ['awaiting_confirmation', 'preparing'],
  to_ship: ['awaiting_confirmation', 'preparing', 'to_ship'],
  shipping: ['awaiting_confirmation', 'preparing', 'to_ship', 'shipping'],
  delivered: ['awaiting_confirmation', 'preparing', 'to_ship', 'shipping', 'delivered'],
  completed: ['awaiting_confirmation', 'preparing', 'to_ship', 'shipping', 'delivered', 'completed'],
  return_refund: ['awaiting_confirmation', 'preparing', 'to_ship', 'shipping', 'delivered', 'completed', 'return_refund'],
  cancel_pending: ['awaiting_confirmation', 'preparing', 'cancel_pending'],
  cancelled: ['awaiting_confirmation', 'cancelled'],
}
const ROLE_OF: Partial<Record<OrderStatus, string>> = {
  preparing: 'seller',
  to_ship: 'seller',
  shipping: 'seller',
  delivered: 'carrier',
  completed: 'buyer',
  cancel_pending: 'buyer',
  cancelled: 'buyer',
  return_refund: 'buyer',
}

export type OrderSeed = {
  buyerId: string
  shopId: string
  lines: Array<{ variantId: string; quantity: number }>
  status?: OrderStatus
  paymentMethod?: PaymentMethod
  paymentStatus?: PaymentStatus
  payBefore?: Date | null
  createdAt?: Date
  deliveredAt?: Date | null
  shippingFee?: number
  shopVoucherDiscount?: number
  isReviewed?: boolean
  email?: string | null
  cancelReasonId?: string | null
}

/** Inserts one order (and its checkout) in one transaction; stock is taken unless the order is already cancelled. */
export async function insertOrder(t: TestApp, seed: OrderSeed) {
  const status = seed.status ?? 'awaiting_confirmation'
  const paymentMethod = seed.paymentMethod ?? 'COD'
  const paymentStatus = seed.paymentStatus ?? (paymentMethod === 'COD' ? (status === 'completed' ? 'paid' : 'cash') : 'unpaid')
  const path = PATH[status]
  // the history steps are a minute apart and all in the past, before anything a test does next
  const createdAt = seed.createdAt ?? new Date(Date.now() - (path.length + 1) * 60_000)
  return t.database.db.transaction(async (tx) => {
    const variants = await tx
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        price: productVariants.price,
        salePrice: productVariants.salePrice,
        options: productVariants.options,
        name: products.name,
        images: products.images,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        inArray(
          productVariants.id,
          seed.lines.map((l) => l.variantId),
        ),
      )
    const lines = seed.lines.map((l) => {
      const v = variants.find((x) => x.id === l.variantId)
      if (!v) throw new Error(`no variant ${l.variantId}`)
      return { ...l, v }
    })
    const subtotal = lines.reduce((n, l) => n + l.v.salePrice * l.quantity, 0)
    const shippingFee = seed.shippingFee ?? 30_000
    const shopVoucherDiscount = seed.shopVoucherDiscount ?? 0
    const total = subtotal - shopVoucherDiscount + shippingFee
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        userId: seed.buyerId,
        idempotencyKey: randomBytes(8).toString('hex'),
        requestHash: 'fixture',
        paymentMethod,
        total,
        response: {},
        createdAt,
      })
      .returning()
    const cancelled = status === 'cancelled'
    const [order] = await tx
      .insert(orders)
      .values({
        code: `FX${randomBytes(5).toString('hex').toUpperCase()}`,
        checkoutId: checkout!.id,
        buyerId: seed.buyerId,
        shopId: seed.shopId,
        status,
        paymentMethod,
        paymentStatus,
        shippingMethod: 'GHTK',
        address: {
          name: 'Lê Thu Hà',
          phone: '0912345678',
          email: seed.email ?? null,
          province_code: '79',
          city: 'Thành phố Hồ Chí Minh',
          ward_code: '26734',
          ward: 'Phường Bến Thành',
          street: '12 Lê Lợi',
          country: 'VN',
        },
        note: 'Giao giờ hành chính',
        subtotal,
        shopVoucherDiscount,
        shippingFee,
        total,
        payBefore:
          seed.payBefore !== undefined
            ? seed.payBefore
            : paymentStatus === 'unpaid'
              ? new Date(createdAt.getTime() + 24 * 3600 * 1000)
              : null,
        isReviewed: seed.isReviewed ?? false,
        cancelRequestedFrom: status === 'cancel_pending' ? 'preparing' : null,
        cancelReasonId: seed.cancelReasonId ?? (status === 'cancel_pending' || cancelled ? 'changed_mind' : null),
        cancelledBy: cancelled ? 'buyer' : null,
        cancelledAt: cancelled ? createdAt : null,
        confirmedAt: path.includes('preparing') ? createdAt : null,
        shippedAt: path.includes('shipping') ? createdAt : null,
        deliveredAt: seed.deliveredAt ?? (path.includes('delivered') ? createdAt : null),
        completedAt: path.includes('completed') ? createdAt : null,
        createdAt,
      })
      .returning()
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.v.productId,
        variantId: l.v.id,
        name: l.v.name,
        image: l.v.images[0] ?? null,
        options: l.v.options,
        quantity: l.quantity,
        price: l.v.price,
        salePrice: l.v.salePrice,
        unitPrice: l.v.salePrice,
      })),
    )
    await tx.insert(orderStatusHistory).values(
      path.map((to, i) => ({
        orderId: order!.id,
        fromStatus: i === 0 ? null : path[i - 1]!,
        toStatus: to,
        actorId: i === 0 ? seed.buyerId : null,
        actorRole: i === 0 ? 'buyer' : (ROLE_OF[to] ?? 'system'),
        reason: to === 'cancelled' || to === 'cancel_pending' ? 'changed_mind' : null,
        createdAt: new Date(createdAt.getTime() + i * 60_000),
      })),
    )
    if (!cancelled) {
      for (const l of lines) {
        // like checkout: refuse an oversell (the CHECK fails)
        await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${l.quantity}`, sold: sql`${productVariants.sold} + ${l.quantity}` })
          .where(eq(productVariants.id, l.v.id))
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${l.quantity}`, sold: sql`${products.sold} + ${l.quantity}` })
          .where(eq(products.id, l.v.productId))
      }
    }
    return order!
  })
}

/** A product's first variant (insertProduct makes one unless told otherwise). */
export async function firstVariant(t: TestApp, productId: string) {
  const [v] = await t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.createdAt)
  return v!
}

export async function stockOf(t: TestApp, variantId: string) {
  const [v] = await t.database.db
    .select({ stock: productVariants.stock, sold: productVariants.sold, productStock: products.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
  return v!
}
