import {
  bankName,
  isReturnReason,
  type Lang,
  RETURN_ACTION_LABELS,
  RETURN_ACTOR_ROLES,
  RETURN_REFUND_RATE,
  RETURN_RULES,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnActorRole,
  returnReasonName,
  type TReturnCounts,
  type TReturnCreateInput,
  type TReturnDisputeInput,
  type TAdminReturnListQuery,
  type TReturnListQuery,
  type TReturnRequest,
  type TReturnShipBackInput,
  zId,
} from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { inTransaction as retryingTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { alreadyDecided } from '#server/platform/admin-queue.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import type { StockLine } from '#server/modules/checkout/index.ts'
import type { LedgerService } from '#server/modules/ledger/index.ts'
import type { OrderRow, OrdersService, Transitioned } from '#server/modules/orders/index.ts'
import type { PaymentsService } from '#server/modules/payments/index.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import { type ReturnPick, refundParts, returnAmounts } from './return-amounts.ts'
import { enqueueReturnNotifications } from './return-notifications.ts'
import {
  canTransition,
  createTransition,
  deadlineAfter,
  deadlineFor,
  isFinal,
  type ReturnActor,
  type ReturnPeriods,
  type ReturnStep,
  type ReturnTransitioned,
  type StepInput,
} from './return-state.ts'
import { requireAdmin, requireBuyer, type Viewer, viewerActions } from './returns.policy.ts'
import * as repo from './returns.repo.ts'

export type ReturnsDeps = {
  db: Db
  log: FastifyBaseLogger
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  orders: Pick<OrdersService, 'transitionIn' | 'announce' | 'onCommitted' | 'findOrder' | 'setPaymentStatus'>
  /**
   * Putting goods back: a whole order gives back what a cancellation does (the pricing engine's
   * `releaseOrder`: promotion units, stock, voucher uses, in checkout's lock order); part of one
   * puts the quantities back on the shelf (checkout's `restockLines`).
   */
  inventory: { releaseOrder(tx: Tx, orderId: string): Promise<void>; restockLines(tx: Tx, lines: readonly StockLine[]): Promise<void> }
  payments: Pick<PaymentsService, 'requestRefund' | 'processRefunds' | 'onRefundSettled' | 'refundsOf'>
  ledger: Pick<LedgerService, 'recordReturn'>
  config: {
    publicUrl: string
    /** Evidence must be a URL our storage issued (POST /api/v1/image, /api/v1/video): it starts with this. */
    mediaUrlPrefix: string
    sellerResponseDays: number
    buyerShipDays: number
    sellerReceiveDays?: number
    disputeDays?: number
  }
}

const isUuid = (id: string) => zId.safeParse(id).success
const JOB_BATCH = 100
/** Refunds above this (VND) ask an admin enrolled in TOTP for a fresh code (issue 14 step-up). */
export const REFUND_STEP_UP_THRESHOLD = 5_000_000
const DAY_MS = 24 * 3600 * 1000

/** What a committed change still has to do: the order's follow-up work, the gateway calls. */
type Followup = {
  orderChanges: Transitioned[]
  refundIds: string[]
  /** Requests whose refunds may settle with this change (their order's completion is told right after). */
  settles: string[]
}
const noFollowup = (): Followup => ({ orderChanges: [], refundIds: [], settles: [] })

export function createReturnsService({ db, log, shops, orders, inventory, payments, ledger, config }: ReturnsDeps) {
  const periods: ReturnPeriods = {
    sellerResponseDays: config.sellerResponseDays,
    buyerShipDays: config.buyerShipDays,
    sellerReceiveDays: config.sellerReceiveDays ?? RETURN_RULES.sellerReceiveDays,
    disputeDays: config.disputeDays ?? RETURN_RULES.disputeDays,
  }
  const transition = createTransition(periods)
  const requireSellerShop = sellerAccess(shops)

  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retryingTransaction(db, fn)

  // ----- presentation -----------------------------------------------------------------------

  const asRole = (role: string): ReturnActorRole =>
    (RETURN_ACTOR_ROLES as readonly string[]).includes(role) ? (role as ReturnActorRole) : 'system'

  async function present(rows: repo.ReturnView[], viewer: Viewer, lang: Lang): Promise<TReturnRequest[]> {
    const ids = rows.map((r) => r.id)
    const [items, events, refunds, buyers] = await Promise.all([
      repo.itemsOf(db, ids),
      repo.eventsOf(db, ids),
      rows.length ? payments.refundsOf([...new Set(rows.map((r) => r.orderId))]) : Promise.resolve([]),
      viewer === 'buyer'
        ? new Map<string, string>()
        : repo.buyerNames(
            db,
            rows.map((r) => r.buyerId),
          ),
    ])
    const now = new Date()
    return rows.map((r) => {
      const deadline = deadlineFor(r, now)
      return {
        _id: r.id,
        order_id: r.orderId,
        order_code: r.orderCode,
        shop: { _id: r.shopId, name: r.shopName },
        ...(viewer === 'buyer' ? {} : { buyer: { _id: r.buyerId, userName: buyers.get(r.buyerId) ?? '' } }),
        status: r.status,
        status_label: RETURN_STATUS_LABELS[r.status][lang],
        reason: { _id: r.reasonId, name: returnReasonName(r.reasonId, lang) },
        claim: r.claim,
        source: r.source === 'review' ? 'review' : 'order',
        rating: r.rating,
        description: r.description,
        media: r.media,
        items: items
          .filter((i) => i.returnId === r.id)
          .map((i) => ({
            order_item_id: i.orderItemId,
            name: i.name,
            image: i.image,
            options: i.options,
            quantity: i.quantity,
            amount: i.amount,
          })),
        items_amount: r.itemsAmount,
        refund_amount: r.refundAmount,
        refund_rate: RETURN_REFUND_RATE[r.claim],
        // a date only while someone is waited on (a refunded request's due_at marks its pending notice)
        due_at: deadline && deadline !== 'admin' ? (r.dueAt?.toISOString() ?? null) : null,
        deadline_for: deadline,
        escalated_at: r.escalatedAt?.toISOString() ?? null,
        // the buyer's bank account: theirs to see, and the admin's who transfers; never the seller's
        ...(viewer === 'seller'
          ? {}
          : { refund_bank: r.refundBank ? { ...r.refundBank, bank_name: bankName(r.refundBank.bank_code) } : null }),
        refunds: refunds
          .filter((f) => f.source_id === r.id)
          .map((f) => ({ _id: f._id, reason: f.reason, method: f.method, amount: f.amount, status: f.status })),
        timeline: events
          .filter((e) => e.returnId === r.id)
          .map((e) => ({
            status: e.toStatus,
            status_label: RETURN_STATUS_LABELS[e.toStatus][lang],
            action: e.action as TReturnRequest['timeline'][number]['action'],
            action_label: RETURN_ACTION_LABELS[e.action as keyof typeof RETURN_ACTION_LABELS]?.[lang] ?? e.action,
            actor_role: asRole(e.actorRole),
            note: e.note,
            media: e.media,
            at: e.createdAt.toISOString(),
            due_at: e.dueAt?.toISOString() ?? null,
          })),
        actions: viewerActions(r, viewer, now),
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      }
    })
  }

  async function presentOne(id: string, scope: repo.ReturnScope, viewer: Viewer, lang: Lang): Promise<TReturnRequest> {
    const row = isUuid(id) ? await repo.findView(db, id, scope) : undefined
    if (!row) throw new AppError('RETURN_NOT_FOUND')
    return (await present([row], viewer, lang))[0] as TReturnRequest
  }

  async function list(scope: repo.ReturnScope, viewer: Viewer, lang: Lang, query: TReturnListQuery & { q?: string }) {
    const { rows, total } = await repo.listViews(db, scope, query.status, query, query.q)
    return { data: await present(rows, viewer, lang), meta: { page: query.page, limit: query.limit, total } }
  }

  // ----- effects inside a transaction ---------------------------------------------------------

  /** The order leaves return_refund when its request is over (rejected, cancelled, closed, refunded). */
  async function closeOrder(tx: Tx, orderId: string): Promise<Transitioned | null> {
    const order = await orders.findOrder(orderId, tx)
    if (order?.status !== 'return_refund') return null
    return orders.transitionIn(tx, orderId, 'close_return', { role: 'system' })
  }

  /** Every unit of the order comes back with this request (nothing returned before). */
  async function isWholeOrder(tx: Tx, request: repo.ReturnRequestRow) {
    const [lines, items] = await Promise.all([repo.orderLines(tx, request.orderId), repo.itemsOf(tx, [request.id])])
    const ordered = lines.reduce((n, l) => n + l.quantity, 0)
    return items.reduce((n, i) => n + i.quantity, 0) === ordered
  }

  /**
   * Takes the goods back: a whole order gives back what a cancellation does (stock, promotion units
   * and the voucher use); part of one puts its quantities back on the shelf, and the buyer keeps
   * the voucher they spent.
   */
  async function takeBack(tx: Tx, request: repo.ReturnRequestRow) {
    if (await isWholeOrder(tx, request)) return inventory.releaseOrder(tx, request.orderId)
    const items = await repo.itemsOf(tx, [request.id])
    await inventory.restockLines(
      tx,
      items
        .filter((i) => i.productId !== null && i.variantId !== null)
        .map((i) => ({ productId: i.productId as string, variantId: i.variantId as string, quantity: i.quantity })),
    )
  }

  /**
   * The refund rows of an approved request: what the buyer paid back (plus shipping for a whole
   * order), and for an authentic-goods claim the guarantee's second 100 % as compensation. When
   * nothing is left to wait for (a free item), the request settles at once.
   */
  async function requestRefunds(tx: Tx, request: repo.ReturnRow): Promise<{ ids: string[]; followup: Followup }> {
    const { payBack, compensation } = refundParts(request)
    const rows = [
      ...(payBack > 0
        ? await payments.requestRefund(tx, { orderId: request.orderId, amount: payBack, reason: 'return', sourceId: request.id })
        : []),
      ...(compensation > 0
        ? await payments.requestRefund(tx, { orderId: request.orderId, amount: compensation, reason: 'compensation', sourceId: request.id })
        : []),
    ]
    const followup = rows.every((r) => r.status === 'succeeded') ? await settle(tx, request) : noFollowup()
    return { ids: rows.filter((r) => r.status === 'pending').map((r) => r.id), followup }
  }

  /**
   * Every refund of the request succeeded: it is refunded, the order completes again, the seller's
   * ledger gives back the items' amount (and pays the compensation), and an order refunded in full
   * is marked so. The buyer's notice is due (`due_at` of a refunded request; sent after the commit).
   */
  async function settle(tx: Tx, request: repo.ReturnRow): Promise<Followup> {
    await transition(tx, request, 'settle', { role: 'system' })
    // the buyer hears of (and is e-mailed) the refund with it, through the outbox
    await enqueueReturnNotifications(tx, {
      action: 'settle',
      to: 'refunded',
      actorRole: 'system',
      returnId: request.id,
      orderId: request.orderId,
      buyerId: request.buyerId,
      shopId: request.shopId,
      amount: request.refundAmount,
      seq: 'settle:refunding',
    })
    await repo.markNoticeDue(tx, request.id)
    const closed = await closeOrder(tx, request.orderId)
    await ledger.recordReturn(tx, {
      orderId: request.orderId,
      shopId: request.shopId,
      returnId: request.id,
      itemsAmount: request.itemsAmount,
      compensation: refundParts(request).compensation,
    })
    const [lines, returned] = await Promise.all([repo.orderLines(tx, request.orderId), repo.returnedQuantities(tx, request.orderId)])
    if (lines.every((l) => (returned.get(l.id) ?? 0) >= l.quantity)) await orders.setPaymentStatus(tx, request.orderId, 'refunded')
    return { orderChanges: closed ? [closed] : [], refundIds: [], settles: [request.id] }
  }

  /** What a step does besides the request's own change, in its transaction. */
  async function afterStep(tx: Tx, t: ReturnTransitioned, note?: string | null): Promise<Followup> {
    const followup = noFollowup()
    // the buyer and the seller hear of the step with it (issue 15: through the notification outbox)
    await enqueueReturnNotifications(tx, {
      action: t.action,
      to: t.to,
      actorRole: t.actor.role,
      returnId: t.request.id,
      orderId: t.request.orderId,
      buyerId: t.request.buyerId,
      shopId: t.request.shopId,
      amount: t.request.refundAmount,
      seq: `${t.action}:${t.from}`,
      note,
      dueAt: t.request.dueAt,
    })
    if (t.action === 'dispute') {
      // the rejection had closed the order's return; the review opens it again
      followup.orderChanges.push(await orders.transitionIn(tx, t.request.orderId, 'request_return', t.actor))
    }
    if (t.action === 'approve') {
      await takeBack(tx, t.request)
      const refunds = await requestRefunds(tx, t.request)
      followup.refundIds = refunds.ids
      followup.settles = [t.request.id]
      followup.orderChanges.push(...refunds.followup.orderChanges)
    }
    if (isFinal(t.to) && t.action !== 'settle') {
      const closed = await closeOrder(tx, t.request.orderId)
      if (closed) followup.orderChanges.push(closed)
    }
    return followup
  }

  // ----- after the commit ---------------------------------------------------------------------

  /** The order's follow-up work, the gateway calls and the e-mails. Failures are logged: the change stands, jobs retry. */
  async function followUp(f: Followup) {
    for (const t of f.orderChanges) await orders.announce(t)
    if (f.refundIds.length) {
      try {
        await payments.processRefunds(f.refundIds)
      } catch (err) {
        log.error({ err, refundIds: f.refundIds }, 'return refunds: gateway call failed (the refunds job retries)')
      }
    }
    // a refund our call settled (or one settled at once) is told now; others wait for the deadlines job
    if (f.settles.length) await sendRefundNotices(f.settles)
  }

  /**
   * Tells of a refund's order completion, once: a refunded request whose notice is due is claimed
   * (its due_at cleared) by one process, which then announces the order's completion (the buyer's
   * `return.refunded` notification and e-mail went into the outbox with the settlement).
   * Runs after each change here and in the deadlines job (refunds also settle in payments' own
   * transactions: an admin's bank transfer, the refunds job).
   */
  async function sendRefundNotices(returnIds?: string[]) {
    for (;;) {
      const claimed = await repo.claimRefundNotices(db, JOB_BATCH, returnIds)
      for (const request of claimed) {
        const order = await orders.findOrder(request.orderId)
        if (order?.status === 'completed') {
          await orders.announce({ order, from: 'return_refund', to: 'completed', action: 'close_return', actor: { role: 'system' } })
        }
      }
      if (claimed.length < JOB_BATCH) return
    }
  }

  // ----- acting ---------------------------------------------------------------------------------

  /**
   * Loads the request inside the scope (404 outside it) and locks it, runs the step and its
   * effects in one transaction (retried on a deadlock), then the follow-up work, and returns the
   * request as the viewer sees it.
   */
  async function act(opts: {
    id: string
    scope: repo.ReturnScope
    viewer: Viewer
    step: ReturnStep
    actor: ReturnActor
    input?: StepInput
    lang: Lang
  }): Promise<TReturnRequest> {
    if (!isUuid(opts.id)) throw new AppError('RETURN_NOT_FOUND')
    const followup = await inTransaction(async (tx) => {
      const request = await repo.lockReturn(tx, opts.id, opts.scope)
      if (!request) throw new AppError('RETURN_NOT_FOUND')
      const t = await transition(tx, request, opts.step, opts.actor, opts.input)
      // an admin's decision is audited with it (issue 14)
      if (opts.actor.role === 'admin')
        await recordAudit(tx, {
          actorId: opts.actor.id ?? null,
          action: `return.${opts.step}`,
          targetType: 'return',
          targetId: t.request.id,
          before: { status: t.from },
          after: { status: t.to, refund_amount: t.request.refundAmount },
          reason: opts.input?.note ?? null,
        })
      return afterStep(tx, t, opts.input?.note)
    })
    await followUp(followup)
    return presentOne(opts.id, opts.scope, opts.viewer, opts.lang)
  }

  /** Evidence: 1–6 URLs our storage issued (no other host, no path tricks). */
  function checkMedia(media: readonly string[], lang: Lang, required: boolean) {
    if (required && media.length < RETURN_RULES.mediaMin) throw new AppError('RETURN_EVIDENCE_REQUIRED')
    const ours = (url: string) =>
      url.startsWith(config.mediaUrlPrefix) &&
      /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(url.slice(config.mediaUrlPrefix.length)) &&
      !url.includes('..')
    if (!media.every(ours)) throw AppError.fields({ media: 'v.image_url' }, lang)
  }

  // ----- buyer ------------------------------------------------------------------------------

  /**
   * A buyer asks to return (part of) a delivered or completed order: reason, evidence, items (all
   * that can still be returned by default), within each product's return period after delivery.
   * The order moves to return_refund in the same transaction. `source: 'review'` is the review
   * gate's entry (1–3 hearts): the same request, with the rating kept.
   */
  async function createReturn({ actor, lang, orderId, input }: { actor: Actor; lang: Lang; orderId: string; input: TReturnCreateInput }) {
    const user = requireBuyer(actor)
    if (!isUuid(orderId)) throw new AppError('ORDER_NOT_FOUND')
    if (!isReturnReason(input.reason_id)) throw new AppError('RETURN_REASON_REQUIRED')
    checkMedia(input.media, lang, true)
    const reasonId = input.reason_id
    const now = new Date()
    let created: { id: string; orderChange: Transitioned }
    try {
      created = await inTransaction(async (tx) => {
        const order = await orders.findOrder(orderId, tx)
        if (!order || order.buyerId !== user.userId) throw new AppError('ORDER_NOT_FOUND')
        if (await repo.openOfOrder(tx, orderId)) throw new AppError('RETURN_ALREADY_OPEN')
        if (order.status !== 'delivered' && order.status !== 'completed') throw new AppError('RETURN_NOT_ALLOWED')
        const [lines, returned] = await Promise.all([repo.orderLines(tx, orderId), repo.returnedQuantities(tx, orderId)])
        const picks = pickItems({ order, lines, returned, items: input.items, now, lang })
        if (input.claim === 'authentic' && !picks.every((p) => lines.find((l) => l.id === p.orderItemId)?.isAuthentic)) {
          throw new AppError('RETURN_CLAIM_NOT_COVERED')
        }
        const amounts = returnAmounts({ lines, order, returned, picks, claim: input.claim })
        const dueAt = deadlineAfter('request', 'buyer', 'requested', now, periods)
        const request = await repo.insertReturn(tx, {
          orderId,
          buyerId: user.userId,
          shopId: order.shopId,
          status: 'requested',
          reasonId,
          claim: input.claim,
          description: input.description ?? null,
          media: input.media,
          itemsAmount: amounts.itemsAmount,
          refundAmount: amounts.refundAmount,
          source: input.source,
          rating: input.source === 'review' ? (input.rating ?? null) : null,
          // only a COD order's refund goes by bank transfer; an online payment goes back through its gateway
          refundBank: order.paymentMethod === 'COD' ? (input.refund_bank ?? null) : null,
          dueAt,
          createdAt: now,
        })
        await repo.insertItems(
          tx,
          amounts.items.map((i) => ({ returnId: request.id, orderItemId: i.orderItemId, quantity: i.quantity, amount: i.amount })),
        )
        await repo.insertEvent(tx, {
          returnId: request.id,
          fromStatus: null,
          toStatus: 'requested',
          action: 'request',
          actorId: user.userId,
          actorRole: 'buyer',
          note: input.description ?? null,
          media: input.media,
          dueAt,
          createdAt: now,
        })
        const orderChange = await orders.transitionIn(tx, orderId, 'request_return', { role: 'buyer', id: user.userId })
        await enqueueReturnNotifications(tx, {
          action: 'request',
          to: 'requested',
          actorRole: 'buyer',
          returnId: request.id,
          orderId,
          buyerId: user.userId,
          shopId: order.shopId,
          amount: amounts.refundAmount,
          seq: 'request',
        })
        return { id: request.id, orderChange }
      })
    } catch (error) {
      // a concurrent request for the same order won the race (unique open request per order)
      if (isUniqueViolation(error, 'return_requests_open_uq')) throw new AppError('RETURN_ALREADY_OPEN')
      if (error instanceof AppError && error.code === 'ORDER_STATUS_CONFLICT') throw new AppError('RETURN_STATUS_CONFLICT')
      throw error
    }
    await orders.announce(created.orderChange, lang)
    return presentOne(created.id, { buyerId: user.userId }, 'buyer', lang)
  }

  /**
   * The items of a new request: the buyer's choice (each an item of the order, at most what is
   * left of it, within its return period), or by default every item with units left and its return
   * period still running.
   */
  function pickItems(opts: {
    order: OrderRow
    lines: Awaited<ReturnType<typeof repo.orderLines>>
    returned: Map<string, number>
    items: TReturnCreateInput['items']
    now: Date
    lang: Lang
  }): ReturnPick[] {
    const deliveredAt = opts.order.deliveredAt ?? opts.order.completedAt ?? opts.order.updatedAt
    const inWindow = (l: { returnDays: number }) => opts.now.getTime() <= deliveredAt.getTime() + l.returnDays * DAY_MS
    const left = (l: { id: string; quantity: number }) => l.quantity - (opts.returned.get(l.id) ?? 0)
    if (!opts.items) {
      const open = opts.lines.filter((l) => left(l) > 0)
      if (open.length === 0) throw new AppError('RETURN_NOT_ALLOWED')
      const picks = open.filter(inWindow).map((l) => ({ orderItemId: l.id, quantity: left(l) }))
      if (picks.length === 0) throw new AppError('RETURN_WINDOW_CLOSED')
      return picks
    }
    const seen = new Set<string>()
    const picks: ReturnPick[] = []
    for (const [i, item] of opts.items.entries()) {
      const line = opts.lines.find((l) => l.id === item.order_item_id)
      if (!line || seen.has(line.id)) throw AppError.fields({ [`items.${i}.order_item_id`]: 'v.invalid' }, opts.lang)
      if (item.quantity > left(line)) throw AppError.fields({ [`items.${i}.quantity`]: 'v.quantity' }, opts.lang)
      if (!inWindow(line)) throw new AppError('RETURN_WINDOW_CLOSED')
      seen.add(line.id)
      picks.push({ orderItemId: line.id, quantity: item.quantity })
    }
    return picks
  }

  async function listBuyerReturns({ actor, lang, query }: { actor: Actor; lang: Lang; query: TReturnListQuery }) {
    const user = requireBuyer(actor)
    return list({ buyerId: user.userId }, 'buyer', lang, query)
  }

  async function getBuyerReturn({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    const user = requireBuyer(actor)
    return presentOne(id, { buyerId: user.userId }, 'buyer', lang)
  }

  /** The latest request of one of the buyer's orders, or null (ORDER_NOT_FOUND for an order that is not theirs). */
  async function getOrderReturn({ actor, lang, orderId }: { actor: Actor; lang: Lang; orderId: string }) {
    const user = requireBuyer(actor)
    const order = isUuid(orderId) ? await orders.findOrder(orderId) : undefined
    if (!order || order.buyerId !== user.userId) throw new AppError('ORDER_NOT_FOUND')
    const row = await repo.latestOfOrder(db, orderId)
    return row ? ((await present([row], 'buyer', lang))[0] as TReturnRequest) : null
  }

  type BuyerStep = { actor: Actor; lang: Lang; id: string }
  const buyerStep = (step: ReturnStep, { actor, lang, id }: BuyerStep, input?: StepInput) => {
    const user = requireBuyer(actor)
    return act({ id, scope: { buyerId: user.userId }, viewer: 'buyer', step, actor: { role: 'buyer', id: user.userId }, input, lang })
  }

  /** The buyer sent the product back (once): the seller's time to mark it received starts. */
  function shipBack(opts: BuyerStep & { input: TReturnShipBackInput }) {
    const note = [opts.input.carrier, opts.input.tracking_code].filter(Boolean).join(' · ') || null
    return buyerStep('ship_back', opts, { note })
  }

  /** The buyer asks an admin to review a seller's rejection (within RETURN_RULES.disputeDays), optionally with more evidence. */
  function dispute(opts: BuyerStep & { input: TReturnDisputeInput }) {
    checkMedia(opts.input.media, opts.lang, false)
    return buyerStep('dispute', opts, { note: opts.input.note ?? null, media: opts.input.media })
  }

  // ----- seller -----------------------------------------------------------------------------

  /** The shop's requests of one state (or all), with the count of every state for the seller centre's tabs. */
  async function listShopReturns({ actor, lang, query }: { actor: Actor; lang: Lang; query: TReturnListQuery }) {
    const { shopId } = await requireSellerShop(actor)
    const [page, byStatus] = await Promise.all([list({ shopId }, 'seller', lang, query), repo.countByStatus(db, { shopId })])
    const counts = Object.fromEntries(RETURN_STATUSES.map((s) => [s, 0])) as TReturnCounts
    for (const row of byStatus) counts[row.status] = Number(row.n)
    return { ...page, counts }
  }

  /** Requests waiting for the shop's answer (needs seller handling): the seller's to-do count, through the orders module. */
  async function countAwaitingSeller(shopId: string) {
    const rows = await repo.countByStatus(db, { shopId })
    return Number(rows.find((r) => r.status === 'requested')?.n ?? 0)
  }

  async function getShopReturn({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    const { shopId } = await requireSellerShop(actor)
    return presentOne(id, { shopId }, 'seller', lang)
  }

  async function sellerStep(step: ReturnStep, { actor, lang, id }: { actor: Actor; lang: Lang; id: string }, input?: StepInput) {
    const { userId, shopId } = await requireSellerShop(actor)
    return act({ id, scope: { shopId }, viewer: 'seller', step, actor: { role: 'seller', id: userId }, input, lang })
  }

  // ----- admin ------------------------------------------------------------------------------

  async function listAdminReturns({ actor, lang, query }: { actor: Actor; lang: Lang; query: TAdminReturnListQuery }) {
    requireAdmin(actor)
    return list({ admin: true }, 'admin', lang, query)
  }

  async function getAdminReturn({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    requireAdmin(actor)
    return presentOne(id, { admin: true }, 'admin', lang)
  }

  /** An admin's decision; one that comes after another admin's (a lost race) is 409 ALREADY_DECIDED naming them. */
  async function adminStep(step: ReturnStep, { actor, lang, id }: { actor: Actor; lang: Lang; id: string }, input?: StepInput) {
    const admin = requireAdmin(actor)
    try {
      return await act({ id, scope: { admin: true }, viewer: 'admin', step, actor: { role: 'admin', id: admin.userId }, input, lang })
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'RETURN_STATUS_CONFLICT') throw error
      const last = await repo.lastAdminDecision(db, id)
      if (!last) throw error
      throw alreadyDecided(
        { by: last.actorId ? { id: last.actorId, name: last.name ?? '' } : null, at: last.at, status: last.status },
        lang,
      )
    }
  }

  /**
   * Whether approving this request moves more money than an admin may without a second factor
   * (issue 14: "approving refunds above a threshold" asks for the code again when enrolled).
   */
  async function refundNeedsStepUp({ id }: { id: string }) {
    if (!isUuid(id)) return false
    const request = await repo.findView(db, id, { admin: true })
    return (request?.refundAmount ?? 0) > REFUND_STEP_UP_THRESHOLD
  }

  /** The dashboard's line: requests waiting for an admin, and since when. */
  async function adminQueueStat() {
    return repo.adminQueueStat(db)
  }

  // ----- system: refunds settled, failed deliveries, deadlines ---------------------------------

  /** Payments marked a refund succeeded (in its transaction): when it was the request's last one, the request is refunded. */
  payments.onRefundSettled(async (tx, refund) => {
    if (!refund.sourceId || (refund.reason !== 'return' && refund.reason !== 'compensation')) return
    // the lock queues two refunds of one request settling at once: the second sees the first done
    const request = await repo.lockReturn(tx, refund.sourceId, { admin: true })
    if (request?.status !== 'refunding') return
    if ((await repo.pendingRefunds(tx, request.id, refund.id)) > 0) return
    await settle(tx, request)
  })

  /**
   * The carrier brought an order's parcel back undelivered (order carrier_return → return_refund):
   * a request is opened for the whole order by the system. A paid order is refunded in full
   * (status refunding, no review: nothing reached the buyer); a cash order never collected closes
   * at once. Either way the goods go back on the shelf with the voucher use, and the seller's
   * ledger gives back the revenue the order's completion books. Idempotent: nothing happens when
   * the order is no longer in return_refund or already has an open request.
   */
  async function openForFailedDelivery(orderId: string): Promise<string | null> {
    let opened: { id: string; followup: Followup } | null
    try {
      opened = await inTransaction(async (tx) => {
        const order = await orders.findOrder(orderId, tx)
        if (order?.status !== 'return_refund' || (await repo.openOfOrder(tx, orderId))) return null
        const [lines, returned] = await Promise.all([repo.orderLines(tx, orderId), repo.returnedQuantities(tx, orderId)])
        const picks = lines
          .map((l) => ({ orderItemId: l.id, quantity: l.quantity - (returned.get(l.id) ?? 0) }))
          .filter((p) => p.quantity > 0)
        if (picks.length === 0) return null
        const amounts = returnAmounts({ lines, order, returned, picks, claim: 'none' })
        const paid = order.paymentStatus === 'paid'
        const now = new Date()
        const status = paid ? 'refunding' : 'closed'
        const request = await repo.insertReturn(tx, {
          orderId,
          buyerId: order.buyerId,
          shopId: order.shopId,
          status,
          reasonId: 'failed_delivery',
          claim: 'none',
          media: [],
          itemsAmount: paid ? amounts.itemsAmount : 0,
          refundAmount: paid ? amounts.refundAmount : 0,
          resolvedAt: paid ? null : now,
          createdAt: now,
        })
        await repo.insertItems(
          tx,
          amounts.items.map((i) => ({
            returnId: request.id,
            orderItemId: i.orderItemId,
            quantity: i.quantity,
            amount: paid ? i.amount : 0,
          })),
        )
        await repo.insertEvent(tx, {
          returnId: request.id,
          fromStatus: null,
          toStatus: status,
          action: 'carrier_return',
          actorRole: 'system',
          createdAt: now,
        })
        await takeBack(tx, request)
        if (paid) {
          const refunds = await requestRefunds(tx, { ...request, shippedBackAt: null })
          return { id: request.id, followup: { ...refunds.followup, refundIds: refunds.ids, settles: [request.id] } }
        }
        const closed = await closeOrder(tx, orderId)
        // nothing was collected: the completion books revenue, the return takes it back
        await ledger.recordReturn(tx, {
          orderId,
          shopId: order.shopId,
          returnId: request.id,
          itemsAmount: amounts.itemsAmount,
          compensation: 0,
        })
        await orders.setPaymentStatus(tx, orderId, 'cash')
        return { id: request.id, followup: { ...noFollowup(), orderChanges: closed ? [closed] : [] } }
      })
    } catch (error) {
      if (isUniqueViolation(error, 'return_requests_open_uq')) return null
      throw error
    }
    if (!opened) return null
    await followUp(opened.followup)
    return opened.id
  }

  orders.onCommitted(async (t) => {
    if (t.action === 'carrier_return') await openForFailedDelivery(t.order.id)
  })

  /** One request whose deadline passed: escalated to an admin, or closed when the buyer never sent it back. */
  async function applyDeadline(id: string, now: Date): Promise<'escalated' | 'closed' | null> {
    const done = await inTransaction(async (tx) => {
      const request = await repo.lockReturn(tx, id, { admin: true })
      if (!request) return null
      const step: ReturnStep = request.status === 'awaiting_return' && !request.shippedBackAt ? 'expire' : 'escalate'
      if (!canTransition(request, step, 'system', now)) return null
      const t = await transition(tx, request, step, { role: 'system' }, { now })
      return { t, followup: await afterStep(tx, t) }
    })
    if (!done) return null
    await followUp(done.followup)
    return done.t.to === 'closed' ? 'closed' : 'escalated'
  }

  /**
   * Job `returns-deadlines`: requests whose seller did not answer or did not mark a returned
   * parcel received go to an admin; those the buyer never sent back close. Also opens the
   * requests of parcels the carrier brought back whose follow-up was interrupted, and sends
   * refund notices still due. `now` is the clock (tests pass a later one).
   */
  async function applyDeadlines(now = new Date()) {
    const counts = { escalated: 0, closed: 0, opened: 0 }
    let after: string | null = null
    for (;;) {
      const batch = await repo.dueReturns(db, { now, after, limit: JOB_BATCH })
      for (const { id } of batch) {
        try {
          const result = await applyDeadline(id, now)
          if (result) counts[result]++
        } catch (err) {
          log.error({ err, returnId: id }, 'returns deadline failed on one request')
        }
      }
      if (batch.length < JOB_BATCH) break
      after = batch.at(-1)?.id ?? null
    }
    after = null
    for (;;) {
      const batch = await repo.ordersAwaitingReturn(db, { after, limit: JOB_BATCH })
      for (const { id } of batch) {
        try {
          if (await openForFailedDelivery(id)) counts.opened++
        } catch (err) {
          log.error({ err, orderId: id }, 'returns: opening a failed delivery failed')
        }
      }
      if (batch.length < JOB_BATCH) break
      after = batch.at(-1)?.id ?? null
    }
    await sendRefundNotices()
    return counts
  }

  type Step = { actor: Actor; lang: Lang; id: string }
  return {
    // buyer
    createReturn,
    getOrderReturn,
    listBuyerReturns,
    getBuyerReturn,
    cancelByBuyer: (opts: Step) => buyerStep('cancel', opts),
    shipBack,
    dispute,
    // seller
    listShopReturns,
    getShopReturn,
    countAwaitingSeller,
    agree: (opts: Step) => sellerStep('agree', opts),
    rejectBySeller: (opts: Step & { note: string }) => sellerStep('reject', opts, { note: opts.note }),
    markReceived: (opts: Step) => sellerStep('receive', opts),
    // admin
    listAdminReturns,
    getAdminReturn,
    refundNeedsStepUp,
    adminQueueStat,
    approve: (opts: Step) => adminStep('approve', opts),
    rejectByAdmin: (opts: Step & { note: string }) => adminStep('reject', opts, { note: opts.note }),
    // system
    openForFailedDelivery,
    applyDeadlines,
  }
}
export type ReturnsService = ReturnType<typeof createReturnsService>
