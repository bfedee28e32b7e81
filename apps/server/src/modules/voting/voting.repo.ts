import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { vouchers } from '#server/modules/pricing/pricing.tables.ts'
import { votingBalances, votingCampaigns, votingCandidates, votingCheckIns, votingRewards, votingVotes } from './voting.tables.ts'

export type CampaignRow = typeof votingCampaigns.$inferSelect & {
  reward: { id: string; code: string; name: string; value: number } | null
  totalVotes: number
  candidateCount: number
}
export type CandidateRow = typeof votingCandidates.$inferSelect
export type NewCampaign = typeof votingCampaigns.$inferInsert
export type NewCandidate = Omit<typeof votingCandidates.$inferInsert, 'campaignId'>

const totals = {
  totalVotes: sql<number>`coalesce((SELECT sum(c.votes)::int FROM ${votingCandidates} c WHERE c.campaign_id = ${votingCampaigns.id}), 0)`,
  candidateCount: sql<number>`(SELECT count(*)::int FROM ${votingCandidates} c WHERE c.campaign_id = ${votingCampaigns.id})`,
}

function selectCampaigns(db: DbOrTx) {
  return db
    .select({
      campaign: votingCampaigns,
      rewardCode: vouchers.code,
      rewardName: vouchers.name,
      rewardValue: vouchers.value,
      ...totals,
    })
    .from(votingCampaigns)
    .leftJoin(vouchers, eq(vouchers.id, votingCampaigns.rewardVoucherId))
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectCampaigns>['execute']>>[number]
const toRow = (r: Selected): CampaignRow => ({
  ...r.campaign,
  reward:
    r.campaign.rewardVoucherId && r.rewardCode
      ? { id: r.campaign.rewardVoucherId, code: r.rewardCode, name: r.rewardName ?? r.rewardCode, value: r.rewardValue ?? 0 }
      : null,
  totalVotes: r.totalVotes,
  candidateCount: r.candidateCount,
})

export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  const [r] = await selectCampaigns(db).where(eq(votingCampaigns.id, id))
  return r ? toRow(r) : undefined
}

/** Campaigns that started and are not over (`current`: running ones, soonest to end first), or all (newest first). */
export async function listCampaigns(db: DbOrTx, opts: { current: boolean; now: Date; page: number; limit: number }) {
  const where = opts.current ? and(lte(votingCampaigns.startsAt, opts.now), gt(votingCampaigns.endsAt, opts.now)) : undefined
  const [rows, [total]] = await Promise.all([
    selectCampaigns(db)
      .where(where)
      .orderBy(...(opts.current ? [asc(votingCampaigns.endsAt)] : [desc(votingCampaigns.startsAt)]), asc(votingCampaigns.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(votingCampaigns).where(where),
  ])
  return { rows: rows.map(toRow), total: total?.n ?? 0 }
}

export async function insertCampaign(tx: DbOrTx, values: NewCampaign) {
  const [row] = await tx.insert(votingCampaigns).values(values).returning({ id: votingCampaigns.id })
  return row!.id
}

export async function updateCampaign(tx: DbOrTx, id: string, values: Partial<NewCampaign>) {
  await tx.update(votingCampaigns).set(values).where(eq(votingCampaigns.id, id))
}

/** Locks the campaign row: edits and votes of one campaign queue behind each other where they must. */
export async function lockCampaign(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(votingCampaigns).where(eq(votingCampaigns.id, id)).for('update')
  return row
}

/** Holds the campaign against an edit (which locks it for update) while a vote is cast: a candidate cannot go under a vote. */
export async function shareCampaign(tx: DbOrTx, id: string) {
  await tx.select({ id: votingCampaigns.id }).from(votingCampaigns).where(eq(votingCampaigns.id, id)).for('share')
}

/** A campaign's candidates, most votes first (ties: the admin's order). */
export async function candidatesOf(db: DbOrTx, campaignId: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(votingCandidates)
    .where(eq(votingCandidates.campaignId, campaignId))
    .orderBy(desc(votingCandidates.votes), asc(votingCandidates.position), asc(votingCandidates.id))
}

export async function candidatesOfMany(db: DbOrTx, campaignIds: string[]) {
  if (!campaignIds.length) return []
  return db
    .select()
    .from(votingCandidates)
    .where(inArray(votingCandidates.campaignId, campaignIds))
    .orderBy(desc(votingCandidates.votes), asc(votingCandidates.position), asc(votingCandidates.id))
}

export async function insertCandidates(tx: DbOrTx, campaignId: string, rows: NewCandidate[]) {
  if (!rows.length) return
  await tx.insert(votingCandidates).values(rows.map((r) => ({ ...r, campaignId })))
}

export async function updateCandidate(tx: DbOrTx, id: string, values: { name: string; image: string | null; position: number }) {
  await tx.update(votingCandidates).set(values).where(eq(votingCandidates.id, id))
}

export async function deleteCandidates(tx: DbOrTx, ids: string[]) {
  if (!ids.length) return
  await tx.delete(votingCandidates).where(inArray(votingCandidates.id, ids))
}

// ----- a buyer's votes ---------------------------------------------------------------------------

export async function balanceOf(db: DbOrTx, campaignId: string, userId: string) {
  const [row] = await db
    .select({ balance: votingBalances.balance, spent: votingBalances.spent })
    .from(votingBalances)
    .where(and(eq(votingBalances.campaignId, campaignId), eq(votingBalances.userId, userId)))
  return row ?? { balance: 0, spent: 0 }
}

export async function lastCheckIn(db: DbOrTx, campaignId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: votingCheckIns.day })
    .from(votingCheckIns)
    .where(and(eq(votingCheckIns.campaignId, campaignId), eq(votingCheckIns.userId, userId)))
    .orderBy(desc(votingCheckIns.day))
    .limit(1)
  return row?.day ?? null
}

