import {
  CHAT_PATHS,
  ZChatReport,
  ZChatReportDetail,
  ZChatReportQueueQuery,
  ZChatReportReject,
  ZEnvelope,
  ZPagedEnvelope,
  zId,
} from '@xinh/contracts'
import { z } from 'zod'
import { adminOnly, queueBulkRoute } from '#server/platform/admin-queue.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ChatReports } from './chat.reports.ts'

const tags = ['admin']
const ZIdParams = z.object({ id: zId })
const one = { 200: ZEnvelope(ZChatReport) }

/** The chat reports queue (docs/api/chat.md "Admin"), in the admin queue pattern (docs/api/admin-queues.md). */
export async function chatReportsRoutes(app: App, { reports }: { reports: ChatReports }) {
  app.get(
    CHAT_PATHS.adminReports,
    { preValidation: adminOnly, schema: { tags, querystring: ZChatReportQueueQuery, response: { 200: ZPagedEnvelope(ZChatReport) } } },
    async (req) => {
      const { data, meta } = await reports.list({ actor: req.actor, ...req.query })
      return paged(data, meta)
    },
  )
  app.get(
    CHAT_PATHS.adminReport,
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZChatReportDetail) } } },
    async (req) => ok(await reports.detail({ actor: req.actor, id: req.params.id })),
  )
  app.post(CHAT_PATHS.adminReportApprove, { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: one } }, async (req) =>
    ok(await reports.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'approve' })),
  )
  app.post(
    CHAT_PATHS.adminReportReject,
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, body: ZChatReportReject, response: one } },
    async (req) =>
      ok(await reports.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'reject', reason: req.body.reason })),
  )
  queueBulkRoute(app, { base: CHAT_PATHS.adminReports, tags, decide: (opts) => reports.decide(opts) })
}
