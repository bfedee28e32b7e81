import { randomInt } from 'node:crypto'
import type { AffiliateCampaignState, AffiliateLinkTarget } from '@xinh/contracts'

/** The affiliate arithmetic and small rules, pure (docs/api/affiliate.md "Rules"). */

const DAY_MS = 24 * 3600 * 1000
const VN_OFFSET_MS = 7 * 3600 * 1000

/**
 * Net item values: each line's value (unit price × quantity) less its share of the order's
 * vouchers, shared in proportion to the lines' values with the remainder going to the largest
 * fractions, so the shares add up to the discount exactly (never more than a line's value).
 */
export function netValues(lineValues: readonly number[], discount: number): number[] {
  const total = lineValues.reduce((n, v) => n + v, 0)
  if (total <= 0 || discount <= 0) return [...lineValues]
  const d = Math.min(discount, total)
  const exact = lineValues.map((v) => (v * d) / total)
  const shares = exact.map(Math.floor)
  let left = d - shares.reduce((n, v) => n + v, 0)
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    shares[i]! += 1
    left--
  }
  return lineValues.map((v, i) => v - shares[i]!)
}

/** commission = net × rate, rounded half up to the đồng (rate in basis points). */
export function commissionOf(net: number, rateBps: number): number {
  return Math.floor((net * rateBps + 5000) / 10_000)
}

/**
 * affssr: the commission left on an item when `kept` of its `ordered` units stay with the buyer:
 * the original commission's share of the kept units, rounded DOWN to the đồng (the KOL is never
 * paid for more than they kept; the đồng lost to rounding goes back with the returned units).
 * Always computed from the original, so several partial returns never drift: once every unit is
 * back it is 0, and what the returns took adds up to the original exactly.
 */
export function remainingCommission(original: number, kept: number, ordered: number): number {
  if (ordered <= 0 || kept >= ordered) return original
  if (kept <= 0) return 0
  return Math.floor((original * kept) / ordered)
}

export function campaignState(c: { startsAt: Date; endsAt: Date }, now: Date): AffiliateCampaignState {
  if (c.endsAt.getTime() <= now.getTime()) return 'ended'
  return c.startsAt.getTime() > now.getTime() ? 'upcoming' : 'running'
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** A link's public click id: 10 characters without look-alikes (i/l/1, o/O/0). */
export function newClickId(): string {
  let s = ''
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)]
  return s
}

/** The site-relative page a link opens, with the click id (the web reads `click_id` and tracks the click). */
export function linkPath(targetType: AffiliateLinkTarget, targetId: string, clickId: string): string {
  const page =
    targetType === 'product'
      ? `/san-pham/${targetId}`
      : targetType === 'shop'
        ? `/nguoi-ban/${targetId}`
        : `/nha-ban/chien-dich-mo/chi-tiet/${targetId}`
  return `${page}?click_id=${clickId}`
}

export const windowStart = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS)

/** The last `days` Vietnam calendar days up to `now`, oldest first (YYYY-MM-DD), and the instant the first begins. */
export function vnDays(now: Date, days: number): { days: string[]; from: Date } {
  const local = new Date(now.getTime() + VN_OFFSET_MS)
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  const out: string[] = []
  for (let i = days - 1; i >= 0; i--) out.push(new Date(today - i * DAY_MS).toISOString().slice(0, 10))
  return { days: out, from: new Date(today - (days - 1) * DAY_MS - VN_OFFSET_MS) }
}
