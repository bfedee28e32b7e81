import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, PASSWORD, type TestApp, uniqueEmail } from '../../../test/helpers.ts'
import { recordAudit } from './index.ts'

let t: TestApp
let adminId: string
beforeAll(async () => {
  t = await createTestApp()
  const user = await t.services.identity.createAccount({
    email: uniqueEmail('audit'),
    userName: 'Quản trị',
    password: PASSWORD,
    roles: ['admin'],
  })
  adminId = user.id
})
afterAll(() => t.close())

/** The database's own message (drizzle wraps it in a "Failed query" error). */
const refusal = (q: Promise<unknown>) =>
  q.then(
    () => 'accepted',
    (e: Error & { cause?: Error }) => (e.cause ?? e).message,
  )

describe('the audit trail', () => {
  it('records an entry with before, after and reason', async () => {
    const targetId = crypto.randomUUID()
    await recordAudit(t.database.db, {
      actorId: adminId,
      action: 'user.lock',
      targetType: 'user',
      targetId,
      before: { locked: false },
      after: { locked: true },
      reason: 'spam',
    })
    const rows = await t.database.query(`SELECT actor_id, action, before, after, reason FROM audit_log WHERE target_id = $1`, [targetId])
    expect(rows).toEqual([{ actor_id: adminId, action: 'user.lock', before: { locked: false }, after: { locked: true }, reason: 'spam' }])
  })

  it('is append-only: the database refuses updates, deletes and truncation', async () => {
    const targetId = crypto.randomUUID()
    await recordAudit(t.database.db, { actorId: adminId, action: 'shop.pause', targetType: 'shop', targetId, reason: 'r' })
    expect(await refusal(t.database.db.execute(sql`UPDATE audit_log SET reason = 'rewritten' WHERE target_id = ${targetId}`))).toMatch(
      /append-only/,
    )
    expect(await refusal(t.database.db.execute(sql`DELETE FROM audit_log WHERE target_id = ${targetId}`))).toMatch(/append-only/)
    expect(await refusal(t.database.db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only/)
    const rows = await t.database.query(`SELECT reason FROM audit_log WHERE target_id = $1`, [targetId])
    expect(rows).toEqual([{ reason: 'r' }])
  })
})