export async function rewardOf(db: DbOrTx, campaignId: string, userId: string) {
  const [row] = await db
    .select({ outcome: votingRewards.outcome })
    .from(votingRewards)
    .where(and(eq(votingRewards.campaignId, campaignId), eq(votingRewards.userId, userId)))
  return (row?.outcome as 'saved' | 'already' | 'exhausted' | undefined) ?? null
}

/** The day's check-in; false when there already is one for that day (the primary key says so). */
export async function insertCheckIn(tx: DbOrTx, v: { campaignId: string; userId: string; day: string; votes: number }) {
  const rows = await tx.insert(votingCheckIns).values(v).onConflictDoNothing().returning({ day: votingCheckIns.day })
  return rows.length > 0
}

export async function addToBalance(tx: DbOrTx, campaignId: string, userId: string, votes: number) {
  await tx
    .insert(votingBalances)
    .values({ campaignId, userId, balance: votes })
    .onConflictDoUpdate({
      target: [votingBalances.campaignId, votingBalances.userId],
      set: { balance: sql`${votingBalances.balance} + ${votes}` },
    })
}

/**
 * Takes `n` votes from the balance only if that many are left, in one conditional update: two
 * concurrent votes can never both spend the last ones. Undefined when too few are left.
 */
export async function spend(tx: DbOrTx, campaignId: string, userId: string, n: number) {
  const [row] = await tx
    .update(votingBalances)
    .set({ balance: sql`${votingBalances.balance} - ${n}`, spent: sql`${votingBalances.spent} + ${n}` })
    .where(and(eq(votingBalances.campaignId, campaignId), eq(votingBalances.userId, userId), sql`${votingBalances.balance} >= ${n}`))
    .returning({ balance: votingBalances.balance, spent: votingBalances.spent })
  return row
}

export async function castVote(tx: DbOrTx, v: { campaignId: string; candidateId: string; userId: string; count: number }) {
  await tx.insert(votingVotes).values(v)
  const [row] = await tx
    .update(votingCandidates)
    .set({ votes: sql`${votingCandidates.votes} + ${v.count}` })
    .where(eq(votingCandidates.id, v.candidateId))
    .returning()
  return row!
}

export async function findCandidate(db: DbOrTx, campaignId: string, candidateId: string) {
  const [row] = await db
    .select()
    .from(votingCandidates)
    .where(and(eq(votingCandidates.id, candidateId), eq(votingCandidates.campaignId, campaignId)))
  return row
}

/** Records the reward once per buyer and campaign; false when it was already given. */
export async function insertReward(tx: DbOrTx, v: { campaignId: string; userId: string; voucherId: string; outcome: string }) {
  const rows = await tx.insert(votingRewards).values(v).onConflictDoNothing().returning({ userId: votingRewards.userId })
  return rows.length > 0
}

export async function participation(db: DbOrTx, campaignId: string) {
  const [[voters], [rewards]] = await Promise.all([
    db
      .select({ n: count() })
      .from(votingBalances)
      .where(and(eq(votingBalances.campaignId, campaignId), gt(votingBalances.spent, 0))),
    db
      .select({ n: count() })
      .from(votingRewards)
      .where(and(eq(votingRewards.campaignId, campaignId), inArray(votingRewards.outcome, ['saved', 'already']))),
  ])
  return { voters: voters?.n ?? 0, rewards: rewards?.n ?? 0 }
}
