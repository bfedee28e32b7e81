import type { SocialProvider as ProviderName } from '@xinh/contracts'
import type { Config } from '#server/platform/config.ts'

export type { ProviderName }

/** What every provider's answer is reduced to before identity sees it. */
export type SocialProfile = { providerUserId: string; email?: string; emailVerified: boolean; name?: string }

/** What a mobile client may hand over after its SDK signed the user in. */
export type ProviderToken = { access_token?: string; id_token?: string }

/** Extra checks and parameters of one authorization round trip. */
export type ExchangeExtras = {
  /** The nonce sent in the authorization request (OpenID Connect providers). */
  nonce?: string
  /** Every other parameter the provider sent to the callback (Apple's `user`, `iss`). */
  params?: Record<string, string | undefined>
}

export interface SocialLoginProvider {
  readonly name: ProviderName
  /** The one token kind `profileFromToken` accepts from mobile clients. */
  readonly mobileToken: 'access_token' | 'id_token'
  /** Apple answers the callback with a cross-site form POST (response_mode=form_post). */
  readonly formPost: boolean
  /** The provider's login page for a browser, with state and PKCE (and a nonce for OIDC). */
  authorizationUrl(state: string, codeVerifier: string, redirectUri: string, nonce?: string): Promise<URL>
  /** Redeems an authorization code (web callback or a mobile client's PKCE code). */
  exchangeCode(code: string, codeVerifier: string | undefined, redirectUri: string, extras?: ExchangeExtras): Promise<SocialProfile>
  /** Verifies a token a mobile SDK obtained and reads the profile behind it. */
  profileFromToken(token: ProviderToken): Promise<SocialProfile>
}

/** How providers are named in messages. */
export const PROVIDER_LABEL: Record<ProviderName, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', zalo: 'Zalo' }

/** The URL segment of each provider's routes (spec §7 names Zalo's `/auth/zalo-v2`). */
export const PROVIDER_SLUG: Record<ProviderName, string> = { google: 'google', facebook: 'facebook', apple: 'apple', zalo: 'zalo-v2' }

/** A failure the provider reported (bad code, bad token, unexpected answer). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError'
}

/**
 * A provider endpoint, with `OAUTH_ISSUER_OVERRIDE` applied: the real host is replaced by
 * `<override>/<provider>` so tests can point every provider at one local fake.
 */
export function endpoint(config: Config, provider: ProviderName, url: string): URL {
  const real = new URL(url)
  if (!config.OAUTH_ISSUER_OVERRIDE) return real
  const base = config.OAUTH_ISSUER_OVERRIDE.replace(/\/+$/, '')
  return new URL(`${base}/${provider}${real.pathname === '/' ? '' : real.pathname}${real.search}`)
}

/** Plain http is only ever allowed for the test hook's local fake. */
export const isInsecure = (url: URL) => url.protocol === 'http:'

/** Outgoing calls to providers give up rather than hold a request open. */
export const PROVIDER_TIMEOUT_MS = 10_000

export async function readJson(res: Response): Promise<Record<string, unknown>> {
  const body: unknown = await res.json().catch(() => null)
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ProviderError(`unexpected response (HTTP ${res.status})`)
  return body as Record<string, unknown>
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined)
/** Provider ids are strings or (Facebook, Zalo) digit strings; never trust a number's precision. */
export const idOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
