import { createRemoteJWKSet, jwtVerify } from 'jose'
import * as oidc from 'openid-client'
import type { Config } from '#server/platform/config.ts'
import {
  endpoint,
  type ExchangeExtras,
  isInsecure,
  PROVIDER_TIMEOUT_MS,
  type ProviderName,
  ProviderError,
  type ProviderToken,
  type SocialLoginProvider,
  type SocialProfile,
  str,
} from './provider.ts'

type OidcOptions = {
  name: ProviderName
  issuer: string
  /** Other spellings of the issuer found in real tokens (Google also uses `accounts.google.com`). */
  extraIssuers?: string[]
  clientId: string
  clientSecret: string
  /** Other audiences a mobile id_token may carry (Apple: the iOS bundle id). */
  extraAudiences?: string[]
  scope: string
  /** Extra authorization request parameters (Apple: response_mode=form_post). */
  authorizationParams?: Record<string, string>
  formPost?: boolean
  /** Reads what the provider sends beside the code (Apple: the user's name, once). */
  nameFromParams?: (params: Record<string, string | undefined>) => string | undefined
}

/**
 * An OpenID Connect provider through openid-client: metadata by discovery at the issuer,
 * PKCE when the server advertises it, a nonce always, and the id_token validated by
 * openid-client (issuer, audience, expiry, nonce).
 */
export function oidcProvider(config: Config, opts: OidcOptions): SocialLoginProvider {
  const issuer = endpoint(config, opts.name, opts.issuer)
  let discovered: Promise<oidc.Configuration> | undefined
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined

  /** Discovery runs once, on first use; a failed attempt is retried on the next request. */
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(issuer, opts.clientId, opts.clientSecret, oidc.ClientSecretPost(opts.clientSecret), {
        timeout: PROVIDER_TIMEOUT_MS / 1000,
        // plain http only for the test hook's local fake
        execute: isInsecure(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      })
    return discovered
  }

  const supportsPkce = (c: oidc.Configuration) => c.serverMetadata().supportsPKCE()

  return {
    name: opts.name,
    mobileToken: 'id_token',
    formPost: opts.formPost ?? false,

    async authorizationUrl(state, codeVerifier, redirectUri, nonce) {
      const c = await configuration()
      const params: Record<string, string> = { redirect_uri: redirectUri, scope: opts.scope, state, ...opts.authorizationParams }
      if (nonce) params.nonce = nonce
      if (supportsPkce(c)) {
        params.code_challenge = await oidc.calculatePKCECodeChallenge(codeVerifier)
        params.code_challenge_method = 'S256'
      }
      return oidc.buildAuthorizationUrl(c, params)
    },

    async exchangeCode(code, codeVerifier, redirectUri, extras: ExchangeExtras = {}) {
      const c = await configuration()
      // The route has already matched `state` against the flow cookie; openid-client checks
      // `iss` (when sent), redeems the code and validates the id_token.
      const current = new URL(redirectUri)
      current.searchParams.set('code', code)
      const iss = extras.params?.iss
      if (iss) current.searchParams.set('iss', iss)
      const tokens = await oidc.authorizationCodeGrant(c, current, {
        pkceCodeVerifier: codeVerifier && supportsPkce(c) ? codeVerifier : undefined,
        expectedNonce: extras.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new ProviderError('no id_token')
      const profile = profileFromClaims(claims)
      return { ...profile, name: profile.name ?? (extras.params && opts.nameFromParams?.(extras.params)) }
    },

    async profileFromToken(token: ProviderToken) {
      if (!token.id_token) throw new ProviderError('an id_token is required')
      const c = await configuration()
      const meta = c.serverMetadata()
      if (!meta.jwks_uri) throw new ProviderError('issuer has no jwks_uri')
      jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS })
      const { payload } = await jwtVerify(token.id_token, jwks, {
        issuer: [meta.issuer, ...(config.OAUTH_ISSUER_OVERRIDE ? [] : (opts.extraIssuers ?? []))],
        audience: [opts.clientId, ...(opts.extraAudiences ?? [])],
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        maxTokenAge: '1 day',
      })
      return profileFromClaims(payload)
    },
  }
}

/** Apple sends `email_verified` as the string "true"; Google as a boolean. */
export function profileFromClaims(claims: Record<string, unknown>): SocialProfile {
  const sub = str(claims.sub)
  if (!sub) throw new ProviderError('id_token without sub')
  const given = [str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ')
  return {
    providerUserId: sub,
    email: str(claims.email),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: str(claims.name) ?? (given || undefined),
  }
}

export function googleProvider(config: Config, creds: { clientId: string; clientSecret: string }) {
  return oidcProvider(config, {
    name: 'google',
    issuer: 'https://accounts.google.com',
    extraIssuers: ['accounts.google.com'],
    ...creds,
    scope: 'openid email profile',
    authorizationParams: { prompt: 'select_account' },
  })
}

/**
 * Sign in with Apple. The client secret is the ES256 JWT Apple asks for (made from the .p8 key,
 * valid up to six months). Apple gives the name only once, beside the code on first sign-in;
 * the e-mail always comes from the id_token.
 */
export function appleProvider(config: Config, creds: { clientId: string; clientSecret: string; bundleId?: string }) {
  return oidcProvider(config, {
    name: 'apple',
    issuer: 'https://appleid.apple.com',
    clientId: creds.clientId,
    clientSecret: creds.clientSecret,
    extraAudiences: creds.bundleId ? [creds.bundleId] : [],
    scope: 'openid name email',
    authorizationParams: { response_mode: 'form_post' },
    formPost: true,
    nameFromParams: (params) => appleName(params.user),
  })
}

function appleName(user: string | undefined): string | undefined {
  if (!user) return undefined
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }
    const name = [str(parsed.name?.firstName), str(parsed.name?.lastName)].filter(Boolean).join(' ')
    return name || undefined
  } catch {
    return undefined
  }
}
