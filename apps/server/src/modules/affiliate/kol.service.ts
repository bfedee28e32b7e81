import {
  AFFILIATE_RULES,
  type TAffiliateSettings,
  type TKolAccount,
  type TKolAccountInput,
  type TKolApplication,
  type TKolApplicationInput,
  type TKolApplicationQuery,
  type TKolInfo,
  type TKolMe,
} from '@xinh/contracts'
import { type Actor, requireRole, requireUser } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import * as repo from './affiliate.repo.ts'

export type KolDeps = {
  db: Db
  /** identity's `setKolRole`: the `kol` role and the profile's kol_info, in the approval's transaction. */
  setKolRole: (tx: Tx, userId: string, kolInfo: Record<string, unknown> | null) => Promise<void>
}

/** A signed-in KOL (the `kol` role); anyone else gets KOL_NOT_APPROVED. */
export function requireKol(actor: Actor) {
  const user = requireUser(actor)
  if (!user.roles.includes('kol')) throw new AppError('KOL_NOT_APPROVED')
  return user
}

/** Affiliate admins (and platform admins) run the affiliate programme. */
export const requireAffiliateAdmin = (actor: Actor) => requireRole(actor, 'affiliate_admin', 'admin')

/** KOL onboarding (apply → an affiliate admin approves), the KOL's account, and the attribution window setting. */
export function createKolService({ db, setKolRole }: KolDeps) {
  // app.ts connects update-redis's refresh: the new KOL's open tabs and sockets carry the role at once
  let rolesChanged: (userId: string) => Promise<void> | void = () => {}
  function connectRolesChanged(fn: (userId: string) => Promise<void> | void) {
    rolesChanged = fn
  }
  async function presentApplications(rows: repo.ApplicationRow[]): Promise<TKolApplication[]> {
    const users = await repo.userParties(
      db,
      rows.map((r) => r.userId),
    )
    return rows.map((r) => ({
      _id: r.id,
      user: users.get(r.userId) ?? { _id: r.userId, name: '', avatar: null },
      display_name: r.displayName,
      channels: r.channels,
      introduction: r.introduction,
      status: r.status,
      reject_reason: r.rejectReason,
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
    }))
  }

  const kolInfoOf = (raw: unknown): TKolInfo | null => {
    const v = raw as Partial<TKolInfo> | null
    return v && typeof v.display_name === 'string'
      ? { display_name: v.display_name, channels: v.channels ?? [], approved_at: String(v.approved_at ?? '') }
      : null
  }

  /** GET /affiliate/v1/kol/me */
  async function me({ actor }: { actor: Actor }): Promise<TKolMe> {
    const user = requireUser(actor)
    const [facts, application] = await Promise.all([repo.userFacts(db, user.userId), repo.latestApplication(db, user.userId)])
    const isKol = Boolean(facts?.roles.includes('kol'))
    const [presented] = application ? await presentApplications([application]) : [null]
    return {
      status: isKol ? 'approved' : (application?.status ?? 'none'),
      is_kol: isKol,
      application: presented ?? null,
      kol_info: isKol ? kolInfoOf(facts?.kolInfo) : null,
    }
  }

  /** POST /affiliate/v1/kol/apply: one pending application at a time; a KOL does not apply again. */
  async function apply({ actor, input }: { actor: Actor; input: TKolApplicationInput }): Promise<TKolApplication> {
    const user = requireUser(actor)
    if (user.roles.includes('kol')) throw new AppError('KOL_ALREADY_APPLIED')
    try {
      const row = await repo.insertApplication(db, {
        userId: user.userId,
        displayName: input.display_name,
        channels: input.channels,
        introduction: input.introduction ?? null,
      })
      return (await presentApplications([row]))[0]!
    } catch (error) {
      if (isUniqueViolation(error, 'kol_applications_pending_uq')) throw new AppError('KOL_ALREADY_APPLIED')
      throw error
    }
  }

  /** The KOL's account; a KOL made by a role grant (no application) gets one from their profile. */
  async function accountOf(tx: DbOrTx, userId: string) {
    const found = await repo.findAccount(tx, userId)
    if (found) return found
    const facts = await repo.userFacts(tx, userId)
    const info = kolInfoOf(facts?.kolInfo)
    return repo.ensureAccount(tx, {
      userId,
      displayName: info?.display_name ?? facts?.userName ?? '',
      approvedAt: info?.approved_at ? new Date(info.approved_at) : new Date(),
    })
  }

  function presentAccount(row: repo.KolAccountRow, email: string | null): TKolAccount {
    return {
      display_name: row.displayName,
      email,
      full_name: row.fullName,
      bank_name: row.bankName,
      bank_account_number: row.bankAccountNumber,
      bank_account_name: row.bankAccountName,
      tax_id: row.taxId,
      payout_ready: Boolean(row.bankName && row.bankAccountNumber && row.bankAccountName),
      approved_at: row.approvedAt.toISOString(),
    }
  }

  /** GET /affiliate/v1/kol/account */
  async function getAccount({ actor }: { actor: Actor }) {
    const kol = requireKol(actor)
    const [row, facts] = await Promise.all([accountOf(db, kol.userId), repo.userFacts(db, kol.userId)])
    return presentAccount(row, facts?.email ?? null)
  }

  /** PUT /affiliate/v1/kol/account: payout bank and tax id. */
  async function updateAccount({ actor, input }: { actor: Actor; input: TKolAccountInput }) {
    const kol = requireKol(actor)
    await accountOf(db, kol.userId)
    const row = await repo.updateAccount(db, kol.userId, {
      fullName: input.full_name,
      bankName: input.bank_name,
      bankAccountNumber: input.bank_account_number,
      bankAccountName: input.bank_account_name,
      taxId: input.tax_id ?? null,
    })
    const facts = await repo.userFacts(db, kol.userId)
    return presentAccount(row!, facts?.email ?? null)
  }

  // ----- affiliate admin ------------------------------------------------------------------------------

  async function listApplications({ actor, query }: { actor: Actor; query: TKolApplicationQuery }) {
    requireAffiliateAdmin(actor)
    const { rows, total } = await repo.listApplications(db, query.status, query)
    return { data: await presentApplications(rows), meta: { page: query.page, limit: query.limit, total } }
  }

  /** Approves a pending application: the user becomes a KOL (role + kol_info) with an account, audited. */
  async function approve({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
    const admin = requireAffiliateAdmin(actor)
    const row = await inTransaction(db, async (tx) => {
      const app = await repo.lockApplication(tx, id)
      if (!app) throw new AppError('NOT_FOUND')
      if (app.status !== 'pending') throw new AppError('KOL_APPLICATION_NOT_PENDING')
      const decided = await repo.decideApplication(tx, id, {
        status: 'approved',
        rejectReason: null,
        decidedBy: admin.userId,
        decidedAt: now,
      })
      const info: TKolInfo = { display_name: app.displayName, channels: app.channels, approved_at: now.toISOString() }
      await setKolRole(tx, app.userId, info)
      await repo.ensureAccount(tx, { userId: app.userId, displayName: app.displayName, approvedAt: now })
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'affiliate.kol.approve',
        targetType: 'user',
        targetId: app.userId,
        after: info,
      })
      return decided
    })
    // after the commit; a failed refresh only delays the role until the user's next token
    await Promise.resolve(rolesChanged(row.userId)).catch(() => undefined)
    return (await presentApplications([row]))[0]!
  }

  async function reject({ actor, id, reason, now = new Date() }: { actor: Actor; id: string; reason: string; now?: Date }) {
    const admin = requireAffiliateAdmin(actor)
    const row = await inTransaction(db, async (tx) => {
      const app = await repo.lockApplication(tx, id)
      if (!app) throw new AppError('NOT_FOUND')
      if (app.status !== 'pending') throw new AppError('KOL_APPLICATION_NOT_PENDING')
      const decided = await repo.decideApplication(tx, id, {
        status: 'rejected',
        rejectReason: reason,
        decidedBy: admin.userId,
        decidedAt: now,
      })
      await recordAudit(tx, { actorId: admin.userId, action: 'affiliate.kol.reject', targetType: 'user', targetId: app.userId, reason })
      return decided
    })
    return (await presentApplications([row]))[0]!
  }

  /** The attribution window in days (settings row, else the default). */
  async function windowDays(tx: DbOrTx = db) {
    return (await repo.readWindowDays(tx)) ?? AFFILIATE_RULES.windowDaysDefault
  }

  async function getSettings({ actor }: { actor: Actor }): Promise<TAffiliateSettings> {
    requireAffiliateAdmin(actor)
    return { window_days: await windowDays() }
  }

  async function updateSettings({ actor, input }: { actor: Actor; input: TAffiliateSettings }): Promise<TAffiliateSettings> {
    const admin = requireAffiliateAdmin(actor)
    await inTransaction(db, async (tx) => {
      const before = await windowDays(tx)
      await repo.writeWindowDays(tx, input.window_days, admin.userId)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'affiliate.settings.update',
        targetType: 'settings',
        targetId: 'affiliate',
        before: { window_days: before },
        after: input,
      })
    })
    return { window_days: input.window_days }
  }

  return {
    me,
    apply,
    getAccount,
    updateAccount,
    accountOf,
    listApplications,
    approve,
    reject,
    windowDays,
    getSettings,
    updateSettings,
    connectRolesChanged,
  }
}
export type KolService = ReturnType<typeof createKolService>
