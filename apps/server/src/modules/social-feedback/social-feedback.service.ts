import {
  feedbackReasonName,
  type Lang,
  type SocialFeedbackStatus,
  type TAdminSocialFeedback,
  type TSocialFeedback,
  type TSocialFeedbackCreate,
} from '@xinh/contracts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { alreadyDecided } from '#server/platform/admin-queue.ts'
import { type Actor, requireRole, requireUser } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import * as repo from './social-feedback.repo.ts'

/** At most this many submissions per user per rolling day: a form for organisations, not a chat. */
export const SOCIAL_FEEDBACK_DAILY_MAX = 5

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)

/** A media URL of this server's own uploads (`POST /api/v1/image`), not any address a client names. */
export function isOwnMediaUrl(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix) || url.includes('..')) return false
  return /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(url.slice(prefix.length))
}

function present(f: repo.FeedbackRow, lang: Lang): TSocialFeedback {
  return {
    _id: f.id,
    organization_name: f.organizationName,
    decision_number: f.decisionNumber,
    email: f.email,
    content: f.content,
    image: f.image,
    reason_id: f.reasonId,
    reason: feedbackReasonName(f.reasonId, lang),
    status: f.status,
    review_note: f.reviewNote,
    created_at: f.createdAt.toISOString(),
    decided_at: f.reviewedAt?.toISOString() ?? null,
  }
}

function presentAdmin(row: repo.AdminFeedbackRow, lang: Lang): TAdminSocialFeedback {
  const f = row.feedback
  return {
    ...present(f, lang),
    user: { _id: row.user.id, userName: row.user.userName, email: row.user.email },
    decided:
      f.status === 'pending'
        ? null
        : {
            decided_by: f.reviewedBy && row.reviewerName ? { _id: f.reviewedBy, name: row.reviewerName } : null,
            decided_at: f.reviewedAt?.toISOString() ?? null,
            status: f.status,
          },
  }
}

/**
 * Social-organisation feedback (issue 18, docs/api/social-feedback.md): a signed-in user submits
 * (spec §5 rules in contracts; the image must be one of our uploads), reads their own list, and an
 * admin approves or rejects each in the social-feedback queue (the admin-queue pattern).
 */
export function createSocialFeedbackService({ db, mediaUrlPrefix }: { db: Db; mediaUrlPrefix: string }) {
  async function submit({ actor, lang, input }: { actor: Actor; lang: Lang; input: TSocialFeedbackCreate }) {
    const user = requireUser(actor)
    if (!isOwnMediaUrl(input.image, mediaUrlPrefix)) throw AppError.fields({ image: 'v.image_url' }, lang)
    const since = new Date(Date.now() - 24 * 3600_000)
    if ((await repo.countSince(db, user.userId, since)) >= SOCIAL_FEEDBACK_DAILY_MAX)
      throw new AppError('SOCIAL_FEEDBACK_DAILY_LIMIT', { params: { max: SOCIAL_FEEDBACK_DAILY_MAX } })
    const row = await repo.insertFeedback(db, {
      userId: user.userId,
      organizationName: input.organization_name,
      decisionNumber: input.decision_number,
      email: input.email,
      content: input.content,
      image: input.image,
      reasonId: input.reason_id ?? null,
    })
    return present(row, lang)
  }

  async function listMine({ actor, lang, page, limit }: { actor: Actor; lang: Lang; page: number; limit: number }) {
    const user = requireUser(actor)
    const { rows, total } = await repo.listOfUser(db, user.userId, { page, limit })
    return { data: rows.map((r) => present(r, lang)), meta: { page, limit, total } }
  }

  // ----- the admin queue -------------------------------------------------------------------------

  async function list(opts: { actor: Actor; lang: Lang; status: SocialFeedbackStatus; q?: string; page: number; limit: number }) {
    requireRole(opts.actor, 'admin')
    const { rows, total } = await repo.listQueue(db, opts)
    return { data: rows.map((r) => presentAdmin(r, opts.lang)), meta: { page: opts.page, limit: opts.limit, total } }
  }

  async function detail({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    requireRole(actor, 'admin')
    const row = isUuid(id) ? await repo.findForAdmin(db, id) : undefined
    if (!row) throw new AppError('NOT_FOUND')
    return presentAdmin(row, lang)
  }

  async function decide(opts: { actor: Actor; lang: Lang; id: string; decision: 'approve' | 'reject'; reason?: string }) {
    const admin = requireRole(opts.actor, 'admin')
    const { id, decision, reason, lang } = opts
    const found = isUuid(id) ? await repo.findForAdmin(db, id) : undefined
    if (!found) throw new AppError('NOT_FOUND')
    if (decision === 'reject' && !reason) throw AppError.fields({ reason: 'v.required' }, lang)
    const status = decision === 'approve' ? 'approved' : 'rejected'
    const done = await db.transaction(async (tx) => {
      const row = await repo.decide(tx, id, { status, reviewNote: reason ?? null, reviewedBy: admin.userId, reviewedAt: new Date() })
      if (!row) return null
      await recordAudit(tx, {
        actorId: admin.userId,
        action: `social_feedback.${decision}`,
        targetType: 'social_feedback',
        targetId: id,
        before: { status: 'pending' },
        after: { status },
        reason: reason ?? null,
      })
      return row
    })
    const after = (await repo.findForAdmin(db, id)) as repo.AdminFeedbackRow
    if (!done) {
      const f = after.feedback
      throw alreadyDecided(
        { by: f.reviewedBy ? { id: f.reviewedBy, name: after.reviewerName ?? '' } : null, at: f.reviewedAt, status: f.status },
        lang,
      )
    }
    return presentAdmin(after, lang)
  }

  return { submit, listMine, list, detail, decide, queueStat: () => repo.queueStat(db) }
}
export type SocialFeedbackService = ReturnType<typeof createSocialFeedbackService>
