import {
  ZAdminVotingCampaign,
  ZAdminVotingListQuery,
  ZCheckInResult,
  ZEnvelope,
  ZPagedEnvelope,
  ZVoteInput,
  ZVoteResult,
  ZVotingCampaign,
  ZVotingCampaignInput,
  ZVotingCampaignSummary,
  ZVotingListQuery,
} from '@xinh/contracts'
import { z } from 'zod'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { VotingService } from './voting.service.ts'

const tags = ['voting']
const ZPath = z.object({ id: z.string().max(64) })

/** The voting campaign (docs/api/voting.md): public reads, a buyer's check-in and votes, the admin's campaigns. */
export async function votingRoutes(app: App, { service }: { service: VotingService }) {
  app.get(
    '/api/v1/public/voting-campaigns',
    { schema: { tags, querystring: ZVotingListQuery, response: { 200: ZPagedEnvelope(ZVotingCampaignSummary) } } },
    async (req) => {
      const { items, meta } = await service.list({ query: req.query })
      return paged(items, meta)
    },
  )
  // not in the shared cache: a signed-in caller's answer carries their own votes
  app.get(
    '/api/v1/public/voting-campaigns/:id',
    { schema: { tags, params: ZPath, response: { 200: ZEnvelope(ZVotingCampaign) } } },
    async (req) => ok(await service.get({ actor: req.actor, id: req.params.id })),
  )
  // signed-in buyers only (a guest session cannot vote): `user` access
  app.post(
    '/api/v1/mobile/voting-campaigns/:id/check-in',
    { config: { access: 'user' }, schema: { tags, params: ZPath, response: { 200: ZEnvelope(ZCheckInResult) } } },
    async (req) => ok(await service.checkIn({ actor: req.actor, id: req.params.id })),
  )
  app.post(
    '/api/v1/mobile/voting-campaigns/:id/votes',
    { config: { access: 'user' }, schema: { tags, params: ZPath, body: ZVoteInput, response: { 200: ZEnvelope(ZVoteResult) } } },
    async (req) => ok(await service.vote({ actor: req.actor, id: req.params.id, input: req.body })),
  )

  // ----- admins --------------------------------------------------------------------------------
  app.get(
    '/api/v1/admin/voting-campaigns',
    { schema: { tags: ['admin'], querystring: ZAdminVotingListQuery, response: { 200: ZPagedEnvelope(ZAdminVotingCampaign) } } },
    async (req) => {
      const { items, meta } = await service.admin.list({ actor: req.actor, query: req.query })
      return paged(items, meta)
    },
  )
  app.get(
    '/api/v1/admin/voting-campaigns/:id',
    { schema: { tags: ['admin'], params: ZPath, response: { 200: ZEnvelope(ZAdminVotingCampaign) } } },
    async (req) => ok(await service.admin.get({ actor: req.actor, id: req.params.id })),
  )
  app.post(
    '/api/v1/admin/voting-campaigns',
    { schema: { tags: ['admin'], body: ZVotingCampaignInput, response: { 201: ZEnvelope(ZAdminVotingCampaign) } } },
    async (req, reply) => reply.status(201).send(ok(await service.admin.create({ actor: req.actor, input: req.body }))),
  )
  app.put(
    '/api/v1/admin/voting-campaigns/:id',
    { schema: { tags: ['admin'], params: ZPath, body: ZVotingCampaignInput, response: { 200: ZEnvelope(ZAdminVotingCampaign) } } },
    async (req) => ok(await service.admin.update({ actor: req.actor, id: req.params.id, input: req.body })),
  )
}
