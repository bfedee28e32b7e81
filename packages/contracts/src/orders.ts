import { z } from 'zod'
import { ZPagedEnvelope } from './common.ts'
import { CARRIERS, ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS } from './constants.ts'
import type { Lang } from './locale.ts'

/**
 * Orders (docs/api/commerce.md "Orders"): the buyer's and the seller's views of an order, the
 * actions on it, and the cancel reasons of GET /api/v1/public/reasons.
 */

/** Who moves an order (ARCHITECTURE.md §5): every history row names one of these. */
export const ORDER_ACTOR_ROLES = ['buyer', 'seller', 'system', 'admin', 'carrier'] as const
export type OrderActorRole = (typeof ORDER_ACTOR_ROLES)[number]

/** Everything that can happen to an order (the state machine's events, server order-state.ts). */
export const ORDER_ACTIONS = [
  'mark_paid',
  'approve',
  'confirm',
  'prepare',
  'ship',
  'deliver',
  'confirm_received',
  'auto_complete',
  'cancel',
  'accept_cancel',
  'reject_cancel',
  'seller_cancel',
  'system_cancel',
  'auto_cancel_unpaid',
  'request_return',
  // the carrier brought the parcel back (failed delivery) or a buyer's return starts the return flow
  'carrier_return',
  // the return flow ended (rejected, cancelled by the buyer, or refunded): the order is completed
  'close_return',
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export const PAYMENT_STATUSES = ['cash', 'unpaid', 'paid', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

type Named = { _id: string } & Record<Lang, string>

/**
 * Cancel reasons (spec §5 "Order cancel requires a reason"). Ids are stable: they are stored on
 * the order and in its history; names are shown in the reader's language.
 */
export const ORDER_REASONS = {
  /** A buyer cancelling (or asking to cancel) an order. */
  cancel: [
    {
      _id: 'change_address',
      vi: 'Muốn thay đổi địa chỉ giao hàng',
      en: 'I want to change the delivery address',
      ko: '배송 주소를 변경하고 싶어요',
    },
    {
      _id: 'change_items',
      vi: 'Muốn thay đổi sản phẩm (kích cỡ, màu sắc, số lượng…)',
      en: 'I want to change items (size, colour, quantity…)',
      ko: '상품을 변경하고 싶어요 (사이즈, 색상, 수량…)',
    },
    {
      _id: 'change_voucher',
      vi: 'Muốn nhập hoặc đổi mã giảm giá',
      en: 'I want to add or change a voucher',
      ko: '할인 코드를 입력하거나 바꾸고 싶어요',
    },
    {
      _id: 'found_cheaper',
      vi: 'Tìm thấy giá rẻ hơn ở chỗ khác',
      en: 'I found a better price elsewhere',
      ko: '다른 곳에서 더 싼 가격을 찾았어요',
    },
    { _id: 'payment_trouble', vi: 'Thủ tục thanh toán rắc rối', en: 'Paying is too complicated', ko: '결제 절차가 번거로워요' },
    { _id: 'changed_mind', vi: 'Không còn nhu cầu mua nữa', en: 'I no longer need it', ko: '더 이상 필요하지 않아요' },
    { _id: 'other', vi: 'Lý do khác', en: 'Another reason', ko: '기타 사유' },
  ],
  /** A seller cancelling one of their shop's orders. */
  seller_cancel: [
    { _id: 'out_of_stock', vi: 'Sản phẩm đã hết hàng', en: 'Out of stock', ko: '상품이 품절되었어요' },
    {
      _id: 'buyer_unreachable',
      vi: 'Không liên lạc được với người mua',
      en: 'The buyer cannot be reached',
      ko: '구매자와 연락이 되지 않아요',
    },
    { _id: 'undeliverable', vi: 'Không thể giao đến địa chỉ này', en: 'Cannot deliver to this address', ko: '이 주소로 배송할 수 없어요' },
    { _id: 'price_error', vi: 'Sai giá sản phẩm', en: 'The product price was wrong', ko: '상품 가격이 잘못되었어요' },
    { _id: 'seller_other', vi: 'Lý do khác', en: 'Another reason', ko: '기타 사유' },
  ],
  /** A buyer asking to return a delivered order (modules/returns, docs/api/returns.md). */
  return: [
    { _id: 'wrong_item', vi: 'Giao sai sản phẩm', en: 'I received the wrong item', ko: '다른 상품이 배송됐어요' },
    { _id: 'damaged', vi: 'Sản phẩm bị hư hỏng, bể vỡ', en: 'The item arrived damaged', ko: '상품이 파손되어 도착했어요' },
    { _id: 'not_as_described', vi: 'Sản phẩm khác với mô tả', en: 'The item is not as described', ko: '상품이 설명과 달라요' },
    { _id: 'counterfeit', vi: 'Hàng giả, hàng nhái', en: 'Counterfeit, not authentic', ko: '가품(정품이 아님)이에요' },
    { _id: 'wrong_size', vi: 'Kích cỡ không vừa', en: "The size doesn't fit", ko: '사이즈가 맞지 않아요' },
    { _id: 'missing_items', vi: 'Thiếu sản phẩm trong đơn', en: 'Items are missing from the parcel', ko: '상품이 누락됐어요' },
    { _id: 'return_other', vi: 'Lý do khác', en: 'Another reason', ko: '기타 사유' },
  ],
} as const satisfies Record<string, readonly Named[]>
export const ORDER_REASON_TYPES = ['cancel', 'seller_cancel', 'return'] as const
export type OrderReasonType = (typeof ORDER_REASON_TYPES)[number]

/** Reasons the platform writes itself (not selectable), shown in timelines. */
export const ORDER_SYSTEM_REASONS = [
  { _id: 'unpaid_timeout', vi: 'Quá hạn thanh toán', en: 'Not paid in time', ko: '결제 기한이 지났어요' },
  { _id: 'auto_complete', vi: 'Tự động hoàn thành sau khi giao', en: 'Completed automatically after delivery', ko: '배송 후 자동 완료' },
  {
    _id: 'cancel_rejected',
    vi: 'Người bán từ chối yêu cầu huỷ',
    en: 'The seller declined the cancel request',
    ko: '판매자가 취소 요청을 거절했어요',
  },
  // gbuy (issue 18): the group-buy room did not fill before its deadline (the payment is refunded)
  {
    _id: 'group_buy_failed',
    vi: 'Phòng mua chung không đủ người',
    en: 'The group-buy did not fill',
    ko: '공동구매 인원이 모이지 않았어요',
  },
] as const satisfies readonly Named[]

const REASON_BY_ID = new Map<string, Named>(
  [...ORDER_REASONS.cancel, ...ORDER_REASONS.seller_cancel, ...ORDER_REASONS.return, ...ORDER_SYSTEM_REASONS].map((r) => [r._id, r]),
)

export const isOrderReason = (type: OrderReasonType, id: unknown): id is string =>
  typeof id === 'string' && ORDER_REASONS[type].some((r) => r._id === id)

/** A reason id in the reader's language; unknown ids (free text of an admin) are shown as they are. */
export function orderReasonName(id: string | null | undefined, lang: Lang): string | null {
  if (!id) return null
  return REASON_BY_ID.get(id)?.[lang] ?? id
}

export const ZReasonsQuery = z.object({ type: z.enum(ORDER_REASON_TYPES).default('cancel') })
export const ZReason = z.object({ _id: z.string(), name: z.string() })
export type TReason = z.infer<typeof ZReason>

// ----- list filters and tabs ----------------------------------------------------------------

/** `status` of the order lists: a status, `unreviewed` (completed, not reviewed) or `to_pay` (= pending). */
export const ORDER_FILTERS = [...ORDER_STATUSES, 'unreviewed', 'to_pay'] as const
export type OrderFilter = (typeof ORDER_FILTERS)[number]

/** The buyer's order tabs (spec §2 /trang-ca-nhan/don-hang), each a list of filters. */
export const ORDER_TABS = [
  { id: 'all', filters: [] },
  { id: 'to_pay', filters: ['pending'] },
  { id: 'to_confirm', filters: ['waiting_approval', 'awaiting_confirmation'] },
  { id: 'to_ship', filters: ['preparing', 'to_ship'] },
  { id: 'shipping', filters: ['shipping'] },
  { id: 'delivered', filters: ['delivered'] },
  { id: 'completed', filters: ['completed'] },
  { id: 'cancelled', filters: ['cancel_pending', 'cancelled'] },
  { id: 'return_refund', filters: ['return_refund'] },
  { id: 'unreviewed', filters: ['unreviewed'] },
] as const satisfies ReadonlyArray<{ id: string; filters: readonly OrderFilter[] }>
export type OrderTab = (typeof ORDER_TABS)[number]['id']

/** `status=preparing,to_ship` — one or more filters, comma-separated; empty means every order. */
const zFilters = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v === undefined || v === null
        ? []
        : v,
  z.array(z.enum(ORDER_FILTERS, { error: 'v.invalid' })).max(ORDER_FILTERS.length),
)

export const ZOrderListQuery = z.object({
  status: zFilters,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>

// ----- inputs -------------------------------------------------------------------------------

/**
 * Cancelling needs a reason id from GET /api/v1/public/reasons. The id is checked by the service
 * so that a missing or unknown one answers ORDER_CANCEL_REASON_REQUIRED (spec §5), not a generic
 * validation error.
 */
export const ZOrderCancelInput = z.object({ reason_id: z.string().max(64).nullish() })
export type TOrderCancelInput = z.infer<typeof ZOrderCancelInput>

/** Handing over: to a carrier (tracking code optional, the carrier assigns one) or self-shipping (code required). */
export const ZOrderShipInput = z.object({
  carrier: z.enum(CARRIERS, { error: 'v.invalid' }).nullish(),
  self_shipping: z.boolean().default(false),
  tracking_code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(40, { error: 'v.too_long' })
      .regex(/^[A-Za-z0-9._-]+$/, { error: 'v.invalid' })
      .nullish(),
  ),
})
export type TOrderShipInput = z.infer<typeof ZOrderShipInput>

// ----- the order ----------------------------------------------------------------------------

export const ZOrderItem = z.object({
  _id: z.string(),
  product_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  options: z.array(z.string()),
  quantity: z.number(),
  /** List price, the variant's sale price at checkout, and the unit price charged (after a promotion). */
  price: z.number(),
  sale_price: z.number(),
  unit_price: z.number(),
})
export type TOrderItem = z.infer<typeof ZOrderItem>

export const ZOrderAddress = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().nullish(),
  province_code: z.string(),
  city: z.string(),
  ward_code: z.string(),
  ward: z.string(),
  district: z.string().nullish(),
  street: z.string(),
  country: z.string(),
})

