import { z } from 'zod'
import { ZAdminProduct, ZAdminSizeChart } from './catalog-seller.ts'
import { zId } from './common.ts'

/**
 * The admin console's review queues (issue 14): one pattern for every queue — a list with
 * filters in the URL, a detail, approve or reject with a reason, bulk decisions — and the
 * dashboard's counts. A queue added later (reported content, social feedback) names a key here.
 */
export const ADMIN_QUEUES = [
  'shop_applications',
  'products',
  'size_charts',
  'identity_cards',
  'cod_orders',
  'returns',
  'reported_content',
  'chat_reports',
  // pages (issue 18)
  'social_feedback',
] as const
export type AdminQueueKey = (typeof ADMIN_QUEUES)[number]

/**
 * Queue counts stop here (the list's total, the badges): past it an admin needs "more than 10,000",
 * not the exact figure, and a capped count reads an index range instead of the whole backlog.
 * A count of QUEUE_COUNT_CAP + 1 means "more than QUEUE_COUNT_CAP".
 */
export const QUEUE_COUNT_CAP = 10_000

/** How many items one bulk request may decide (each is its own transaction, decided in order). */
export const QUEUE_BULK_MAX = 50
/** A reject reason: what the seller or buyer reads (spec §6 "with reason"). */
export const QUEUE_REASON_MAX = 300

export const ZQueueReason = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required' })
  .max(QUEUE_REASON_MAX, { error: 'v.too_long' })
  .transform((s) => s.normalize('NFC'))

/** `POST /api/v1/admin/<queue>/bulk`: the same decision on many items; a reject needs its reason. */
export const ZBulkDecideInput = z
  .strictObject({
    ids: z.array(zId).min(1, { error: 'v.required' }).max(QUEUE_BULK_MAX, { error: 'v.too_many' }),
    decision: z.enum(['approve', 'reject'], { error: 'v.invalid' }),
    reason: ZQueueReason.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'v.required' })
  })
export type TBulkDecideInput = z.infer<typeof ZBulkDecideInput>

/** One item's outcome of a bulk decision: decided, or the error it would have got alone. */
export const ZBulkDecideItem = z.object({
  _id: z.string(),
  ok: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
})
export const ZBulkDecideResult = z.object({ results: z.array(ZBulkDecideItem), succeeded: z.number(), failed: z.number() })
export type TBulkDecideResult = z.infer<typeof ZBulkDecideResult>

/** Who decided an item first (the 409 `details` of a lost race, and detail views). */
export const ZDecidedBy = z.object({
  decided_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  status: z.string(),
})
export type TDecidedBy = z.infer<typeof ZDecidedBy>

/** One queue on the dashboard: how many wait, since when, and the deadline of the oldest. */
export const ZQueueStat = z.object({ count: z.number(), oldest_at: z.string().nullable(), deadline_at: z.string().nullable() })
export type TQueueStat = z.infer<typeof ZQueueStat>
export const ZQueueStats = z.object(
  Object.fromEntries(ADMIN_QUEUES.map((k) => [k, ZQueueStat])) as Record<AdminQueueKey, typeof ZQueueStat>,
)
export type TQueueStats = z.infer<typeof ZQueueStats>

/** One day of the dashboard's 30-day charts (Vietnam's calendar day). */
export const ZDashboardDay = z.object({
  date: z.string(),
  orders: z.number(),
  gmv: z.number(),
  new_users: z.number(),
  new_shops: z.number(),
})
export type TDashboardDay = z.infer<typeof ZDashboardDay>

/** `GET /api/v1/admin/dashboard` (/admin/tong-quan). */
export const ZAdminDashboard = z.object({
  queues: ZQueueStats,
  today: z.object({ orders: z.number(), gmv: z.number(), new_users: z.number(), new_shops: z.number() }),
  open_returns: z.number(),
  days: z.array(ZDashboardDay),
  generated_at: z.string(),
})
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>

