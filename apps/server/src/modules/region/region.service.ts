import geoip from 'geoip-country'
import type { FastifyRequest } from 'fastify'

// Country headers set by common CDNs and proxies, most specific first.
const CDN_COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-country-code',
  'fastly-geo-country-code',
]

/** The visitor's country: a CDN header when one is present, else the embedded GeoIP table. */
export function countryOf(req: FastifyRequest): string {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = req.headers[name]
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX') return value.toUpperCase()
  }
  // Loopback and private addresses have no country; treat local development as Vietnam.
  return geoip.lookup(req.ip)?.country ?? 'VN'
}
