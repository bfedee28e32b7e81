import {
  amountFitsMethod,
  DEFAULT_LANG,
  GATEWAY_OF,
  isOnlineMethod,
  type Lang,
  type OnlinePaymentMethod,
  PAYMENT_METHODS,
  type PaymentGateway,
  type PaymentMethod,
  type TPaymentStarted,
  type TPaymentView,
  zId,
} from '@xinh/contracts'
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { uuidv7 } from 'uuidv7'
import { type Actor, requireUser } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { OrdersService, Transitioned } from '#server/modules/orders/index.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import { ledgerAnswer, type Verdict } from './gateways/answers.ts'
import type { Gateway, GatewayReport } from './gateways/types.ts'
import { enqueueNotification } from '#server/modules/notifications/index.ts'
import * as repo from './payments.repo.ts'
import type { Refunds } from './refunds.service.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'

export type PaymentsDeps = {
  db: Db
  orders: Pick<OrdersService, 'transitionIn' | 'announce' | 'findOrder'>
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  gateways: Record<PaymentGateway, Gateway>
  refunds: Pick<Refunds, 'refundShare' | 'processRefunds'>
  log: FastifyBaseLogger
  config: { linkTtlMinutes: number }
  /** Our return address for a buyer paying from this origin (gateways/setup.ts `returnOrigin`). */
  returnUrlFor: (gateway: PaymentGateway, origin: string | undefined) => string
  /** Signs the result page's link (`resultKey`). */
  signingKey: Uint8Array
  /**
   * Whether a paid order waits for another module before the shop sees it (group-buy: until the
   * room is full), asked inside the payment's transaction; that module approves it later.
   */
  holdsPaid?: (tx: Tx, orderId: string) => Promise<boolean>
}

export type CallbackKind = 'ipn' | 'return' | 'query'
/** The ledger's `effect` column. */
type Effect = 'paid' | 'failed' | 'duplicate' | 'ignored' | 'rejected'

const isUuid = (id: string) => zId.safeParse(id).success
/** IPv4 as VNPay wants it (an IPv4-mapped IPv6 address loses its prefix). */
const clientIp = (ip: string | undefined) => (ip ?? '127.0.0.1').replace(/^::ffff:/, '')
const EXPIRE_BATCH = 100
/** A link is only swept this long after it expired: a buyer who submitted at the last second still gets through. */
const EXPIRY_GRACE_MS = 5 * 60_000

