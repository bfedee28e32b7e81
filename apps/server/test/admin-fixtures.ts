import { desc, eq } from 'drizzle-orm'
import { auditLog } from '../src/modules/audit/audit.tables.ts'
import { createAdmin, createSeller } from './catalog-fixtures.ts'
import { authHeader, login, PASSWORD, register, type TestApp, uniqueEmail } from './helpers.ts'

export type Caller = { name: string; headers: Record<string, string>; status: number }

/**
 * The four callers an admin route refuses (anonymous 401; buyer, seller, KOL 403) and an admin,
 * for walking every admin route (ADMIN.md "Tests").
 */
export async function adminActors(t: TestApp) {
  const buyer = await register(t.app)
  const seller = await createSeller(t)
  const kolEmail = uniqueEmail('kol')
  await t.services.identity.createAccount({ email: kolEmail, userName: 'KOL thử', password: PASSWORD, roles: ['buyer', 'kol'] })
  const kol = await login(t.app, kolEmail)
  const admin = await createAdmin(t)
  const refused: Caller[] = [
    { name: 'anonymous', headers: {}, status: 401 },
    { name: 'buyer', headers: authHeader(buyer.accessToken), status: 403 },
    { name: 'seller', headers: seller.headers, status: 403 },
    { name: 'kol', headers: authHeader(kol.accessToken), status: 403 },
  ]
  return { admin, refused, seller, buyer }
}

/** The newest audit rows of a target, newest first. */
export async function auditOf(t: TestApp, targetId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.createdAt), desc(auditLog.id))
}

export async function auditCount(t: TestApp) {
  return (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length
}
