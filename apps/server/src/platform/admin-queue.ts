import {
  errorMessage,
  type Lang,
  type TBulkDecideInput,
  type TBulkDecideResult,
  type TDecidedBy,
  ZBulkDecideInput,
  ZBulkDecideResult,
  ZEnvelope,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { type Actor, requireRole } from './auth/actor.ts'
import { AppError, isAppError } from './errors.ts'
import { ok } from './http.ts'
import type { App } from './server.ts'

/**
 * The admin review-queue pattern (issue 14), shared by every module that owns a queue (shop
 * applications, products, size charts, identity cards, COD orders, returns): the role check
 * before anything is parsed, the 409 of a lost race naming who decided first, and bulk decisions.
 * A new queue is its module's list/detail/decide functions plus one `queueBulkRoute` call.
 */

/** preValidation hook: who asks is checked before what they send (401 anonymous, 403 non-admin). */
export const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')

const AT_FORMAT: Record<Lang, Intl.DateTimeFormat> = Object.fromEntries(
  (['vi', 'en', 'ko'] as const).map((lang) => [
    lang,
    new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : lang === 'ko' ? 'ko-KR' : 'en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      dateStyle: 'short',
      timeStyle: 'short',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>

/**
 * The error the loser of a race (or a late click) gets: 409 ALREADY_DECIDED, its message naming
 * who decided and when (in the caller's language, Vietnam time), `details` the same as data.
 */
export function alreadyDecided(decided: { by: { id: string; name: string } | null; at: Date | null; status: string }, lang: Lang) {
  const details: TDecidedBy = {
    decided_by: decided.by ? { _id: decided.by.id, name: decided.by.name } : null,
    decided_at: decided.at ? decided.at.toISOString() : null,
    status: decided.status,
  }
  return new AppError('ALREADY_DECIDED', {
    params: { by: decided.by?.name ?? '—', at: decided.at ? AT_FORMAT[lang].format(decided.at) : '—' },
    details,
  })
}

/**
 * Decides many items one after another, each in its own transaction (what a single decision
 * does), so one item's conflict never undoes the others; every item reports its outcome.
 */
export async function decideMany(
  input: TBulkDecideInput,
  lang: Lang,
  decideOne: (id: string) => Promise<unknown>,
  onUnexpected?: (err: unknown, id: string) => void,
): Promise<TBulkDecideResult> {
  const results: TBulkDecideResult['results'] = []
  for (const id of [...new Set(input.ids)]) {
    try {
      await decideOne(id)
      results.push({ _id: id, ok: true, error: null })
    } catch (err) {
      if (isAppError(err)) {
        results.push({ _id: id, ok: false, error: { code: err.code, message: errorMessage(err.code, lang, err.params) } })
      } else {
        onUnexpected?.(err, id)
        results.push({ _id: id, ok: false, error: { code: 'UNKNOWN_ERROR', message: '' } })
      }
    }
  }
  const succeeded = results.filter((r) => r.ok).length
  return { results, succeeded, failed: results.length - succeeded }
}

export type QueueBulkDecide = (opts: {
  actor: Actor
  lang: Lang
  id: string
  decision: 'approve' | 'reject'
  reason?: string
}) => Promise<unknown>

/** `POST <base>/bulk` `{ ids, decision, reason? }` for a queue, admin only. */
export function queueBulkRoute(app: App, opts: { base: string; tags: string[]; decide: QueueBulkDecide }) {
  app.post(
    `${opts.base}/bulk`,
    {
      preValidation: adminOnly,
      schema: { tags: opts.tags, body: ZBulkDecideInput, response: { 200: ZEnvelope(ZBulkDecideResult) } },
    },
    async (req) => {
      const { decision, reason } = req.body
      return ok(
        await decideMany(
          req.body,
          req.lang,
          (id) => opts.decide({ actor: req.actor, lang: req.lang, id, decision, reason }),
          (err, id) => req.log.error({ err, id }, 'bulk decision failed on one item'),
        ),
      )
    },
  )
}
