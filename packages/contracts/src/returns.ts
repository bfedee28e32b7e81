import { z } from 'zod'
import { ZBankAccount, ZBankAccountInput } from './account.ts'
import { emptyToUndefined, ZPagedEnvelope } from './common.ts'
import type { Lang } from './locale.ts'
import { ORDER_REASONS } from './orders.ts'
import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES } from './payments.ts'

/** Issue 5 — returns and refunds (docs/api/returns.md). */

/**
 * spec §4 refund flow and its labels:
 * requested = needs seller handling · awaiting_return = seller agreed, buyer sends it back ·
 * awaiting_admin = seller received it (or did not answer in time) · refunding · refunded ·
 * rejected · buyer_cancelled · closed.
 */
export const RETURN_STATUSES = [
  'requested',
  'awaiting_return',
  'awaiting_admin',
  'refunding',
  'refunded',
  'rejected',
  'buyer_cancelled',
  'closed',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** A request in one of these is "open": at most one per order (the unique partial index of return_requests). */
export const RETURN_OPEN_STATUSES = [
  'requested',
  'awaiting_return',
  'awaiting_admin',
  'refunding',
] as const satisfies readonly ReturnStatus[]

/** spec §4 refund labels, in the reader's language. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, Record<Lang, string>> = {
  requested: { vi: 'Cần người bán xử lý', en: 'Needs seller handling', ko: '판매자 처리 필요' },
  awaiting_return: { vi: 'Chờ trả hàng', en: 'Awaiting return', ko: '반품 대기' },
  awaiting_admin: { vi: 'Chờ quản trị viên xem xét', en: 'Awaiting admin review', ko: '관리자 검토 대기' },
  refunding: { vi: 'Đang hoàn tiền', en: 'Refunding', ko: '환불 진행 중' },
  refunded: { vi: 'Đã hoàn tiền', en: 'Refunded', ko: '환불 완료' },
  rejected: { vi: 'Bị từ chối', en: 'Rejected', ko: '거절됨' },
  buyer_cancelled: { vi: 'Người mua đã huỷ', en: 'Buyer cancelled', ko: '구매자 취소' },
  closed: { vi: 'Đã đóng', en: 'Closed', ko: '종료됨' },
}

/** spec §9 guarantees: authentic-goods claims refund 200 %, quality 100 %. */
export const RETURN_CLAIMS = ['none', 'quality', 'authentic'] as const
export type ReturnClaim = (typeof RETURN_CLAIMS)[number]
/** Percent of what the buyer paid for the returned items that comes back, by claim. */
export const RETURN_REFUND_RATE: Record<ReturnClaim, 100 | 200> = { none: 100, quality: 100, authentic: 200 }

/** Where the request came from: the order page, or the review gate (1–3 hearts with a reason, spec §7 return guide). */
export const RETURN_SOURCES = ['order', 'review'] as const
export type ReturnSource = (typeof RETURN_SOURCES)[number]

export const RETURN_RULES = {
  mediaMin: 1,
  mediaMax: 6,
  descriptionMax: 500,
  noteMax: 500,
  /** A review of 1–3 hearts may lead into a return (spec's return guide). */
  reviewGateMaxRating: 3,
  /** After the seller rejects, the buyer may ask an admin to review within this many days. */
  disputeDays: 3,
  /** After the buyer sent the product back, the seller has this many days to mark it received (transit 2–7 days, spec §9). */
  sellerReceiveDays: 7,
} as const

/** Who takes a step on a return (every timeline entry names one). */
export const RETURN_ACTOR_ROLES = ['buyer', 'seller', 'admin', 'system'] as const
export type ReturnActorRole = (typeof RETURN_ACTOR_ROLES)[number]

/**
 * Every step of the flow (the state machine's events, server return-state.ts). `request` and
 * `carrier_return` open a request; `escalate`, `expire` and `settle` are the system's.
 */
export const RETURN_ACTIONS = [
  'request',
  'carrier_return',
  'agree',
  'reject',
  'dispute',
  'ship_back',
  'receive',
  'approve',
  'cancel',
  'escalate',
  'expire',
  'settle',
] as const
export type ReturnAction = (typeof RETURN_ACTIONS)[number]

/** What a step was, for the timeline, in the reader's language. */
export const RETURN_ACTION_LABELS: Record<ReturnAction, Record<Lang, string>> = {
  request: {
    vi: 'Người mua yêu cầu trả hàng/hoàn tiền',
    en: 'The buyer asked for a return and refund',
    ko: '구매자가 반품/환불을 요청했어요',
  },
  carrier_return: {
    vi: 'Giao hàng không thành công, kiện hàng đã hoàn về người bán',
    en: 'Delivery failed; the parcel went back to the seller',
    ko: '배송에 실패하여 상품이 판매자에게 반송되었어요',
  },
  agree: { vi: 'Người bán đồng ý trả hàng', en: 'The seller agreed to the return', ko: '판매자가 반품에 동의했어요' },
  reject: { vi: 'Yêu cầu bị từ chối', en: 'The request was rejected', ko: '요청이 거절되었어요' },
  dispute: { vi: 'Người mua yêu cầu Xinh xem xét', en: 'The buyer asked Xinh to review', ko: '구매자가 Xinh에 검토를 요청했어요' },
  ship_back: { vi: 'Người mua đã gửi trả hàng', en: 'The buyer sent the product back', ko: '구매자가 상품을 반송했어요' },
  receive: { vi: 'Người bán đã nhận được hàng trả', en: 'The seller received the returned product', ko: '판매자가 반품 상품을 받았어요' },
  approve: { vi: 'Xinh đã duyệt hoàn tiền', en: 'Xinh approved the refund', ko: 'Xinh이 환불을 승인했어요' },
  cancel: { vi: 'Người mua đã huỷ yêu cầu', en: 'The buyer cancelled the request', ko: '구매자가 요청을 취소했어요' },
  escalate: {
    vi: 'Quá hạn xử lý của người bán, chuyển Xinh xem xét',
    en: 'The seller did not act in time; passed to Xinh for review',
    ko: '판매자가 기한 내 처리하지 않아 Xinh 검토로 넘어갔어요',
  },
  expire: {
    vi: 'Người mua không gửi trả hàng đúng hạn, yêu cầu đã đóng',
    en: 'The product was not sent back in time; the request was closed',
    ko: '기한 내 반송되지 않아 요청이 종료되었어요',
  },
  settle: { vi: 'Đã hoàn tiền cho người mua', en: 'The buyer has been refunded', ko: '구매자에게 환불되었어요' },
}

/** What the viewer may do now (buttons): buyer cancel, ship_back, dispute; seller agree, reject, receive; admin approve, reject. */
export const RETURN_VIEWER_ACTIONS = ['cancel', 'ship_back', 'dispute', 'agree', 'reject', 'receive', 'approve'] as const
export type ReturnViewerAction = (typeof RETURN_VIEWER_ACTIONS)[number]

/** Reasons the platform writes itself (not selectable). */
export const RETURN_SYSTEM_REASONS = [
  { _id: 'failed_delivery', vi: 'Giao hàng không thành công', en: 'Delivery failed', ko: '배송 실패' },
] as const

const RETURN_REASON_BY_ID = new Map<string, Record<Lang, string>>(
  [...ORDER_REASONS.return, ...RETURN_SYSTEM_REASONS].map((r) => [r._id, r]),
)

export const isReturnReason = (id: unknown): id is string => typeof id === 'string' && ORDER_REASONS.return.some((r) => r._id === id)

/** A return reason id in the reader's language (unknown ids shown as they are). */
export const returnReasonName = (id: string, lang: Lang): string => RETURN_REASON_BY_ID.get(id)?.[lang] ?? id

// ----- inputs -------------------------------------------------------------------------------

const zNote = z.string().trim().max(RETURN_RULES.noteMax, { error: 'v.too_long' })
/** Media URLs (from POST /api/v1/image or /api/v1/video); the server accepts only those its own storage issued. */
const zMedia = z.array(z.string().trim().max(500, { error: 'v.image_url' })).max(RETURN_RULES.mediaMax, { error: 'v.max_files' })

/**
 * POST /api/v1/mobile/orders/{id}/returns. A missing reason or evidence is checked by the service
 * so that it answers RETURN_REASON_REQUIRED / RETURN_EVIDENCE_REQUIRED (spec §7 return guide),
 * not a generic validation error. `items` defaults to everything still returnable.
 */
export const ZReturnCreateInput = z
  .object({
    reason_id: z.string().max(64).nullish(),
    claim: z.enum(RETURN_CLAIMS, { error: 'v.invalid' }).default('none'),
    description: z.preprocess(emptyToUndefined, z.string().trim().max(RETURN_RULES.descriptionMax, { error: 'v.too_long' }).nullish()),
    media: zMedia.default([]),
    items: z
      .array(z.object({ order_item_id: z.string().max(64), quantity: z.number().int().min(1, { error: 'v.quantity' }).max(999) }).strict())
      .min(1)
      .max(200)
      .optional(),
    source: z.enum(RETURN_SOURCES).default('order'),
    /** The review gate's hearts (1–3), with source 'review' only. */
    rating: z.number().int().min(1).max(RETURN_RULES.reviewGateMaxRating, { error: 'v.invalid' }).nullish(),
    /** A COD order's refund goes by bank transfer: where to (the return form offers the saved payment info). */
    refund_bank: ZBankAccountInput.nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.source === 'review' && v.rating == null) ctx.addIssue({ code: 'custom', path: ['rating'], message: 'v.required' })
    if (v.source === 'order' && v.rating != null) ctx.addIssue({ code: 'custom', path: ['rating'], message: 'v.invalid' })
  })
