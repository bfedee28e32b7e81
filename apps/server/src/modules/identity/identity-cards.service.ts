import type { Lang, TAdminIdentityCard } from '@xinh/contracts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { alreadyDecided } from '#server/platform/admin-queue.ts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import * as repo from './identity-cards.repo.ts'

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
type Row = NonNullable<Awaited<ReturnType<typeof repo.findCard>>>

function present({ card, user, reviewerName }: Row): TAdminIdentityCard {
  return {
    _id: card.id,
    status: card.status === 'none' ? 'pending' : card.status,
    id_number: card.idNumber,
    user: { _id: user.id, userName: user.userName, email: user.email, phoneNumber: user.phoneNumber },
    created_at: card.createdAt.toISOString(),
    review_note: card.reviewNote,
    // the photos are read through the admin-only route (private storage gives them no URL)
    front_url: `/api/v1/admin/identity-cards/${card.id}/front`,
    back_url: `/api/v1/admin/identity-cards/${card.id}/back`,
    decided:
      card.status === 'pending'
        ? null
        : {
            decided_by: card.reviewedBy && reviewerName ? { _id: card.reviewedBy, name: reviewerName } : null,
            decided_at: card.reviewedAt?.toISOString() ?? null,
            status: card.status,
          },
  }
}

/**
 * The identity-card (CCCD) queue (issue 14): an admin approves or rejects a submitted card, and
 * the user's verification status follows in the same transaction, audited with it.
 */
export function createIdentityCardsQueue({ db }: { db: Db }) {
  async function list(opts: { actor: Actor; status: 'pending' | 'approved' | 'rejected'; q?: string; page: number; limit: number }) {
    requireRole(opts.actor, 'admin')
    const { rows, total } = await repo.listCards(db, opts)
    return { data: rows.map(present), meta: { page: opts.page, limit: opts.limit, total } }
  }

  async function detail({ actor, id }: { actor: Actor; id: string }) {
    requireRole(actor, 'admin')
    const row = isUuid(id) ? await repo.findCard(db, id) : undefined
    if (!row) throw new AppError('NOT_FOUND')
    return present(row)
  }

  async function decide({
    actor,
    lang,
    id,
    decision,
    reason,
  }: {
    actor: Actor
    lang: Lang
    id: string
    decision: 'approve' | 'reject'
    reason?: string
  }) {
    const admin = requireRole(actor, 'admin')
    const row = isUuid(id) ? await repo.findCard(db, id) : undefined
    if (!row) throw new AppError('NOT_FOUND')
    const status = decision === 'approve' ? 'approved' : 'rejected'
    const done = await db.transaction(async (tx) => {
      const card = await repo.decideCard(tx, id, { status, reviewNote: reason ?? null, reviewedBy: admin.userId, reviewedAt: new Date() })
      if (!card) return null
      await repo.setUserIdentityStatus(tx, card.userId, status)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: `identity_card.${decision}`,
        targetType: 'identity_card',
        targetId: id,
        before: { status: 'pending' },
        after: { status, user_id: card.userId },
        reason: reason ?? null,
      })
      return card
    })
    const after = await repo.findCard(db, id)
    if (!done) {
      const c = after?.card
      throw alreadyDecided(
        {
          by: c?.reviewedBy ? { id: c.reviewedBy, name: after?.reviewerName ?? '' } : null,
          at: c?.reviewedAt ?? null,
          status: c?.status ?? 'unknown',
        },
        lang,
      )
    }
    return present(after as Row)
  }

  return {
    list,
    detail,
    decide,
    queueStat: () => repo.cardQueueStat(db),
    dailyNewUsers: (from: Date) => repo.dailyNewUsers(db, from),
  }
}
export type IdentityCardsQueue = ReturnType<typeof createIdentityCardsQueue>
