import {
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type Lang,
  type LedgerKind,
  ledgerMemoText,
  type TLedgerBalance,
  type TLedgerEntriesQuery,
  type TLedgerEntry,
  type TLedgerPayout,
  type TLedgerStatement,
  type TLedgerStatementQuery,
  type TPaging,
  type TSellerAccount,
  type TSellerAccountInput,
  WITHHELD_BUSINESS_TYPES,
} from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { inTransaction as retryingTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import type { OrderRow, OrdersService } from '#server/modules/orders/index.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import { byKind, type FeeRates, feesWaived, orderLines, releaseTime, returnLines } from './ledger.rules.ts'
import { statementXlsx } from './ledger.statement.ts'
import * as repo from './ledger.repo.ts'

export type LedgerDeps = {
  db: Db
  orders: Pick<OrdersService, 'onTransition' | 'findOrder'>
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  log: FastifyBaseLogger
  /** The admin-edited fee rates and first-year waiver (settings `fees`), read in the booking transaction. */
  fees?: (tx: Tx) => Promise<FeeRates>
}

/** What the returns module books when a return's refund has settled (see `recordReturn`). */
export type ReturnBooking = {
  orderId: string
  shopId: string
  /** The return request: the source of its lines (unique per order, kind and return). */
  returnId: string
  /** What the buyer paid for the returned goods (after vouchers), given back by the seller. */
  itemsAmount: number
  /** Authentic-goods guarantee: the extra the seller pays the buyer on top of the refund (0 otherwise). */
  compensation: number
}

export type PayoutDone = { shopId: string; payoutId: string; amount: number; entries: number }

const VN_OFFSET_MS = 7 * 3600 * 1000

/** The UTC instant a Vietnam-time calendar month starts (`month` 1–12, may overflow into the next year). */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1) - VN_OFFSET_MS)
const monthKey = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month - 1, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

