import { describe, expect, it } from 'vitest'
import { vietnamDay } from './dates.ts'
import { votingStatus, ZVotingCampaignInput } from './voting.ts'

describe('voting rules', () => {
  it('counts check-in days on the Vietnam calendar (UTC+7): 17:00 UTC is the next day', () => {
    expect(vietnamDay(new Date('2026-11-25T16:59:59Z'))).toBe('2026-11-25')
    expect(vietnamDay(new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-26')
    expect(vietnamDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01')
  })

  it('is running in [starts_at, ends_at)', () => {
    const c = { starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' }
    expect(votingStatus(c, new Date('2026-10-31T23:59:59Z'))).toBe('upcoming')
    expect(votingStatus(c, new Date('2026-11-01T00:00:00Z'))).toBe('running')
    expect(votingStatus(c, new Date('2026-11-30T00:00:00Z'))).toBe('ended')
  })

  it('refuses a period that ends before it starts and duplicate candidates', () => {
    const id = '0190f5a2-7c1e-7a00-8000-000000000001'
    const base = {
      title: 'Bình chọn',
      candidate_type: 'shop',
      candidate_ids: [id, '0190f5a2-7c1e-7a00-8000-000000000002'],
      starts_at: '2026-11-02T00:00:00Z',
      ends_at: '2026-11-01T00:00:00Z',
    }
    const bad = ZVotingCampaignInput.safeParse(base)
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['ends_at', 'v.end_after_start'])
    const dup = ZVotingCampaignInput.safeParse({ ...base, ends_at: '2026-11-09T00:00:00Z', candidate_ids: [id, id] })
    expect(dup.error?.issues.map((i) => i.path.join('.'))).toEqual(['candidate_ids'])
    const ok = ZVotingCampaignInput.parse({ ...base, ends_at: '2026-11-09T00:00:00Z', reward_voucher_code: ' vote200 ' })
    expect(ok).toMatchObject({ reward_voucher_code: 'VOTE200', reward_min_votes: 10, description: '' })
  })
})