export type TReturnCreateInput = z.infer<typeof ZReturnCreateInput>

/** The buyer sent the product back: optionally with whom and the tracking code. */
export const ZReturnShipBackInput = z
  .object({
    carrier: z.preprocess(emptyToUndefined, z.string().trim().max(40, { error: 'v.too_long' }).nullish()),
    tracking_code: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .max(40, { error: 'v.too_long' })
        .regex(/^[A-Za-z0-9._-]+$/, { error: 'v.invalid' })
        .nullish(),
    ),
  })
  .strict()
export type TReturnShipBackInput = z.infer<typeof ZReturnShipBackInput>

/** Rejecting (seller or admin) says why. */
export const ZReturnRejectInput = z.object({ note: zNote.min(1, { error: 'v.required' }) }).strict()
export type TReturnRejectInput = z.infer<typeof ZReturnRejectInput>

/** The buyer asks an admin to review a seller's rejection, optionally with more evidence. */
export const ZReturnDisputeInput = z.object({ note: z.preprocess(emptyToUndefined, zNote.nullish()), media: zMedia.default([]) }).strict()
export type TReturnDisputeInput = z.infer<typeof ZReturnDisputeInput>

export const ZReturnListQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(RETURN_STATUSES, { error: 'v.invalid' }).optional()),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export type TReturnListQuery = z.infer<typeof ZReturnListQuery>
/** The admin's queue can also be searched by an order's code (the admin queue pattern's search). */
export const ZAdminReturnListQuery = ZReturnListQuery.extend({
  q: z.preprocess(emptyToUndefined, z.string().trim().toUpperCase().max(40, { error: 'v.too_long' }).optional()),
})
export type TAdminReturnListQuery = z.infer<typeof ZAdminReturnListQuery>

