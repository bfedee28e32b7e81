import { z } from 'zod'
import { emptyToUndefined, zId } from './common.ts'
import { CARRIERS, ORDER_STATUSES, type OrderStatus } from './constants.ts'
import { ZOrderListQuery } from './orders.ts'
import { RETURN_STATUSES, type ReturnStatus, ZReturnList } from './returns.ts'

/**
 * The seller centre's orders (issue 13, docs/api/commerce.md "Seller centre: orders"): the list's
 * search and date range, its tabs, the answers a seller gives (prepare, reject a cancel request),
 * the labels of many orders at once, the to-do counts and the seller's review of the buyer.
 */

// ----- the list -----------------------------------------------------------------------------

/** A calendar day `YYYY-MM-DD` (Vietnam time: the list's date range counts whole Vietnamese days). */
const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.date' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00+07:00`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: 'v.date',
  })

/**
 * GET /api/v1/seller/orders: the buyer's list query plus `q` (an order code, or the buyer's name
 * or phone) and `from`/`to` (the days the order was placed, both included). `counts` answer for
 * the same search and dates, every status.
 */
export const ZSellerOrderListQuery = ZOrderListQuery.extend({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'v.too_long' }).optional()),
  from: z.preprocess(emptyToUndefined, zDay.optional()),
  to: z.preprocess(emptyToUndefined, zDay.optional()),
  limit: z.coerce.number().int().min(1).max(50).default(20),
}).superRefine((v, ctx) => {
  if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'v.date_range' })
})
export type TSellerOrderListQuery = z.infer<typeof ZSellerOrderListQuery>

/** The seller's order tabs: every spec §4 status, in lifecycle order, after "all". */
export const SELLER_ORDER_TABS: ReadonlyArray<'all' | OrderStatus> = ['all', ...ORDER_STATUSES]
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number]

// ----- answers ------------------------------------------------------------------------------

/**
 * POST …/{id}/prepare (optional body): `self_shipping: true` says the seller delivers this order
 * themself, so no carrier is booked; handing it over then needs their tracking code (…/ship).
 */
export const ZOrderPrepareInput = z.object({ self_shipping: z.boolean().default(false) }).strict()
export type TOrderPrepareInput = z.infer<typeof ZOrderPrepareInput>

export const CANCEL_REJECT_REASON_MAX = 200
/** POST …/{id}/cancel-request/reject: the seller says why the order goes ahead (shown to the buyer). */
export const ZCancelRejectInput = z
  .object({
    reason: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(CANCEL_REJECT_REASON_MAX, { error: 'v.too_long' }),
  })
  .strict()
export type TCancelRejectInput = z.infer<typeof ZCancelRejectInput>

// ----- labels of many orders ----------------------------------------------------------------

export const LABELS_MAX = 50
/** `ids=a,b,c`: 1–50 order ids of the seller's shop. */
export const ZOrderLabelsQuery = z.object({
  ids: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? [
            ...new Set(
              v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ]
        : v,
    z.array(zId).min(1, { error: 'v.required' }).max(LABELS_MAX, { error: 'v.max_files' }),
  ),
})
export type TOrderLabelsQuery = z.infer<typeof ZOrderLabelsQuery>

/**
 * GET /api/v1/seller/orders/labels: where to print the labels of the chosen orders — one PDF for
 * every GHTK parcel (`pdf_url`), one print page per other carrier — and the orders left out
 * (unknown or not the shop's: `not_found`; no parcel booked: `no_parcel`).
 */
export const ZOrderLabels = z.object({
  pdf_url: z.string().nullable(),
  pages: z.array(z.object({ carrier: z.enum(CARRIERS), url: z.string(), count: z.number() })),
  labels: z.array(z.object({ order_id: z.string(), code: z.string(), carrier: z.enum(CARRIERS), label: z.string() })),
  skipped: z.array(z.object({ order_id: z.string(), code: z.string().nullable(), reason: z.enum(['not_found', 'no_parcel']) })),
})
export type TOrderLabels = z.infer<typeof ZOrderLabels>

// ----- what needs the seller --------------------------------------------------------------

/**
 * The seller centre's to-do counts (`seller.orders.todo()`): orders to confirm, to prepare and to
 * hand over, buyers' cancel requests, return requests waiting for the seller's answer, and
 * `orders` = to confirm + to prepare + cancel requests (the navigation's badge).
 */
export const ZSellerOrderTodo = z.object({
  to_confirm: z.number(),
  to_prepare: z.number(),
  to_ship: z.number(),
  cancel_requests: z.number(),
  returns: z.number(),
  orders: z.number(),
})
export type TSellerOrderTodo = z.infer<typeof ZSellerOrderTodo>

// ----- the seller reviews the buyer ------------------------------------------------------------

/** spec §5 review: up to 150 characters, rating 1–5; spec §6: the seller reviews the buyer, once per order. */
export const BUYER_REVIEW_RULES = {
  commentMax: 150,
  /** Once the goods reached the buyer (or came back to the shop): delivered, completed or in return. */
  statuses: ['delivered', 'completed', 'return_refund'] as readonly OrderStatus[],
} as const

export const ZBuyerReviewInput = z
  .object({
    rating: z.number({ error: 'v.rating' }).int({ error: 'v.rating' }).min(1, { error: 'v.rating' }).max(5, { error: 'v.rating' }),
    comment: z.preprocess(emptyToUndefined, z.string().trim().max(BUYER_REVIEW_RULES.commentMax, { error: 'v.too_long' }).nullish()),
  })
  .strict()
export type TBuyerReviewInput = z.infer<typeof ZBuyerReviewInput>

export const ZBuyerReview = z.object({
  _id: z.string(),
  order_id: z.string(),
  buyer: z.object({ _id: z.string(), userName: z.string() }),
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
})
export type TBuyerReview = z.infer<typeof ZBuyerReview>

// ----- return requests of the shop --------------------------------------------------------------

/** The seller's return tabs: "all", then every spec §4 refund state (needs seller handling first). */
export const SELLER_RETURN_TABS: ReadonlyArray<'all' | ReturnStatus> = ['all', ...RETURN_STATUSES]

/** How many of the shop's requests are in each state (the tabs' counts). */
export const ZReturnCounts = z.record(z.enum(RETURN_STATUSES), z.number())
export type TReturnCounts = Record<ReturnStatus, number>

/** GET /api/v1/seller/returns: a page of the shop's requests, with the counts of every state. */
export const ZSellerReturnList = ZReturnList.extend({ counts: ZReturnCounts })
