import {
  GROUP_BUY_MAX_DAYS,
  groupBuyRoomPath,
  type Lang,
  type NotificationEvent,
  type TCreateOrder,
  type TGroupBuyDeal,
  type TGroupBuyDealInput,
  type TGroupBuyJoin,
  type TGroupBuyJoined,
  type TGroupBuyOffer,
  type TGroupBuyQuoteRequest,
  type TGroupBuyRoom,
  type TMyGroupBuyRoom,
  type TOrderGroupBuy,
  type TQuote,
  zId,
} from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Actor, UserActor } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import type { CheckoutService, SpecialPricing } from '#server/modules/checkout/index.ts'
import { enqueueNotification } from '#server/modules/notifications/index.ts'
import type { OrdersService, Transitioned } from '#server/modules/orders/index.ts'
import type { SellerAccess } from '#server/modules/shops/index.ts'
import * as repo from './groupbuy.repo.ts'

export type GroupBuyDeps = {
  db: Db
  checkout: Pick<CheckoutService, 'quote' | 'placeOrder'>
  orders: Pick<OrdersService, 'systemTransition' | 'findOrder'>
  requireSellerShop: SellerAccess
  log: FastifyBaseLogger
}

type Ctx = { actor: UserActor; lang: Lang; app: boolean; ip?: string; origin?: string }

const isUuid = (id: string) => zId.safeParse(id).success
const BATCH = 100
const LIVE = new Set(['pending', 'paid'])
/** What other members see of a member: their given name, the last word of a Vietnamese full name ("Nguyễn Thu Trang" → "Trang"). */
export const givenName = (name: string) => name.trim().split(/\s+/).at(-1)?.slice(0, 40) ?? ''

function presentDeal(d: repo.DealRow, now: Date): TGroupBuyDeal {
  return {
    _id: d.id,
    shop_id: d.shopId,
    product_id: d.productId,
    variant_id: d.variantId,
    product_name: d.productName,
    image: d.variantImages[0] ?? d.productImages[0] ?? null,
    options: d.options,
    price: d.price,
    group_price: d.groupPrice,
    group_size: d.groupSize,
    ends_at: d.endsAt.toISOString(),
    status: d.status === 'active' && d.endsAt > now ? 'active' : 'ended',
    rooms: { open: d.openRooms, succeeded: d.succeededRooms, failed: d.failedRooms },
    created_at: d.createdAt.toISOString(),
  }
}

/**
 * Group-buy (issue 18, docs/api/groupbuy.md). A member's seat is an order placed through checkout
 * at the group price, in checkout's transaction (a full room rolls the order back). Payments holds
 * a paid member order in waiting_approval (`holdsPaid`); the payment that fills the room closes it
 * as succeeded and the held orders go on to the shop; the job fails rooms at their deadline and
 * cancels their orders, which refunds what was paid (payments reacts to the cancellation).
 */
