import { BUYER_REVIEW_RULES, type OrderStatus, type TBuyerReview, type TBuyerReviewInput, zId } from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import * as repo from './buyer-reviews.repo.ts'

/**
 * What this module needs to know of an order (the orders module is above it: app.ts passes
 * `orders.findOrder` in). Undefined for an id that is no order.
 */
export type OrderLookup = (id: string) => Promise<{ id: string; shopId: string; buyerId: string; status: OrderStatus } | undefined>

export type BuyerReviewsDeps = { db: Db; shops: Pick<ShopsService, 'getShopSummaryOfOwner'>; findOrder: OrderLookup }

function present(row: repo.BuyerReviewRow): TBuyerReview {
  return {
    _id: row.id,
    order_id: row.orderId,
    buyer: { _id: row.buyerId, userName: row.buyerName ?? '' },
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * The seller reviews the buyer of one of the shop's orders (spec §6: only the seller), once per
 * order, after delivery (spec §5 review rules: 1–5, up to 150 characters). Another shop's order
 * is a 404 like a missing one.
 */
export function createBuyerReviewsService({ db, shops, findOrder }: BuyerReviewsDeps) {
  const requireSellerShop = sellerAccess(shops)

  async function shopOrder(actor: Actor, orderId: string) {
    const seller = await requireSellerShop(actor)
    const order = zId.safeParse(orderId).success ? await findOrder(orderId) : undefined
    if (!order || order.shopId !== seller.shopId) throw new AppError('ORDER_NOT_FOUND')
    return { seller, order }
  }

  /** GET /api/v1/seller/orders/{id}/buyer-review: the review, or null before the seller wrote one. */
  async function getBuyerReview({ actor, orderId }: { actor: Actor; orderId: string }): Promise<TBuyerReview | null> {
    const { order } = await shopOrder(actor, orderId)
    const row = await repo.findByOrder(db, order.id)
    return row ? present(row) : null
  }

  /** POST /api/v1/seller/orders/{id}/buyer-review: once (BUYER_REVIEW_EXISTS), after delivery (BUYER_REVIEW_NOT_ALLOWED). */
  async function reviewBuyer({ actor, orderId, input }: { actor: Actor; orderId: string; input: TBuyerReviewInput }) {
    const { seller, order } = await shopOrder(actor, orderId)
    if (!BUYER_REVIEW_RULES.statuses.includes(order.status)) throw new AppError('BUYER_REVIEW_NOT_ALLOWED')
    const inserted = await repo.insertOnce(db, {
      orderId: order.id,
      shopId: order.shopId,
      buyerId: order.buyerId,
      authorId: seller.userId,
      rating: input.rating,
      comment: input.comment ?? null,
    })
    if (!inserted) throw new AppError('BUYER_REVIEW_EXISTS')
    const row = await repo.findByOrder(db, order.id)
    return present(row!)
  }

  return { getBuyerReview, reviewBuyer }
}
export type BuyerReviewsService = ReturnType<typeof createBuyerReviewsService>
