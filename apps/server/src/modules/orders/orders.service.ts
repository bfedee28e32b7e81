import {
  COMMERCE,
  DEFAULT_LANG,
  isOrderReason,
  type Lang,
  ORDER_ACTOR_ROLES,
  publicReasons,
  type PublicReasonType,
  ORDER_STATUSES,
  type OrderAction,
  type OrderActorRole,
  type OrderReasonType,
  type PaymentStatus,
  orderReasonName,
  type TOrder,
  type TOrderGroupBuy,
  type TOrderCounts,
  type TOrderListQuery,
  type TOrderPrepareInput,
  type TOrderShipInput,
  type TReason,
  type TSellerOrderListQuery,
  type TSellerOrderTodo,
  orderDeadlines,
  zId,
} from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { alreadyDecided } from '#server/platform/admin-queue.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { inTransaction as retryingTransaction } from '#server/platform/db/transaction.ts'
import type { Notifier } from '#server/platform/notify.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import { enqueueOrderNotifications } from './order-notifications.ts'
import { type CancellationEffects, createTransition, type OrderActor, type Transitioned, type TransitionInput } from './order-state.ts'
import { buyerActions, requireBuyer, sellerActions } from './orders.policy.ts'
import * as repo from './orders.repo.ts'

export type OrdersDeps = {
  db: Db
  notifier: Notifier
  identity: Pick<IdentityService, 'getUser'>
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  /** The pricing engine's `releaseOrder` (with checkout's `restock`), run inside the cancelling transaction. */
  effects: CancellationEffects
  log: FastifyBaseLogger
  config: { publicUrl: string; unpaidCancelDays?: number; autoCompleteDays?: number }
  /** The admin setting `orders.unpaid_cancel_days`, read at each run of the job (else `config.unpaidCancelDays`). */
  unpaidCancelDaysNow?: () => Promise<number>
}

type Viewer = 'buyer' | 'seller'
const isUuid = (id: string) => zId.safeParse(id).success
const JOB_BATCH = 100

/** Work another module does with a status change, inside its transaction (see `onTransition`). */
export type TransitionListener = (tx: Tx, t: Transitioned) => Promise<void>
/** Work another module does after a status change committed (calls to carriers and gateways). */
export type CommittedListener = (t: Transitioned) => Promise<void> | void
/** What the returns module (above this one) tells the seller's to-do counts: its requests waiting for the shop's answer. */
export type ReturnsPort = { countAwaitingSeller: (shopId: string) => Promise<number> }
/** What the group-buy module (above this one) tells about orders that are seats in its rooms (one statement for a page). */
export type GroupBuyPort = { roomsOfOrders: (orderIds: string[]) => Promise<Map<string, TOrderGroupBuy>> }