export function createPaymentsCore({
  db,
  orders,
  shops,
  gateways,
  refunds,
  log,
  config,
  returnUrlFor,
  signingKey,
  holdsPaid,
}: PaymentsDeps) {
  const requireSellerShop = sellerAccess(shops)

  /**
   * The key in the link the gateway's return redirects to: it lets that link show the payment's
   * outcome without a session (the buyer may come back on another of our hosts, or logged out).
   * It grants reading that one payment, nothing else; 128 bits of an HMAC of its id.
   */
  const resultKey = (paymentId: string) =>
    createHmac('sha256', signingKey).update(`payment-result:${paymentId}`).digest('base64url').slice(0, 22)
  const holdsResultKey = (paymentId: string, key: string | undefined) => {
    if (!key) return false
    const want = Buffer.from(resultKey(paymentId))
    const got = Buffer.from(key)
    return got.length === want.length && timingSafeEqual(got, want)
  }

  // ----- shops' accepted methods -----------------------------------------------------------------

  /** The methods every one of these shops accepts (a shop without settings accepts all), in PAYMENT_METHODS order. */
  async function acceptedMethods(shopIds: string[]): Promise<PaymentMethod[]> {
    const rows = await repo.shopMethods(db, [...new Set(shopIds)].filter(isUuid))
    return PAYMENT_METHODS.filter((m) => rows.every((r) => r.methods.includes(m)))
  }

  async function getShopSettings({ actor }: { actor: Actor }) {
    const { shopId } = await requireSellerShop(actor)
    return { methods: await acceptedMethods([shopId]) }
  }

  async function saveShopSettings({ actor, methods }: { actor: Actor; methods: PaymentMethod[] }) {
    const { shopId } = await requireSellerShop(actor)
    await repo.saveShopMethods(
      db,
      shopId,
      PAYMENT_METHODS.filter((m) => methods.includes(m)),
    )
    return { methods: await acceptedMethods([shopId]) }
  }

  // ----- starting a payment ----------------------------------------------------------------------

  /**
   * A new payment attempt for the checkout's orders still waiting to be paid (or those of
   * `orderIds`): older pending attempts for them expire, the attempt commits, then the gateway is
   * asked for its page. A gateway failure marks the attempt failed and throws PAYMENT_LINK_FAILED;
   * the orders stay unpaid and can be paid again.
   */
  async function startPayment(input: {
    buyerId: string
    checkoutId: string
    orderIds?: string[]
    method: PaymentMethod
    lang: Lang
    ip?: string
    /** The site the buyer pays from (the request's origin): brought back there when it is ours. */
    origin?: string
  }): Promise<TPaymentStarted> {
    const method = input.method
    if (!isOnlineMethod(method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
    const gateway = GATEWAY_OF[method]
    const now = new Date()
    const { payment, codes, orderIds } = await inTransaction(db, async (tx) => {
      // the orders first (orders → payments, as everywhere here): their state cannot change under us
      const all = await repo.unpaidOrdersOfCheckout(tx, input.checkoutId, input.buyerId, true)
      const rows = all.filter((o) => (!input.orderIds || input.orderIds.includes(o.id)) && (!o.pay_before || new Date(o.pay_before) > now))
      if (rows.length === 0) throw new AppError('ORDER_NOT_PAYABLE')
      const amount = rows.reduce((sum, o) => sum + o.total, 0)
      if (!amountFitsMethod(method, amount)) throw new AppError('PAYMENT_AMOUNT_OUT_OF_RANGE')
      const ids = rows.map((o) => o.id)
      await repo.expirePendingFor(tx, ids)
      const deadlines = [
        now.getTime() + config.linkTtlMinutes * 60_000,
        ...rows.filter((o) => o.pay_before).map((o) => new Date(o.pay_before!).getTime()),
      ]
      const id = uuidv7()
      const payment = await repo.insertPayment(
        tx,
        {
          id,
          checkoutId: input.checkoutId,
          buyerId: input.buyerId,
          method,
          gateway,
          txnRef: id.replaceAll('-', ''),
          amount,
          expiresAt: new Date(Math.min(...deadlines)),
          createdAt: now,
        },
        rows.map((o) => ({ orderId: o.id, amount: o.total })),
      )
      return { payment, codes: rows.map((o) => o.code), orderIds: ids }
    })
    let payUrl: string
    try {
      ;({ payUrl } = await gateways[gateway].createPayment({
        txnRef: payment.txnRef,
        amount: payment.amount,
        method,
        orderInfo: `Thanh toan don hang ${codes.join(' ')}`.slice(0, 255),
        lang: input.lang,
        ip: clientIp(input.ip),
        createdAt: payment.createdAt,
        expiresAt: payment.expiresAt!,
        returnUrl: returnUrlFor(gateway, input.origin),
      }))
    } catch (err) {
      log.warn({ err, paymentId: payment.id, gateway }, 'payment link could not be obtained')
      await repo.movePayment(db, payment.id, ['pending'], { status: 'failed', resultCode: (err as { code?: string }).code ?? 'error' })
      throw new AppError('PAYMENT_LINK_FAILED', { cause: err })
    }
    await repo.updatePayment(db, payment.id, { payUrl })
    return {
      _id: payment.id,
      method: method as OnlinePaymentMethod,
      amount: payment.amount,
      pay_url: payUrl,
      expires_at: payment.expiresAt?.toISOString() ?? null,
      order_ids: orderIds,
    }
  }

  /**
   * POST /api/v1/mobile/orders/{id}/pay: the buyer pays again for an unpaid order — a new attempt
   * covering every still-unpaid order of its checkout, with the order's method or another online
   * one that every shop in it accepts (and every voucher used allows).
   */
  async function payOrder({
    actor,
    lang,
    ip,
    origin,
    orderId,
    method,
  }: {
    actor: Actor
    lang: Lang
    ip?: string
    origin?: string
    orderId: string
    method?: OnlinePaymentMethod
  }) {
    const user = requireUser(actor, { allowGuest: true })
    const order = await orders.findOrder(orderId)
    if (!order || order.buyerId !== user.userId) throw new AppError('ORDER_NOT_FOUND')
    if (order.status !== 'pending' || order.paymentStatus !== 'unpaid') throw new AppError('ORDER_NOT_PAYABLE')
    const chosen = method ?? (isOnlineMethod(order.paymentMethod) ? order.paymentMethod : undefined)
    if (!chosen) throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
    const unpaid = await repo.unpaidOrdersOfCheckout(db, order.checkoutId, user.userId)
    if (!(await acceptedMethods(unpaid.map((o) => o.shop_id))).includes(chosen)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
    if (
      chosen !== order.paymentMethod &&
      !(await repo.vouchersAllow(
        db,
        unpaid.map((o) => o.id),
        chosen,
      ))
    )
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
    return startPayment({ buyerId: user.userId, checkoutId: order.checkoutId, method: chosen, lang, ip, origin })
  }

  /**
   * GET /api/v1/mobile/payments/{id}: the buyer's own attempt (another's is a 404), or, with the
   * result page's `key`, that one attempt for whoever holds its link (no session needed).
   */
  async function getPayment({ actor, id, key }: { actor: Actor; id: string; key?: string }): Promise<TPaymentView> {
    const byKey = isUuid(id) && holdsResultKey(id, key)
    const user = byKey ? null : requireUser(actor, { allowGuest: true })
    const found = isUuid(id) ? await repo.paymentWithOrders(db, id) : undefined
    if (!found || (user && found.payment.buyerId !== user.userId)) throw new AppError('PAYMENT_NOT_FOUND')
    const p = found.payment
    return {
      _id: p.id,
      status: p.status,
      method: p.method,
      amount: p.amount,
      order_ids: found.lines.map((l) => l.orderId),
      checkout_id: p.checkoutId,
      paid_at: p.paidAt?.toISOString() ?? null,
      expires_at: p.expiresAt?.toISOString() ?? null,
      result_code: p.resultCode,
    }
  }

  // ----- gateway callbacks ----------------------------------------------------------------------

  /**
   * An IPN or browser return: verified, then applied in ONE transaction — the orders and the
   * payment locked, the payment set paid and each of its orders marked paid and approved — or
   * nothing. A replay finds the payment paid and changes nothing; a tampered payload or a wrong
   * amount changes nothing. Money for an order that was cancelled or paid already is given back.
   * Every callback is written to the ledger (payment_ipns) with its raw payload.
   */
  async function handleCallback(gateway: PaymentGateway, kind: CallbackKind, payload: Record<string, unknown>) {
    let report: GatewayReport
    try {
      report = gateways[gateway].readCallback(payload)
    } catch (err) {
      log.warn({ err, gateway }, 'unreadable payment callback')
      report = {
        signatureValid: false,
        txnRef: null,
        amount: null,
        outcome: 'failed',
        resultCode: null,
        transNo: null,
        paidAt: null,
        bankCode: null,
      }
    }
    return settle(gateway, kind, payload, report)
  }

  async function settle(gateway: PaymentGateway, kind: CallbackKind, payload: Record<string, unknown>, report: GatewayReport) {
    const record = (
      values: { verdict: Verdict; effect: Effect; paymentId?: string | null },
      tx: Parameters<typeof repo.insertIpn>[0] = db,
    ) =>
      repo.insertIpn(tx, {
        gateway,
        kind,
        txnRef: report.txnRef?.slice(0, 200) ?? null,
        paymentId: values.paymentId ?? null,
        payload,
        signatureValid: report.signatureValid,
        answer: ledgerAnswer(gateway, kind, values.verdict),
        effect: values.effect,
      })
    if (!report.signatureValid) {
      await record({ verdict: 'bad_signature', effect: 'rejected' })
      return { verdict: 'bad_signature' as Verdict, paymentId: null }
    }
    const found = report.txnRef ? await repo.findPaymentByRef(db, gateway, report.txnRef) : undefined
    if (!found) {
      await record({ verdict: 'not_found', effect: 'ignored' })
      return { verdict: 'not_found' as Verdict, paymentId: null }
    }
    try {
      const done = await inTransaction(db, async (tx) => {
        const lines = await repo.linesOf(tx, found.id)
        await repo.lockOrders(
          tx,
          lines.map((l) => l.orderId),
        )
        const payment = (await repo.lockPayment(tx, found.id))!
        const transitions: Transitioned[] = []
        const refundIds: string[] = []
        let verdict: Verdict
        let effect: Effect
        if (report.amount !== payment.amount) {
          verdict = 'invalid_amount'
          effect = 'rejected'
        } else if (payment.status === 'paid') {
          verdict = 'duplicate'
          effect = 'duplicate'
        } else if (report.outcome === 'pending') {
          verdict = 'confirmed'
          effect = 'ignored'
        } else if (report.outcome === 'failed') {
          const moved = await repo.movePayment(tx, payment.id, ['pending', 'expired'], { status: 'failed', resultCode: report.resultCode })
          verdict = moved ? 'confirmed' : 'duplicate'
          effect = moved ? 'failed' : 'duplicate'
          // the buyer learns the payment did not go through (and until when to pay again), with this change
          if (moved)
            for (const line of lines) {
              const order = await orders.findOrder(line.orderId, tx)
              if (!order) continue
              await enqueueNotification(tx, {
                userId: order.buyerId,
                audience: 'BUYER',
                event: 'payment.failed',
                params: { code: order.code, amount: line.amount, until: order.payBefore?.toISOString() },
                target: { order_id: order.id, shop_id: order.shopId },
                dedupeKey: `payment:${payment.id}:failed:${order.id}`,
              })
            }
        } else {
          // the money is in: whatever we thought of this attempt (expired, failed), it is paid now
          await repo.updatePayment(tx, payment.id, {
            status: 'paid',
            paidAt: new Date(),
            resultCode: report.resultCode,
            gatewayTxnNo: report.transNo,
            gatewayPaidAt: report.paidAt,
            bankCode: report.bankCode,
          })
          for (const line of lines) {
            const order = await orders.findOrder(line.orderId, tx)
            if (order?.status === 'pending' && order.paymentStatus === 'unpaid') {
              transitions.push(await orders.transitionIn(tx, order.id, 'mark_paid', { role: 'system' }, { paymentMethod: payment.method }))
              if (!(await holdsPaid?.(tx, order.id)))
                transitions.push(await orders.transitionIn(tx, order.id, 'approve', { role: 'system' }))
            } else if (line.amount > 0) {
              // auto-cancel won the race, or another attempt paid it: never keep the money
              const reason = order?.paymentStatus === 'unpaid' ? 'cancel' : 'duplicate'
              const id = await refunds.refundShare(tx, { paymentId: payment.id, orderId: line.orderId, amount: line.amount, reason })
              if (id) refundIds.push(id)
            }
          }
          verdict = 'confirmed'
          effect = 'paid'
        }
        await record({ verdict, effect, paymentId: payment.id }, tx)
        return { verdict, transitions, refundIds }
      })
      for (const t of done.transitions) await orders.announce(t, DEFAULT_LANG)
      if (done.refundIds.length > 0) await refunds.processRefunds(done.refundIds)
      return { verdict: done.verdict, paymentId: found.id }
    } catch (err) {
      log.error({ err, gateway, paymentId: found.id }, 'payment callback failed')
      await record({ verdict: 'unknown', effect: 'ignored', paymentId: found.id }).catch(() => undefined)
      return { verdict: 'unknown' as Verdict, paymentId: found.id }
    }
  }

  /**
   * Job: pending attempts whose link expired. The gateway is asked first — a payment whose IPN
   * never reached us is applied like one — then what is still unpaid is marked expired.
   */
  async function expireStale(now = new Date()) {
    let expired = 0
    for (const p of await repo.duePending(db, new Date(now.getTime() - EXPIRY_GRACE_MS), EXPIRE_BATCH)) {
      try {
        const q = await gateways[p.gateway].queryPayment({ txnRef: p.txnRef, createdAt: p.createdAt, ip: '127.0.0.1' }).catch((err) => {
          log.warn({ err, paymentId: p.id }, 'payment query failed')
          return null
        })
        if (q?.outcome === 'paid' || q?.outcome === 'failed') {
          await settle(p.gateway, 'query', { ...q }, { ...q, outcome: q.outcome, signatureValid: true })
          if (q.outcome === 'paid') continue
        }
        if (await repo.movePayment(db, p.id, ['pending'], { status: 'expired' })) expired++
      } catch (err) {
        log.error({ err, paymentId: p.id }, 'payment expiry failed')
      }
    }
    return expired
  }

  return {
    acceptedMethods,
    getShopSettings,
    saveShopSettings,
    startPayment,
    payOrder,
    getPayment,
    resultKey,
    handleCallback,
    expireStale,
  }
}
export type PaymentsCore = ReturnType<typeof createPaymentsCore>
