import { sql } from 'drizzle-orm'
import type { Tx } from './client.ts'

/**
 * Names the acting user for this transaction only (`set_config(…, true)` = SET LOCAL), so
 * triggers that keep history (product_status_history) can record who made a change.
 */
export async function actAs(tx: Tx, userId: string | undefined) {
  if (userId) await tx.execute(sql`SELECT set_config('xinh.actor_id', ${userId}, true)`)
}

export const userIdOf = (actor: { kind: string; userId?: string }) => (actor.kind === 'user' ? actor.userId : undefined)
