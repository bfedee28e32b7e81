import {
  ZDashboardQuery,
  ZEnvelope,
  ZOk,
  ZSellerFunnel,
  ZTrackingAccepted,
  ZTrackingBody,
  ZTrackingReport,
  ZTrackingReportQuery,
  ZUserInteractive,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { TrackingService } from './tracking.service.ts'

const tags = ['tracking']
/** A bulk body of 5,000 events with metadata stays well under this. */
const BODY_LIMIT = 4 * 1024 * 1024
const byCaller = (prefix: string) => (req: FastifyRequest) =>
  req.actor?.kind === 'user' ? `${prefix}:${req.actor.userId}` : `${prefix}-ip:${req.ip}`

/**
 * Tracking (spec §7 Tracking, docs/api/tracking.md). The session call is public: anonymous
 * visitors browse too and their views feed the sellers' funnels; the user comes from the token
 * when there is one. The user-interactive call needs a signed-in user (spec: "only with a token").
 */
export async function trackingRoutes(app: App, { service }: { service: TrackingService }) {
  app.post(
    '/api/v1/mobile/trackings/tracking-session',
    {
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: ZTrackingBody, response: { 200: ZEnvelope(ZTrackingAccepted) } },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000, keyGenerator: byCaller('trk') } },
    },
    async (req) => ok(await service.ingest({ actor: req.actor, body: req.body, lang: req.lang })),
  )
  app.post(
    '/api/v1/mobile/trackings/user-interactive',
    {
      schema: { tags, body: ZUserInteractive, response: { 200: ZOk } },
      config: { access: 'user', rateLimit: { max: 300, timeWindow: 60_000, keyGenerator: byCaller('trk-ui') } },
    },
    async (req) => ok(await service.recordInteraction({ actor: req.actor, body: req.body })),
  )
  app.get(
    '/api/v1/seller/trackings/funnel',
    { schema: { tags, querystring: ZDashboardQuery, response: { 200: ZEnvelope(ZSellerFunnel) } } },
    async (req) => ok(await service.sellerFunnel({ actor: req.actor, query: req.query })),
  )
  app.get(
    '/api/v1/admin/trackings/report',
    { schema: { tags, querystring: ZTrackingReportQuery, response: { 200: ZEnvelope(ZTrackingReport) } } },
    async (req) => ok(await service.report({ actor: req.actor, query: req.query, lang: req.lang })),
  )
}
