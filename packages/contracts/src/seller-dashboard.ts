import { z } from 'zod'
import { emptyToUndefined } from './common.ts'

/**
 * Issue 13 — the seller centre's dashboard (`/ban-hang/tong-quan`, docs/api/seller-dashboard.md):
 * sales figures for a period, the shop's performance and what needs the seller now.
 */

export const DASHBOARD_RANGES = ['today', '7d', '30d', 'custom'] as const
export type DashboardRange = (typeof DASHBOARD_RANGES)[number]

export const DASHBOARD_RULES = {
  /** A chosen range covers at most this many calendar days. */
  maxCustomDays: 366,
  /** "Low stock": a product on sale with 1 to this many units left (0 is "sold out", its own filter). */
  lowStock: 5,
  /** The performance figures look back this many days. */
  performanceDays: 30,
  /** Products in the "top products" list. */
  topProducts: 5,
  /**
   * An order is handed to the carrier late when that happens more than this many days after it
   * reached the seller (paid, or placed for cash on delivery) — spec §9's tooltip "1 to 3 days
   * preparation" — or, with a pre-order product, more than the longest such product's
   * preparation time (spec §5: 5–30 days).
   */
  shipWithinDays: 3,
} as const

const isDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
/** A calendar day in Vietnam time, `YYYY-MM-DD`. */
export const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.invalid' })
  .refine(isDay, { error: 'v.invalid' })

/** Days from `from` to `to`, both included. */
export const daySpan = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

/**
 * `range=today|7d|30d` (the last 7 or 30 calendar days including today), or `range=custom` with
 * `from` and `to` (calendar days in Vietnam time, both included, at most 366 days).
 */
export const ZDashboardQuery = z
  .object({
    range: z.preprocess(emptyToUndefined, z.enum(DASHBOARD_RANGES, { error: 'v.invalid' }).default('7d')),
    from: z.preprocess(emptyToUndefined, zDay.optional()),
    to: z.preprocess(emptyToUndefined, zDay.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.range !== 'custom') return
    if (!v.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'v.required' })
    if (!v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'v.required' })
    if (!v.from || !v.to) return
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'v.end_after_start' })
    else if (daySpan(v.from, v.to) > DASHBOARD_RULES.maxCustomDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'v.range_too_long' })
  })
export type TDashboardQuery = z.input<typeof ZDashboardQuery>

const ZSalesTotals = z.object({
  /** Goods sold: Σ (subtotal − shop voucher) of the orders placed (cancelled and unpaid orders left out). VND. */
  revenue: z.number(),
  /** Orders placed in the period (cancelled and still-unpaid online orders left out). */
  orders: z.number(),
  /** Distinct buyers of those orders. */
  buyers: z.number(),
  /** revenue ÷ orders, rounded to the đồng (0 without orders). */
  average_order_value: z.number(),
  /** Orders placed in the period and cancelled since (by anyone). */
  cancelled: z.number(),
})

/** A rate with what it is made of; `value` (0–1) is null when nothing was counted. */
const ZRate = z.object({ value: z.number().nullable(), count: z.number(), of: z.number() })

export const ZDashboard = z.object({
  period: z.object({
    range: z.enum(DASHBOARD_RANGES),
    /** Calendar days in Vietnam time, both included. */
    from: z.string(),
    to: z.string(),
    /** The chart's step: hours for one day, days otherwise. */
    bucket: z.enum(['hour', 'day']),
  }),
  totals: ZSalesTotals.extend({
    /**
     * Distinct devices per day (Vietnam time) that viewed the shop or its products, summed over the
     * period (tracking aggregates); null only when tracking is not connected.
     */
    visitors: z.number().nullable(),
    /** orders ÷ visitors (4 decimals, may exceed 1); null without visitors. */
    conversion_rate: z.number().nullable(),
  }),
  /** The same figures for the period of the same length just before. */
  previous: ZSalesTotals,
  /** One point per hour or day of the period (Vietnam time), zeros included. */
  series: z.array(z.object({ at: z.string(), revenue: z.number(), orders: z.number() })),
  top_products: z.array(
    z.object({ product_id: z.string().nullable(), name: z.string(), image: z.string().nullable(), units: z.number(), revenue: z.number() }),
  ),
  performance: z.object({
    days: z.number(),
    /** Of the orders handed to the carrier in the last `days` days, those handed over after their preparation time. */
    late_shipment_rate: ZRate,
    /** Of the orders placed in the last `days` days, those the seller cancelled. */
    cancellation_rate: ZRate,
    /** Return requests opened in the last `days` days, of the orders delivered in that time (failed deliveries left out). */
    return_rate: ZRate,
    /** Average hearts (1–5) of every review of the shop's products, and how many. */
    rating: z.object({ average: z.number().nullable(), count: z.number() }),
    /**
     * Of the buyers' conversations (a buyer message after the shop's last one) started in the last
     * 30 days, the share the shop answered (0–1); null when there were none (issue 15).
     */
    chat_response_rate: z.number().nullable(),
    /** Their average time to the shop's first answer, in seconds; null when none was answered. */
    chat_response_time_seconds: z.number().nullable().default(null),
  }),
})
export type TDashboard = z.infer<typeof ZDashboard>

/** What needs the seller now (the dashboard's cards and the navigation's badges), counted in one read. */
export const ZSellerTodo = z.object({
  /** Orders waiting for the seller to confirm them (awaiting confirmation). */
  to_confirm: z.number(),
  /** Confirmed orders to prepare and pack (preparing). */
  to_prepare: z.number(),
  /** Buyers' cancel requests waiting for the seller. */
  cancel_requests: z.number(),
  /** Return requests waiting for the seller's answer. */
  return_requests: z.number(),
  /** Products the moderators rejected. */
  rejected_products: z.number(),
  /** Products on sale with 1 to `DASHBOARD_RULES.lowStock` units left. */
  low_stock: z.number(),
})
export type TSellerTodo = z.infer<typeof ZSellerTodo>
