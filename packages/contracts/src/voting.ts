import { z } from 'zod'
import { zId } from './common.ts'

/**
 * The voting campaign (issue 18, spec §1/§8/§9, docs/api/voting.md). An admin runs a campaign
 * whose candidates are shops, products or posts; a signed-in buyer checks in once per Vietnam
 * calendar day for 10 votes and spends them on candidates ("Votes exhausted" when none are
 * left); a buyer whose votes cast in the campaign reach its threshold gets the campaign's 200K
 * vote voucher in their wallet, once. Public reads under `/api/v1/public`, a buyer's writes under
 * `/api/v1/mobile`, the admin's under `/api/v1/admin`.
 */
export const VOTING = {
  /** spec §9: "Voting grants 10 votes on check-in". */
  votesPerCheckIn: 10,
  /** spec §9: the vote voucher is worth 200K (the admin's reward voucher; the seed's is 200.000 ₫). */
  voucherValue: 200_000,
  /** Votes a buyer casts in one campaign before the vote voucher is theirs (by default one day's check-in). */
  rewardMinVotesDefault: 10,
  rewardMinVotesMax: 1000,
  /** One call spends at most one day's votes. */
  maxVotesPerCall: 10,
  titleMax: 120,
  descriptionMax: 1000,
  candidatesMin: 2,
  candidatesMax: 50,
  /** Check-in days are Vietnam calendar days (UTC+7, no daylight saving). */
  timeZone: 'Asia/Ho_Chi_Minh',
} as const

export const VOTING_CANDIDATE_TYPES = ['shop', 'product', 'post'] as const
export type VotingCandidateType = (typeof VOTING_CANDIDATE_TYPES)[number]
export const VOTING_STATUSES = ['upcoming', 'running', 'ended'] as const
export type VotingStatus = (typeof VOTING_STATUSES)[number]

/** The campaign's state at `now`: running in [starts_at, ends_at). */
export function votingStatus(c: { starts_at: string | Date; ends_at: string | Date }, now = new Date()): VotingStatus {
  const t = now.getTime()
  if (t < new Date(c.starts_at).getTime()) return 'upcoming'
  return t < new Date(c.ends_at).getTime() ? 'running' : 'ended'
}

const zTime = z.iso.datetime({ offset: true, error: 'v.invalid' })
const zText = (max: number) =>
  z
    .string({ error: 'v.invalid' })
    .trim()
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))

// ----- reads ---------------------------------------------------------------------------------

export const ZVotingCandidate = z.object({
  _id: z.string(),
  type: z.enum(VOTING_CANDIDATE_TYPES),
  /** The shop, product or post voted for. */
  target_id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Where the candidate lives on the site. */
  url: z.string(),
  votes: z.number(),
  /** 1 = most votes; ties share a rank. */
  rank: z.number(),
  /** Share of all votes in the campaign, 0–100 with one decimal. */
  percent: z.number(),
})
export type TVotingCandidate = z.infer<typeof ZVotingCandidate>

/** The reward of a campaign: the vote voucher, and the votes to cast to earn it. */
export const ZVotingReward = z.object({
  voucher_id: z.string(),
  code: z.string(),
  name: z.string(),
  value: z.number(),
  min_votes: z.number(),
})
export type TVotingReward = z.infer<typeof ZVotingReward>

export const ZVotingCampaignSummary = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  candidate_type: z.enum(VOTING_CANDIDATE_TYPES),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(VOTING_STATUSES),
  candidate_count: z.number(),
  total_votes: z.number(),
  reward: ZVotingReward.nullable(),
})
export type TVotingCampaignSummary = z.infer<typeof ZVotingCampaignSummary>

/** The signed-in buyer's standing in a campaign. */
export const ZVoterState = z.object({
  /** Votes left to spend. */
  balance: z.number(),
  /** Votes cast so far in this campaign. */
  spent: z.number(),
  checked_in_today: z.boolean(),
  /** The Vietnam day of the last check-in (YYYY-MM-DD). */
  last_check_in: z.string().nullable(),
  /** Whether the vote voucher was put in the wallet (`saved`/`already`) or had run out (`exhausted`). */
  reward: z.enum(['saved', 'already', 'exhausted']).nullable(),
})
export type TVoterState = z.infer<typeof ZVoterState>

/** `GET /api/v1/public/voting-campaigns/{id}`: the campaign, its candidates ranked (the results), the caller's state. */
export const ZVotingCampaign = ZVotingCampaignSummary.extend({
  candidates: z.array(ZVotingCandidate),
  /** Null for a visitor or a guest. */
  me: ZVoterState.nullable(),
})
export type TVotingCampaign = z.infer<typeof ZVotingCampaign>