// ----- the request --------------------------------------------------------------------------

export const ZReturnItem = z.object({
  order_item_id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  options: z.array(z.string()),
  quantity: z.number(),
  /** What the buyer paid for these units (their share after vouchers). */
  amount: z.number(),
})

export const ZReturnTimelineEntry = z.object({
  status: z.enum(RETURN_STATUSES),
  status_label: z.string(),
  action: z.enum(RETURN_ACTIONS),
  action_label: z.string(),
  actor_role: z.enum(RETURN_ACTOR_ROLES),
  note: z.string().nullable(),
  media: z.array(z.string()),
  at: z.string(),
  /** The deadline that started with this step (of whoever acts next), or null. */
  due_at: z.string().nullable(),
})

export const ZReturnRefund = z.object({
  _id: z.string(),
  reason: z.enum(REFUND_REASONS),
  method: z.enum(REFUND_METHODS),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
})

export const ZReturnRequest = z.object({
  _id: z.string(),
  order_id: z.string(),
  order_code: z.string(),
  shop: z.object({ _id: z.string(), name: z.string() }),
  /** The buyer, in the seller's and the admin's views only. */
  buyer: z.object({ _id: z.string(), userName: z.string() }).optional(),
  status: z.enum(RETURN_STATUSES),
  status_label: z.string(),
  reason: z.object({ _id: z.string(), name: z.string() }),
  claim: z.enum(RETURN_CLAIMS),
  source: z.enum(RETURN_SOURCES),
  rating: z.number().nullable(),
  description: z.string().nullable(),
  media: z.array(z.string()),
  items: z.array(ZReturnItem),
  items_amount: z.number(),
  refund_amount: z.number(),
  refund_rate: z.union([z.literal(100), z.literal(200)]),
  /** The current deadline and whose it is (null when nobody is waited on by a date). */
  due_at: z.string().nullable(),
  deadline_for: z.enum(['seller', 'buyer', 'admin']).nullable(),
  escalated_at: z.string().nullable(),
  refunds: z.array(ZReturnRefund),
  /** Where a bank-transfer refund goes (COD orders), in the buyer's and the admin's views only. */
  refund_bank: ZBankAccount.nullable().optional(),
  timeline: z.array(ZReturnTimelineEntry),
  actions: z.array(z.enum(RETURN_VIEWER_ACTIONS)),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TReturnRequest = z.infer<typeof ZReturnRequest>

export const ZReturnList = ZPagedEnvelope(ZReturnRequest)
