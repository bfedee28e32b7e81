import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const country = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/public/get-ip-country', headers, ...(remoteAddress ? { remoteAddress } : {}) })

describe('GET /api/v1/public/get-ip-country', () => {
  it('uses the CDN country header when present', async () => {
    const res = await country({ 'cf-ipcountry': 'SG' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { country_code: 'SG' } })
    expect(String(res.headers['cache-control'])).toContain('no-store')
    expect((await country({ 'cloudfront-viewer-country': 'kr' })).json().data.country_code).toBe('KR')
  })

  it('treats loopback (local development) as Vietnam', async () => {
    expect((await country()).json().data.country_code).toBe('VN')
  })

  it('ignores an unknown or malformed header and falls back to the address', async () => {
    expect((await country({ 'cf-ipcountry': 'XX' })).json().data.country_code).toBe('VN')
    expect((await country({ 'cf-ipcountry': 'Singapore' })).json().data.country_code).toBe('VN')
  })

  it('looks the client address up in the embedded GeoIP table', async () => {
    // 1.52.0.0/14 is allocated to a Vietnamese carrier; 8.8.8.8 is in the United States
    expect((await country({}, '8.8.8.8')).json().data.country_code).toBe('US')
    expect((await country({}, '1.52.0.1')).json().data.country_code).toBe('VN')
  })
})
