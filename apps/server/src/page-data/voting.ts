import { type VotingPageData, ZAdminVotingListQuery, ZVotingListQuery } from '@xinh/contracts'
import type { VotingService } from '../modules/voting/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { parse } from './parse.ts'

/** What the voting pages read (composed in app.ts). */
export type VotingPageServices = { voting: VotingService }

/** The voting campaign pages (issue 18), with the page request's actor. Never shared-cached: they show the caller's votes. */
export function createVotingPageData(s: VotingPageServices) {
  return (req: PageRequest): VotingPageData => ({
    campaigns: (query) => s.voting.list({ query: parse(ZVotingListQuery, query ?? {}) }),
    campaign: (id) => s.voting.get({ actor: req.actor, id }),
    adminCampaigns: (query) => s.voting.admin.list({ actor: req.actor, query: parse(ZAdminVotingListQuery, query ?? {}) }),
    adminCampaign: (id) => s.voting.admin.get({ actor: req.actor, id }),
  })
}
