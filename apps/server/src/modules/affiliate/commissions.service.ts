import { uuidv7 } from 'uuidv7'
import {
  AFFILIATE_RULES,
  type CommissionStatus,
  type TAffiliateConversion,
  type TAffiliateConversionDetail,
  type TAffiliateConversionQuery,
  type TAffiliateDashboard,
  type TAffiliateDashboardQuery,
  type TAffiliateFraudQuery,
  type TAffiliateFraudSignal,
  type TAffiliatePayout,
  type TAffiliatePayoutDue,
  type TAffiliatePayoutInput,
  type TAffiliatePayoutQuery,
  type TPaging,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import * as affRepo from './affiliate.repo.ts'
import { commissionOf, netValues, remainingCommission, vnDays, windowStart } from './affiliate.rules.ts'
import * as repo from './commissions.repo.ts'
import { requireAffiliateAdmin, requireKol } from './kol.service.ts'
import type { LinksService } from './links.service.ts'

/** What the ledger does for the seller's side of a commission (ledger's `recordCommission`, `releaseDue`). */
export type CommissionLedger = {
  recordCommission(tx: Tx, line: { orderId: string; shopId: string; sourceId: string; amount: number }, now?: Date): Promise<Date | null>
  releaseDue(now?: Date): Promise<number>
}

export type CommissionsDeps = {
  db: Db
  ledger: CommissionLedger
  links: Pick<LinksService, 'presentLinks'>
  windowDays: (tx: DbOrTx) => Promise<number>
  accountOf: (tx: DbOrTx, userId: string) => Promise<affRepo.KolAccountRow>
}

const HOUR_MS = 3600 * 1000

/**
 * The KOL commission ledger (docs/api/affiliate.md "Attribution" and "Commission lifecycle"):
 * attribution when orders are placed, the seller's deduction when the order completes, payable
 * when the ledger releases it, reversal on cancel and return, payouts; and the KOL's reads.
 */
export function createCommissionsService(deps: CommissionsDeps) {
  const { db, ledger } = deps

  // ----- attribution (checkout's onPlaced, inside the order transaction) ------------------------------

  /**
   * Each item of the placed orders is credited to the KOL of the buyer's last click within the
   * window (self-referral excluded, recorded as a fraud signal), at the highest rate of the
   * campaigns that cover it for that KOL; no campaign, no commission. The net value is the
   * item's value less its share of the order's shop and platform vouchers.
   */
  async function attributeOrders(tx: Tx, placed: { orderIds: string[]; buyerId: string; at: Date }) {
    const orders = await repo.placedOrders(tx, placed.orderIds)
    if (!orders.some((o) => o.items.some((i) => i.affiliate))) {
      // no cart line carried a click id: only a signed-in buyer's own recorded clicks can still count
      const hasClicks = await hasRecentClicks(tx, placed.buyerId, placed.at)
      if (!hasClicks) return
    }
    const days = await deps.windowDays(tx)
    const from = windowStart(placed.at, days)
    for (const order of orders) {
      const nets = netValues(
        order.items.map((i) => i.unitPrice * i.quantity),
        order.shopVoucherDiscount + order.platformVoucherDiscount,
      )
      const rows: Parameters<typeof repo.insertCommissions>[1] = []
      for (const [n, item] of order.items.entries()) {
        if (!item.productId) continue
        const q = { buyerId: order.buyerId, productId: item.productId, shopId: order.shopId, code: item.affiliate, from, at: placed.at }
        if (item.affiliate) {
          const own = await affRepo.findLinkByCode(tx, item.affiliate)
          if (own && own.kolId === order.buyerId) await repo.insertSelfPurchase(tx, { kolId: own.kolId, orderId: order.id, linkId: own.id })
        }
        const click = await repo.lastClick(tx, q)
        if (!click) continue
        const rates = await repo.ratesFor(tx, { kolId: click.kolId, productId: item.productId, shopId: order.shopId, at: placed.at })
        const best = rates[0]
        if (!best) continue
        const net = nets[n]!
        rows.push({
          kolId: click.kolId,
          orderId: order.id,
          orderItemId: item.id,
          shopId: order.shopId,
          buyerId: order.buyerId,
          linkId: click.linkId,
          clickId: click.code,
          clickedAt: click.clickedAt,
          orderedAt: placed.at,
          windowDays: days,
          campaignId: best.id,
          rateBps: best.rate_bps,
          lowerRates: rates.slice(1).map((r) => ({ campaign_id: r.id, name: r.name, rate_bps: r.rate_bps })),
          netValue: net,
          amount: commissionOf(net, best.rate_bps),
        })
      }
      await repo.insertCommissions(tx, rows)
    }
  }

  /** Whether the buyer clicked any link within the window (most orders: no, and attribution stops there). */
  async function hasRecentClicks(tx: Tx, buyerId: string, at: Date) {
    return repo.hasClicksOf(tx, buyerId, windowStart(at, await deps.windowDays(tx)), at)
  }

  // ----- lifecycle (orders' onTransition, returns' recordReturn) ------------------------------------

  /**
   * An order completed: each pending line becomes a deduction in the seller's ledger (same
   * release time as the order's lines); the line remembers when it is due. Again after a closed
   * return: lines already booked are left alone.
   */
  async function onOrderCompleted(tx: Tx, order: { id: string; shopId: string }, now: Date) {
    for (const c of await repo.commissionsOfOrder(tx, order.id)) {
      if (c.status !== 'pending' || c.availableAt) continue
      const availableAt = await ledger.recordCommission(
        tx,
        { orderId: order.id, shopId: order.shopId, sourceId: c.id, amount: -c.amount },
        now,
      )
      await repo.setAvailableAt(tx, c.id, availableAt)
    }
  }

  /** An order cancelled: its lines are reversed (it was never completed: no seller line to give back). */
  async function onOrderCancelled(tx: Tx, orderId: string, now: Date) {
    for (const c of await repo.commissionsOfOrder(tx, orderId)) await reverseLine(tx, c, 'cancelled', now)
  }

  /**
   * A return refunded (in the ledger's booking transaction, once per return; the ledger locks the
   * order first, so two returns of one order follow each other): each returned item's line loses the
   * returned share of its commission — all of it once every unit is back (reversed), else
   * `remainingCommission` of the units kept (the line stays pending or payable with the smaller amount).
   */
  async function onReturnRefunded(tx: Tx, booking: { orderId: string; returnId: string }, now: Date = new Date()) {
    const returned = await repo.returnedItems(tx, booking.returnId)
    if (returned.size === 0) return
    for (const c of await repo.commissionsOfOrder(tx, booking.orderId)) {
      const r = returned.get(c.orderItemId)
      if (!r || (c.status !== 'pending' && c.status !== 'payable')) continue
      const returnedQuantity = Math.min(r.ordered, c.returnedQuantity + r.quantity)
      if (returnedQuantity >= r.ordered) {
        await reverseLine(tx, c, 'returned', now, returnedQuantity)
        continue
      }
      const amount = remainingCommission(c.amount + c.reversedAmount, r.ordered - returnedQuantity, r.ordered)
      const taken = c.amount - amount
      // a line already deducted from the seller: the returned share goes back to them
      if (c.availableAt && taken > 0)
        await ledger.recordCommission(tx, { orderId: c.orderId, shopId: c.shopId, sourceId: uuidv7(), amount: taken }, now)
      await repo.reducePartly(tx, c.id, { amount, reversedAmount: c.reversedAmount + taken, returnedQuantity })
    }
  }

  /** Reverses a pending or payable line; a line already deducted from the seller is given back to them. */
  async function reverseLine(tx: Tx, c: repo.CommissionRow, reversal: 'cancelled' | 'returned', now: Date, returnedQuantity?: number) {
    if (c.status !== 'pending' && c.status !== 'payable') return
    // `amount` is what is left after partial returns: only that is still taken from the seller
    let reversalSourceId: string | null = null
    if (c.availableAt && c.amount > 0) {
      reversalSourceId = uuidv7()
      await ledger.recordCommission(tx, { orderId: c.orderId, shopId: c.shopId, sourceId: reversalSourceId, amount: c.amount }, now)
    }
    await repo.reverse(tx, c.id, { reversal, at: now, reversalSourceId, returnedQuantity })
  }

  /**
   * Job (every 10 minutes, after the ledger's release): the ledger releases due lines (the return
   * window closed, no open return), then the commissions whose seller line was released become payable.
   */
  async function releaseDue(now: Date = new Date()) {
    await ledger.releaseDue(now)
    return repo.markPayable(db, now)
  }

  // ----- payouts (affiliate admin) ----------------------------------------------------------------

  /** POST /affiliate/v1/admin/payouts: the KOL's whole payable balance, once (the lines are locked). */
  async function payOut({
    actor,
    input,
    now = new Date(),
  }: {
    actor: Actor
    input: TAffiliatePayoutInput
    now?: Date
  }): Promise<TAffiliatePayout> {
    const admin = requireAffiliateAdmin(actor)
    const account = await affRepo.findAccount(db, input.kol_id)
    if (!account) throw new AppError('NOT_FOUND')
    if (!account.bankName || !account.bankAccountNumber || !account.bankAccountName) throw new AppError('AFFILIATE_PAYOUT_NO_BANK')
    const payout = await inTransaction(db, async (tx) => {
      const lines = await repo.lockPayable(tx, input.kol_id)
      const amount = lines.reduce((n, l) => n + l.amount, 0)
      if (amount <= 0) throw new AppError('AFFILIATE_PAYOUT_NOTHING')
      const p = await repo.insertPayout(tx, {
        kolId: input.kol_id,
        amount,
        lines: lines.length,
        note: input.note ?? null,
        paidBy: admin.userId,
        createdAt: now,
      })
      const paid = await repo.markPaid(
        tx,
        lines.map((l) => l.id),
        p.id,
        now,
      )
      if (paid !== lines.length) throw new Error('affiliate.payOut: locked lines changed underneath')
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'affiliate.payout',
        targetType: 'user',
        targetId: input.kol_id,
        after: { amount, lines: lines.length },
      })
      return p
    })
    const parties = await affRepo.userParties(db, [payout.kolId])
    return presentPayout(payout, parties)
  }

  function presentPayout(
    p: { id: string; kolId: string; amount: number; lines: number; note: string | null; createdAt: Date },
    parties: Map<string, { _id: string; name: string; avatar: string | null }>,
  ): TAffiliatePayout {
    return {
      _id: p.id,
      kol: parties.get(p.kolId) ?? { _id: p.kolId, name: '', avatar: null },
      amount: p.amount,
      lines: p.lines,
      note: p.note,
      created_at: p.createdAt.toISOString(),
    }
  }

  async function payoutsDue({ actor, query }: { actor: Actor; query: TPaging }) {
    requireAffiliateAdmin(actor)
    const { rows, total } = await repo.payoutsDue(db, query)
    const parties = await affRepo.userParties(
      db,
      rows.map((r) => r.kolId),
    )
    const data: TAffiliatePayoutDue[] = []
    for (const r of rows) {
      const a = await deps.accountOf(db, r.kolId)
      data.push({
        kol: parties.get(r.kolId) ?? { _id: r.kolId, name: '', avatar: null },
        payable: r.payable,
        lines: r.lines,
        bank_name: a.bankName,
        bank_account_number: a.bankAccountNumber,
        bank_account_name: a.bankAccountName,
        tax_id: a.taxId,
        payout_ready: Boolean(a.bankName && a.bankAccountNumber && a.bankAccountName),
      })
    }
    return { data, meta: { page: query.page, limit: query.limit, total } }
  }

  async function listPayouts({ actor, query }: { actor: Actor; query: TAffiliatePayoutQuery }) {
    requireAffiliateAdmin(actor)
    const { rows, total } = await repo.listPayouts(db, query.kol_id, query)
    const parties = await affRepo.userParties(db, [...new Set(rows.map((r) => r.kolId))])
    return { data: rows.map((r) => presentPayout(r, parties)), meta: { page: query.page, limit: query.limit, total } }
  }

  // ----- fraud signals ------------------------------------------------------------------------------

  /** Many clicks and no order in the last 7 days; purchases through one's own link. Newest first. */
  async function fraudSignals({ actor, query, now = new Date() }: { actor: Actor; query: TAffiliateFraudQuery; now?: Date }) {
    requireAffiliateAdmin(actor)
    const from = windowStart(now, AFFILIATE_RULES.fraudPeriodDays)
    const [noOrders, self] = await Promise.all([
      query.kind === 'self_purchase' ? [] : repo.clicksNoOrders(db, from, AFFILIATE_RULES.fraudClicksNoOrders),
      query.kind === 'clicks_no_orders' ? [] : repo.selfPurchases(db),
    ])
    const parties = await affRepo.userParties(db, [...new Set([...noOrders, ...self].map((s) => s.kolId))])
    const party = (id: string) => parties.get(id) ?? { _id: id, name: '', avatar: null }
    const all: TAffiliateFraudSignal[] = [
      ...noOrders.map((s) => ({
        kind: 'clicks_no_orders' as const,
        kol: party(s.kolId),
        clicks: s.clicks,
        orders: 0,
        order_id: null,
        order_code: null,
        detected_at: s.at.toISOString(),
      })),
      ...self.map((s) => ({
        kind: 'self_purchase' as const,
        kol: party(s.kolId),
        clicks: s.clicks,
        orders: 1,
        order_id: s.orderId,
        order_code: s.code,
        detected_at: s.at.toISOString(),
      })),
    ].sort((a, b) => b.detected_at.localeCompare(a.detected_at))
    const start = (query.page - 1) * query.limit
    return { data: all.slice(start, start + query.limit), meta: { page: query.page, limit: query.limit, total: all.length } }
  }

  // ----- the KOL's reads ----------------------------------------------------------------------------

  /** GET /affiliate/v1/dashboard: the period's clicks, orders, conversion and daily series; commission by status. */
  async function dashboard({
    actor,
    query,
    now = new Date(),
  }: {
    actor: Actor
    query: TAffiliateDashboardQuery
    now?: Date
  }): Promise<TAffiliateDashboard> {
    const kol = requireKol(actor)
    const { days, from } = vnDays(now, query.days)
    const [series, totals, topIds] = await Promise.all([
      repo.dailySeries(db, kol.userId, from),
      repo.totalsByStatus(db, kol.userId),
      repo.topLinkIds(db, kol.userId, from, 5),
    ])
    const points = days.map((date) => ({
      date,
      clicks: series.clicks.get(date) ?? 0,
      orders: series.orders.get(date)?.orders ?? 0,
      commission: series.orders.get(date)?.commission ?? 0,
    }))
    const clicks = points.reduce((n, p) => n + p.clicks, 0)
    const orders = points.reduce((n, p) => n + p.orders, 0)
    const linkRows = await Promise.all(topIds.map((id) => affRepo.findLinkById(db, id)))
    return {
      days: query.days,
      clicks,
      orders,
      conversion: clicks > 0 ? Math.round((orders / clicks) * 10_000) / 10_000 : 0,
      commission: totals,
      series: points,
      top_links: await deps.links.presentLinks(
        linkRows.filter((l): l is affRepo.LinkRow => Boolean(l)),
        from,
      ),
    }
  }

  async function conversions({ actor, query }: { actor: Actor; query: TAffiliateConversionQuery }) {
    const kol = requireKol(actor)
    const { rows, total } = await repo.conversions(db, kol.userId, query.status, query)
    const data: TAffiliateConversion[] = rows.map((r) => ({
      order_id: r.orderId,
      order_code: r.code,
      order_status: r.orderStatus,
      shop: r.shop,
      placed_at: r.placedAt.toISOString(),
      items: r.items,
      net_value: r.netValue,
      commission: r.commission,
      status: r.status,
      available_at: r.availableAt?.toISOString() ?? null,
    }))
    return { data, meta: { page: query.page, limit: query.limit, total } }
  }

  /** GET /affiliate/v1/conversions/:orderId — the KOL's own converted order, and why it counted. */
  async function conversion({ actor, orderId }: { actor: Actor; orderId: string }): Promise<TAffiliateConversionDetail> {
    const kol = requireKol(actor)
    const [lines, order] = await Promise.all([repo.conversionLines(db, kol.userId, orderId), repo.orderSummary(db, orderId)])
    if (lines.length === 0 || !order) throw new AppError('ORDER_NOT_FOUND')
    const statuses = new Set(lines.map((l) => l.c.status))
    const status: CommissionStatus = (['pending', 'payable', 'paid'] as const).find((s) => statuses.has(s)) ?? 'reversed'
    const first = lines[0]!.c
    const latestClick = new Date(Math.max(...lines.map((l) => l.c.clickedAt.getTime())))
    const timeline: TAffiliateConversionDetail['timeline'] = [{ status: 'pending', at: first.orderedAt.toISOString() }]
    const at = (pick: (c: repo.CommissionRow) => Date | null) =>
      lines
        .map((l) => pick(l.c))
        .filter((d): d is Date => Boolean(d))
        .sort((a, b) => a.getTime() - b.getTime())[0]
    for (const [s, d] of [
      ['payable', at((c) => c.payableAt)],
      ['paid', at((c) => c.paidAt)],
      ['reversed', at((c) => c.reversedAt)],
    ] as const)
      if (d) timeline.push({ status: s, at: d.toISOString() })
    const live = lines.filter((l) => l.c.status !== 'reversed')
    return {
      order_id: orderId,
      order_code: order.code,
      order_status: order.status,
      shop: { _id: order.shopId, name: order.shopName, avatar: order.shopAvatar },
      placed_at: first.orderedAt.toISOString(),
      items: lines.length,
      net_value: lines.reduce((n, l) => n + l.c.netValue, 0),
      commission: live.reduce((n, l) => n + l.c.amount, 0),
      status,
      available_at:
        lines
          .map((l) => l.c.availableAt?.toISOString() ?? null)
          .sort()
          .at(-1) ?? null,
      lines: lines.map((l) => ({
        _id: l.c.id,
        product_id: l.productId,
        product_name: l.productName,
        image: l.image,
        quantity: l.quantity,
        net_value: l.c.netValue,
        rate_bps: l.c.rateBps,
        amount: l.c.amount,
        returned_quantity: l.c.returnedQuantity,
        reversed_amount: l.c.reversedAmount,
        status: l.c.status,
        reversal: l.c.reversal,
        campaign: { _id: l.c.campaignId, name: l.campaignName, kind: l.campaignKind },
        lower_rates: l.c.lowerRates,
        click: { click_id: l.c.clickId, link_id: l.c.linkId, target_type: l.targetType, clicked_at: l.c.clickedAt.toISOString() },
      })),
      explanation: {
        rule: 'last_click',
        window_days: first.windowDays,
        clicked_at: latestClick.toISOString(),
        ordered_at: first.orderedAt.toISOString(),
        hours_after_click: Math.floor((first.orderedAt.getTime() - latestClick.getTime()) / HOUR_MS),
      },
      timeline,
      paid_at: at((c) => c.paidAt)?.toISOString() ?? null,
    }
  }

  return {
    attributeOrders,
    onOrderCompleted,
    onOrderCancelled,
    onReturnRefunded,
    releaseDue,
    payOut,
    payoutsDue,
    listPayouts,
    fraudSignals,
    dashboard,
    conversions,
    conversion,
  }
}
export type CommissionsService = ReturnType<typeof createCommissionsService>
