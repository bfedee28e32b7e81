import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savedVouchers } from '../pricing/pricing.tables.ts'
import { createAdmin, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { insertVoucher } from '../../../test/commerce-fixtures.ts'
import { auditOf } from '../../../test/admin-fixtures.ts'
import { authHeader, createTestApp, register, type TestApp } from '../../../test/helpers.ts'
import { votingCheckIns } from './voting.tables.ts'

let t: TestApp
let admin: Awaited<ReturnType<typeof createAdmin>>
let seller: Awaited<ReturnType<typeof createSeller>>
let productIds: string[]
let rewardCode: string

const DAY = 86_400_000
const A = '/api/v1/admin/voting-campaigns'
const P = '/api/v1/public/voting-campaigns'
const M = '/api/v1/mobile/voting-campaigns'
type Headers = Record<string, string>
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object, lang = 'vi') =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, ...(payload ? { payload } : {}) })

const campaignBody = (over: object = {}) => ({
  title: 'Bình chọn sản phẩm được yêu thích nhất',
  description: 'Mỗi ngày điểm danh nhận 10 phiếu.',
  candidate_type: 'product',
  candidate_ids: productIds.slice(0, 3),
  starts_at: new Date(Date.now() - DAY).toISOString(),
  ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
  reward_voucher_code: rewardCode,
  reward_min_votes: 10,
  ...over,
})

async function createCampaign(over: object = {}) {
  const res = await call('POST', A, admin.headers, campaignBody(over))
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { _id: string; candidates: Array<{ _id: string; target_id: string; votes: number; rank: number }> }
}
async function buyer() {
  const b = await register(t.app)
  return { ...b, headers: authHeader(b.accessToken) }
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t)
  seller = await createSeller(t, { shopName: 'Shop Bình Chọn' })
  productIds = []
  for (const name of ['Áo thun bình chọn', 'Váy hoa bình chọn', 'Son lì bình chọn', 'Quần jean bình chọn'])
    productIds.push((await insertProduct(t, { shopId: seller.shop.id, name })).id)
  rewardCode = 'VOTE200'
  await insertVoucher(t, { code: rewardCode, name: 'Voucher bình chọn 200K', value: 200_000, display: 'code_only', quantity: 1000 })
})
afterAll(() => t.close())

describe('voting campaigns: the admin', () => {
  it('creates a campaign of products with their names, audited; refuses unknown candidates, bad periods and shop vouchers', async () => {
    const c = await createCampaign()
    expect(c.candidates.map((x) => x.target_id).sort()).toEqual(productIds.slice(0, 3).sort())
    const full = (await call('GET', `${A}/${c._id}`, admin.headers)).json().data
    expect(full).toMatchObject({
      status: 'running',
      total_votes: 0,
      voters: 0,
      reward: { code: rewardCode, value: 200_000, min_votes: 10 },
    })
    expect(full.candidates[0].name).toMatch(/bình chọn/)
    expect((await auditOf(t, c._id))[0]).toMatchObject({ action: 'voting_campaign.create', targetType: 'voting_campaign' })

    const unknown = await call('POST', A, admin.headers, campaignBody({ candidate_ids: [productIds[0], crypto.randomUUID()] }), 'en')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toMatchObject({ code: 'VOTING_CANDIDATE_INVALID' })
    // a shop is not a product
    const wrongType = await call('POST', A, admin.headers, campaignBody({ candidate_ids: [seller.shop.id, productIds[0]] }))
    expect(wrongType.json().error.code).toBe('VOTING_CANDIDATE_INVALID')
    const period = await call('POST', A, admin.headers, campaignBody({ ends_at: new Date(Date.now() - 2 * DAY).toISOString() }))
    expect(period.statusCode).toBe(400)
    expect(period.json().error.fields.ends_at).toBeTruthy()
    const shopVoucher = await insertVoucher(t, { code: 'SHOPV1', kind: 'shop', shopId: seller.shop.id })
    const notPlatform = await call('POST', A, admin.headers, campaignBody({ reward_voucher_code: shopVoucher.code }))
    expect(notPlatform.json().error.code).toBe('VOTING_REWARD_VOUCHER_INVALID')
    const one = await call('POST', A, admin.headers, campaignBody({ candidate_ids: [productIds[0]] }))
    expect(one.statusCode).toBe(400)
  })

  it('is for admins only: 401 anonymous, 403 a buyer, before the body is read', async () => {
    expect((await call('POST', A, {}, {})).statusCode).toBe(401)
    expect((await call('POST', A, (await buyer()).headers, {})).statusCode).toBe(403)
    expect((await call('GET', A, seller.headers)).statusCode).toBe(403)
  })

  it('edits: adds a candidate, keeps votes, refuses to remove one with votes or change the type', async () => {
    const c = await createCampaign()
    const b = await buyer()
    await call('POST', `${M}/${c._id}/check-in`, b.headers)
    const voted = c.candidates.find((x) => x.target_id === productIds[0])!
    expect((await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: voted._id, count: 2 })).statusCode).toBe(200)

    const added = await call(
      'PUT',
      `${A}/${c._id}`,
      admin.headers,
      campaignBody({ candidate_ids: [...productIds.slice(0, 3), productIds[3]] }),
    )
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().data.candidates).toHaveLength(4)
    expect(added.json().data.candidates.find((x: { target_id: string }) => x.target_id === productIds[0]).votes).toBe(2)
    // one without votes may go
    const dropped = await call('PUT', `${A}/${c._id}`, admin.headers, campaignBody({ candidate_ids: [productIds[0], productIds[3]] }))
    expect(
      dropped
        .json()
        .data.candidates.map((x: { target_id: string }) => x.target_id)
        .sort(),
    ).toEqual([productIds[0], productIds[3]].sort())
    const removed = await call('PUT', `${A}/${c._id}`, admin.headers, campaignBody({ candidate_ids: [productIds[1], productIds[2]] }))
    expect(removed.statusCode).toBe(409)
    expect(removed.json().error.code).toBe('VOTING_CANDIDATE_HAS_VOTES')
    const retyped = await call(
      'PUT',
      `${A}/${c._id}`,
      admin.headers,
      campaignBody({ candidate_type: 'shop', candidate_ids: [seller.shop.id, (await createSeller(t)).shop.id] }),
    )
    expect(retyped.json().error.code).toBe('VOTING_CANDIDATE_HAS_VOTES')
  })

  it('runs a campaign of shops too', async () => {
    const other = await createSeller(t, { shopName: 'Shop Thứ Hai' })
    const c = await createCampaign({ candidate_type: 'shop', candidate_ids: [seller.shop.id, other.shop.id], reward_voucher_code: '' })
    const got = (await call('GET', `${P}/${c._id}`)).json().data
    expect(got.candidates.map((x: { name: string }) => x.name).sort()).toEqual(['Shop Bình Chọn', 'Shop Thứ Hai'])
    expect(got.candidates[0].url).toMatch(/^\/nguoi-ban\//)
    expect(got.reward).toBeNull()
  })
})

