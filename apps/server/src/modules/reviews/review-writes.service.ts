import {
  type Lang,
  type ReportReasonId,
  REVIEW_RULES,
  reviewEditableUntil,
  type TMyReview,
  type TReviewableItem,
  type TReviewCreateInput,
  type TReviewReplyInput,
  type TReviewReportInput,
  type TReviewUpdateInput,
  type TSellerReview,
  type TSellerReviewsQuery,
  zId,
} from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { type Actor, requireUser } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { inTransaction as retryingTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { productRatings } from '#server/modules/catalog/index.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import { type ShopsService, sellerAccess, shopRatings } from '#server/modules/shops/index.ts'
import * as repo from './review-writes.repo.ts'

const DAY_MS = 86_400_000
const isUuid = (id: string) => zId.safeParse(id).success

/** What this module needs of orders (above it; app.ts passes `orders.setReviewed` in). */
export type ReviewOrdersPort = { setReviewed(tx: Tx, orderId: string, isReviewed: boolean): Promise<void> }

/**
 * The hook of the reported-content queue (the admin console's, built elsewhere): app.ts connects
 * it with `connectReports`; until then a report is refused as not found (no route answers it).
 */
export type ReviewReportsPort = {
  report(input: { targetType: 'review'; targetId: string; reporterId: string; reason: ReportReasonId; note: string | null }): Promise<void>
}

export type ReviewWritesDeps = {
  db: Db
  log: FastifyBaseLogger
  identity: Pick<IdentityService, 'getUser'>
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  orders: ReviewOrdersPort
  /** spec §8 "Content contains offensive language": the sensitive-content filter (catalog's). */
  isOffensive: (text: string) => boolean
  /** Media must be a URL our storage issued (POST /api/v1/image, /api/v1/video): it starts with this. */
  mediaUrlPrefix: string
  now?: () => Date
}

/**
 * Buyers write reviews of the items they received (spec §5: hearts 1–5, ≤150 characters, one
 * edit within 30 days; up to 5 photos and 1 video), sellers reply once, anyone signed in marks
 * one helpful. Every write updates the product's and the shop's stored rating in its transaction.
 */
export function createReviewWritesService(deps: ReviewWritesDeps) {
  const { db, identity, shops, orders, isOffensive, mediaUrlPrefix } = deps
  const now = deps.now ?? (() => new Date())
  const requireSellerShop = sellerAccess(shops)
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retryingTransaction(db, fn)
  let reports: ReviewReportsPort | null = null

  // ----- checks -------------------------------------------------------------------------------

  function checkText(text: string) {
    if (text && isOffensive(text)) throw new AppError('CONTENT_OFFENSIVE')
  }

  /** Photos and the video: URLs our storage issued (no other host, no path tricks), images under media/, video too. */
  function checkMedia(input: { images: string[]; video?: string | null }, lang: Lang) {
    const ours = (url: string) =>
      url.startsWith(mediaUrlPrefix) && /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(url.slice(mediaUrlPrefix.length)) && !url.includes('..')
    const bad: Record<string, string> = {}
    input.images.forEach((url, i) => {
      if (!ours(url)) bad[`images.${i}`] = 'v.image_url'
    })
    if (new Set(input.images).size !== input.images.length) bad.images = 'v.invalid'
    if (input.video && !ours(input.video)) bad.video = 'v.invalid'
    if (Object.keys(bad).length) throw AppError.fields(bad, lang)
  }

  /** Product and shop ratings from the reviews, locked product then shop (one order everywhere). */
  async function refreshRatings(tx: Tx, productId: string) {
    const product = await productRatings.lock(tx, productId)
    if (!product) return
    await shopRatings.lock(tx, product.shopId)
    await productRatings.set(tx, productId, await repo.productFigures(tx, productId))
    await shopRatings.set(tx, product.shopId, await repo.shopFigure(tx, product.shopId))
  }

  // ----- presentation -----------------------------------------------------------------------

  type OrderFacts = { status: string; deliveredAt: Date | null; completedAt: Date | null; returnDays: number }

  function canReturn(row: repo.ReviewRow, order: OrderFacts | undefined, at: Date): boolean {
    if (!order || row.rating > REVIEW_RULES.returnGateMaxRating) return false
    if (order.status !== 'delivered' && order.status !== 'completed') return false
    const from = order.deliveredAt ?? order.completedAt
    return Boolean(from && at.getTime() <= from.getTime() + order.returnDays * DAY_MS)
  }

  async function presentMine(
    rows: Array<repo.ReviewRow & { productName: string | null; productImages: unknown }>,
    userName: string,
    avatar: string | null,
  ): Promise<TMyReview[]> {
    const at = now()
    const facts = new Map(
      (
        await repo.orderOfReview(
          db,
          rows.flatMap((r) => (r.orderItemId ? [r.orderItemId] : [])),
        )
      ).map((o) => [o.itemId, o]),
    )
    return rows.map((r) => {
      const until = reviewEditableUntil(r.createdAt)
      const canEdit = r.editCount < REVIEW_RULES.editsMax && at.getTime() <= new Date(until).getTime()
      const images = Array.isArray(r.productImages) ? (r.productImages as string[]) : []
      return {
        _id: r.id,
        rating: r.rating,
        content: r.content,
        images: r.images,
        video: r.video,
        variant_label: r.variantLabel,
        user: { userName, avatar },
        created_at: r.createdAt.toISOString(),
        seller_reply: r.sellerReply,
        helpful_count: r.helpfulCount,
        is_edited: r.editCount > 0,
        order_id: r.orderId,
        order_item_id: r.orderItemId,
        product: { _id: r.productId, name: r.productName ?? '', image: images[0] ?? null },
        is_anonymous: r.isAnonymous,
        edit_count: r.editCount,
        editable_until: canEdit ? until : null,
        can_edit: canEdit,
        can_return: canReturn(r, r.orderItemId ? facts.get(r.orderItemId) : undefined, at),
        is_hidden: r.hiddenAt !== null,
      }
    })
  }

  async function author(userId: string) {
    const user = await identity.getUser(userId).catch(() => null)
    return { userName: user?.userName ?? '', avatar: user?.avatarUrl ?? null }
  }

  async function presentOneMine(row: repo.ReviewRow): Promise<TMyReview> {
    const { userName, avatar } = await author(row.userId)
    const withProduct = (await repo.findWithProduct(db, row.id)) ?? { ...row, productName: null, productImages: [] }
    return (await presentMine([withProduct], userName, avatar))[0] as TMyReview
  }

  // ----- buyer --------------------------------------------------------------------------------

  /** POST /api/v1/mobile/feedbacks: only the buyer of a delivered or completed item, once per item. */
  async function createReview({ actor, lang, input }: { actor: Actor; lang: Lang; input: TReviewCreateInput }) {
    const user = requireUser(actor)
    checkMedia(input, lang)
    checkText(input.content)
    const item = await repo.orderItemForReview(db, input.order_item_id)
    // someone else's item is a 404 like a missing one
    if (!item || item.buyerId !== user.userId) throw new AppError('ORDER_NOT_FOUND')
    if (!REVIEW_RULES.statuses.includes(item.status) || !item.productId) throw new AppError('REVIEW_NOT_ALLOWED')
    const productId = item.productId
    let created: repo.ReviewRow
    try {
      created = await inTransaction(async (tx) => {
        const row = await repo.insertOnce(tx, {
          productId,
          userId: user.userId,
          orderId: item.orderId,
          orderItemId: item.itemId,
          variantLabel: item.options.length ? item.options.join(', ') : null,
          rating: input.rating,
          content: input.content,
          images: input.images,
          video: input.video ?? null,
          isAnonymous: input.is_anonymous,
          createdAt: now(),
        })
        if (!row) throw new AppError('REVIEW_EXISTS')
        await refreshRatings(tx, productId)
        if (await repo.isOrderFullyReviewed(tx, item.orderId)) await orders.setReviewed(tx, item.orderId, true)
        return row
      })
    } catch (error) {
      if (isUniqueViolation(error, 'product_reviews_order_item_uq')) throw new AppError('REVIEW_EXISTS')
      throw error
    }
    return presentOneMine(created)
  }

  /** PUT /api/v1/mobile/feedbacks/{id}: the one edit, within 30 days (REVIEW_EDIT_USED, REVIEW_EDIT_EXPIRED). */
  async function updateReview({ actor, lang, id, input }: { actor: Actor; lang: Lang; id: string; input: TReviewUpdateInput }) {
    const user = requireUser(actor)
    const existing = isUuid(id) ? await repo.findReview(db, id) : undefined
    if (!existing || existing.userId !== user.userId) throw new AppError('REVIEW_NOT_FOUND')
    checkMedia(input, lang)
    checkText(input.content)
    const at = now()
    const updated = await inTransaction(async (tx) => {
      const row = await repo.updateOnce(tx, {
        id,
        userId: user.userId,
        now: at,
        editDays: REVIEW_RULES.editDays,
        values: { rating: input.rating, content: input.content, images: input.images, video: input.video ?? null },
      })
      if (row) await refreshRatings(tx, row.productId)
      return row
    })
    if (!updated) {
      if (existing.editCount >= REVIEW_RULES.editsMax) throw new AppError('REVIEW_EDIT_USED')
      throw new AppError('REVIEW_EDIT_EXPIRED', { params: { days: REVIEW_RULES.editDays } })
    }
    return presentOneMine(updated)
  }

  /** GET /api/v1/mobile/feedbacks/me: the buyer's reviews ("my reviews"). */
  async function listMyReviews({ actor, query }: { actor: Actor; query: { page: number; limit: number } }) {
    const user = requireUser(actor)
    const { rows, total } = await repo.listByUser(db, user.userId, query)
    const { userName, avatar } = await author(user.userId)
    return { data: await presentMine(rows, userName, avatar), meta: { ...query, total } }
  }

  /**
   * GET /api/v1/mobile/feedbacks/reviewable: the items of the buyer's delivered/completed orders,
   * each with its review or null (`order_id` narrows to one order, of any state; `unreviewed` keeps the waiting ones).
   */
  async function listReviewable({ actor, orderId, unreviewed }: { actor: Actor; orderId?: string; unreviewed?: boolean }) {
    const user = requireUser(actor)
    if (orderId && !isUuid(orderId)) throw new AppError('ORDER_NOT_FOUND')
    const rows = await repo.reviewableItems(db, { buyerId: user.userId, orderId, onlyUnreviewed: unreviewed })
    const { userName, avatar } = await author(user.userId)
    const reviews = rows.flatMap((r) => (r.review ? [{ ...r.review, productName: r.name, productImages: r.image ? [r.image] : [] }] : []))
    const presented = new Map((await presentMine(reviews, userName, avatar)).map((r) => [r.order_item_id, r]))
    return rows
      .filter((r) => orderId || REVIEW_RULES.statuses.includes(r.status))
      .map(
        (r): TReviewableItem => ({
          order_id: r.orderId,
          order_code: r.orderCode,
          order_item_id: r.itemId,
          product_id: r.productId,
          name: r.name,
          image: r.image,
          options: r.options,
          delivered_at: (r.deliveredAt ?? r.completedAt)?.toISOString() ?? null,
          review: presented.get(r.itemId) ?? null,
        }),
      )
  }

  // ----- anyone signed in -----------------------------------------------------------------------

  /** POST /api/v1/web/feedbacks/{id}/helpful: toggles the caller's one vote. */
  async function toggleHelpful({ actor, id }: { actor: Actor; id: string }) {
    const user = requireUser(actor)
    const review = isUuid(id) ? await repo.findReview(db, id) : undefined
    if (!review) throw new AppError('REVIEW_NOT_FOUND')
    const result = await inTransaction((tx) => repo.toggleHelpful(tx, id, user.userId))
    return { helpful: result.helpful, helpful_count: result.helpfulCount }
  }

  /** Reports a review into the reported-content queue (only once that queue is connected). */
  async function reportReview({ actor, id, input }: { actor: Actor; id: string; input: TReviewReportInput }) {
    const user = requireUser(actor)
    const review = isUuid(id) ? await repo.findReview(db, id) : undefined
    if (!review || !reports) throw new AppError('REVIEW_NOT_FOUND')
    await reports.report({ targetType: 'review', targetId: id, reporterId: user.userId, reason: input.reason, note: input.note ?? null })
    return { ok: true as const }
  }

  // ----- seller -------------------------------------------------------------------------------

  /** GET /api/v1/seller/feedbacks: the shop's reviews, filtered by hearts, reply, photos. */
  async function listShopReviews({ actor, query }: { actor: Actor; query: TSellerReviewsQuery }) {
    const seller = await requireSellerShop(actor)
    const { rows, total } = await repo.listByShop(db, seller.shopId, query)
    const names = new Map<string, Awaited<ReturnType<typeof author>>>()
    for (const id of new Set(rows.map((r) => r.userId))) names.set(id, await author(id))
    const data: TSellerReview[] = rows.map((r) => {
      const images = Array.isArray(r.productImages) ? (r.productImages as string[]) : []
      const who = names.get(r.userId)
      return {
        _id: r.id,
        rating: r.rating,
        content: r.content,
        images: r.images,
        video: r.video,
        variant_label: r.variantLabel,
        user: { userName: r.isAnonymous ? '***' : who?.userName || '***', avatar: r.isAnonymous ? null : (who?.avatar ?? null) },
        created_at: r.createdAt.toISOString(),
        seller_reply: r.sellerReply,
        seller_reply_at: r.sellerReplyAt?.toISOString() ?? null,
        helpful_count: r.helpfulCount,
        is_edited: r.editCount > 0,
        product: { _id: r.productId, name: r.productName ?? '', image: images[0] ?? null },
        order_code: r.orderCode,
      }
    })
    return { data, meta: { page: query.page, limit: query.limit, total } }
  }

  /** POST /api/v1/seller/feedbacks/{id}/reply: once, to a review of the shop's own product. */
  async function replyToReview({ actor, id, input }: { actor: Actor; id: string; input: TReviewReplyInput }) {
    const seller = await requireSellerShop(actor)
    const owner = isUuid(id) ? await repo.shopOfReview(db, id) : undefined
    // another shop's review is a 404 like a missing one
    if (!owner || owner.shopId !== seller.shopId) throw new AppError('REVIEW_NOT_FOUND')
    checkText(input.content)
    const row = await inTransaction((tx) => repo.replyOnce(tx, { id, shopId: seller.shopId, content: input.content, now: now() }))
    if (!row) throw new AppError('REVIEW_REPLY_EXISTS')
    return { _id: row.id, seller_reply: row.sellerReply as string, seller_reply_at: row.sellerReplyAt?.toISOString() ?? null }
  }

  /**
   * What the reported-content queue needs of a review (app.ts connects it to the community's
   * moderation): what it says now, and hiding it (a report upheld) with the product's and the
   * shop's ratings counted again in the same transaction.
   */
  const moderation = {
    async read(id: string) {
      const r = isUuid(id) ? await repo.findReview(db, id) : undefined
      if (!r) return null
      const who = await identity.getUser(r.userId).catch(() => null)
      return {
        text: r.content,
        images: r.images,
        author: { id: r.userId, name: who?.userName ?? '', avatar: who?.avatarUrl ?? null },
        isHidden: r.hiddenAt !== null,
      }
    },
    async hide(tx: Tx, id: string) {
      const hidden = await repo.hideReview(tx, id)
      if (hidden) await refreshRatings(tx, hidden.productId)
    },
  }

  return {
    moderation,
    createReview,
    updateReview,
    listMyReviews,
    listReviewable,
    toggleHelpful,
    reportReview,
    listShopReviews,
    replyToReview,
    /** app.ts: the reported-content queue, once it exists. */
    connectReports: (port: ReviewReportsPort) => {
      reports = port
    },
    get hasReports() {
      return reports !== null
    },
  }
}
export type ReviewWritesService = ReturnType<typeof createReviewWritesService>