export function createOrdersService(deps: OrdersDeps) {
  const { db, shops, effects, log, config } = deps
  // every status change notifies the buyer and the seller through the outbox, in its own transaction
  const inTxListeners: TransitionListener[] = [enqueueOrderNotifications]
  let returnsPort: ReturnsPort | null = null
  let groupBuyPort: GroupBuyPort | null = null
  const committedListeners: CommittedListener[] = []
  const transition = createTransition({
    releaseOrder: effects.releaseOrder,
    afterTransition: async (tx, t) => {
      await effects.afterTransition?.(tx, t)
      for (const listener of inTxListeners) await listener(tx, t)
    },
  })
  const requireSellerShop = sellerAccess(shops)
  const unpaidCancelDays = config.unpaidCancelDays ?? COMMERCE.unpaidAutoCancelDays
  const autoCompleteDays = config.autoCompleteDays ?? COMMERCE.autoCompleteDays

  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retryingTransaction(db, fn)

  // ----- presentation -----------------------------------------------------------------------

  async function present(rows: repo.OrderWithShop[], viewer: Viewer, lang: Lang): Promise<TOrder[]> {
    const ids = rows.map((r) => r.id)
    // only held orders can be waiting for a group-buy room: no read at all for a page without one
    const held = rows.filter((r) => r.status === 'waiting_approval').map((r) => r.id)
    const [items, history, terms, buyers, rooms] = await Promise.all([
      repo.itemsOf(db, ids),
      repo.historyOf(db, ids),
      repo.itemTerms(db, ids),
      viewer === 'seller'
        ? repo.buyerNames(
            db,
            rows.map((r) => r.buyerId),
          )
        : new Map<string, string>(),
      held.length && groupBuyPort ? groupBuyPort.roomsOfOrders(held) : new Map<string, TOrderGroupBuy>(),
    ])
    return rows.map((o) => {
      const actions = viewer === 'buyer' ? buyerActions(o) : sellerActions(o)
      const steps = history.filter((h) => h.orderId === o.id)
      const term = terms.get(o.id)
      const { email: _email, ...addressForSeller } = o.address
      return {
        _id: o.id,
        code: o.code,
        checkout_id: o.checkoutId,
        status: o.status,
        payment_method: o.paymentMethod,
        payment_status: o.paymentStatus,
        shop: { _id: o.shopId, name: o.shopName, avatar: o.shopAvatar },
        ...(viewer === 'seller' ? { buyer: { _id: o.buyerId, userName: buyers.get(o.buyerId) ?? o.address.name } } : {}),
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({
            _id: i.id,
            product_id: i.productId,
            variant_id: i.variantId,
            name: i.name,
            image: i.image,
            options: i.options,
            quantity: i.quantity,
            price: i.price,
            sale_price: i.salePrice,
            unit_price: i.unitPrice,
          })),
        address: { district: null, email: null, ...(viewer === 'seller' ? addressForSeller : o.address) },
        note: o.note,
        subtotal: o.subtotal,
        promotion_discount: o.promotionDiscount,
        shop_voucher_discount: o.shopVoucherDiscount,
        platform_voucher_discount: o.platformVoucherDiscount,
        shipping_method: o.shippingMethod,
        is_express: o.isExpress,
        shipping_fee: o.shippingFee,
        shipping_discount: o.shippingDiscount,
        total: o.total,
        carrier: o.carrier,
        tracking_code: o.trackingCode,
        self_shipping: o.selfShipping,
        shipping_sub_status: o.shippingSubStatus,
        cancel_reason: o.cancelReasonId
          ? { _id: o.cancelReasonId, name: orderReasonName(o.cancelReasonId, lang) ?? o.cancelReasonId }
          : null,
        cancelled_by: asRole(o.cancelledBy),
        cancel_requested_from: o.cancelRequestedFrom,
        timeline: steps.map((h) => ({
          status: h.toStatus,
          from: h.fromStatus,
          at: h.createdAt.toISOString(),
          actor_role: asRole(h.actorRole) ?? 'system',
          reason: orderReasonName(h.reason, lang),
        })),
        pay_before: o.payBefore?.toISOString() ?? null,
        deadlines: orderDeadlines({
          payBefore: o.payBefore,
          approvedAt: steps.find((h) => h.toStatus === 'awaiting_confirmation')?.createdAt ?? null,
          deliveredAt: o.deliveredAt,
          prepDays: term?.prepDays ?? 0,
          returnDays: term?.returnDays ?? 0,
          autoCompleteDays,
        }),
        created_at: o.createdAt.toISOString(),
        updated_at: o.updatedAt.toISOString(),
        is_reviewed: o.isReviewed,
        can_cancel: actions.includes('cancel') || actions.includes('request_cancel'),
        can_confirm_received: actions.includes('confirm_received'),
        actions,
        group_buy: rooms.get(o.id) ?? null,
      }
    })
  }

  const asRole = (role: string | null): OrderActorRole | null =>
    (ORDER_ACTOR_ROLES as readonly string[]).includes(role ?? '') ? (role as OrderActorRole) : null

  async function presentOne(id: string, viewer: Viewer, lang: Lang): Promise<TOrder> {
    const row = await repo.findOrder(db, id)
    if (!row) throw new AppError('ORDER_NOT_FOUND')
    const [order] = await present([row], viewer, lang)
    return order as TOrder
  }

  async function counts(scope: repo.OrderScope, search?: repo.OrderSearch): Promise<TOrderCounts> {
    const result = Object.fromEntries([...ORDER_STATUSES, 'unreviewed'].map((s) => [s, 0])) as TOrderCounts
    for (const row of await repo.countByStatus(db, scope, search)) {
      result[row.status] = row.n
      result.unreviewed += row.unreviewed
    }
    return result
  }

  async function list(scope: repo.OrderScope, viewer: Viewer, lang: Lang, query: TOrderListQuery, search?: repo.OrderSearch) {
    const [{ rows, total }, tabCounts] = await Promise.all([repo.listOrders(db, scope, query.status, query, search), counts(scope, search)])
    return { data: await present(rows, viewer, lang), meta: { page: query.page, limit: query.limit, total }, counts: tabCounts }
  }

  // ----- acting -----------------------------------------------------------------------------

  /**
   * Loads the order inside the scope (404 outside it), runs the transition in one transaction
   * (retried on a deadlock), then runs the follow-up work and returns the order as the viewer sees it (the
   * notifications and e-mails of the change were enqueued in its transaction).
   */
  async function act(opts: {
    id: string
    scope: repo.OrderScope
    viewer: Viewer
    action: OrderAction
    actor: OrderActor
    input?: TransitionInput
    lang: Lang
  }): Promise<TOrder> {
    if (!isUuid(opts.id)) throw new AppError('ORDER_NOT_FOUND')
    const done = await inTransaction(async (tx) => {
      const order = await repo.findOrder(tx, opts.id, opts.scope)
      if (!order) throw new AppError('ORDER_NOT_FOUND')
      return transition(tx, order, opts.action, opts.actor, opts.input)
    })
    // the buyer's notifications (and status e-mails) were written in the transaction; they go out in the buyer's stored language
    await announce(done, opts.lang)
    return presentOne(opts.id, opts.viewer, opts.lang)
  }

  /**
   * After a status change committed: the buyer's e-mail and the other modules' follow-up work
   * (create or cancel a shipment, refund a cancelled paid order). A listener's failure is logged,
   * never thrown: the change stands, and each module's sweeper job finishes what was missed.
   */
  async function announce(t: Transitioned, _lang: Lang = DEFAULT_LANG) {
    for (const listener of committedListeners) {
      try {
        await listener(t)
      } catch (err) {
        log.error({ err, orderId: t.order.id, action: t.action }, 'order follow-up failed')
      }
    }
  }

  /**
   * A transition inside the caller's transaction (payments marks orders paid together with the
   * payment row, so a crash leaves both or neither). Throws ORDER_STATUS_CONFLICT like any
   * transition; the caller calls `announce` after its commit.
   */
  async function transitionIn(tx: Tx, id: string, action: OrderAction, actor: OrderActor = { role: 'system' }, input?: TransitionInput) {
    const order = await repo.findOrder(tx, id)
    if (!order) throw new AppError('ORDER_NOT_FOUND')
    return transition(tx, order, action, actor, input)
  }

  function reasonOrThrow(type: OrderReasonType, reasonId: string | null | undefined): string {
    if (!isOrderReason(type, reasonId)) throw new AppError('ORDER_CANCEL_REASON_REQUIRED')
    return reasonId
  }

  // ----- buyer ------------------------------------------------------------------------------

  async function listBuyerOrders({ actor, lang, query }: { actor: Actor; lang: Lang; query: TOrderListQuery }) {
    const user = requireBuyer(actor)
    return list({ buyerId: user.userId }, 'buyer', lang, query)
  }

  async function getBuyerOrder({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    const user = requireBuyer(actor)
    const row = isUuid(id) ? await repo.findOrder(db, id, { buyerId: user.userId }) : undefined
    if (!row) throw new AppError('ORDER_NOT_FOUND')
    return (await present([row], 'buyer', lang))[0] as TOrder
  }

  /** Cancels at once before the seller prepares; while preparing or to ship it becomes a request the seller answers. */
  async function cancelByBuyer({ actor, lang, id, reasonId }: { actor: Actor; lang: Lang; id: string; reasonId?: string | null }) {
    const user = requireBuyer(actor)
    const reason = reasonOrThrow('cancel', reasonId)
    return act({
      id,
      scope: { buyerId: user.userId },
      viewer: 'buyer',
      action: 'cancel',
      actor: { role: 'buyer', id: user.userId },
      input: { reasonId: reason },
      lang,
    })
  }

  async function confirmReceived({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    const user = requireBuyer(actor)
    return act({
      id,
      scope: { buyerId: user.userId },
      viewer: 'buyer',
      action: 'confirm_received',
      actor: { role: 'buyer', id: user.userId },
      lang,
    })
  }

  /**
   * Buy again: every item that can still be bought goes to the cart (added to a line of the same
   * variant, clamped to stock). PRODUCT_OUT_OF_STOCK when none can.
   */
  async function repurchase({ actor, id }: { actor: Actor; id: string }) {
    const user = requireBuyer(actor)
    const order = isUuid(id) ? await repo.findOrder(db, id, { buyerId: user.userId }) : undefined
    if (!order) throw new AppError('ORDER_NOT_FOUND')
    const lines = await repo.repurchaseLines(db, id)
    const byVariant = new Map<string, { productId: string; variantId: string; quantity: number; stock: number; affiliate: string | null }>()
    for (const l of lines) {
      if (!l.buyable || !l.variantId || !l.productId || l.stock === null) continue
      const seen = byVariant.get(l.variantId)
      if (seen) seen.quantity += l.quantity
      else
        byVariant.set(l.variantId, {
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
          stock: l.stock,
          affiliate: l.affiliate,
        })
    }
    if (byVariant.size === 0) throw new AppError('PRODUCT_OUT_OF_STOCK')
    const buyableItems = lines.filter((l) => l.buyable && l.variantId).length
    const ids = await inTransaction(async (tx) => {
      // lines of these variants already in the cart are topped up; only new lines count against the maximum
      const others = await repo.countCartItemsExcept(tx, user.userId, [...byVariant.keys()])
      if (others + byVariant.size > COMMERCE.cartItemsMax) throw new AppError('CART_FULL')
      const out: string[] = []
      for (const line of byVariant.values()) out.push(await repo.upsertCartItem(tx, { userId: user.userId, ...line }))
      return out
    })
    return { cart_item_ids: ids, skipped: lines.length - buyableItems }
  }

  /** GET /api/v1/public/reasons: the reasons of a kind, in the reader's language. */
  function reasons(type: PublicReasonType, lang: Lang): TReason[] {
    return publicReasons(type, lang)
  }

  // ----- seller -----------------------------------------------------------------------------

  /** The shop's orders: status tabs, and the seller centre's search by order code or buyer and by the days placed. */
  async function listShopOrders({ actor, lang, query }: { actor: Actor; lang: Lang; query: TSellerOrderListQuery }) {
    const { shopId } = await requireSellerShop(actor)
    return list({ shopId }, 'seller', lang, query, { q: query.q, from: query.from, to: query.to })
  }

  /**
   * What waits for the seller (the seller centre's badges and to-do cards): orders to confirm,
   * to prepare, to hand over, buyers' cancel requests and return requests to answer.
   */
  async function sellerTodo({ actor }: { actor: Actor }): Promise<TSellerOrderTodo> {
    const { shopId } = await requireSellerShop(actor)
    const [byStatus, returns] = await Promise.all([counts({ shopId }), returnsPort?.countAwaitingSeller(shopId) ?? 0])
    const todo = {
      to_confirm: byStatus.awaiting_confirmation,
      to_prepare: byStatus.preparing,
      to_ship: byStatus.to_ship,
      cancel_requests: byStatus.cancel_pending,
      returns,
    }
    return { ...todo, orders: todo.to_confirm + todo.to_prepare + todo.cancel_requests }
  }

  async function getShopOrder({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    const { shopId } = await requireSellerShop(actor)
    const row = isUuid(id) ? await repo.findOrder(db, id, { shopId }) : undefined
    if (!row) throw new AppError('ORDER_NOT_FOUND')
    return (await present([row], 'seller', lang))[0] as TOrder
  }

  type SellerStep = Extract<OrderAction, 'confirm' | 'prepare' | 'accept_cancel' | 'reject_cancel'>
  async function sellerStep(action: SellerStep, { actor, lang, id }: { actor: Actor; lang: Lang; id: string }, input?: TransitionInput) {
    const { userId, shopId } = await requireSellerShop(actor)
    return act({ id, scope: { shopId }, viewer: 'seller', action, actor: { role: 'seller', id: userId }, input, lang })
  }

  async function ship({ actor, lang, id, input }: { actor: Actor; lang: Lang; id: string; input: TOrderShipInput }) {
    const { userId, shopId } = await requireSellerShop(actor)
    return act({
      id,
      scope: { shopId },
      viewer: 'seller',
      action: 'ship',
      actor: { role: 'seller', id: userId },
      input: { selfShipping: input.self_shipping, carrier: input.carrier, trackingCode: input.tracking_code },
      lang,
    })
  }

  async function cancelBySeller({ actor, lang, id, reasonId }: { actor: Actor; lang: Lang; id: string; reasonId?: string | null }) {
    const { userId, shopId } = await requireSellerShop(actor)
    const reason = reasonOrThrow('seller_cancel', reasonId)
    return act({
      id,
      scope: { shopId },
      viewer: 'seller',
      action: 'seller_cancel',
      actor: { role: 'seller', id: userId },
      input: { reasonId: reason },
      lang,
    })
  }

  // ----- system (jobs, payments, carriers) -----------------------------------------------------

  /** Runs a system transition on one order by id; a lost race or a moved order is not an error here. */
  async function systemTransition(id: string, action: OrderAction, actor: OrderActor = { role: 'system' }, input?: TransitionInput) {
    try {
      const done = await inTransaction(async (tx) => {
        const order = await repo.findOrder(tx, id)
        if (!order) throw new AppError('ORDER_NOT_FOUND')
        return transition(tx, order, action, actor, input)
      })
      await announce(done, DEFAULT_LANG)
      return done
    } catch (error) {
      if (error instanceof AppError && error.code === 'ORDER_STATUS_CONFLICT') return null
      throw error
    }
  }

  async function sweep(due: (after: string | null) => Promise<Array<{ id: string }>>, action: OrderAction) {
    let after: string | null = null
    let changed = 0
    for (;;) {
      const batch = await due(after)
      for (const { id } of batch) {
        try {
          if (await systemTransition(id, action)) changed++
        } catch (err) {
          log.error({ err, orderId: id, action }, 'order job failed on one order')
        }
      }
      if (batch.length < JOB_BATCH) return changed
      after = batch.at(-1)?.id ?? null
    }
  }

  // ----- admin: COD orders held for review (issue 14) ------------------------------------------

  async function listHeldCod({ actor, lang, page, limit }: { actor: Actor; lang: Lang; page: number; limit: number }) {
    requireRole(actor, 'admin')
    const { rows, total } = await repo.listHeldCod(db, { page, limit })
    // the seller's view: it names the buyer
    return { data: await present(rows, 'seller', lang), meta: { page, limit, total } }
  }

  async function getAdminOrder({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    requireRole(actor, 'admin')
    if (!isUuid(id)) throw new AppError('ORDER_NOT_FOUND')
    return presentOne(id, 'seller', lang)
  }

  /**
   * Admin: decides an order held for review (COD orders above the review threshold start in
   * waiting_approval): approve passes it to the shop, reject cancels it with the reason (stock and
   * vouchers given back). Audited in the same transaction; a second admin gets 409 naming the first.
   */
  async function decideHeld({
    actor,
    lang,
    id,
    decision,
    reason,
  }: {
    actor: Actor
    lang: Lang
    id: string
    decision: 'approve' | 'reject'
    reason?: string
  }) {
    const admin = requireRole(actor, 'admin')
    if (!isUuid(id)) throw new AppError('ORDER_NOT_FOUND')
    const done = await inTransaction(async (tx) => {
      const order = await repo.findOrder(tx, id)
      if (!order) throw new AppError('ORDER_NOT_FOUND')
      if (order.status !== 'waiting_approval') return null
      const action: OrderAction = decision === 'approve' ? 'approve' : 'system_cancel'
      let t: Transitioned
      try {
        t = await transition(tx, order, action, { role: 'admin', id: admin.userId }, { reasonId: reason ?? null })
      } catch (error) {
        if (error instanceof AppError && error.code === 'ORDER_STATUS_CONFLICT') return null
        throw error
      }
      await recordAudit(tx, {
        actorId: admin.userId,
        action: decision === 'approve' ? 'order.cod_approve' : 'order.cod_reject',
        targetType: 'order',
        targetId: order.id,
        before: { status: t.from, total: order.total },
        after: { status: t.to },
        reason: reason ?? null,
      })
      return t
    })
    if (!done) {
      const last = await repo.lastDecisionFrom(db, id, 'waiting_approval')
      const current = await repo.findOrder(db, id)
      throw alreadyDecided(
        {
          by: last?.actorId ? { id: last.actorId, name: last.name ?? '' } : null,
          at: last?.at ?? null,
          status: current?.status ?? 'unknown',
        },
        lang,
      )
    }
    await announce(done, DEFAULT_LANG)
    return { _id: done.order.id, status: done.to }
  }

  /** Kept for the older route: approve without a language. */
  async function approveByAdmin({ actor, id, lang = DEFAULT_LANG }: { actor: Actor; id: string; lang?: Lang }) {
    return decideHeld({ actor, lang, id, decision: 'approve' })
  }

  /** The dashboard: held COD orders, and orders and GMV per day since `from`. */
  const heldCodStat = () => repo.heldCodStat(db)
  const dailyOrders = (from: Date) => repo.dailyOrders(db, from)

  /** Job: cancels unpaid orders whose time to pay is over (stock and vouchers given back). Returns how many. */
  async function autoCancelUnpaid(now = new Date()) {
    // orders placed with a pay_before keep it; the setting gives the others their time to pay
    const days = deps.unpaidCancelDaysNow ? await deps.unpaidCancelDaysNow() : unpaidCancelDays
    return sweep((after) => repo.dueUnpaidOrders(db, { now, days, after, limit: JOB_BATCH }), 'auto_cancel_unpaid')
  }

  /** Job: completes delivered orders the buyer did not confirm within the period. Returns how many. */
  async function autoComplete(now = new Date()) {
    return sweep((after) => repo.dueDeliveredOrders(db, { now, days: autoCompleteDays, after, limit: JOB_BATCH }), 'auto_complete')
  }

  return {
    // buyer
    listBuyerOrders,
    getBuyerOrder,
    cancelByBuyer,
    confirmReceived,
    repurchase,
    reasons,
    // seller
    listShopOrders,
    getShopOrder,
    confirm: (opts: { actor: Actor; lang: Lang; id: string }) => sellerStep('confirm', opts),
    /** Packed and ready: the carrier is booked after the commit, unless the seller says they deliver it themself. */
    prepare: (opts: { actor: Actor; lang: Lang; id: string; input?: TOrderPrepareInput | null }) =>
      sellerStep('prepare', opts, { selfShipping: opts.input?.self_shipping ?? false }),
    acceptCancel: (opts: { actor: Actor; lang: Lang; id: string }) => sellerStep('accept_cancel', opts),
    /** The order goes ahead; the seller's reason is the timeline's (the buyer reads it). */
    rejectCancel: (opts: { actor: Actor; lang: Lang; id: string; reason: string }) =>
      sellerStep('reject_cancel', opts, { reasonId: opts.reason }),
    sellerTodo,
    ship,
    cancelBySeller,
    // system and admin
    listHeldCod,
    getAdminOrder,
    decideHeld,
    approveByAdmin,
    heldCodStat,
    dailyOrders,
    systemTransition,
    transitionIn,
    announce,
    /** Register work that commits with every status change (in its transaction). */
    onTransition: (listener: TransitionListener) => void inTxListeners.push(listener),
    /** Register work that follows every committed status change. */
    onCommitted: (listener: CommittedListener) => void committedListeners.push(listener),
    /** app.ts: the returns module's count of requests waiting for a shop (the seller's to-do counts). */
    connectGroupBuy: (port: GroupBuyPort) => {
      groupBuyPort = port
    },
    connectReturns: (port: ReturnsPort) => {
      returnsPort = port
    },
    /** The order row (no scope): for other modules' services. */
    findOrder: (id: string, tx: DbOrTx = db) => (isUuid(id) ? repo.findOrder(tx, id) : Promise.resolve(undefined)),
    /** Records the carrier, tracking code and shipping sub-status of an order (shipping module), in the caller's transaction. */
    setShippingInfo: (
      tx: Tx,
      id: string,
      info: { shippingSubStatus?: string | null; carrier?: string | null; trackingCode?: string | null },
    ) => repo.setShippingInfo(tx, id, info),
    /** Marks whether every item of the order has its review, inside the caller's transaction (reviews module). */
    setReviewed: (tx: Tx, id: string, isReviewed: boolean) => repo.setReviewed(tx, id, isReviewed),
    /** Sets the payment status of an order, inside the caller's transaction (refunds). */
    setPaymentStatus: (tx: Tx, id: string, paymentStatus: PaymentStatus) => repo.setPaymentStatus(tx, id, paymentStatus),
    autoCancelUnpaid,
    autoComplete,
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>
