import {
  type Lang,
  type ReportCaseAction,
  type ReportReasonId,
  type ReportTarget,
  reportReasonRecord,
  reportReasonText,
  type TReportCase,
  type TReportCaseQuery,
  type TReportCreate,
  type TShopFeedback,
  type TShopFeedbackCreate,
} from '@xinh/contracts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { alreadyDecided } from '#server/platform/admin-queue.ts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import * as community from './community.repo.ts'
import { isOwnMediaUrl, isUuid } from './community.rules.ts'
import { assertClean } from './community.service.ts'
import * as repo from './moderation.repo.ts'

/** A reported review as the queue needs it (the reviews module's, connected in app.ts). */
export type ModerationReviews = {
  read(id: string): Promise<{
    text: string
    images: string[]
    author: { id: string; name: string; avatar: string | null }
    isHidden: boolean
  } | null>
  /** Hides it in the decision's transaction (the reviews module recounts the ratings). */
  hide(tx: Tx, id: string): Promise<void>
}

/** A reported blook as the queue needs it (the blogs module's, connected in app.ts; n16). */
export type ModerationBlooks = ModerationReviews

/**
 * The author's account for a `lock` decision (identity's admin users, wired in app.ts): locked and
 * its sessions revoked in the decision's transaction; `locked` is false when it already was.
 */
export type ModerationAccounts = {
  lock(tx: Tx, input: { userId: string; adminId: string; reason: string }): Promise<{ locked: boolean }>
  /** After the commit: the locked user's open sockets go at once, on every process. */
  dropConnections(userId: string): void
}

/** The notice a `warn` decision sends the author (the notifications outbox, wired in app.ts), in the decision's transaction. */
export type ModerationNotices = {
  warn(
    tx: Tx,
    input: { userId: string; caseId: string; targetType: ReportTarget; targetId: string; reason: string; excerpt: string },
  ): Promise<void>
}

export type ModerationDeps = {
  db: Db
  mediaUrlPrefix: string
  /** The shop a feedback is for must be open (shops module, wired in app.ts). */
  requireShop(shopId: string): Promise<unknown>
  /** The seller's own approved shop (the feedback list is the shop's). */
  requireSellerShop(actor: Actor): Promise<{ shopId: string }>
}

/**
 * Reports (post, comment, user, blook) and the admin's reported-content queue (docs/api/admin-queues.md
 * pattern), and shop feedback (spec §2 /shop-feedback/{id}).
 */