/** A product queue item's system check (spec §4): what the admin should look at first. */
export const SYSTEM_CHECK_ISSUES = [
  'sensitive_words',
  'no_images',
  'few_images',
  'duplicate_images',
  'duplicate_name',
  'price_low',
  'price_high',
  'deep_discount',
] as const
export type SystemCheckIssue = (typeof SYSTEM_CHECK_ISSUES)[number]

export const ZProductSystemCheck = z.object({
  issues: z.array(z.enum(SYSTEM_CHECK_ISSUES)),
  sensitive: z.array(z.object({ field: z.string(), phrase: z.string(), category: z.string() })),
  images: z.object({ count: z.number(), repeated: z.number() }),
  duplicates: z.array(z.object({ _id: z.string(), name: z.string(), shop_name: z.string(), status: z.string(), same_shop: z.boolean() })),
  price: z.object({ sale_price: z.number(), price: z.number(), category_median: z.number().nullable(), discount_percent: z.number() }),
})
export type TProductSystemCheck = z.infer<typeof ZProductSystemCheck>

/** One line of the side-by-side diff of an update to an approved product. */
export const ZProductDiffLine = z.object({ field: z.string(), before: z.string(), after: z.string() })
export type TProductDiffLine = z.infer<typeof ZProductDiffLine>

const zQ = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional())

/** `GET /api/v1/admin/products`: the queue (pending, oldest first) or the decided ones. */
export const ZProductQueueQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['pending', 'accepted', 'rejected'], { error: 'v.invalid' }).default('pending'),
  ),
  q: zQ,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TProductQueueQuery = z.input<typeof ZProductQueueQuery>
export const ZSizeChartQueueQuery = ZProductQueueQuery

/** A queued product as the list shows it: the product and what its system check found (issue codes). */
export const ZAdminProductQueueItem = ZAdminProduct.extend({ check_issues: z.array(z.enum(SYSTEM_CHECK_ISSUES)) })
export type TAdminProductQueueItem = z.infer<typeof ZAdminProductQueueItem>

/** One step of an item's history in the admin detail. */
export const ZQueueHistoryEntry = z.object({
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
  by: z.string().nullable(),
})

/** `GET /api/v1/admin/products/{id}`: the product, its system check, the diff of an update, its history. */
export const ZAdminProductDetail = ZAdminProduct.extend({
  check: ZProductSystemCheck,
  /** An update of an approved product: what changed since the last acceptance (null for a first review). */
  diff: z.array(ZProductDiffLine).nullable(),
  history: z.array(ZQueueHistoryEntry),
  decided: ZDecidedBy.nullable(),
})
export type TAdminProductDetail = z.infer<typeof ZAdminProductDetail>

export const ZAdminSizeChartDetail = ZAdminSizeChart.extend({ decided: ZDecidedBy.nullable() })
export type TAdminSizeChartDetail = z.infer<typeof ZAdminSizeChartDetail>

/** `POST /api/v1/admin/orders/{id}/reject`: a held COD order is cancelled with the reason (the buyer reads it). */
export const ZAdminOrderRejectInput = z.strictObject({ reason: ZQueueReason })
/** `POST /api/v1/admin/identity-cards/{id}/reject`. */
export const ZIdentityCardRejectInput = z.strictObject({ reason: ZQueueReason })

/** An identity card (CCCD) waiting for an admin (issue 14), its photos served privately to admins only. */
export const ZAdminIdentityCard = z.object({
  _id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  id_number: z.string(),
  user: z.object({ _id: z.string(), userName: z.string(), email: z.string().nullable(), phoneNumber: z.string().nullable() }),
  created_at: z.string(),
  review_note: z.string().nullable(),
  front_url: z.string(),
  back_url: z.string(),
  decided: ZDecidedBy.nullable(),
})
export type TAdminIdentityCard = z.infer<typeof ZAdminIdentityCard>
export const ZIdentityCardQueueQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['pending', 'approved', 'rejected'], { error: 'v.invalid' }).default('pending'),
  ),
  q: zQ,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