export const ZOrderTimelineEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  from: z.enum(ORDER_STATUSES).nullable(),
  at: z.string(),
  actor_role: z.enum(ORDER_ACTOR_ROLES),
  /** The reason in the reader's language (cancel reasons, system reasons), or null. */
  reason: z.string().nullable(),
})

/** What the viewer may do now (buyer: cancel, request_cancel, confirm_received; seller: confirm, prepare, ship, …). */
export const ORDER_VIEWER_ACTIONS = [
  'cancel',
  'request_cancel',
  'confirm_received',
  'repurchase',
  // pay (again) for an unpaid online order; ask for a return of a delivered or completed one
  'pay',
  'request_return',
  'confirm',
  'prepare',
  'ship',
  'accept_cancel',
  'reject_cancel',
  'seller_cancel',
] as const
export type OrderViewerAction = (typeof ORDER_VIEWER_ACTIONS)[number]

/**
 * The dates that matter for an order (null until they can be known), computed by the server
 * (`orderDeadlines`): pay by (unpaid online orders), prepare by (the system check passed + the
 * longest preparation time of its products, spec §9 5–30 days), hand over to the carrier by,
 * complete on its own (delivered + the auto-complete period) and ask for a return by (delivered +
 * the longest return period of its products, spec §9 1–14 days).
 */