export function createCommunityModeration({ db, mediaUrlPrefix, requireShop, requireSellerShop }: ModerationDeps) {
  let reviews: ModerationReviews | null = null
  let blooks: ModerationBlooks | null = null
  let accounts: ModerationAccounts | null = null
  let notices: ModerationNotices | null = null
  /** What a case is about now: community targets from this module's tables, reviews and blooks from their modules. */
  const readTarget = (targetType: ReportTarget, targetId: string) =>
    targetType === 'review'
      ? (reviews?.read(targetId) ?? Promise.resolve(null))
      : targetType === 'blook'
        ? (blooks?.read(targetId) ?? Promise.resolve(null))
        : repo.readTarget(db, targetType, targetId)

  // ----- reports ------------------------------------------------------------------------------

  /** The author of what is reported (a user reports someone else's content only). */
  async function authorOf(targetType: TReportCreate['target_type'], targetId: string, viewerId: string) {
    if (targetType === 'post') {
      const head = await community.findPostHead(db, targetId)
      if (!head || (head.hiddenAt && head.authorId !== viewerId)) throw new AppError('POST_NOT_FOUND')
      return head.authorId
    }
    if (targetType === 'comment') {
      const c = await community.findComment(db, targetId)
      if (!c || (c.hiddenAt && c.authorId !== viewerId)) throw new AppError('COMMENT_NOT_FOUND')
      return c.authorId
    }
    if (targetType === 'blook') {
      // a hidden blook is "not found" to everyone but its author (who cannot report it anyway)
      const b = await blooks?.read(targetId)
      if (!b || (b.isHidden && b.author.id !== viewerId)) throw new AppError('BLOOK_NOT_FOUND')
      return b.author.id
    }
    const p = await community.readProfile(db, targetId)
    if (!p || p.isGuest || p.status === 'deleted') throw new AppError('USER_NOT_FOUND')
    return p.id
  }

  async function report({ userId, input }: { userId: string; input: TReportCreate }) {
    if (input.note) assertClean(input.note)
    const author = await authorOf(input.target_type, input.target_id, userId)
    if (author === userId) throw new AppError('REPORT_SELF')
    const reason = reportReasonRecord(input.reason, input.note)
    const r = await inTransaction(db, (tx) =>
      repo.fileReport(tx, { targetType: input.target_type, targetId: input.target_id, reporterId: userId, reason }),
    )
    return { _id: r.id, case_id: r.caseId }
  }

  async function presentCases(rows: Awaited<ReturnType<typeof repo.findCase>>[], lang: Lang = 'vi'): Promise<TReportCase[]> {
    const list = rows.filter((r): r is NonNullable<typeof r> => Boolean(r))
    const [reasons, names, targets] = await Promise.all([
      repo.caseReports(
        db,
        list.map((c) => c.id),
      ),
      repo.userNames(db, [...new Set(list.flatMap((c) => (c.decidedBy ? [c.decidedBy] : [])))]),
      Promise.all(list.map((c) => readTarget(c.targetType, c.targetId))),
    ])
    return list.map((c, i) => {
      const t = targets[i]
      return {
        _id: c.id,
        status: c.status,
        target_type: c.targetType,
        target_id: c.targetId,
        target: t
          ? {
              text: t.text,
              images: t.images,
              author: { _id: t.author.id, userName: t.author.name, avatar: t.author.avatar },
              is_hidden: t.isHidden,
            }
          : null,
        report_count: c.reportCount,
        reasons: reasons
          .filter((r) => r.caseId === c.id)
          .map((r) => ({
            reason: reportReasonText(r.reason, lang),
            reporter: { _id: r.id, userName: r.name, avatar: r.avatar },
            created_at: r.at.toISOString(),
          })),
        first_reported_at: c.firstReportedAt.toISOString(),
        decision_reason: c.decisionReason,
        action: c.action,
        decided:
          c.status === 'pending'
            ? null
            : {
                decided_by: c.decidedBy ? { _id: c.decidedBy, name: names.get(c.decidedBy) ?? '' } : null,
                decided_at: c.decidedAt?.toISOString() ?? null,
                status: c.status,
              },
      }
    })
  }

  async function list(opts: { actor: Actor; lang?: Lang } & TReportCaseQuery) {
    requireRole(opts.actor, 'admin')
    const { rows, total } = await repo.listCases(db, {
      status: opts.status,
      targetType: opts.target_type,
      page: opts.page,
      limit: opts.limit,
    })
    return { data: await presentCases(rows, opts.lang), meta: { page: opts.page, limit: opts.limit, total } }
  }

  async function detail({ actor, id, lang }: { actor: Actor; id: string; lang?: Lang }) {
    requireRole(actor, 'admin')
    const row = isUuid(id) ? await repo.findCase(db, id) : undefined
    if (!row) throw new AppError('NOT_FOUND')
    return (await presentCases([row], lang))[0]!
  }

  /**
   * The four decisions (REPORT_CASE_ACTIONS): `approve` hides the content (a reported user gets the
   * decision on record); `warn` hides it too and sends its author a notice with the reason; `lock`
   * hides it and locks the author's account; `reject` dismisses the reports. One transaction with
   * the hide, the notice or the lock and the audit entry; a lost race is 409 ALREADY_DECIDED.
   */
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
    decision: 'approve' | 'reject' | 'warn' | 'lock'
    reason?: string
  }) {
    const admin = requireRole(actor, 'admin')
    const row = isUuid(id) ? await repo.findCase(db, id) : undefined
    if (!row) throw new AppError('NOT_FOUND')
    const action: ReportCaseAction = decision === 'approve' ? 'hide' : decision === 'reject' ? 'dismiss' : decision
    // who is warned or locked: the content's author as it reads now (a reported user is their own author)
    let authorId: string | null = null
    let excerpt = ''
    if (action === 'warn' || action === 'lock') {
      if (!reason) throw AppError.fields({ reason: 'v.required' }, lang)
      const target = row.status === 'pending' ? await readTarget(row.targetType, row.targetId) : null
      authorId = target?.author?.id ?? null
      excerpt = target?.text.replace(/\s+/g, ' ').trim().slice(0, 80) ?? ''
      if (row.status === 'pending' && !authorId) throw new AppError('REPORT_AUTHOR_GONE')
      if (authorId === admin.userId) throw new AppError('ADMIN_SELF_ACTION')
    }
    let lockedNow = false
    const done = await inTransaction(db, async (tx) => {
      const decided = await repo.decideCase(tx, id, { action, by: admin.userId, reason: reason ?? null })
      if (!decided) return null
      const hides = action !== 'dismiss' && decided.targetType !== 'user'
      if (hides) {
        if (decided.targetType === 'review') await reviews?.hide(tx, decided.targetId)
        else if (decided.targetType === 'blook') await blooks?.hide(tx, decided.targetId)
        else await repo.hideTarget(tx, decided.targetType, decided.targetId)
      }
      if (action === 'warn' && authorId) {
        if (!notices) throw new Error('moderation notices are not connected')
        await notices.warn(tx, {
          userId: authorId,
          caseId: decided.id,
          targetType: decided.targetType,
          targetId: decided.targetId,
          reason: reason as string,
          excerpt,
        })
      }
      if (action === 'lock' && authorId) {
        if (!accounts) throw new Error('moderation accounts are not connected')
        lockedNow = (await accounts.lock(tx, { userId: authorId, adminId: admin.userId, reason: reason as string })).locked
      }
      await recordAudit(tx, {
        actorId: admin.userId,
        action: `reported_content.${decision}`,
        targetType:
          decided.targetType === 'review' ? 'product_review' : decided.targetType === 'blook' ? 'blook' : `community_${decided.targetType}`,
        targetId: decided.targetId,
        before: { status: 'pending' },
        after: {
          status: decided.status,
          action,
          hidden: hides,
          ...(authorId ? { author_id: authorId } : {}),
          ...(action === 'lock' ? { author_locked: lockedNow } : {}),
        },
        reason: reason ?? null,
      })
      return decided
    })
    if (!done) {
      const now = await repo.findCase(db, id)
      const names = now?.decidedBy ? await repo.userNames(db, [now.decidedBy]) : new Map<string, string>()
      throw alreadyDecided(
        {
          by: now?.decidedBy ? { id: now.decidedBy, name: names.get(now.decidedBy) ?? '' } : null,
          at: now?.decidedAt ?? null,
          status: now?.status ?? 'unknown',
        },
        lang,
      )
    }
    if (lockedNow && authorId) accounts?.dropConnections(authorId)
    return (await presentCases([done], lang))[0]!
  }

  /** The dashboard's line for this queue: how many wait, since when (no spec deadline). */
  async function queueStat(): Promise<{ count: number; oldestAt: Date | null }> {
    const s = await repo.pendingStat(db)
    return { count: s.count, oldestAt: s.oldest }
  }

  // ----- shop feedback ------------------------------------------------------------------------

  async function sendFeedback({ userId, shopId, input, lang }: { userId: string; shopId: string; input: TShopFeedbackCreate; lang: Lang }) {
    assertClean(input.content)
    if (input.image && !isOwnMediaUrl(input.image, mediaUrlPrefix)) throw AppError.fields({ image: 'v.image_url' }, lang)
    await requireShop(shopId)
    const row = await repo.insertFeedback(db, { shopId, authorId: userId, content: input.content, image: input.image })
    const me = await community.readProfile(db, userId)
    return presentFeedback({ f: row, name: me?.userName ?? '', avatar: me?.avatar ?? null })
  }

  function presentFeedback(r: { f: Awaited<ReturnType<typeof repo.insertFeedback>>; name: string; avatar: string | null }): TShopFeedback {
    return {
      _id: r.f.id,
      shop_id: r.f.shopId,
      content: r.f.content,
      image: r.f.image,
      author: { _id: r.f.authorId, userName: r.name, avatar: r.avatar },
      created_at: r.f.createdAt.toISOString(),
    }
  }

  /** The feedback buyers sent to the caller's shop, newest first. */
  async function shopFeedback({ actor, page, limit }: { actor: Actor; page: number; limit: number }) {
    const shop = await requireSellerShop(actor)
    const { rows, total } = await repo.listFeedback(db, shop.shopId, page, limit)
    return { items: rows.map(presentFeedback), meta: { page, limit, total } }
  }

  /**
   * A product review reported from the product page (the reviews module's `ReviewReportsPort`):
   * into the same queue; "hide" makes it disappear for everyone but its author. The reason is the
   * reporter's code and note as they chose them.
   */
  async function reportReview(input: {
    targetType: 'review'
    targetId: string
    reporterId: string
    reason: ReportReasonId
    note: string | null
  }) {
    const target = await reviews?.read(input.targetId)
    if (!target || target.isHidden) throw new AppError('REVIEW_NOT_FOUND')
    if (target.author.id === input.reporterId) throw new AppError('REPORT_SELF')
    if (input.note) assertClean(input.note)
    const reason = reportReasonRecord(input.reason, input.note)
    await inTransaction(db, (tx) =>
      repo.fileReport(tx, { targetType: 'review', targetId: input.targetId, reporterId: input.reporterId, reason }),
    )
  }

  return {
    report,
    reportReview,
    list,
    detail,
    decide,
    queueStat,
    sendFeedback,
    shopFeedback,
    /** app.ts: reviews join the queue (the reviews module sits elsewhere; wired, not imported). */
    connectReviews(port: ModerationReviews) {
      reviews = port
    },
    /** app.ts (n16): blooks join the queue (the blogs module is wired, not imported). */
    connectBlooks(port: ModerationBlooks) {
      blooks = port
    },
    /** app.ts: `lock` locks through identity's admin users (identity sits below; wired, not imported). */
    connectAccounts(port: ModerationAccounts) {
      accounts = port
    },
    /** app.ts: `warn` notifies through the notifications outbox (which must not be imported here). */
    connectNotices(port: ModerationNotices) {
      notices = port
    },
  }
}
export type CommunityModeration = ReturnType<typeof createCommunityModeration>