describe('voting campaigns: check-in and votes', () => {
  it('grants 10 votes once per Vietnam day (database enforced), again the next day', async () => {
    const c = await createCampaign()
    const b = await buyer()
    const first = await call('POST', `${M}/${c._id}/check-in`, b.headers)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({ granted: 10, me: { balance: 10, spent: 0, checked_in_today: true } })
    const again = await call('POST', `${M}/${c._id}/check-in`, b.headers, undefined, 'en')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'VOTING_ALREADY_CHECKED_IN',
      message: 'You already checked in today; come back tomorrow',
    })
    // two at once: one check-in, whichever wins
    const b2 = await buyer()
    const both = await Promise.all([call('POST', `${M}/${c._id}/check-in`, b2.headers), call('POST', `${M}/${c._id}/check-in`, b2.headers)])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    // the next Vietnam day (the clock moved by the service's `now`)
    const tomorrow = await t.services.voting.checkIn({
      actor: { kind: 'user', userId: b.userId, roles: ['buyer'], isGuest: false } as never,
      id: c._id,
      now: new Date(Date.now() + DAY),
    })
    expect(tomorrow.me.balance).toBe(20)
    const days = await t.database.db
      .select()
      .from(votingCheckIns)
      .where(and(eq(votingCheckIns.campaignId, c._id), eq(votingCheckIns.userId, b.userId)))
    expect(days).toHaveLength(2)
  })

  it('refuses anonymous callers and guest sessions, unknown campaigns and candidates, campaigns not running', async () => {
    const c = await createCampaign()
    expect((await call('POST', `${M}/${c._id}/check-in`)).statusCode).toBe(401)
    // a guest session (guest checkout) cannot vote: votes are for accounts
    const guest = await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
    expect(guest.statusCode, guest.body).toBe(200)
    const guestHeaders = authHeader(guest.json().data.accessToken)
    expect((await call('POST', `${M}/${c._id}/check-in`, guestHeaders)).statusCode).toBe(401)
    expect((await call('GET', `${P}/${c._id}`, guestHeaders)).json().data.me).toBeNull()
    const b = await buyer()
    expect((await call('POST', `${M}/${crypto.randomUUID()}/check-in`, b.headers)).json().error.code).toBe('VOTING_CAMPAIGN_NOT_FOUND')
    expect((await call('POST', `${M}/not-a-uuid/check-in`, b.headers)).statusCode).toBe(404)
    await call('POST', `${M}/${c._id}/check-in`, b.headers)
    const other = await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: crypto.randomUUID() })
    expect(other.json().error.code).toBe('VOTING_CANDIDATE_NOT_FOUND')
    const bad = await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: c.candidates[0]!._id, count: 0 })
    expect(bad.statusCode).toBe(400)
    const ended = await createCampaign({
      starts_at: new Date(Date.now() - 3 * DAY).toISOString(),
      ends_at: new Date(Date.now() - DAY).toISOString(),
    })
    const late = await call('POST', `${M}/${ended._id}/check-in`, b.headers)
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('VOTING_NOT_RUNNING')
  })

  it('ranks the candidates (ties share a rank), says "Votes exhausted" past the balance', async () => {
    const c = await createCampaign({ reward_voucher_code: '' })
    const b = await buyer()
    await call('POST', `${M}/${c._id}/check-in`, b.headers)
    const [x, y, z] = c.candidates as unknown as [{ _id: string }, { _id: string }, { _id: string }]
    expect((await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: y._id, count: 4 })).json().data.candidate).toMatchObject({
      votes: 4,
      rank: 1,
    })
    await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: z._id, count: 4 })
    const over = await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: x._id, count: 3 }, 'en')
    expect(over.statusCode).toBe(409)
    expect(over.json().error).toMatchObject({ code: 'VOTES_EXHAUSTED', message: 'Votes exhausted' })
    const last = await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: x._id, count: 2 })
    expect(last.json().data).toMatchObject({ me: { balance: 0, spent: 10 }, reward_granted: null })
    const results = (await call('GET', `${P}/${c._id}`, b.headers)).json().data
    expect(results.candidates.map((r: { _id: string; rank: number; percent: number }) => [r._id, r.rank, r.percent])).toEqual([
      [y._id, 1, 40],
      [z._id, 1, 40],
      [x._id, 3, 20],
    ])
    expect(results.total_votes).toBe(10)
    expect(results.me).toMatchObject({ balance: 0, spent: 10 })
    expect((await call('GET', `${P}/${c._id}`)).json().data.me).toBeNull()
    const list = (await call('GET', P)).json()
    expect(list.data.some((r: { _id: string }) => r._id === c._id)).toBe(true)
  })

  it('never lets the balance go below zero under 20 parallel votes', async () => {
    const c = await createCampaign({ reward_voucher_code: '' })
    const b = await buyer()
    await call('POST', `${M}/${c._id}/check-in`, b.headers)
    const target = c.candidates[0]!._id
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: target })),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((s) => s === 200)).toHaveLength(10)
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'VOTES_EXHAUSTED')).toBe(true)
    expect(codes.filter((s) => s !== 200 && s !== 409)).toEqual([])
    const got = (await call('GET', `${P}/${c._id}`, b.headers)).json().data
    expect(got.me).toMatchObject({ balance: 0, spent: 10 })
    expect(got.candidates.find((x: { _id: string }) => x._id === target).votes).toBe(10)
  })

  it('saves the 200K vote voucher to the wallet once the votes cast reach the threshold, once, even in parallel', async () => {
    const c = await createCampaign({ reward_min_votes: 5 })
    const b = await buyer()
    await call('POST', `${M}/${c._id}/check-in`, b.headers)
    const target = c.candidates[1]!._id
    const before = await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: target, count: 3 })
    expect(before.json().data.reward_granted).toBeNull()
    // the 4th and 5th vote race: exactly one of them earns it
    const race = await Promise.all([1, 2, 3].map(() => call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: target })))
    expect(race.map((r) => r.json().data.reward_granted).filter(Boolean)).toEqual(['saved'])
    const wallet = await t.database.db.select().from(savedVouchers).where(eq(savedVouchers.userId, b.userId))
    expect(wallet).toHaveLength(1)
    const me = (await call('GET', `${P}/${c._id}`, b.headers)).json().data.me
    expect(me).toMatchObject({ reward: 'saved', spent: 6 })
    const walletApi = await call('GET', '/api/v1/mobile/voucher-buyer', b.headers)
    expect(walletApi.statusCode, walletApi.body).toBe(200)
    expect(walletApi.json().data.map((v: { code: string; value: number }) => [v.code, v.value])).toEqual([[rewardCode, 200_000]])
  })

  it('keeps nothing in the wallet when the vote voucher has no saves left', async () => {
    const v = await insertVoucher(t, { code: 'VOTEOUT', value: 200_000, display: 'code_only', quantity: 10, savableQuantity: 1 })
    await t.database.db.execute(sql`UPDATE vouchers SET saved = 1 WHERE id = ${v.id}`)
    const c = await createCampaign({ reward_voucher_code: 'VOTEOUT', reward_min_votes: 1 })
    const b = await buyer()
    await call('POST', `${M}/${c._id}/check-in`, b.headers)
    const res = await call('POST', `${M}/${c._id}/votes`, b.headers, { candidate_id: c.candidates[0]!._id })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ reward_granted: 'exhausted', me: { balance: 9, reward: 'exhausted' } })
    const wallet = await t.database.db.select().from(savedVouchers).where(eq(savedVouchers.userId, b.userId))
    expect(wallet).toHaveLength(0)
  })
})
