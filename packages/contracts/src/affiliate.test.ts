import { describe, expect, it } from 'vitest'
import { ZAffiliateClickInput, ZKolAccountInput, ZKolApplicationInput, ZPlatformCampaignInput, ZSellerCampaignInput } from './affiliate.ts'

const id = '0192f0a0-0000-7000-8000-000000000001'
const period = { starts_at: '2026-12-01T00:00:00+07:00', ends_at: '2026-12-31T23:59:00+07:00' }

describe('affiliate contracts', () => {
  it('a campaign needs products (seller), a rate of 0.1–50 % and an end after its start', () => {
    expect(ZSellerCampaignInput.safeParse({ name: 'Hè', product_ids: [id], rate_bps: 1200, ...period }).success).toBe(true)
    const bad = ZSellerCampaignInput.safeParse({
      name: 'Hè',
      product_ids: [],
      rate_bps: 6000,
      starts_at: period.ends_at,
      ends_at: period.starts_at,
    })
    expect(bad.success).toBe(false)
    const paths = bad.error!.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['product_ids', 'rate_bps']))
    const backwards = ZSellerCampaignInput.safeParse({
      name: 'Hè',
      product_ids: [id],
      rate_bps: 500,
      starts_at: period.ends_at,
      ends_at: period.starts_at,
    })
    expect(backwards.error!.issues.map((i) => i.path.join('.'))).toEqual(['ends_at'])
    // a platform campaign without products covers every product
    expect(ZPlatformCampaignInput.parse({ name: 'Toàn sàn', rate_bps: 500, ...period }).product_ids).toEqual([])
  })

  it('KOL account: digits-only bank account, a 10-digit (or branch 10-3) tax code, empty tax code allowed', () => {
    const base = {
      full_name: 'Lê Hoàng Mai',
      bank_name: 'Vietcombank',
      bank_account_number: '0071000123456',
      bank_account_name: 'LE HOANG MAI',
    }
    expect(ZKolAccountInput.safeParse({ ...base, tax_id: '' }).success).toBe(true)
    expect(ZKolAccountInput.safeParse({ ...base, tax_id: '8034567891-001' }).success).toBe(true)
    expect(ZKolAccountInput.safeParse({ ...base, tax_id: '12345' }).success).toBe(false)
    expect(ZKolAccountInput.safeParse({ ...base, bank_account_number: '0071-000' }).success).toBe(false)
  })

  it('an application agrees to the terms and names at least one channel with an http(s) link', () => {
    const ok = {
      display_name: 'Mai',
      channels: [{ platform: 'tiktok', url: 'https://tiktok.com/@mai', followers: '1200' }],
      agree_terms: true,
    }
    expect(ZKolApplicationInput.parse(ok).channels[0]!.followers).toBe(1200)
    expect(ZKolApplicationInput.safeParse({ ...ok, agree_terms: false }).success).toBe(false)
    expect(
      ZKolApplicationInput.safeParse({ ...ok, channels: [{ platform: 'tiktok', url: 'javascript:alert(1)', followers: 1 }] }).success,
    ).toBe(false)
  })

  it('a click id is 6–32 letters and digits', () => {
    expect(ZAffiliateClickInput.safeParse({ click_id: 'MAIXINHSP1' }).success).toBe(true)
    expect(ZAffiliateClickInput.safeParse({ click_id: "x' OR 1=1" }).success).toBe(false)
    expect(ZAffiliateClickInput.safeParse({ click_id: 'abc' }).success).toBe(false)
  })
})
