import { timestamp, uuid } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'

/** UUIDv7 primary key (ARCHITECTURE.md §5): time-ordered, so inserts stay index-friendly. */
export const idColumn = () => uuid('id').primaryKey().$defaultFn(uuidv7)
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
