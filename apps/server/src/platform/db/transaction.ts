import type { Db, Tx } from './client.ts'
import { isRetryable } from './errors.ts'

/**
 * One transaction, tried again (up to four times, with a short random pause) when PostgreSQL
 * aborts it for a deadlock or a serialization failure — what concurrent money paths meet.
 */
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