export function createGroupBuyService(deps: GroupBuyDeps) {
  const { db, checkout, orders, requireSellerShop, log } = deps

  // ----- seller ---------------------------------------------------------------------------------

  async function createDeal({ actor, lang, input, now = new Date() }: { actor: Actor; lang: Lang; input: TGroupBuyDealInput; now?: Date }) {
    const { shopId } = await requireSellerShop(actor)
    const variant = await repo.variantOfShop(db, shopId, input.product_id, input.variant_id)
    if (!variant) throw new AppError('PRODUCT_INVALID_ID')
    if (input.group_price >= variant.salePrice) throw new AppError('GROUP_BUY_PRICE_INVALID')
    const endsAt = new Date(input.ends_at)
    if (endsAt <= now || endsAt.getTime() - now.getTime() > GROUP_BUY_MAX_DAYS * 86_400_000)
      throw AppError.fields({ ends_at: 'v.invalid' }, lang)
    const id = await repo.insertDeal(db, {
      shopId,
      productId: input.product_id,
      variantId: input.variant_id,
      groupPrice: input.group_price,
      groupSize: input.group_size,
      endsAt,
    })
    return presentDeal((await repo.findDeal(db, id))!, now)
  }

  async function listDeals({ actor, page, limit }: { actor: Actor; page: number; limit: number }) {
    const { shopId } = await requireSellerShop(actor)
    const { rows, total } = await repo.listDealsOfShop(db, shopId, { page, limit })
    const now = new Date()
    return { data: rows.map((d) => presentDeal(d, now)), meta: { page, limit, total } }
  }

  /** Ends a deal early: no new rooms; rooms already open run to their deadline. */
  async function endDeal({ actor, id }: { actor: Actor; id: string }) {
    const { shopId } = await requireSellerShop(actor)
    if (!isUuid(id) || !(await repo.endDeal(db, shopId, id))) throw new AppError('GROUP_BUY_DEAL_NOT_FOUND')
    return presentDeal((await repo.findDeal(db, id))!, new Date())
  }

  // ----- buyers ---------------------------------------------------------------------------------

  /** The product page's box: its running deal and the rooms a visitor may join. */
  async function offerOfProduct({ productId, now = new Date() }: { productId: string; now?: Date }): Promise<TGroupBuyOffer> {
    if (!isUuid(productId)) return { deal: null, open_rooms: [] }
    const deal = await repo.runningDealOfProduct(db, productId, now)
    if (!deal) return { deal: null, open_rooms: [] }
    const rooms = await repo.openRoomsOfDeal(db, deal.id, now, 5)
    return {
      deal: presentDeal(deal, now),
      open_rooms: rooms.map((r) => ({
        _id: r.id,
        owner_name: givenName(r.ownerName),
        seats_left: r.groupSize - r.memberCount,
        expires_at: r.expiresAt.toISOString(),
        path: groupBuyRoomPath(r.id),
      })),
    }
  }

  /** A deal as a buyer sees it (the page that opens a room). */
  async function getDeal({ id, now = new Date() }: { id: string; now?: Date }): Promise<TGroupBuyDeal> {
    const deal = isUuid(id) ? await repo.findDeal(db, id) : undefined
    if (!deal) throw new AppError('GROUP_BUY_DEAL_NOT_FOUND')
    return presentDeal(deal, now)
  }

  /** A room as anyone with its link sees it (members by first name); the caller's own seat when signed in. */
  async function getRoom({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<TGroupBuyRoom> {
    if (!isUuid(id)) throw new AppError('GROUP_BUY_ROOM_NOT_FOUND')
    const room = await repo.findRoom(db, id)
    if (!room) throw new AppError('GROUP_BUY_ROOM_NOT_FOUND')
    const deal = (await repo.findDeal(db, room.dealId))!
    const members = await repo.membersOfRoom(db, id)
    const me = actor.kind === 'user' && !actor.isGuest ? actor.userId : null
    const mine = members.find((m) => m.userId === me && LIVE.has(m.status))
    const presented = presentDeal(deal, now)
    return {
      _id: room.id,
      deal: presented,
      status: room.status,
      group_size: room.groupSize,
      member_count: room.memberCount,
      paid_count: room.paidCount,
      seats_left: room.groupSize - room.memberCount,
      expires_at: room.expiresAt.toISOString(),
      closed_at: room.closedAt?.toISOString() ?? null,
      created_at: room.createdAt.toISOString(),
      // who left is no longer in the room
      members: members
        .filter((m) => m.status !== 'left')
        .map((m) => ({
          name: m.displayName,
          status: m.status,
          is_owner: m.userId === room.ownerId,
          is_me: m.userId === me,
          joined_at: m.createdAt.toISOString(),
        })),
      my_status: mine?.status ?? null,
      my_order_id: mine?.orderId ?? null,
      can_join:
        !mine && room.status === 'open' && room.expiresAt > now && room.memberCount < room.groupSize && presented.status === 'active',
      path: groupBuyRoomPath(room.id),
    }
  }

  async function runningDeal(dealId: string, now: Date) {
    const deal = isUuid(dealId) ? await repo.findDeal(db, dealId) : undefined
    if (!deal) throw new AppError('GROUP_BUY_DEAL_NOT_FOUND')
    if (deal.status !== 'active' || deal.endsAt <= now) throw new AppError('GROUP_BUY_DEAL_ENDED')
    return deal
  }

  const special = (deal: repo.DealRow, claim?: SpecialPricing['claim']): SpecialPricing => ({
    unitPrices: new Map([[deal.variantId, deal.groupPrice]]),
    claim,
  })

  /** A seat's price with shipping to the buyer's address: checkout's quote at the group price. */
  async function quote(ctx: Ctx, input: TGroupBuyQuoteRequest): Promise<TQuote> {
    const deal = await runningDeal(input.deal_id, new Date())
    return checkout.quote(
      ctx,
      {
        shops: [
          {
            shop_id: deal.shopId,
            items: [{ product_id: deal.productId, variant_id: deal.variantId, quantity: 1 }],
            shipping_method: input.shipping_method,
          },
        ],
        address_id: input.address_id,
        payment_method: input.payment_method,
      },
      special(deal),
    )
  }

  /** Why a room cannot take the caller, read again after a refused seat (the precise error). */
  async function refusal(tx: Tx, roomId: string, now: Date): Promise<AppError> {
    const room = await repo.findRoom(tx, roomId)
    if (!room) return new AppError('GROUP_BUY_ROOM_NOT_FOUND')
    if (room.status !== 'open' || room.expiresAt <= now) return new AppError('GROUP_BUY_ROOM_CLOSED')
    return new AppError('GROUP_BUY_ROOM_FULL')
  }

  /**
   * Joins a room (or opens one): ONE order through checkout at the group price, and the seat taken
   * inside that order's transaction. The seat is a conditional update of the room row: of twenty
   * buyers racing for the last place exactly one gets it, the others get GROUP_BUY_ROOM_FULL and
   * no order. The Idempotency-Key replays the first answer.
   */
  async function join(ctx: Ctx, input: TGroupBuyJoin, idempotencyKey: string | undefined): Promise<TGroupBuyJoined> {
    const userId = ctx.actor.userId
    const now = new Date()
    const deal = await runningDeal(input.deal_id, now)
    if (input.room_id) {
      const room = isUuid(input.room_id) ? await repo.findRoom(db, input.room_id) : undefined
      if (!room || room.dealId !== deal.id) throw new AppError('GROUP_BUY_ROOM_NOT_FOUND')
    }
    const name = givenName(await repo.userName(db, userId))
    const order: TCreateOrder = {
      shops: [
        {
          shop_id: deal.shopId,
          items: [{ product_id: deal.productId, variant_id: deal.variantId, quantity: 1, sale_price: deal.groupPrice }],
          shipping_method: input.shipping_method,
          note: input.note,
        },
      ],
      address_id: input.address_id,
      payment_method: input.payment_method,
      total_order_payment: input.total_order_payment,
      accept_terms: input.accept_terms,
    } as TCreateOrder
    const claim: SpecialPricing['claim'] = async (tx, placed) => {
      // the deal read again under a share lock: a seller ending it waits for this join, or this join sees it ended
      const locked = await repo.lockDeal(tx, deal.id)
      if (locked?.status !== 'active' || locked.endsAt <= now) throw new AppError('GROUP_BUY_DEAL_ENDED')
      let roomId = input.room_id
      if (!roomId)
        roomId = (await repo.insertRoom(tx, { dealId: deal.id, ownerId: userId, groupSize: deal.groupSize, expiresAt: deal.endsAt })).id
      const room = await repo.takeSeat(tx, roomId, now)
      if (!room) throw await refusal(tx, roomId, now)
      // the room row is locked now: a second request of the same buyer waits here and sees the first seat
      if (await repo.liveMembership(tx, roomId, userId)) throw new AppError('GROUP_BUY_ALREADY_MEMBER')
      try {
        await repo.insertMember(tx, { roomId, userId, orderId: placed.orders[0]!.id, displayName: name })
      } catch (error) {
        if (isUniqueViolation(error, 'group_buy_members_live_uq')) throw new AppError('GROUP_BUY_ALREADY_MEMBER')
        throw error
      }
      if (input.room_id)
        await notifyRoom(tx, room, 'group_buy.joined', { actor: name, seatsLeft: room.groupSize - room.memberCount, except: userId })
    }
    const created = await checkout.placeOrder(ctx, order, idempotencyKey, special(deal, claim))
    const orderId = created.orders[0]!._id
    const membership = await repo.memberOfOrder(db, orderId)
    const roomId = membership!.room.id
    return {
      room_id: roomId,
      order_id: orderId,
      path: groupBuyRoomPath(roomId),
      payment_url: created.payment_url ?? null,
      payment_error: created.payment_error ?? null,
    }
  }

  async function myRooms({ actor, page, limit }: { actor: UserActor; page: number; limit: number }) {
    const { rows, total } = await repo.roomsOfUser(db, actor.userId, { page, limit })
    const data: TMyGroupBuyRoom[] = rows.map((r) => ({
      _id: r.roomId,
      status: r.roomStatus,
      my_status: r.myStatus,
      order_id: r.orderId,
      product_name: r.productName,
      image: r.variantImages[0] ?? r.productImages[0] ?? null,
      group_price: r.groupPrice,
      group_size: r.groupSize,
      paid_count: r.paidCount,
      member_count: r.memberCount,
      expires_at: r.expiresAt.toISOString(),
      path: groupBuyRoomPath(r.roomId),
    }))
    return { data, meta: { page, limit, total } }
  }

  // ----- the room's members ---------------------------------------------------------------------

  async function notifyRoom(
    tx: Tx,
    room: { id: string; dealId: string; groupSize: number; memberCount: number },
    event: NotificationEvent,
    opts: { actor?: string; seatsLeft?: number; except?: string; only?: ReadonlySet<string>; joinedOrder?: string } = {},
  ) {
    const deal = await repo.findDeal(tx, room.dealId)
    for (const m of await repo.memberOrders(tx, room.id)) {
      if (m.userId === opts.except || !(opts.only ?? LIVE).has(m.status)) continue
      await enqueueNotification(tx, {
        userId: m.userId,
        audience: 'BUYER',
        event,
        params: { product: deal?.productName, code: m.code, actor: opts.actor, stock: opts.seatsLeft },
        target: { product_id: deal?.productId ?? null },
        link: groupBuyRoomPath(room.id),
        // a join is told once per joiner (their order); the room's end once per member
        dedupeKey: `group-buy:${room.id}:${event}:${opts.joinedOrder ?? m.orderId}`,
      })
    }
  }

  /**
   * In the transaction of every order status change (orders.onTransition): a member's payment
   * counts towards the room (the one that fills it closes it as succeeded); a member order
   * cancelled while the room is open frees its place.
   */
  async function onOrderTransition(tx: Tx, t: Transitioned) {
    if (t.action !== 'mark_paid' && t.to !== 'cancelled') return
    const found = await repo.memberOfOrder(tx, t.order.id, true)
    if (!found) return
    const { member, room } = found
    const now = new Date()
    if (t.action === 'mark_paid') {
      if (member.status !== 'pending') return
      await repo.setMemberStatus(tx, member.id, 'paid', now)
      // a payment after the deadline counts for nothing: the job fails the room and refunds it
      if (room.status !== 'open' || room.expiresAt <= now) return
      const counted = await repo.updateRoomCounts(tx, room.id, { paid: 1 })
      if (counted.paidCount >= counted.groupSize) {
        const closed = await repo.closeRoom(tx, room.id, 'succeeded', now)
        if (closed) await notifyRoom(tx, closed, 'group_buy.succeeded', { only: new Set(['paid']) })
      }
      return
    }
    if (!LIVE.has(member.status)) return
    if (room.status === 'open') {
      await repo.setMemberStatus(tx, member.id, 'left')
      await repo.updateRoomCounts(tx, room.id, { members: -1, paid: member.status === 'paid' ? -1 : 0 })
    } else {
      await repo.setMemberStatus(tx, member.id, 'cancelled')
    }
  }

  /** Payments asks, in the payment's transaction, whether a paid order waits for its room (then this module approves it). */
  const holdsPaid = (tx: Tx, orderId: string) => repo.isMemberOrder(tx, orderId)

  /** After a member's payment committed: if it filled the room, the held orders go to the shop. */
  async function onOrderCommitted(t: Transitioned) {
    if (t.action !== 'mark_paid') return
    const found = await repo.memberOfOrder(db, t.order.id)
    if (found?.room.status !== 'succeeded') return
    await release(found.room.id)
  }

  async function release(roomId?: string) {
    let released = 0
    for (const o of await repo.ordersToRelease(db, BATCH, roomId)) {
      try {
        if (await orders.systemTransition(o.orderId, 'approve')) released++
      } catch (err) {
        log.error({ err, orderId: o.orderId }, 'group-buy release failed')
      }
    }
    return released
  }

  /**
   * Job (every minute): rooms past their deadline fail (members told), their orders are cancelled
   * (payments refunds what was paid), and held orders of full rooms still waiting go to the shop.
   */
  async function sweep(now = new Date()) {
    let failed = 0
    for (const r of await repo.dueRooms(db, now, BATCH)) {
      const closed = await inTransaction(db, async (tx) => {
        const room = await repo.closeRoom(tx, r.id, 'failed', now)
        if (room) await notifyRoom(tx, room, 'group_buy.failed')
        return Boolean(room)
      })
      if (closed) failed++
    }
    let cancelled = 0
    for (const o of await repo.ordersToCancel(db, BATCH)) {
      try {
        if (await orders.systemTransition(o.orderId, 'system_cancel', { role: 'system' }, { reasonId: 'group_buy_failed' })) cancelled++
      } catch (err) {
        log.error({ err, orderId: o.orderId }, 'group-buy cancel failed')
      }
    }
    const released = await release()
    return { failed, cancelled, released }
  }

  /**
   * The orders module's `GroupBuyPort` (polish, issue 18): the room of each order that is a seat,
   * so a held order names its room and progress; one statement for a page of orders.
   */
  async function roomsOfOrders(orderIds: string[]): Promise<Map<string, TOrderGroupBuy>> {
    const rows = await repo.roomsOfOrders(db, orderIds)
    return new Map(
      rows.map((r) => [
        r.orderId,
        { room_id: r.roomId, status: r.status, paid_count: r.paidCount, group_size: r.groupSize, expires_at: r.expiresAt.toISOString() },
      ]),
    )
  }

  return {
    createDeal,
    listDeals,
    endDeal,
    offerOfProduct,
    getDeal,
    getRoom,
    quote,
    join,
    myRooms,
    onOrderTransition,
    onOrderCommitted,
    holdsPaid,
    sweep,
    roomsOfOrders,
  }
}
export type GroupBuyService = ReturnType<typeof createGroupBuyService>
