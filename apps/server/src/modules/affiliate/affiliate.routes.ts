import { requireRole } from '#server/platform/auth/actor.ts'
import {
  ZAffiliateAddToCartInput,
  ZAffiliateCampaignEnvelope,
  ZAffiliateCampaignList,
  ZAffiliateCampaignQuery,
  ZAffiliateClickEnvelope,
  ZAffiliateClickInput,
  ZAffiliateConversionEnvelope,
  ZAffiliateConversionList,
  ZAffiliateConversionQuery,
  ZAffiliateDashboardEnvelope,
  ZAffiliateDashboardQuery,
  ZAffiliateFraudList,
  ZAffiliateFraudQuery,
  ZAffiliateLinkEnvelope,
  ZAffiliateLinkInput,
  ZAffiliateLinkList,
  ZAffiliateLinkQuery,
  ZAffiliatePayoutDueList,
  ZAffiliatePayoutEnvelope,
  ZAffiliatePayoutInput,
  ZAffiliatePayoutList,
  ZAffiliatePayoutQuery,
  ZAffiliateSessionEnvelope,
  ZAffiliateSettings,
  ZAffiliateSettingsEnvelope,
  ZIdPath,
  ZKolAccountEnvelope,
  ZKolAccountInput,
  ZKolApplicationEnvelope,
  ZKolApplicationInput,
  ZKolApplicationList,
  ZKolApplicationQuery,
  ZKolMeEnvelope,
  ZKolRejectInput,
  ZPaging,
  ZPlatformCampaignInput,
  ZSellerCampaignInput,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { AffiliateService } from './affiliate.service.ts'
import type { Visitor } from './links.service.ts'
import { requireAffiliateAdmin, requireKol } from './kol.service.ts'

const ZOrderIdPath = z.object({ orderId: z.uuid({ error: 'v.invalid' }) })

/** The tracking calls' visitor: the caller and the X-Session-Id / From headers (kept only when well-formed). */
function visitorOf(req: FastifyRequest): Visitor {
  const header = (name: string) => {
    const v = req.headers[name]
    const s = (Array.isArray(v) ? v[0] : v)?.trim()
    return s && /^[\w.:-]{8,100}$/.test(s) ? s : null
  }
  return { actor: req.actor, sessionId: header('x-session-id'), deviceId: header('from') }
}

/**
 * docs/api/affiliate.md. The affiliate API (/affiliate/v1): KOL routes need a signed-in user
 * (the service answers KOL_NOT_APPROVED to one without the `kol` role), admin routes the
 * affiliate_admin (or admin) role; the campaign page is public. The tracking calls are public
 * (§7: click_id, product_id); the seller's campaigns are seller routes.
 */
export async function affiliateRoutes(app: App, { service }: { service: AffiliateService }) {
  const A = '/affiliate/v1'
  const user = { access: 'user' as const }
  // the role checks run before the body is read (like the access levels): a non-KOL gets
  // KOL_NOT_APPROVED, a non-admin FORBIDDEN, whatever they send
  const kolOnly = async (req: FastifyRequest) => void requireKol(req.actor)
  const adminOnly = async (req: FastifyRequest) => void requireAffiliateAdmin(req.actor)
  const tags = ['affiliate']

  // ----- KOL onboarding and account ----------------------------------------------------------------
  app.get(`${A}/kol/me`, { schema: { tags, response: { 200: ZKolMeEnvelope } }, config: user }, async (req) =>
    ok(await service.me({ actor: req.actor })),
  )
  app.post(
    `${A}/kol/apply`,
    { schema: { tags, body: ZKolApplicationInput, response: { 200: ZKolApplicationEnvelope } }, config: user },
    async (req) => ok(await service.apply({ actor: req.actor, input: req.body })),
  )
  app.get(`${A}/kol/account`, { schema: { tags, response: { 200: ZKolAccountEnvelope } }, config: user, onRequest: kolOnly }, async (req) =>
    ok(await service.getAccount({ actor: req.actor })),
  )
  app.put(
    `${A}/kol/account`,
    { schema: { tags, body: ZKolAccountInput, response: { 200: ZKolAccountEnvelope } }, config: user, onRequest: kolOnly },
    async (req) => ok(await service.updateAccount({ actor: req.actor, input: req.body })),
  )

  // ----- links, dashboard, converted orders ----------------------------------------------------------
  app.post(
    `${A}/links`,
    { schema: { tags, body: ZAffiliateLinkInput, response: { 200: ZAffiliateLinkEnvelope } }, config: user, onRequest: kolOnly },
    async (req) => ok(await service.createLink({ actor: req.actor, input: req.body })),
  )
  app.get(
    `${A}/links`,
    { schema: { tags, querystring: ZAffiliateLinkQuery, response: { 200: ZAffiliateLinkList } }, config: user, onRequest: kolOnly },
    async (req) => {
      const { data, meta } = await service.listLinks({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.get(
    `${A}/dashboard`,
    {
      schema: { tags, querystring: ZAffiliateDashboardQuery, response: { 200: ZAffiliateDashboardEnvelope } },
      config: user,
      onRequest: kolOnly,
    },
    async (req) => ok(await service.dashboard({ actor: req.actor, query: req.query })),
  )
  app.get(
    `${A}/conversions`,
    {
      schema: { tags, querystring: ZAffiliateConversionQuery, response: { 200: ZAffiliateConversionList } },
      config: user,
      onRequest: kolOnly,
    },
    async (req) => {
      const { data, meta } = await service.conversions({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.get(
    `${A}/conversions/:orderId`,
    { schema: { tags, params: ZOrderIdPath, response: { 200: ZAffiliateConversionEnvelope } }, config: user, onRequest: kolOnly },
    async (req) => ok(await service.conversion({ actor: req.actor, orderId: req.params.orderId })),
  )

  // ----- campaigns (KOLs) -------------------------------------------------------------------------
  app.get(
    `${A}/campaigns`,
    { schema: { tags, querystring: ZAffiliateCampaignQuery, response: { 200: ZAffiliateCampaignList } }, config: user, onRequest: kolOnly },
    async (req) => {
      const { data, meta } = await service.listOpenCampaigns({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.get(
    `${A}/campaigns/:id`,
    { schema: { tags, params: ZIdPath, response: { 200: ZAffiliateCampaignEnvelope } }, config: { access: 'public' } },
    async (req) => ok(await service.getCampaign({ actor: req.actor, id: req.params.id })),
  )
  app.post(
    `${A}/campaigns/:id/join`,
    { schema: { tags, params: ZIdPath, response: { 200: ZAffiliateCampaignEnvelope } }, config: user, onRequest: kolOnly },
    async (req) => ok(await service.joinCampaign({ actor: req.actor, id: req.params.id })),
  )

  // ----- tracking (public, spec §7) ---------------------------------------------------------------
  const T = '/api/v1/mobile/trackings'
  app.post(
    `${T}/affiliate-click`,
    {
      schema: { tags: ['tracking'], body: ZAffiliateClickInput, response: { 200: ZAffiliateClickEnvelope } },
      config: { access: 'public' },
    },
    async (req) => ok(await service.trackClick({ visitor: visitorOf(req), input: req.body })),
  )
  app.post(
    `${T}/affiliate-add-to-cart`,
    {
      schema: { tags: ['tracking'], body: ZAffiliateAddToCartInput, response: { 200: ZAffiliateSessionEnvelope } },
      config: { access: 'public' },
    },
    async (req) => ok(await service.trackAddToCart({ visitor: visitorOf(req), input: req.body })),
  )

  // ----- seller campaigns (/api/v1/seller: the owner of an approved shop) ----------------------------
  const S = '/api/v1/seller/affiliate/campaigns'
  const sellerTags = ['seller-affiliate']
  app.get(
    S,
    { schema: { tags: sellerTags, querystring: ZAffiliateCampaignQuery, response: { 200: ZAffiliateCampaignList } } },
    async (req) => {
      const { data, meta } = await service.listSellerCampaigns({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.post(S, { schema: { tags: sellerTags, body: ZSellerCampaignInput, response: { 200: ZAffiliateCampaignEnvelope } } }, async (req) =>
    ok(await service.createSellerCampaign({ actor: req.actor, input: req.body })),
  )
  app.get(`${S}/:id`, { schema: { tags: sellerTags, params: ZIdPath, response: { 200: ZAffiliateCampaignEnvelope } } }, async (req) =>
    ok(await service.getSellerCampaign({ actor: req.actor, id: req.params.id })),
  )
  app.put(
    `${S}/:id`,
    { schema: { tags: sellerTags, params: ZIdPath, body: ZSellerCampaignInput, response: { 200: ZAffiliateCampaignEnvelope } } },
    async (req) => ok(await service.updateSellerCampaign({ actor: req.actor, id: req.params.id, input: req.body })),
  )
  app.post(`${S}/:id/end`, { schema: { tags: sellerTags, params: ZIdPath, response: { 200: ZAffiliateCampaignEnvelope } } }, async (req) =>
    ok(await service.endSellerCampaign({ actor: req.actor, id: req.params.id })),
  )

  // ----- affiliate admin -------------------------------------------------------------------------
  const D = `${A}/admin`
  const adminTags = ['affiliate-admin']
  app.get(
    `${D}/kol-applications`,
    {
      schema: { tags: adminTags, querystring: ZKolApplicationQuery, response: { 200: ZKolApplicationList } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => {
      const { data, meta } = await service.listApplications({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.post(
    `${D}/kol-applications/:id/approve`,
    { schema: { tags: adminTags, params: ZIdPath, response: { 200: ZKolApplicationEnvelope } }, config: user, onRequest: adminOnly },
    async (req) => ok(await service.approve({ actor: req.actor, id: req.params.id })),
  )
  app.post(
    `${D}/kol-applications/:id/reject`,
    {
      schema: { tags: adminTags, params: ZIdPath, body: ZKolRejectInput, response: { 200: ZKolApplicationEnvelope } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => ok(await service.reject({ actor: req.actor, id: req.params.id, reason: req.body.reason })),
  )
  app.get(
    `${D}/campaigns`,
    {
      schema: { tags: adminTags, querystring: ZAffiliateCampaignQuery, response: { 200: ZAffiliateCampaignList } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => {
      const { data, meta } = await service.listPlatformCampaigns({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.post(
    `${D}/campaigns`,
    {
      schema: { tags: adminTags, body: ZPlatformCampaignInput, response: { 200: ZAffiliateCampaignEnvelope } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => ok(await service.savePlatformCampaign({ actor: req.actor, input: req.body })),
  )
  app.get(
    `${D}/campaigns/:id`,
    { schema: { tags: adminTags, params: ZIdPath, response: { 200: ZAffiliateCampaignEnvelope } }, config: user, onRequest: adminOnly },
    async (req) => ok(await service.getPlatformCampaign({ actor: req.actor, id: req.params.id })),
  )
  app.put(
    `${D}/campaigns/:id`,
    {
      schema: { tags: adminTags, params: ZIdPath, body: ZPlatformCampaignInput, response: { 200: ZAffiliateCampaignEnvelope } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => ok(await service.savePlatformCampaign({ actor: req.actor, id: req.params.id, input: req.body })),
  )
  app.post(
    `${D}/campaigns/:id/end`,
    { schema: { tags: adminTags, params: ZIdPath, response: { 200: ZAffiliateCampaignEnvelope } }, config: user, onRequest: adminOnly },
    async (req) => ok(await service.endPlatformCampaign({ actor: req.actor, id: req.params.id })),
  )
  app.get(
    `${D}/fraud-signals`,
    {
      schema: { tags: adminTags, querystring: ZAffiliateFraudQuery, response: { 200: ZAffiliateFraudList } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => {
      const { data, meta } = await service.fraudSignals({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.get(
    `${D}/payouts/due`,
    { schema: { tags: adminTags, querystring: ZPaging, response: { 200: ZAffiliatePayoutDueList } }, config: user, onRequest: adminOnly },
    async (req) => {
      const { data, meta } = await service.payoutsDue({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.get(
    `${D}/payouts`,
    {
      schema: { tags: adminTags, querystring: ZAffiliatePayoutQuery, response: { 200: ZAffiliatePayoutList } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => {
      const { data, meta } = await service.listPayouts({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.post(
    `${D}/payouts`,
    {
      schema: { tags: adminTags, body: ZAffiliatePayoutInput, response: { 200: ZAffiliatePayoutEnvelope } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => ok(await service.payOut({ actor: req.actor, input: req.body })),
  )
  app.get(
    `${D}/settings`,
    { schema: { tags: adminTags, response: { 200: ZAffiliateSettingsEnvelope } }, config: user, onRequest: adminOnly },
    async (req) => ok(await service.getSettings({ actor: req.actor })),
  )
  app.put(
    `${D}/settings`,
    {
      schema: { tags: adminTags, body: ZAffiliateSettings, response: { 200: ZAffiliateSettingsEnvelope } },
      config: user,
      onRequest: adminOnly,
    },
    async (req) => ok(await service.updateSettings({ actor: req.actor, input: req.body })),
  )
}

/**
 * Demo and journey deployments only (app.ts registers it where the payment gateways are
 * simulated, like /dev-gateway): runs the release job as if it were `now` (ISO time), so a
 * journey can let an order's return window pass. Answers how many commissions became payable.
 */
export async function affiliateDevRoutes(
  app: App,
  { service, production }: { service: Pick<AffiliateService, 'releaseDue'>; production: boolean },
) {
  app.post(
    '/dev-gateway/jobs/affiliate-release',
    {
      schema: {
        tags: ['dev'],
        body: z.strictObject({ now: z.iso.datetime({ offset: true, error: 'v.invalid' }) }),
        response: { 200: z.object({ success: z.literal(true), data: z.object({ payable: z.number() }) }) },
      },
      config: { access: 'public' },
    },
    async (req) => {
      // a production deployment with simulated gateways (the demo) lets only an admin move money's clock:
      // the release also frees sellers' held ledger lines
      if (production) requireRole(req.actor, 'admin')
      return ok({ payable: await service.releaseDue(new Date(req.body.now)) })
    },
  )
}
