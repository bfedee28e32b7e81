import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { VOTING, vietnamDay } from '@xinh/contracts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { savedVouchers, vouchers } from '#server/modules/pricing/pricing.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import {
  votingBalances,
  votingCampaigns,
  votingCandidates,
  votingCheckIns,
  votingRewards,
  votingVotes,
} from '#server/modules/voting/voting.tables.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'

const DAY = 86_400_000
/** The 200K vote voucher (spec §9): code only, so it reaches buyers through the campaign. */
export const VOTE_VOUCHER_CODE = 'XINHVOTE'

type Candidate = { id: string; targetId: string; name: string; image: string | null; position: number; votes: number }

/**
 * Votes of `voterIds` over past days, spread deterministically (no randomness: two seeds look the
 * same): each voter checked in on some days and spent most of their votes; the candidates' totals,
 * balances and rewards agree with the votes.
 */
async function castDemoVotes(
  tx: DbOrTx,
  o: { campaignId: string; candidates: Candidate[]; voterIds: string[]; days: number; endAt: number; rewardId: string | null },
) {
  const checkIns: Array<typeof votingCheckIns.$inferInsert> = []
  const votes: Array<typeof votingVotes.$inferInsert> = []
  const balances: Array<typeof votingBalances.$inferInsert> = []
  const rewards: Array<typeof votingRewards.$inferInsert> = []
  o.voterIds.forEach((userId, v) => {
    let earned = 0
    let spent = 0
    for (let d = 1; d <= o.days; d++) {
      if ((v + d) % 3 === 0) continue // not every voter comes every day
      const at = new Date(o.endAt - d * DAY)
      checkIns.push({ campaignId: o.campaignId, userId, day: vietnamDay(at), votes: VOTING.votesPerCheckIn, createdAt: at })
      earned += VOTING.votesPerCheckIn
      // favourites: most votes go to a few candidates, so the ranking is clear
      const pick = o.candidates[(v * 7 + d * 3) % Math.min(o.candidates.length, 1 + (v % o.candidates.length))]!
      const count = 6 + ((v + d) % 5)
      votes.push({ campaignId: o.campaignId, candidateId: pick.id, userId, count, createdAt: at })
      pick.votes += count
      spent += count
    }
    if (!earned) return
    balances.push({ campaignId: o.campaignId, userId, balance: earned - spent, spent })
    if (o.rewardId && spent >= VOTING.rewardMinVotesDefault)
      rewards.push({ campaignId: o.campaignId, userId, voucherId: o.rewardId, outcome: 'saved' })
  })
  await tx.insert(votingCandidates).values(o.candidates.map((c) => ({ ...c, campaignId: o.campaignId })))
  if (checkIns.length) await tx.insert(votingCheckIns).values(checkIns)
  if (votes.length) await tx.insert(votingVotes).values(votes)
  if (balances.length) await tx.insert(votingBalances).values(balances)
  return rewards
}

/**
 * vote (issue 18) demo data: a running campaign of products (votes from the seeded buyers over the
 * last days, the 200K vote voucher as its reward) and an ended campaign of shops with its results.
 * The demo buyer has not checked in today, so the page invites them to.
 */
export async function seedVoting({ db, adminId, buyerId, now }: { db: Db; adminId: string; buyerId: string; now: number }) {
  await db.transaction(async (tx) => {
    const [voucher] = await tx
      .insert(vouchers)
      .values({
        kind: 'platform',
        code: VOTE_VOUCHER_CODE,
        name: 'Voucher bình chọn 200K',
        description: 'Quà cho người tham gia bình chọn: giảm 200.000 ₫ cho đơn từ 500.000 ₫.',
        type: 'price',
        value: VOTING.voucherValue,
        minOrderValue: 500_000,
        quantity: 5_000,
        display: 'code_only',
        target: 'system',
        startsAt: new Date(now - 3 * DAY),
        endsAt: new Date(now + 60 * DAY),
      })
      .returning({ id: vouchers.id })
    const rewardId = voucher!.id

    const top = await tx
      .select({ id: products.id, name: products.name, images: products.images })
      .from(products)
      .where(and(eq(products.status, 'accepted'), eq(products.allowToSell, true)))
      .orderBy(desc(products.sold), asc(products.id))
      .limit(6)
    const voters = (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isGuest, false), isNull(users.lockedAt), ne(users.id, buyerId)))
        .orderBy(asc(users.id))
        .limit(40)
    ).map((u) => u.id)

    const [running] = await tx
      .insert(votingCampaigns)
      .values({
        title: 'Sản phẩm được yêu thích nhất tháng',
        description:
          'Điểm danh mỗi ngày nhận 10 phiếu và bình chọn cho món đồ bạn mê nhất. Bình chọn đủ 10 phiếu để nhận ngay voucher 200K vào ví!',
        candidateType: 'product',
        startsAt: new Date(now - 5 * DAY),
        endsAt: new Date(now + 25 * DAY),
        rewardVoucherId: rewardId,
        rewardMinVotes: VOTING.rewardMinVotesDefault,
        createdBy: adminId,
        createdAt: new Date(now - 6 * DAY),
      })
      .returning({ id: votingCampaigns.id })
    const productCandidates = top.map((p, position) => ({
      id: uuidv7(),
      targetId: p.id,
      name: p.name,
      image: p.images[0] ?? null,
      position,
      votes: 0,
    }))
    const rewards = await castDemoVotes(tx, {
      campaignId: running!.id,
      candidates: productCandidates,
      voterIds: voters,
      days: 4,
      endAt: now,
      rewardId,
    })

    const topShops = await tx
      .select({ id: shops.id, name: shops.name, avatar: shops.avatarUrl })
      .from(shops)
      .where(eq(shops.status, 'approved'))
      .orderBy(asc(shops.id))
      .limit(5)
    const endAt = now - 10 * DAY
    const [ended] = await tx
      .insert(votingCampaigns)
      .values({
        title: 'Shop được yêu thích nhất quý',
        description: 'Cảm ơn bạn đã bình chọn! Đây là kết quả chung cuộc.',
        candidateType: 'shop',
        startsAt: new Date(endAt - 20 * DAY),
        endsAt: new Date(endAt),
        createdBy: adminId,
        createdAt: new Date(endAt - 21 * DAY),
      })
      .returning({ id: votingCampaigns.id })
    const shopCandidates = topShops.map((s, position) => ({
      id: uuidv7(),
      targetId: s.id,
      name: s.name,
      image: s.avatar ?? null,
      position,
      votes: 0,
    }))
    await castDemoVotes(tx, {
      campaignId: ended!.id,
      candidates: shopCandidates,
      voterIds: voters.slice(0, 25),
      days: 6,
      endAt,
      rewardId: null,
    })

    // the rewarded voters have the vote voucher in their wallets, counted as saved
    if (rewards.length) {
      await tx.insert(votingRewards).values(rewards)
      await tx
        .insert(savedVouchers)
        .values(rewards.map((r) => ({ userId: r.userId, voucherId: rewardId })))
        .onConflictDoNothing()
      await tx.update(vouchers).set({ saved: rewards.length }).where(eq(vouchers.id, rewardId))
    }
  })
}
