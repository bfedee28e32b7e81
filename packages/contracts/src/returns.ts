/** Issue 5 — returns and refunds (docs/api/returns.md). */

/**
 * spec §4 refund flow and its labels:
 * requested = needs seller handling · awaiting_return = seller agreed, buyer sends it back ·
 * awaiting_admin = seller received it (or did not answer in time) · refunding · refunded ·
 * rejected · buyer_cancelled · closed.
 */
export const RETURN_STATUSES = [
  'requested',
  'awaiting_return',
  'awaiting_admin',
  'refunding',
  'refunded',
  'rejected',
  'buyer_cancelled',
  'closed',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** spec §9 guarantees: authentic-goods claims refund 200 %, quality 100 %. */
export const RETURN_CLAIMS = ['none', 'quality', 'authentic'] as const
export type ReturnClaim = (typeof RETURN_CLAIMS)[number]
