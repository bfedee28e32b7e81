import type { Role } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import type { Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { findUserForUpdate, setRoles } from './admin/users.repo.ts'
import { users } from './identity.tables.ts'

/**
 * aff (issue 18): an affiliate admin approved (kolInfo) or revoked (null) a KOL. The user gets
 * or loses the `kol` role and the profile's `kol_info` (spec §3), in the caller's transaction;
 * live sessions carry the role from their next request (roles are read with the session).
 */
export async function setKolRole(tx: Tx, userId: string, kolInfo: Record<string, unknown> | null) {
  const user = await findUserForUpdate(tx, userId)
  if (!user || user.isGuest || user.status === 'deleted') throw new AppError('NOT_FOUND')
  const has = user.roles.includes('kol')
  if (kolInfo && !has) await setRoles(tx, userId, [...user.roles, 'kol'] as Role[])
  if (!kolInfo && has) await setRoles(tx, userId, user.roles.filter((r) => r !== 'kol') as Role[])
  await tx.update(users).set({ kolInfo }).where(eq(users.id, userId))
}
