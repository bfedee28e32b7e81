import type { AdminShopState } from '@xinh/contracts'
import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { users } from '../../identity/identity.tables.ts'
import { shops } from '../shops.tables.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function stateWhere(state: AdminShopState): SQL {
  switch (state) {
    case 'closed':
      return isNotNull(shops.closedAt)
    case 'admin_paused':
      return and(isNull(shops.closedAt), isNotNull(shops.adminPausedAt)) as SQL
    case 'paused':
      return and(eq(shops.status, 'approved'), isNull(shops.closedAt), isNull(shops.adminPausedAt), eq(shops.isPaused, true)) as SQL
    case 'open':
      return and(eq(shops.status, 'approved'), isNull(shops.closedAt), eq(shops.isPaused, false)) as SQL
    default:
      return and(eq(shops.status, state), isNull(shops.closedAt)) as SQL
  }
}

const columns = {
  shop: shops,
  ownerName: users.userName,
  ownerEmail: users.email,
  ownerDeletionAt: users.deletionScheduledAt,
}
export type AdminShopRow = { shop: typeof shops.$inferSelect; ownerName: string; ownerEmail: string | null; ownerDeletionAt: Date | null }

/** Name (accents ignored), slug, id, or the owner's e-mail. */
export async function searchShops(db: DbOrTx, opts: { q?: string; state?: AdminShopState; page: number; limit: number }) {
  const conds: SQL[] = []
  const q = opts.q?.trim()
  if (q) {
    const alternatives: SQL[] = [
      sql`f_unaccent(lower(${shops.name})) LIKE f_unaccent(lower(${contains(q)}))`,
      sql`${shops.slug} LIKE ${contains(q.toLowerCase())}`,
      sql`${users.email} LIKE ${contains(q.toLowerCase())}`,
    ]
    if (UUID.test(q)) alternatives.push(eq(shops.id, q), eq(shops.ownerId, q))
    conds.push(or(...alternatives) as SQL)
  }
  if (opts.state) conds.push(stateWhere(opts.state))
  const where = conds.length ? and(...conds) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(where)
      .orderBy(desc(shops.createdAt), desc(shops.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(shops).innerJoin(users, eq(users.id, shops.ownerId)).where(where),
  ])
  return { rows: rows as AdminShopRow[], total: total?.n ?? 0 }
}

export async function findShop(db: DbOrTx, id: string): Promise<AdminShopRow | undefined> {
  const rows = await db.select(columns).from(shops).innerJoin(users, eq(users.id, shops.ownerId)).where(eq(shops.id, id)).limit(1)
  return rows[0] as AdminShopRow | undefined
}

export async function lockShop(db: DbOrTx, id: string) {
  const rows = await db.select().from(shops).where(eq(shops.id, id)).for('update').limit(1)
  return rows[0]
}

export async function updateShop(db: DbOrTx, id: string, values: Partial<typeof shops.$inferInsert>) {
  const rows = await db.update(shops).set(values).where(eq(shops.id, id)).returning()
  return rows[0]
}

/** The owners' shops (names), for lists that show which shop a user runs. */
export async function shopsOfOwners(db: DbOrTx, ownerIds: string[]) {
  if (ownerIds.length === 0) return []
  return db
    .select({
      id: shops.id,
      ownerId: shops.ownerId,
      name: shops.name,
      status: shops.status,
      isPaused: shops.isPaused,
      closedAt: shops.closedAt,
    })
    .from(shops)
    .where(inArray(shops.ownerId, ownerIds))
}