export const ZOrderDeadlines = z.object({
  pay_by: z.string().nullable(),
  prepare_by: z.string().nullable(),
  ship_by: z.string().nullable(),
  auto_complete_at: z.string().nullable(),
  return_by: z.string().nullable(),
})
export type TOrderDeadlines = z.infer<typeof ZOrderDeadlines>
export type OrderDeadlineKind = keyof TOrderDeadlines

export const ORDER_RULES = {
  /** Our rule: a prepared parcel is handed to the carrier within this many days of the preparation deadline. */
  handoverDays: 2,
} as const

const DAY_MS = 86_400_000
const plusDays = (at: Date | null, days: number) => (at ? new Date(at.getTime() + days * DAY_MS).toISOString() : null)

/** The order's deadlines from the facts the server keeps (see `ZOrderDeadlines`). */
export function orderDeadlines(o: {
  payBefore: Date | null
  /** When the order passed the system check (entered awaiting_confirmation). */
  approvedAt: Date | null
  deliveredAt: Date | null
  /** The longest preparation and return periods among its products (days). */
  prepDays: number
  returnDays: number
  autoCompleteDays: number
}): TOrderDeadlines {
  return {
    pay_by: o.payBefore?.toISOString() ?? null,
    prepare_by: plusDays(o.approvedAt, o.prepDays),
    ship_by: plusDays(o.approvedAt, o.prepDays + ORDER_RULES.handoverDays),
    auto_complete_at: plusDays(o.deliveredAt, o.autoCompleteDays),
    return_by: plusDays(o.deliveredAt, o.returnDays),
  }
}