export function createLedgerService(deps: LedgerDeps) {
  const { db, orders, shops, log } = deps
  const requireSellerShop = sellerAccess(shops)

  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retryingTransaction(db, fn)
  const returnListeners: Array<(tx: Tx, booking: ReturnBooking, now: Date) => Promise<void>> = []

  // ----- booking (inside other modules' transactions) ------------------------------------------

  /**
   * Books an order's lines once (a second call writes nothing: unique per order, kind and source).
   * `at` is the completion time: it decides whether the shop is still in its fee-free first year.
   */
  async function bookOrder(tx: Tx, order: OrderRow, at: Date) {
    const facts = await repo.shopFacts(tx, order.shopId)
    if (!facts) throw new Error(`ledger: shop ${order.shopId} of order ${order.id} not found`)
    const returnDays = await repo.longestReturnDays(tx, order.id)
    const rates = deps.fees ? await deps.fees(tx) : undefined
    const waived = feesWaived(facts.createdAt, at, rates?.feeFreeMonths)
    const { lines } = orderLines({ order, businessType: facts.businessType, waived, rates })
    const availableAt = releaseTime({ deliveredAt: order.deliveredAt, completedAt: order.completedAt, returnDays, at })
    return repo.insertEntries(
      tx,
      lines.map((l) => ({ shopId: order.shopId, orderId: order.id, sourceId: null, ...l, status: 'pending' as const, availableAt })),
    )
  }

  // the first time an order is completed (also on its way back from the return flow) its lines are written
  orders.onTransition(async (tx, t) => {
    if (t.to !== 'completed') return
    await bookOrder(tx, t.order, t.order.completedAt ?? new Date())
  })

  /**
   * Returns module, in the transaction that marks a return refunded: the seller gives back what
   * the buyer paid for the returned goods (refund), the order's co-funding, fees and taxes are
   * reversed for the returned share, and an authentic-goods claim adds the compensation. An
   * order not booked yet (refunded before it was ever completed) is booked first, so the sums
   * hold either way. Lines stay pending with the order's release time. Booking the same return
   * twice writes nothing the second time. Returns the lines written.
   */
  async function recordReturn(tx: Tx, booking: ReturnBooking, now: Date = new Date()) {
    const { orderId, shopId, returnId, itemsAmount, compensation } = booking
    for (const [name, v] of [
      ['itemsAmount', itemsAmount],
      ['compensation', compensation],
    ] as const)
      if (!Number.isSafeInteger(v) || v < 0) throw new Error(`ledger.recordReturn: ${name} must be a whole VND amount ≥ 0, got ${v}`)
    const order = await orders.findOrder(orderId, tx)
    if (!order) throw new AppError('ORDER_NOT_FOUND')
    if (order.shopId !== shopId) throw new Error(`ledger.recordReturn: order ${orderId} is not shop ${shopId}'s`)
    await bookOrder(tx, order, now)
    const anchor = await repo.lockOrderAnchor(tx, orderId)
    if (!anchor) throw new Error(`ledger.recordReturn: order ${orderId} has no revenue line`)
    const entries = await repo.entriesOfOrder(tx, orderId)
    if (entries.some((e) => e.sourceId === returnId)) return []
    const lines = returnLines({
      original: byKind(entries.filter((e) => e.sourceId === null)),
      previous: byKind(entries.filter((e) => e.sourceId !== null)),
      itemsAmount,
      compensation,
    })
    const written = await repo.insertEntries(
      tx,
      lines.map((l) => ({ shopId, orderId, sourceId: returnId, ...l, status: 'pending' as const, availableAt: anchor.availableAt })),
    )
    // aff (issue 18): modules above follow a booked return (the KOL commission of the returned items)
    for (const listener of returnListeners) await listener(tx, booking, now)
    return written
  }

  /**
   * aff (issue 18): a KOL's commission on an order, taken from the seller. In the transaction
   * that completes the order (or later, e.g. a reversal after completion): the order is booked
   * first (idempotent), then one `affiliate_commission` line of `amount` (negative: taken,
   * positive: given back) with the order's release time, so it waits for the same return window
   * and is released by the same job. `sourceId` keys the line (the commission, or its reversal):
   * writing it twice writes nothing. Returns the release time of the order's lines.
   */
  async function recordCommission(
    tx: Tx,
    line: { orderId: string; shopId: string; sourceId: string; amount: number },
    now: Date = new Date(),
  ): Promise<Date | null> {
    if (!Number.isSafeInteger(line.amount)) throw new Error(`ledger.recordCommission: amount must be whole VND, got ${line.amount}`)
    const order = await orders.findOrder(line.orderId, tx)
    if (!order) throw new AppError('ORDER_NOT_FOUND')
    if (order.shopId !== line.shopId) throw new Error(`ledger.recordCommission: order ${line.orderId} is not shop ${line.shopId}'s`)
    await bookOrder(tx, order, now)
    const anchor = await repo.lockOrderAnchor(tx, line.orderId)
    if (!anchor) throw new Error(`ledger.recordCommission: order ${line.orderId} has no revenue line`)
    if (line.amount !== 0)
      await repo.insertEntries(tx, [
        {
          shopId: line.shopId,
          orderId: line.orderId,
          sourceId: line.sourceId,
          kind: 'affiliate_commission',
          amount: line.amount,
          memo: null,
          status: 'pending',
          availableAt: anchor.availableAt,
        },
      ])
    return anchor.availableAt
  }

  // ----- jobs ------------------------------------------------------------------------------------

  /** Job (every 10 minutes): pending lines whose release time has passed become available, unless their order has an open return. */
  async function releaseDue(now: Date = new Date()) {
    return repo.releaseDue(db, now)
  }

  /**
   * Job (daily): each shop with a positive available balance and a bank account gets one payout
   * of that balance; its available lines become paid out, and a payout line takes the amount off.
   * The shop's available lines are locked first, so two runs never pay the same lines twice. A
   * negative balance (compensation after the order's funds were paid) is carried over.
   */
  async function payOut(now: Date = new Date()): Promise<PayoutDone[]> {
    const done: PayoutDone[] = []
    for (const { shopId } of await repo.shopsToPay(db)) {
      try {
        const paid = await payOutShop(shopId, now)
        if (paid) done.push(paid)
      } catch (err) {
        log.error({ err, shopId }, 'ledger payout failed for one shop')
      }
    }
    return done
  }

  /**
   * One shop's payout of its whole available balance (the daily job's step, and a seller's payout
   * request): the available lines are locked, so a concurrent run finds them paid out and pays
   * nothing. Null when the balance is not positive.
   */
  async function payOutShop(shopId: string, now: Date): Promise<PayoutDone | null> {
    return inTransaction(async (tx) => {
      const lines = await repo.lockAvailable(tx, shopId)
      const amount = lines.reduce((n, l) => n + l.amount, 0)
      if (amount <= 0) return null
      const payout = await repo.insertPayout(tx, shopId, amount, now)
      const entries = await repo.markPaidOut(
        tx,
        lines.map((l) => l.id),
        payout.id,
      )
      if (entries !== lines.length) throw new Error('ledger.payOut: locked lines changed underneath')
      await repo.insertEntries(tx, [
        {
          shopId,
          orderId: null,
          sourceId: payout.id,
          kind: 'payout',
          amount: -amount,
          status: 'paid_out',
          availableAt: now,
          payoutId: payout.id,
          createdAt: now,
        },
      ])
      return { shopId, payoutId: payout.id, amount, entries }
    })
  }

  /**
   * POST /api/v1/seller/finance/payouts (issue 13): the seller asks for the available balance now
   * instead of waiting for the daily payout. Same step as the job, so the two never pay twice.
   * Needs a bank account (PAYOUT_NO_BANK_ACCOUNT) and a positive balance (PAYOUT_NOTHING_AVAILABLE).
   */
  async function requestPayout({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<TLedgerPayout> {
    const { shopId } = await requireSellerShop(actor)
    const account = await repo.findAccount(db, shopId)
    if (!account?.bankAccountNumber) throw new AppError('PAYOUT_NO_BANK_ACCOUNT')
    const paid = await payOutShop(shopId, now)
    if (!paid) throw new AppError('PAYOUT_NOTHING_AVAILABLE')
    log.info({ shopId, payoutId: paid.payoutId, amount: paid.amount }, 'payout requested by the seller')
    return { _id: paid.payoutId, amount: paid.amount, status: 'paid', entries: paid.entries, created_at: now.toISOString() }
  }

  /** GET /api/v1/seller/finance/statements/download: one month's statement (totals and every line) as .xlsx. */
  async function statementWorkbook({ actor, lang, month }: { actor: Actor; lang: Lang; month: string }) {
    const { shopId } = await requireSellerShop(actor)
    const [year, m] = month.split('-').map(Number) as [number, number]
    const from = monthStart(year, m)
    const to = monthStart(year, m + 1)
    const [statement] = await statements({ actor, query: { month } })
    const lines = await repo.entriesBetween(db, shopId, from, to)
    const data = await statementXlsx({ month, lang, statement: statement!, lines })
    return { data, fileName: `sao-ke-${month}.xlsx` }
  }

  // ----- the seller's reads (GET /api/v1/seller/finance/...) ------------------------------------

  async function getBalance({ actor }: { actor: Actor }): Promise<TLedgerBalance> {
    const { shopId } = await requireSellerShop(actor)
    const b = await repo.balance(db, shopId)
    return {
      pending: b.pending,
      available: b.available,
      paid_out: b.paidOut,
      total_revenue: b.goods,
      next_release_at: b.nextReleaseAt?.toISOString() ?? null,
    }
  }

  async function listEntries({ actor, lang, query }: { actor: Actor; lang: Lang; query: TLedgerEntriesQuery }) {
    const { shopId } = await requireSellerShop(actor)
    const { rows, total } = await repo.listEntries(db, shopId, { status: query.status, kind: query.kind, orderId: query.order_id }, query)
    const data: TLedgerEntry[] = rows.map(({ entry: e, orderCode }) => ({
      _id: e.id,
      order_id: e.orderId,
      order_code: orderCode,
      kind: e.kind,
      kind_label: LEDGER_KIND_LABELS[e.kind][lang],
      amount: e.amount,
      status: e.status,
      available_at: e.availableAt?.toISOString() ?? null,
      created_at: e.createdAt.toISOString(),
      memo: ledgerMemoText(e.memo, lang),
    }))
    return { data, meta: { page: query.page, limit: query.limit, total } }
  }

  /**
   * Monthly statements (Vietnam time): one month when asked for, else the last 12 months, newest
   * first, empty months included. Net is what the month earned (every line but payouts).
   */
  async function statements({ actor, query, now = new Date() }: { actor: Actor; query: TLedgerStatementQuery; now?: Date }) {
    const { shopId } = await requireSellerShop(actor)
    const local = new Date(now.getTime() + VN_OFFSET_MS)
    const [year, month] = (query.month ? query.month.split('-').map(Number) : [local.getUTCFullYear(), local.getUTCMonth() + 1]) as [
      number,
      number,
    ]
    const count = query.month ? 1 : 12
    const { sums, booked } = await repo.monthlyTotals(db, shopId, monthStart(year, month - count + 1), monthStart(year, month + 1))
    const out: TLedgerStatement[] = []
    for (let i = 0; i < count; i++) {
      const key = monthKey(year, month - i)
      const totals = Object.fromEntries(LEDGER_KINDS.map((k) => [k, 0])) as Record<LedgerKind, number>
      for (const s of sums) if (s.month === key) totals[s.kind] += s.amount
      const net = LEDGER_KINDS.reduce((n, k) => (k === 'payout' ? n : n + totals[k]), 0)
      out.push({ month: key, totals, net, orders: booked.find((b) => b.month === key)?.orders ?? 0 })
    }
    return out
  }

  async function listPayouts({ actor, query }: { actor: Actor; query: TPaging }) {
    const { shopId } = await requireSellerShop(actor)
    const { rows, total } = await repo.listPayouts(db, shopId, query)
    const data: TLedgerPayout[] = rows.map(({ payout, entries }) => ({
      _id: payout.id,
      amount: payout.amount,
      status: payout.status,
      entries,
      created_at: payout.createdAt.toISOString(),
    }))
    return { data, meta: { page: query.page, limit: query.limit, total } }
  }

  function presentAccount(row: repo.AccountRow | undefined): TSellerAccount {
    const businessType = row?.businessType ?? 'individual'
    return {
      business_type: businessType,
      bank_name: row?.bankName ?? null,
      bank_account_number: row?.bankAccountNumber ?? null,
      bank_account_name: row?.bankAccountName ?? null,
      tax_withheld: WITHHELD_BUSINESS_TYPES.includes(businessType),
    }
  }

  async function getAccount({ actor }: { actor: Actor }) {
    const { shopId } = await requireSellerShop(actor)
    return presentAccount(await repo.findAccount(db, shopId))
  }

  /** Replaces the finance profile. A new business type applies to orders completed from now on. */
  async function updateAccount({ actor, input }: { actor: Actor; input: TSellerAccountInput }) {
    const { shopId } = await requireSellerShop(actor)
    const row = await repo.upsertAccount(db, {
      shopId,
      businessType: input.business_type,
      bankName: input.bank_name ?? null,
      bankAccountNumber: input.bank_account_number ?? null,
      bankAccountName: input.bank_account_name ?? null,
    })
    return presentAccount(row)
  }

  return {
    recordReturn,
    recordCommission,
    /** Work a module above does when a return is booked, in its transaction (once per return). */
    onReturnRecorded: (listener: (tx: Tx, booking: ReturnBooking, now: Date) => Promise<void>) => void returnListeners.push(listener),
    releaseDue,
    payOut,
    getBalance,
    listEntries,
    statements,
    listPayouts,
    getAccount,
    updateAccount,
    requestPayout,
    statementWorkbook,
  }
}
export type LedgerService = ReturnType<typeof createLedgerService>
