import { DASHBOARD_RULES, type Lang, type TDashboard, type TSellerTodo, type ZDashboardQuery } from '@xinh/contracts'
import type { z } from 'zod'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import type { SellerAccess } from '#server/modules/shops/index.ts'
import * as repo from './dashboard.repo.ts'
import { type Period, periodOf, pointLabel } from './dashboard.period.ts'
import { salesReportXlsx } from './dashboard.report.ts'

export type DashboardDeps = {
  db: Db
  access: SellerAccess
  /** The chat module's response figures over the last 30 days (issue 15; a port app.ts connects). */
  chatResponse?: (shopId: string, now: Date) => Promise<{ rate: number | null; seconds: number | null }>
  /** The tracking module's visitors of a shop over [from, to] (Vietnam days; a port app.ts connects, trackwire). */
  visitors?: ShopVisitors
}
export type ShopVisitors = (shopId: string, from: string, to: string) => Promise<number>
type Query = z.output<typeof ZDashboardQuery>

const DAY_MS = 86_400_000
const rate = (count: number, of: number) => ({ value: of > 0 ? count / of : null, count, of })
const round4 = (n: number) => Math.round(n * 10_000) / 10_000

function presentTotals(t: Awaited<ReturnType<typeof repo.salesTotals>>) {
  return {
    revenue: t.revenue,
    orders: t.orders,
    buyers: t.buyers,
    average_order_value: t.orders > 0 ? Math.round(t.revenue / t.orders) : 0,
    cancelled: t.cancelled,
  }
}

/**
 * The seller centre's dashboard (`/ban-hang/tong-quan`) and its sales report: what the shop sold
 * in a period, its performance over the last 30 days and what needs the seller now. The owner
 * of an approved shop only (`sellerAccess`). Visitors come from the tracking module (distinct
 * devices per day that viewed the shop or its products) and conversion is orders ÷ visitors; both
 * are null when tracking is not connected, never guessed. Chat response comes from chat.
 */
export function createDashboardService({ db, access, chatResponse, visitors: visitorsPort }: DashboardDeps) {
  let visitors = visitorsPort
  async function todo({ actor }: { actor: Actor }): Promise<TSellerTodo> {
    const { shopId } = await access(actor)
    return repo.todoCounts(db, shopId)
  }

  async function sales(shopId: string, period: Period) {
    const step = period.bucket === 'hour' ? 3600 : 86_400
    const [totals, previous, series, top] = await Promise.all([
      repo.salesTotals(db, shopId, period.start, period.end),
      repo.salesTotals(db, shopId, period.previous.start, period.previous.end),
      repo.salesSeries(db, shopId, period.start, period.end, step),
      repo.topProducts(db, shopId, period.start, period.end, DASHBOARD_RULES.topProducts),
    ])
    const byBucket = new Map(series.map((p) => [p.bucket, p]))
    return {
      totals: presentTotals(totals),
      previous: presentTotals(previous),
      series: period.points.map((at, i) => ({
        at: pointLabel(at, period.bucket),
        revenue: byBucket.get(i)?.revenue ?? 0,
        orders: byBucket.get(i)?.orders ?? 0,
      })),
      top: top.map((p) => ({ product_id: p.productId, name: p.name, image: p.image, units: p.units, revenue: p.revenue })),
    }
  }

  async function performance(shopId: string, now: Date) {
    const days = DASHBOARD_RULES.performanceDays
    const from = new Date(now.getTime() - days * DAY_MS)
    const [late, cancels, returns, rating, chat] = await Promise.all([
      repo.lateShipments(db, shopId, from, now),
      repo.sellerCancellations(db, shopId, from, now),
      repo.returnsAndDeliveries(db, shopId, from, now),
      repo.shopRating(db, shopId),
      chatResponse ? chatResponse(shopId, now) : { rate: null, seconds: null },
    ])
    return {
      days,
      late_shipment_rate: rate(late.late, late.handed),
      cancellation_rate: rate(cancels.byShop, cancels.orders),
      return_rate: rate(returns.returned, returns.delivered),
      rating,
      chat_response_rate: chat.rate,
      chat_response_time_seconds: chat.seconds,
    }
  }

  async function overview({ actor, query, now = new Date() }: { actor: Actor; query: Query; now?: Date }): Promise<TDashboard> {
    const { shopId } = await access(actor)
    const period = periodOf(query, now)
    const [s, perf, seen] = await Promise.all([
      sales(shopId, period),
      performance(shopId, now),
      visitors ? visitors(shopId, period.from, period.to) : null,
    ])
    // orders ÷ visitors (4 decimals); unknown without visitors. Orders placed from a device that sent
    // no tracking (an app without it, an API client) can make it exceed 1: shown as measured.
    const conversion = seen ? round4(s.totals.orders / seen) : null
    return {
      period: { range: period.range, from: period.from, to: period.to, bucket: period.bucket },
      totals: { ...s.totals, visitors: seen, conversion_rate: conversion },
      previous: s.previous,
      series: s.series,
      top_products: s.top,
      performance: perf,
    }
  }

  /** The sales report of a period as .xlsx: summary, the chart's points, every product sold, every order. */
  async function report({ actor, query, lang, now = new Date() }: { actor: Actor; query: Query; lang: Lang; now?: Date }) {
    const { shopId } = await access(actor)
    const period = periodOf(query, now)
    const [s, products] = await Promise.all([sales(shopId, period), repo.productSales(db, shopId, period.start, period.end)])
    const data = await salesReportXlsx({
      lang,
      period,
      totals: s.totals,
      series: s.series,
      products,
      orders: (after, limit) => repo.reportOrders(db, shopId, period.start, period.end, after, limit),
    })
    return { data, fileName: `bao-cao-ban-hang-${period.from}_${period.to}.xlsx` }
  }

  /** trackwire: app.ts connects the tracking module's visitors once both exist (no import between the modules). */
  const connectVisitors = (port: ShopVisitors) => {
    visitors = port
  }

  return { todo, overview, report, connectVisitors }
}
export type DashboardService = ReturnType<typeof createDashboardService>
