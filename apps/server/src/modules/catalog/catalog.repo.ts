import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { categories } from './catalog.tables.ts'

export async function listVisibleCategories(db: DbOrTx) {
  return db.select().from(categories).where(eq(categories.isVisible, true)).orderBy(asc(categories.position), asc(categories.name))
}
