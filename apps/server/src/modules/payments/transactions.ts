import type { Db, Tx } from '#server/platform/db/client.ts'
import { isRetryable } from '#server/platform/db/errors.ts'

/** One transaction, tried again on a deadlock or serialization failure (as orders and checkout do). */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn)
    } catch (error) {
      if (attempt >= 4 || !isRetryable(error)) throw error
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20))
    }
  }
}