export const ZVotingListQuery = z.object({
  /** `all` also lists the campaigns that ended (the results archive). */
  status: z.enum(['current', 'all']).default('current'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
})
export type TVotingListQuery = z.infer<typeof ZVotingListQuery>

// ----- a buyer's writes ----------------------------------------------------------------------

/** `POST /api/v1/mobile/voting-campaigns/{id}/check-in` answers the new state. */
export const ZCheckInResult = z.object({ granted: z.number(), me: ZVoterState })
export type TCheckInResult = z.infer<typeof ZCheckInResult>

/** `POST /api/v1/mobile/voting-campaigns/{id}/votes`. */
export const ZVoteInput = z.strictObject({
  candidate_id: zId,
  count: z.coerce
    .number({ error: 'v.invalid' })
    .int({ error: 'v.invalid' })
    .min(1, { error: 'v.invalid' })
    .max(VOTING.maxVotesPerCall, { error: 'v.invalid' })
    .default(1),
})
export type TVoteInput = z.input<typeof ZVoteInput>

export const ZVoteResult = z.object({
  candidate: ZVotingCandidate,
  me: ZVoterState,
  /** Set on the vote that earned the vote voucher: what happened to it. */
  reward_granted: z.enum(['saved', 'already', 'exhausted']).nullable(),
})
export type TVoteResult = z.infer<typeof ZVoteResult>

// ----- the admin's -----------------------------------------------------------------------------

/**
 * `POST /api/v1/admin/voting-campaigns`, `PUT /api/v1/admin/voting-campaigns/{id}`: the whole
 * campaign. Candidates are the ids of shops, products or posts (of `candidate_type`); once the
 * campaign has votes its type cannot change and a candidate with votes cannot be removed.
 * `reward_voucher_code`: a platform voucher (the 200K vote voucher), empty for no reward.
 */
export const ZVotingCampaignInput = z
  .strictObject({
    title: z
      .string({ error: 'v.required' })
      .trim()
      .min(1, { error: 'v.required' })
      .max(VOTING.titleMax, { error: 'v.too_long' })
      .transform((s) => s.normalize('NFC')),
    description: zText(VOTING.descriptionMax).default(''),
    candidate_type: z.enum(VOTING_CANDIDATE_TYPES, { error: 'v.invalid' }),
    candidate_ids: z
      .array(zId, { error: 'v.invalid' })
      .min(VOTING.candidatesMin, { error: 'v.invalid' })
      .max(VOTING.candidatesMax, { error: 'v.max_items' }),
    starts_at: zTime,
    ends_at: zTime,
    reward_voucher_code: z
      .string({ error: 'v.invalid' })
      .trim()
      .max(20, { error: 'v.too_long' })
      .transform((s) => s.toUpperCase())
      .default(''),
    reward_min_votes: z.coerce
      .number({ error: 'v.invalid' })
      .int({ error: 'v.invalid' })
      .min(1, { error: 'v.invalid' })
      .max(VOTING.rewardMinVotesMax, { error: 'v.invalid' })
      .default(VOTING.rewardMinVotesDefault),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.ends_at) <= Date.parse(v.starts_at)) ctx.addIssue({ code: 'custom', message: 'v.end_after_start', path: ['ends_at'] })
    if (new Set(v.candidate_ids).size !== v.candidate_ids.length)
      ctx.addIssue({ code: 'custom', message: 'v.invalid', path: ['candidate_ids'] })
  })
export type TVotingCampaignInput = z.input<typeof ZVotingCampaignInput>
export type TVotingCampaignInputOut = z.output<typeof ZVotingCampaignInput>

export const ZAdminVotingListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

/** The admin's view: the public one plus how many took part. */
export const ZAdminVotingCampaign = ZVotingCampaignSummary.extend({
  candidates: z.array(ZVotingCandidate),
  voters: z.number(),
  rewards_granted: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TAdminVotingCampaign = z.infer<typeof ZAdminVotingCampaign>

// ----- the pages' reads (PageData) -----------------------------------------------------------

type Paged<T> = { items: T[]; meta: { page: number; limit: number; total: number } }

/** What the voting pages' loaders read in process (contracts PageData). */
export interface VotingPageData {
  /** GET /api/v1/public/voting-campaigns */
  campaigns(query?: z.input<typeof ZVotingListQuery>): Promise<Paged<TVotingCampaignSummary>>
  /** GET /api/v1/public/voting-campaigns/{id} (with the caller's state when signed in) */
  campaign(id: string): Promise<TVotingCampaign>
  /** GET /api/v1/admin/voting-campaigns (admins) */
  adminCampaigns(query?: z.input<typeof ZAdminVotingListQuery>): Promise<Paged<TAdminVotingCampaign>>
  /** GET /api/v1/admin/voting-campaigns/{id} (admins) */
  adminCampaign(id: string): Promise<TAdminVotingCampaign>
}
