import {
  type TAdminVotingCampaign,
  type TVoterState,
  type TVotingCampaign,
  type TVotingCampaignInputOut,
  type TVotingCampaignSummary,
  type TVotingCandidate,
  type VotingCandidateType,
  VOTING,
  vietnamDay,
  votingStatus,
  zId,
} from '@xinh/contracts'
import { type Actor, requireRole, requireUser, viewerOf } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '../audit/index.ts'
import * as repo from './voting.repo.ts'

export type WalletOutcome = 'saved' | 'already' | 'exhausted'

/**
 * What the voting module needs from modules above it, passed in by app.ts: the names and pictures
 * of shops, products and posts (candidates), and the platform's vouchers (the reward).
 */
export type VotingPorts = {
  /** The targets that exist among `ids`, by id. */
  candidates(type: VotingCandidateType, ids: string[]): Promise<Map<string, { name: string; image: string | null }>>
  rewards: {
    /** A platform voucher by code that has not ended (pricing). */
    findPlatformVoucher(code: string): Promise<{ id: string } | null>
    /** Saves the voucher to the buyer's wallet inside the caller's transaction (pricing's wallet rules). */
    grant(tx: Tx, userId: string, voucherId: string): Promise<WalletOutcome>
  }
}

const URL_OF: Record<VotingCandidateType, (id: string) => string> = {
  shop: (id) => `/nguoi-ban/${id}`,
  product: (id) => `/san-pham/${id}`,
  post: (id) => `/post/${id}`,
}
const isUuid = (id: string) => zId.safeParse(id).success

/** Candidates ranked (ties share a rank) with their share of the votes. */
function presentCandidates(type: VotingCandidateType, rows: repo.CandidateRow[]): TVotingCandidate[] {
  const total = rows.reduce((n, c) => n + c.votes, 0)
  const sorted = [...rows].sort((a, b) => b.votes - a.votes || a.position - b.position)
  let rank = 0
  let previous = Number.NaN
  return sorted.map((c, i) => {
    if (c.votes !== previous) rank = i + 1
    previous = c.votes
    return {
      _id: c.id,
      type,
      target_id: c.targetId,
      name: c.name,
      image: c.image,
      url: URL_OF[type](c.targetId),
      votes: c.votes,
      rank,
      percent: total ? Math.round((c.votes / total) * 1000) / 10 : 0,
    }
  })
}

function presentSummary(c: repo.CampaignRow, now: Date): TVotingCampaignSummary {
  return {
    _id: c.id,
    title: c.title,
    description: c.description,
    candidate_type: c.candidateType,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    status: votingStatus({ starts_at: c.startsAt, ends_at: c.endsAt }, now),
    candidate_count: c.candidateCount,
    total_votes: c.totalVotes,
    reward: c.reward
      ? { voucher_id: c.reward.id, code: c.reward.code, name: c.reward.name, value: c.reward.value, min_votes: c.rewardMinVotes }
      : null,
  }
}