/** Which deadline an order in this status is working towards (lists show it), or null. */
export function currentDeadline(
  order: { status: OrderStatus; payment_status: PaymentStatus; deadlines: TOrderDeadlines },
  now: Date = new Date(),
): { kind: OrderDeadlineKind; at: string } | null {
  const pick = (kind: OrderDeadlineKind) => {
    const at = order.deadlines[kind]
    return at ? { kind, at } : null
  }
  switch (order.status) {
    case 'pending':
      return order.payment_status === 'unpaid' ? pick('pay_by') : null
    case 'awaiting_confirmation':
    case 'preparing':
      return pick('prepare_by')
    case 'to_ship':
      return pick('ship_by')
    case 'delivered':
      return pick('auto_complete_at')
    case 'completed': {
      const due = pick('return_by')
      return due && new Date(due.at) > now ? due : null
    }
    default:
      return null
  }
}

/**
 * The group-buy room an order is a seat in (polish, issue 18): a buyer's order held in
 * `waiting_approval` waits for the room to fill (`paid_count` of `group_size` paid before `expires_at`).
 */
export const ZOrderGroupBuy = z.object({
  room_id: z.string(),
  status: z.enum(['open', 'succeeded', 'failed']),
  paid_count: z.number(),
  group_size: z.number(),
  expires_at: z.string(),
})
export type TOrderGroupBuy = z.infer<typeof ZOrderGroupBuy>

export const ZOrder = z.object({
  _id: z.string(),
  code: z.string(),
  checkout_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  shop: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  /** The buyer, in the seller's view only. */
  buyer: z.object({ _id: z.string(), userName: z.string() }).optional(),
  items: z.array(ZOrderItem),
  address: ZOrderAddress,
  note: z.string().nullable(),
  subtotal: z.number(),
  promotion_discount: z.number(),
  shop_voucher_discount: z.number(),
  platform_voucher_discount: z.number(),
  shipping_method: z.string(),
  is_express: z.boolean(),
  shipping_fee: z.number(),
  shipping_discount: z.number(),
  total: z.number(),
  carrier: z.string().nullable(),
  tracking_code: z.string().nullable(),
  self_shipping: z.boolean(),
  shipping_sub_status: z.string().nullable(),
  cancel_reason: ZReason.nullable(),
  cancelled_by: z.enum(ORDER_ACTOR_ROLES).nullable(),
  /** While cancel_pending: the status the order returns to if the seller rejects the request. */
  cancel_requested_from: z.enum(ORDER_STATUSES).nullable(),
  timeline: z.array(ZOrderTimelineEntry),
  pay_before: z.string().nullable(),
  deadlines: ZOrderDeadlines,
  created_at: z.string(),
  updated_at: z.string(),
  is_reviewed: z.boolean(),
  can_cancel: z.boolean(),
  can_confirm_received: z.boolean(),
  actions: z.array(z.enum(ORDER_VIEWER_ACTIONS)),
  /** The group-buy room of an order held in `waiting_approval` for one (null otherwise). */
  group_buy: ZOrderGroupBuy.nullable(),
})
export type TOrder = z.infer<typeof ZOrder>

/** Per-filter counts for tab badges: every status plus `unreviewed`. */
export const ZOrderCounts = z.record(z.enum([...ORDER_STATUSES, 'unreviewed']), z.number())
export type TOrderCounts = Record<OrderStatus | 'unreviewed', number>

export const ZOrderList = ZPagedEnvelope(ZOrder).extend({ counts: ZOrderCounts })

export const ZRepurchaseResult = z.object({
  /** The cart lines the still-buyable items went to (created or topped up). */
  cart_item_ids: z.array(z.string()),
  /** Items left out: product gone or hidden, variant gone, sold out or shop paused. */
  skipped: z.number(),
})
