import { sql } from 'drizzle-orm'
import type { Db } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { enqueueNotification } from '#server/modules/notifications/index.ts'

export const VOUCHER_REMINDER_JOB = 'pricing-voucher-expiring'
/** How long before its end a saved, unused voucher is announced (once per user and voucher). */
export const VOUCHER_REMINDER_HOURS = 24

/**
 * Issue 15 "voucher about to expire": every saved voucher that ends within the next 24 hours,
 * still usable and not used by its saver, notifies that buyer once (the dedupe key makes the
 * hourly runs idempotent). Pages of 500 per transaction.
 */
export async function enqueueVoucherReminders(db: Db, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + VOUCHER_REMINDER_HOURS * 3_600_000)
  let after = ''
  let total = 0
  for (;;) {
    const rows = rowsOf<{ user_id: string; voucher_id: string; code: string; shop_id: string | null; ends_at: Date | string; k: string }>(
      await db.execute(sql`
        SELECT sv.user_id, v.id AS voucher_id, v.code, v.shop_id, v.ends_at, sv.user_id::text || v.id::text AS k
        FROM saved_vouchers sv
        JOIN vouchers v ON v.id = sv.voucher_id
        WHERE v.deleted_at IS NULL AND v.ended_at IS NULL
          AND v.ends_at > ${now} AND v.ends_at <= ${until}
          AND v.used < v.quantity
          AND NOT EXISTS (
            SELECT 1 FROM voucher_redemptions r WHERE r.voucher_id = v.id AND r.user_id = sv.user_id AND r.released_at IS NULL
          )
          AND sv.user_id::text || v.id::text > ${after}
        ORDER BY k
        LIMIT 500`),
    )
    if (rows.length === 0) break
    await db.transaction(async (tx) => {
      for (const r of rows)
        await enqueueNotification(tx, {
          userId: r.user_id,
          audience: 'BUYER',
          event: 'voucher.expiring',
          params: { voucher: r.code, until: new Date(r.ends_at).toISOString() },
          target: { voucher_id: r.voucher_id, shop_id: r.shop_id },
          dedupeKey: `voucher:${r.voucher_id}:expiring`,
        })
    })
    total += rows.length
    after = rows[rows.length - 1]!.k
  }
  return total
}
