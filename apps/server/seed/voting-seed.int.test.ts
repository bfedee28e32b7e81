import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../test/catalog-fixtures.ts'
import { createTestApp, PASSWORD, type TestApp, uniqueEmail } from '../test/helpers.ts'
import { seedVoting, VOTE_VOUCHER_CODE } from './voting-seed.ts'

/** The voting demo data on a small catalogue: a running and an ended campaign whose totals agree with the votes. */
describe('voting demo seed', () => {
  let t: TestApp
  let buyerId: string
  const rows = (sql: string) => t.database.query<Record<string, unknown>>(sql)
  const num = async (sql: string) => Number(Object.values((await rows(sql))[0]!)[0])

  beforeAll(async () => {
    t = await createTestApp()
    const seller = await createSeller(t)
    await createSeller(t)
    for (const name of ['Áo', 'Váy', 'Son', 'Quần']) await insertProduct(t, { shopId: seller.shop.id, name: `${name} demo bình chọn` })
    const make = (role: 'admin' | 'buyer') =>
      t.services.identity.createAccount({ email: uniqueEmail(role), userName: 'Người dùng', password: PASSWORD, roles: [role] })
    const admin = await make('admin')
    buyerId = (await make('buyer')).id
    for (let i = 0; i < 6; i++) await make('buyer')
    await seedVoting({ db: t.database.db, adminId: admin.id, buyerId, now: Date.now() })
  }, 60_000)
  afterAll(() => t.close())

  it('runs one campaign and ended one, with the 200K vote voucher', async () => {
    const campaigns = (await t.app.inject({ method: 'GET', url: '/api/v1/public/voting-campaigns?status=all' })).json().data
    expect(campaigns.map((c: { status: string }) => c.status).sort()).toEqual(['ended', 'running'])
    const running = campaigns.find((c: { status: string }) => c.status === 'running')
    expect(running.reward).toMatchObject({ code: VOTE_VOUCHER_CODE, value: 200_000, min_votes: 10 })
    expect(running.total_votes).toBeGreaterThan(0)
  })

  it('keeps totals, balances, rewards and wallets consistent with the votes; the demo buyer did not vote', async () => {
    expect(
      await num(`SELECT count(*) FROM voting_candidates c
        WHERE c.votes <> coalesce((SELECT sum(v.count) FROM voting_votes v WHERE v.candidate_id = c.id), 0)`),
    ).toBe(0)
    expect(
      await num(`SELECT count(*) FROM voting_balances b
        WHERE b.balance + b.spent <> (SELECT sum(ci.votes) FROM voting_check_ins ci WHERE ci.campaign_id = b.campaign_id AND ci.user_id = b.user_id)
           OR b.spent <> (SELECT coalesce(sum(v.count), 0) FROM voting_votes v WHERE v.campaign_id = b.campaign_id AND v.user_id = b.user_id)`),
    ).toBe(0)
    expect(await num(`SELECT count(*) FROM voting_rewards`)).toBeGreaterThan(0)
    expect(
      await num(`SELECT count(*) FROM voting_rewards r
        WHERE NOT EXISTS (SELECT 1 FROM saved_vouchers s WHERE s.user_id = r.user_id AND s.voucher_id = r.voucher_id)`),
    ).toBe(0)
    expect(await num(`SELECT saved FROM vouchers WHERE code = '${VOTE_VOUCHER_CODE}'`)).toBe(
      await num(`SELECT count(*) FROM voting_rewards`),
    )
    expect(await num(`SELECT count(*) FROM voting_check_ins WHERE user_id = '${buyerId}'`)).toBe(0)
  })
})