export function createVotingService({ db, ports }: { db: Db; ports: VotingPorts }) {
  async function requireCampaign(id: string) {
    const c = isUuid(id) ? await repo.findCampaign(db, id) : undefined
    if (!c) throw new AppError('VOTING_CAMPAIGN_NOT_FOUND')
    return c
  }

  async function voterState(campaignId: string, userId: string, now: Date): Promise<TVoterState> {
    const [balance, last, reward] = await Promise.all([
      repo.balanceOf(db, campaignId, userId),
      repo.lastCheckIn(db, campaignId, userId),
      repo.rewardOf(db, campaignId, userId),
    ])
    return { ...balance, last_check_in: last, checked_in_today: last === vietnamDay(now), reward }
  }

  // ----- public reads ------------------------------------------------------------------------

  async function list(opts: { query: { status: 'current' | 'all'; page: number; limit: number }; now?: Date }) {
    const now = opts.now ?? new Date()
    const { rows, total } = await repo.listCampaigns(db, { current: opts.query.status === 'current', now, ...opts.query })
    return { items: rows.map((c) => presentSummary(c, now)), meta: { page: opts.query.page, limit: opts.query.limit, total } }
  }

  /** The campaign with its ranked candidates (the results), and the signed-in caller's votes. */
  async function get(opts: { actor: Actor; id: string; now?: Date }): Promise<TVotingCampaign> {
    const now = opts.now ?? new Date()
    const c = await requireCampaign(opts.id)
    const viewer = viewerOf(opts.actor)
    const [candidates, me] = await Promise.all([repo.candidatesOf(db, c.id), viewer ? voterState(c.id, viewer, now) : null])
    return { ...presentSummary(c, now), candidates: presentCandidates(c.candidateType, candidates), me }
  }

  // ----- a buyer's check-in and votes ----------------------------------------------------------

  function requireRunning(c: { startsAt: Date; endsAt: Date }, now: Date) {
    if (votingStatus({ starts_at: c.startsAt, ends_at: c.endsAt }, now) !== 'running') throw new AppError('VOTING_NOT_RUNNING')
  }

  /** spec §9: a check-in grants 10 votes, once per Vietnam calendar day (the check-in's primary key). */
  async function checkIn(opts: { actor: Actor; id: string; now?: Date }) {
    const now = opts.now ?? new Date()
    const user = requireUser(opts.actor)
    const c = await requireCampaign(opts.id)
    requireRunning(c, now)
    await inTransaction(db, async (tx) => {
      const fresh = await repo.insertCheckIn(tx, {
        campaignId: c.id,
        userId: user.userId,
        day: vietnamDay(now),
        votes: VOTING.votesPerCheckIn,
      })
      if (!fresh) throw new AppError('VOTING_ALREADY_CHECKED_IN')
      await repo.addToBalance(tx, c.id, user.userId, VOTING.votesPerCheckIn)
    })
    return { granted: VOTING.votesPerCheckIn, me: await voterState(c.id, user.userId, now) }
  }

  /**
   * Spends `count` votes on a candidate. The balance is taken by a conditional update (never
   * below zero, whatever runs at once: "Votes exhausted", spec §8); the vote that brings the
   * buyer's votes cast to the campaign's threshold saves the vote voucher to their wallet, in the
   * same transaction and once (the reward's primary key).
   */
  async function vote(opts: { actor: Actor; id: string; input: { candidate_id: string; count: number }; now?: Date }) {
    const now = opts.now ?? new Date()
    const user = requireUser(opts.actor)
    const c = await requireCampaign(opts.id)
    requireRunning(c, now)
    const candidate = await repo.findCandidate(db, c.id, opts.input.candidate_id)
    if (!candidate) throw new AppError('VOTING_CANDIDATE_NOT_FOUND')
    const n = opts.input.count
    const rewardGranted = await inTransaction(db, async (tx) => {
      await repo.shareCampaign(tx, c.id)
      if (!(await repo.findCandidate(tx, c.id, candidate.id))) throw new AppError('VOTING_CANDIDATE_NOT_FOUND')
      const left = await repo.spend(tx, c.id, user.userId, n)
      if (!left) throw new AppError('VOTES_EXHAUSTED')
      await repo.castVote(tx, { campaignId: c.id, candidateId: candidate.id, userId: user.userId, count: n })
      if (!c.rewardVoucherId || left.spent < c.rewardMinVotes) return null
      const outcome = await ports.rewards.grant(tx, user.userId, c.rewardVoucherId)
      const first = await repo.insertReward(tx, { campaignId: c.id, userId: user.userId, voucherId: c.rewardVoucherId, outcome })
      return first ? outcome : null
    })
    const [candidates, me] = await Promise.all([repo.candidatesOf(db, c.id), voterState(c.id, user.userId, now)])
    const ranked = presentCandidates(c.candidateType, candidates).find((x) => x._id === candidate.id)!
    return { candidate: ranked, me, reward_granted: rewardGranted }
  }

  // ----- the admin's ---------------------------------------------------------------------------

  async function presentAdmin(c: repo.CampaignRow, now: Date): Promise<TAdminVotingCampaign> {
    const [candidates, p] = await Promise.all([repo.candidatesOf(db, c.id), repo.participation(db, c.id)])
    return {
      ...presentSummary(c, now),
      candidates: presentCandidates(c.candidateType, candidates),
      voters: p.voters,
      rewards_granted: p.rewards,
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
    }
  }

  async function adminList(opts: { actor: Actor; query: { page: number; limit: number } }) {
    requireRole(opts.actor, 'admin')
    const now = new Date()
    const { rows, total } = await repo.listCampaigns(db, { current: false, now, ...opts.query })
    return { items: await Promise.all(rows.map((c) => presentAdmin(c, now))), meta: { ...opts.query, total } }
  }

  async function adminGet(opts: { actor: Actor; id: string }) {
    requireRole(opts.actor, 'admin')
    return presentAdmin(await requireCampaign(opts.id), new Date())
  }

  /** The candidates' names and pictures, every id a live target of the type (else a 400 naming none of them). */
  async function resolveCandidates(type: VotingCandidateType, ids: string[]) {
    const found = await ports.candidates(type, ids)
    const missing = ids.filter((id) => !found.has(id))
    if (missing.length) throw new AppError('VOTING_CANDIDATE_INVALID', { details: { missing } })
    return ids.map((id, position) => ({ targetId: id, position, ...found.get(id)! }))
  }

  async function rewardVoucherId(code: string) {
    if (!code) return null
    const v = await ports.rewards.findPlatformVoucher(code)
    if (!v) throw new AppError('VOTING_REWARD_VOUCHER_INVALID')
    return v.id
  }

  const fieldsOf = (input: TVotingCampaignInputOut, rewardId: string | null) => ({
    title: input.title,
    description: input.description,
    candidateType: input.candidate_type,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    rewardVoucherId: rewardId,
    rewardMinVotes: input.reward_min_votes,
  })

  async function create(opts: { actor: Actor; input: TVotingCampaignInputOut }) {
    const admin = requireRole(opts.actor, 'admin')
    // other modules are read before the transaction (no slow awaits inside one)
    const [candidates, rewardId] = await Promise.all([
      resolveCandidates(opts.input.candidate_type, opts.input.candidate_ids),
      rewardVoucherId(opts.input.reward_voucher_code),
    ])
    const id = await inTransaction(db, async (tx) => {
      const id = await repo.insertCampaign(tx, { ...fieldsOf(opts.input, rewardId), createdBy: admin.userId })
      await repo.insertCandidates(tx, id, candidates)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'voting_campaign.create',
        targetType: 'voting_campaign',
        targetId: id,
        after: { ...opts.input },
      })
      return id
    })
    return adminGet({ actor: opts.actor, id })
  }

  /**
   * Replaces the campaign. Candidates are matched by target: new ones are added, kept ones keep
   * their votes, and one with votes cannot be removed (nor the type changed once anyone voted).
   */
  async function update(opts: { actor: Actor; id: string; input: TVotingCampaignInputOut }) {
    const admin = requireRole(opts.actor, 'admin')
    const before = await requireCampaign(opts.id)
    const [candidates, rewardId] = await Promise.all([
      resolveCandidates(opts.input.candidate_type, opts.input.candidate_ids),
      rewardVoucherId(opts.input.reward_voucher_code),
    ])
    await inTransaction(db, async (tx) => {
      const locked = await repo.lockCampaign(tx, before.id)
      if (!locked) throw new AppError('VOTING_CAMPAIGN_NOT_FOUND')
      const existing = await repo.candidatesOf(tx, before.id)
      const byTarget = new Map(existing.map((c) => [c.targetId, c]))
      const wanted = new Set(opts.input.candidate_ids)
      const removed = existing.filter((c) => !wanted.has(c.targetId))
      const typeChanged = locked.candidateType !== opts.input.candidate_type
      if ((typeChanged ? existing : removed).some((c) => c.votes > 0)) throw new AppError('VOTING_CANDIDATE_HAS_VOTES')
      await repo.deleteCandidates(
        tx,
        (typeChanged ? existing : removed).map((c) => c.id),
      )
      const fresh = candidates.filter((c) => typeChanged || !byTarget.has(c.targetId))
      await repo.insertCandidates(tx, before.id, fresh)
      if (!typeChanged)
        for (const c of candidates) {
          const kept = byTarget.get(c.targetId)
          if (kept) await repo.updateCandidate(tx, kept.id, { name: c.name, image: c.image, position: c.position })
        }
      await repo.updateCampaign(tx, before.id, fieldsOf(opts.input, rewardId))
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'voting_campaign.update',
        targetType: 'voting_campaign',
        targetId: before.id,
        before: { title: before.title, starts_at: before.startsAt.toISOString(), ends_at: before.endsAt.toISOString() },
        after: { ...opts.input },
      })
    })
    return adminGet({ actor: opts.actor, id: before.id })
  }

  return { list, get, checkIn, vote, admin: { list: adminList, get: adminGet, create, update } }
}
export type VotingService = ReturnType<typeof createVotingService>
