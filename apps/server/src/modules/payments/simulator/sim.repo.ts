import { and, eq, sql } from 'drizzle-orm'
import type { PaymentGateway } from '@xinh/contracts'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { devGatewayTransactions as tx } from '../payments.tables.ts'

/** The simulator's own books (it stands for the gateway's servers and never reads our payments). */
export type SimTransaction = typeof tx.$inferSelect

export async function findSim(db: DbOrTx, gateway: PaymentGateway, ref: string) {
  const [row] = await db
    .select()
    .from(tx)
    .where(and(eq(tx.gateway, gateway), eq(tx.ref, ref)))
  return row
}

export async function findSimByTransNo(db: DbOrTx, gateway: PaymentGateway, transNo: string) {
  const [row] = await db
    .select()
    .from(tx)
    .where(and(eq(tx.gateway, gateway), eq(tx.transNo, transNo)))
  return row
}

/** A new transaction; undefined when the reference exists already (one payment per reference, as at the gateway). */
export async function insertSim(db: DbOrTx, values: typeof tx.$inferInsert) {
  const [row] = await db.insert(tx).values(values).onConflictDoNothing().returning()
  return row
}

/** created → final status, once. */
export async function finishSim(
  db: DbOrTx,
  id: string,
  patch: { status: string; transNo?: string | null; request?: Record<string, unknown> },
) {
  const [row] = await db
    .update(tx)
    .set(patch)
    .where(and(eq(tx.id, id), eq(tx.status, 'created')))
    .returning()
  return row
}

/** Takes `amount` of what a paid transaction can still give back; false when it would pass the amount. */
export async function takeRefund(db: DbOrTx, id: string, amount: number) {
  const rows = await db
    .update(tx)
    .set({ refunded: sql`${tx.refunded} + ${amount}` })
    .where(and(eq(tx.id, id), eq(tx.status, 'paid'), sql`${tx.refunded} + ${amount} <= ${tx.amount}`))
    .returning({ id: tx.id })
  return rows.length > 0
}

/** The refunds made against a transaction (rows `refund:<id>` whose request names it). */
export async function refundsOfSim(db: DbOrTx, gateway: PaymentGateway, parentRef: string) {
  return db
    .select()
    .from(tx)
    .where(and(eq(tx.gateway, gateway), sql`${tx.ref} LIKE 'refund:%'`, sql`${tx.request}->>'parent' = ${parentRef}`))
}
