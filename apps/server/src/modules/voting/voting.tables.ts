import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { vouchers } from '#server/modules/pricing/pricing.tables.ts'

export const votingCandidateType = pgEnum('voting_candidate_type', ['shop', 'product', 'post'])

/**
 * A voting campaign (issue 18, spec §1): an admin's period in which buyers spend the votes
 * their daily check-ins grant on candidates of one type. Its reward is a platform voucher (the
 * 200K vote voucher, spec §9) saved to a buyer's wallet once their votes cast reach the threshold.
 */
export const votingCampaigns = pgTable(
  'voting_campaigns',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    candidateType: votingCandidateType('candidate_type').notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    rewardVoucherId: uuid('reward_voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    rewardMinVotes: integer('reward_min_votes').notNull().default(10),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('voting_campaigns_period_idx').on(t.endsAt, t.startsAt),
    check('voting_campaigns_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('voting_campaigns_reward_min', sql`${t.rewardMinVotes} > 0`),
  ],
)

/**
 * A candidate: a shop, product or post (no foreign key: the target belongs to another module
 * and may go away; its name and image are kept as they were when the admin added it).
 * `votes` is the running total, updated in the vote's transaction.
 */
export const votingCandidates = pgTable(
  'voting_candidates',
  {
    id: idColumn(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => votingCampaigns.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    votes: integer('votes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voting_candidates_target_uq').on(t.campaignId, t.targetId),
    index('voting_candidates_rank_idx').on(t.campaignId, t.votes),
    check('voting_candidates_votes', sql`${t.votes} >= 0`),
  ],
)

/**
 * A buyer's votes in a campaign: `balance` left to spend (never negative: the check holds it
 * there even if a conditional update were ever wrong), `spent` cast so far.
 */
export const votingBalances = pgTable(
  'voting_balances',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => votingCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    spent: integer('spent').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    check('voting_balances_balance', sql`${t.balance} >= 0`),
    check('voting_balances_spent', sql`${t.spent} >= 0`),
  ],
)

/** One check-in per buyer per campaign per Vietnam calendar day: the primary key enforces it. */
export const votingCheckIns = pgTable(
  'voting_check_ins',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => votingCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    votes: integer('votes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId, t.day] })],
)

/** Every vote cast (the audit of the totals): who, for whom, how many, when. */
export const votingVotes = pgTable(
  'voting_votes',
  {
    id: idColumn(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => votingCampaigns.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => votingCandidates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('voting_votes_user_idx').on(t.campaignId, t.userId), check('voting_votes_count', sql`${t.count} > 0`)],
)

/** The vote voucher given to a buyer in a campaign: once, by the primary key. */
export const votingRewards = pgTable(
  'voting_rewards',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => votingCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** What the wallet said: saved, already there, or none left to save. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    check('voting_rewards_outcome', sql`${t.outcome} IN ('saved', 'already', 'exhausted')`),
  ],
)
