import { describe, expect, it } from 'vitest'
import { filtersStayInBrowser } from './revalidate.ts'
import { screens } from './screens.ts'

/** affssr: the loaders' seeds and the screens' browser reads must name the same API path. */
describe('screens', () => {
  const sp = (q: string) => new URLSearchParams(q)
  it('reads the address as the screen does, with defaults for anything else', () => {
    expect(screens.dashboard(sp(''))).toMatchObject({ days: 30, path: '/affiliate/v1/dashboard?days=30' })
    expect(screens.dashboard(sp('days=7')).path).toBe('/affiliate/v1/dashboard?days=7')
    expect(screens.dashboard(sp('days=8')).days).toBe(30)
    expect(screens.conversions(sp('status=reversed&page=2'))).toMatchObject({
      status: 'reversed',
      query: { status: 'reversed', page: 2, limit: 20 },
      path: '/affiliate/v1/conversions?status=reversed&page=2&limit=20',
    })
    expect(screens.conversions(sp('status=nope&page=-3')).path).toBe('/affiliate/v1/conversions?page=1&limit=20')
    expect(screens.campaigns(sp('joined=true')).path).toBe('/affiliate/v1/campaigns?joined=true&page=1&limit=20')
    expect(screens.sellerCampaigns(sp('state=ended')).path).toBe('/api/v1/seller/affiliate/campaigns?state=ended&page=1&limit=20')
    expect(screens.applications(sp('')).status).toBe('pending')
    expect(screens.applications(sp('status=all')).path).toBe('/affiliate/v1/admin/kol-applications?page=1&limit=20')
    expect(screens.platformCampaigns(sp('page=3')).path).toBe('/affiliate/v1/admin/campaigns?kind=platform&page=3&limit=20')
    expect(screens.payouts(sp('tab=history')).path).toBe('/affiliate/v1/admin/payouts?page=1&limit=20')
    expect(screens.payouts(sp('')).path).toBe('/affiliate/v1/admin/payouts/due?page=1&limit=20')
  })
})

describe('filtersStayInBrowser', () => {
  const args = (from: string, to: string) => ({
    currentUrl: new URL(from, 'http://x'),
    nextUrl: new URL(to, 'http://x'),
    defaultShouldRevalidate: true,
  })
  it("a filter or page change on the same screen is the screen's own fetch; anything else revalidates as usual", () => {
    expect(filtersStayInBrowser(args('/tiep-thi-lien-ket', '/tiep-thi-lien-ket?days=7') as never)).toBe(false)
    expect(filtersStayInBrowser(args('/a?page=1', '/a?page=2') as never)).toBe(false)
    expect(filtersStayInBrowser(args('/a', '/b') as never)).toBe(true)
    // a revalidation of the same address (language switch, after a write) still runs the loaders
    expect(filtersStayInBrowser(args('/a?page=2', '/a?page=2') as never)).toBe(true)
  })
})
