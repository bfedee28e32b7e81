import type { AssistantVariant, TAssistantUi, TAssistantVoucherCard, TChatbotProductCard } from '@xinh/contracts'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { assistantConfig, assistantEvents, assistantMessages } from './assistant.tables.ts'

export type MessageRow = typeof assistantMessages.$inferSelect

export type NewMessage = {
  userId: string
  role: 'user' | 'assistant'
  content: string
  abVariant: AssistantVariant
  intent?: string | null
  products?: TChatbotProductCard[]
  vouchers?: TAssistantVoucherCard[]
  generatedImage?: string | null
  ui?: TAssistantUi | null
  brain?: string | null
  hadImage?: boolean
  createdAt?: Date
}

export async function insertMessages(tx: DbOrTx, rows: NewMessage[]): Promise<MessageRow[]> {
  return tx
    .insert(assistantMessages)
    .values(
      rows.map((r) => ({
        userId: r.userId,
        role: r.role,
        content: r.content,
        abVariant: r.abVariant,
        intent: r.intent ?? null,
        products: r.products ?? [],
        vouchers: r.vouchers ?? [],
        generatedImage: r.generatedImage ?? null,
        ui: r.ui ?? null,
        brain: r.brain ?? null,
        hadImage: r.hadImage ?? false,
        ...(r.createdAt ? { createdAt: r.createdAt } : {}),
      })),
    )
    .returning()
}

/** The newest messages of a user's thread, newest first. */
export async function latestMessages(db: DbOrTx, userId: string, limit: number, offset = 0): Promise<MessageRow[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.userId, userId))
    .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
    .limit(limit)
    .offset(offset)
}

export async function countMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assistantMessages).where(eq(assistantMessages.userId, userId))
  return Number(row?.n ?? 0)
}

/** A guest's thread joins the account they logged in to (and their analytics events with it). */
export async function moveThread(db: Db, fromUserId: string, toUserId: string) {
  await db.transaction(async (tx) => {
    await tx.update(assistantMessages).set({ userId: toUserId }).where(eq(assistantMessages.userId, fromUserId))
    await tx.update(assistantEvents).set({ userId: toUserId }).where(eq(assistantEvents.userId, fromUserId))
  })
}

export async function insertEvent(db: DbOrTx, row: typeof assistantEvents.$inferInsert) {
  await db.insert(assistantEvents).values(row)
}

export async function eventsOf(db: DbOrTx, filter: { userId?: string; event?: string }) {
  const where = [
    ...(filter.userId ? [eq(assistantEvents.userId, filter.userId)] : []),
    ...(filter.event ? [eq(assistantEvents.event, filter.event)] : []),
  ]
  return db
    .select()
    .from(assistantEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(assistantEvents.createdAt))
}

export async function readConfig(db: DbOrTx, key: string) {
  const [row] = await db.select().from(assistantConfig).where(eq(assistantConfig.key, key)).limit(1)
  return row
}

export async function lockConfig(tx: DbOrTx, key: string) {
  const [row] = await tx.select().from(assistantConfig).where(eq(assistantConfig.key, key)).for('update').limit(1)
  return row
}

export async function upsertConfig(tx: DbOrTx, key: string, value: unknown, by: string) {
  await tx
    .insert(assistantConfig)
    .values({ key, value, updatedBy: by })
    .onConflictDoUpdate({ target: assistantConfig.key, set: { value, updatedBy: by, updatedAt: new Date() } })
}
