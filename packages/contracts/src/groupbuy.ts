import { z } from 'zod'
import { zId } from './common.ts'
import { SHIPPING_METHODS } from './constants.ts'
import { ONLINE_PAYMENT_METHODS } from './payments.ts'

/**
 * Group-buy (issue 18, "Mua chung"): a seller's deal sells one variant at a group price when
 * `group_size` buyers have paid before the deal's deadline. A buyer opens a room and shares its
 * link; each member pays the group price through the normal checkout and online payment. A full
 * room sends its orders on to the shop; a room still short at the deadline is cancelled and every
 * payment refunded automatically. docs/api/groupbuy.md.
 */

export const GROUP_BUY_DEAL_STATUSES = ['active', 'ended'] as const
export const GROUP_BUY_ROOM_STATUSES = ['open', 'succeeded', 'failed'] as const
export const GROUP_BUY_MEMBER_STATUSES = ['pending', 'paid', 'left', 'cancelled'] as const
export type GroupBuyRoomStatus = (typeof GROUP_BUY_ROOM_STATUSES)[number]
export type GroupBuyMemberStatus = (typeof GROUP_BUY_MEMBER_STATUSES)[number]

/** Group sizes a seller may choose. */
export const GROUP_BUY_SIZE = { min: 2, max: 50 } as const
/** The longest a deal may run (days from now). */
export const GROUP_BUY_MAX_DAYS = 30

/** The web path of a room (the link members share). */
export const groupBuyRoomPath = (roomId: string) => `/mua-chung/${roomId}`

/** Seller: a new deal on one variant of their own product. */
export const ZGroupBuyDealInput = z.strictObject({
  product_id: zId,
  variant_id: zId,
  group_price: z.number({ error: 'v.invalid' }).int({ error: 'v.invalid' }).min(1000, { error: 'v.invalid' }),
  group_size: z
    .number({ error: 'v.invalid' })
    .int({ error: 'v.invalid' })
    .min(GROUP_BUY_SIZE.min, { error: 'v.invalid' })
    .max(GROUP_BUY_SIZE.max, { error: 'v.invalid' }),
  /** ISO date-time: rooms still short then are refunded. */
  ends_at: z.iso.datetime({ offset: true, error: 'v.invalid' }),
})
export type TGroupBuyDealInput = z.infer<typeof ZGroupBuyDealInput>

export const ZGroupBuyDeal = z.object({
  _id: z.string(),
  shop_id: z.string(),
  product_id: z.string(),
  variant_id: z.string(),
  product_name: z.string(),
  image: z.string().nullable(),
  /** The variant's options (e.g. ["M", "Đỏ"]). */
  options: z.array(z.string()),
  /** The variant's normal selling price. */
  price: z.number(),
  group_price: z.number(),
  group_size: z.number(),
  ends_at: z.string(),
  /** `ended` once the seller ended it or its deadline passed. */
  status: z.enum(GROUP_BUY_DEAL_STATUSES),
  rooms: z.object({ open: z.number(), succeeded: z.number(), failed: z.number() }),
  created_at: z.string(),
})
export type TGroupBuyDeal = z.infer<typeof ZGroupBuyDeal>

export const ZGroupBuyMember = z.object({
  /** The given name only (the last word of a Vietnamese full name): the room is public to whoever has its link. */
  name: z.string(),
  status: z.enum(GROUP_BUY_MEMBER_STATUSES),
  is_owner: z.boolean(),
  is_me: z.boolean(),
  joined_at: z.string(),
})

export const ZGroupBuyRoom = z.object({
  _id: z.string(),
  deal: ZGroupBuyDeal,
  status: z.enum(GROUP_BUY_ROOM_STATUSES),
  group_size: z.number(),
  member_count: z.number(),
  paid_count: z.number(),
  /** Places nobody holds yet. */
  seats_left: z.number(),
  expires_at: z.string(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  members: z.array(ZGroupBuyMember),
  /** The caller's live seat (pending or paid), and its order. */
  my_status: z.enum(GROUP_BUY_MEMBER_STATUSES).nullable(),
  my_order_id: z.string().nullable(),
  /** Whether the caller may join now (open, a place left, not a member, the deal running). */
  can_join: z.boolean(),
  path: z.string(),
})
export type TGroupBuyRoom = z.infer<typeof ZGroupBuyRoom>

/** The product page's box: the running deal of a product and its rooms still open. */
export const ZGroupBuyOffer = z.object({
  deal: ZGroupBuyDeal.nullable(),
  open_rooms: z.array(
    z.object({ _id: z.string(), owner_name: z.string(), seats_left: z.number(), expires_at: z.string(), path: z.string() }),
  ),
})
export type TGroupBuyOffer = z.infer<typeof ZGroupBuyOffer>

/** The price of a seat (same shape as the checkout quote): the address and the shipping method decide the fee. */
export const ZGroupBuyQuoteRequest = z.strictObject({
  deal_id: zId,
  address_id: zId.optional(),
  payment_method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'v.invalid' }).optional(),
  shipping_method: z.enum(SHIPPING_METHODS, { error: 'v.invalid' }).optional(),
})
export type TGroupBuyQuoteRequest = z.infer<typeof ZGroupBuyQuoteRequest>

/**
 * Join a room (or, without `room_id`, open one and take its first place): one unit at the group
 * price, paid online. Header Idempotency-Key like order creation.
 */
export const ZGroupBuyJoin = z.strictObject({
  deal_id: zId,
  room_id: zId.optional(),
  address_id: zId,
  payment_method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'v.invalid' }),
  shipping_method: z.enum(SHIPPING_METHODS, { error: 'v.invalid' }).optional(),
  note: z.string().max(500, { error: 'v.invalid' }).optional(),
  total_order_payment: z.number({ error: 'v.invalid' }).int().min(0),
  accept_terms: z.boolean().default(false),
})
export type TGroupBuyJoin = z.infer<typeof ZGroupBuyJoin>

export const ZGroupBuyJoined = z.object({
  room_id: z.string(),
  order_id: z.string(),
  path: z.string(),
  payment_url: z.string().nullable(),
  payment_error: z.object({ code: z.string(), message: z.string() }).nullable(),
})
export type TGroupBuyJoined = z.infer<typeof ZGroupBuyJoined>

/** The buyer's rooms (account area). */
export const ZMyGroupBuyRoom = z.object({
  _id: z.string(),
  status: z.enum(GROUP_BUY_ROOM_STATUSES),
  my_status: z.enum(GROUP_BUY_MEMBER_STATUSES),
  order_id: z.string(),
  product_name: z.string(),
  image: z.string().nullable(),
  group_price: z.number(),
  group_size: z.number(),
  paid_count: z.number(),
  member_count: z.number(),
  expires_at: z.string(),
  path: z.string(),
})
export type TMyGroupBuyRoom = z.infer<typeof ZMyGroupBuyRoom>

export const ZGroupBuyListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
