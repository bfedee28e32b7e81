import { REPORT_MAX_DAYS, type TReport, vietnamDay, vietnamDayStart } from '@xinh/contracts'
import ExcelJS from 'exceljs'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import * as repo from './reports.repo.ts'

const DAY_MS = 86_400_000
const TOP_SHOPS = 10
const PAYOUT_ROWS = 50
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/**
 * Platform reports for admins (issue 14): GMV, orders, returns rate, top shops and payouts due
 * over a range of Vietnam calendar days (default: the last 30 days), and the same as a workbook.
 */
export function createReportsService({ db }: { db: Db }) {
  /** The range asked for, completed: a missing end is today, a missing start 29 days before the end. */
  function rangeOf(query: { from?: string; to?: string }, now = new Date()) {
    const to = query.to ?? (query.from && addDays(query.from, 29) < vietnamDay(now) ? addDays(query.from, 29) : vietnamDay(now))
    const from = query.from ?? addDays(to, -29)
    const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1
    return {
      from,
      to,
      days: Math.min(days, REPORT_MAX_DAYS),
      start: new Date(vietnamDayStart(from)),
      end: new Date(vietnamDayStart(addDays(to, 1))),
    }
  }

  async function report({ actor, query }: { actor: Actor; query: { from?: string; to?: string } }): Promise<TReport> {
    requireRole(actor, 'admin')
    const r = rangeOf(query)
    const [orderDays, returnDays, top, payouts] = await Promise.all([
      repo.orderDays(db, r),
      repo.returnDays(db, r),
      repo.topShops(db, r, TOP_SHOPS),
      repo.payoutsDue(db, r.end, PAYOUT_ROWS),
    ])
    const byDay = new Map(orderDays.map((d) => [d.date, d]))
    const returnsByDay = new Map(returnDays.map((d) => [d.date, d.returns]))
    const days = Array.from({ length: r.days }, (_, i) => {
      const date = addDays(r.from, i)
      const o = byDay.get(date)
      return { date, gmv: o?.gmv ?? 0, orders: o?.orders ?? 0, returns: returnsByDay.get(date) ?? 0 }
    })
    const sum = (f: (d: (typeof orderDays)[number]) => number) => orderDays.reduce((n, d) => n + f(d), 0)
    const orders = sum((d) => d.orders)
    const returns = returnDays.reduce((n, d) => n + d.returns, 0)
    return {
      from: r.from,
      to: r.to,
      totals: {
        gmv: sum((d) => d.gmv),
        orders,
        completed_orders: sum((d) => d.completed),
        cancelled_orders: sum((d) => d.cancelled),
        returns,
        returns_rate: orders ? Math.round((returns / orders) * 10_000) / 10_000 : 0,
        payouts_due: payouts.reduce((n, p) => n + p.amount, 0),
      },
      days,
      top_shops: top.map((s) => ({ _id: s.id, name: s.name, gmv: s.gmv, orders: s.orders })),
      payouts_due: payouts,
    }
  }

  /** The report as an .xlsx workbook (Vietnamese headings: the back office works in Vietnamese). */
  async function workbook(opts: { actor: Actor; query: { from?: string; to?: string } }) {
    const data = await report(opts)
    const wb = new ExcelJS.Workbook()
    wb.creator = 'Xinh'
    const money = '#,##0 "₫"'
    const summary = wb.addWorksheet('Tong quan')
    summary.columns = [
      { header: 'Chỉ số', key: 'k', width: 36 },
      { header: 'Giá trị', key: 'v', width: 20 },
    ]
    summary.addRows([
      { k: 'Từ ngày', v: data.from },
      { k: 'Đến ngày', v: data.to },
      { k: 'GMV (₫)', v: data.totals.gmv },
      { k: 'Số đơn', v: data.totals.orders },
      { k: 'Đơn hoàn thành', v: data.totals.completed_orders },
      { k: 'Đơn đã huỷ', v: data.totals.cancelled_orders },
      { k: 'Yêu cầu trả hàng', v: data.totals.returns },
      { k: 'Tỉ lệ trả hàng', v: data.totals.returns_rate },
      { k: 'Tiền cần trả người bán (₫)', v: data.totals.payouts_due },
    ])
    summary.getCell('B4').numFmt = money
    summary.getCell('B10').numFmt = money
    summary.getCell('B9').numFmt = '0.00%'
    const days = wb.addWorksheet('Theo ngay')
    days.columns = [
      { header: 'Ngày', key: 'date', width: 14 },
      { header: 'GMV (₫)', key: 'gmv', width: 18, style: { numFmt: money } },
      { header: 'Số đơn', key: 'orders', width: 10 },
      { header: 'Trả hàng', key: 'returns', width: 10 },
    ]
    days.addRows(data.days)
    const top = wb.addWorksheet('Top cua hang')
    top.columns = [
      { header: 'Cửa hàng', key: 'name', width: 36 },
      { header: 'GMV (₫)', key: 'gmv', width: 18, style: { numFmt: money } },
      { header: 'Số đơn', key: 'orders', width: 10 },
    ]
    top.addRows(data.top_shops)
    const due = wb.addWorksheet('Thanh toan den han')
    due.columns = [
      { header: 'Cửa hàng', key: 'shop_name', width: 36 },
      { header: 'Số tiền (₫)', key: 'amount', width: 18, style: { numFmt: money } },
      { header: 'Đến hạn từ', key: 'due_at', width: 24 },
    ]
    due.addRows(data.payouts_due)
    for (const ws of [summary, days, top, due]) ws.getRow(1).font = { bold: true }
    const buffer = Buffer.from(await wb.xlsx.writeBuffer())
    return { data: buffer, fileName: `xinh-bao-cao-${data.from}_${data.to}.xlsx` }
  }

  return { report, workbook, rangeOf }
}
export type ReportsService = ReturnType<typeof createReportsService>
