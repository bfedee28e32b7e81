import { calculatePKCECodeChallenge } from 'openid-client'
import type { Config } from '#server/platform/config.ts'
import { endpoint, idOf, PROVIDER_TIMEOUT_MS, ProviderError, readJson, type SocialLoginProvider, str } from './provider.ts'

const AUTHORIZE = 'https://oauth.zaloapp.com/v4/permission'
const TOKEN = 'https://oauth.zaloapp.com/v4/access_token'
const PROFILE = 'https://graph.zalo.me/v2.0/me'

/**
 * Zalo Login v4 with PKCE, exactly as INTEGRATIONS.md describes it. Zalo is not standard
 * OAuth (`app_id`, a `secret_key` header, errors inside HTTP 200 answers), so it is spoken
 * by hand. Zalo shares no e-mail address: its accounts are linked by their Zalo id only.
 */
export function zaloProvider(config: Config, creds: { appId: string; secretKey: string }): SocialLoginProvider {
  async function profile(accessToken: string) {
    const url = endpoint(config, 'zalo', PROFILE)
    url.searchParams.set('fields', 'id,name,picture')
    const res = await fetch(url, { headers: { access_token: accessToken }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
    const body = await readJson(res)
    const id = idOf(body.id)
    // Zalo reports failures as a non-zero `error` with HTTP 200.
    if (!res.ok || (body.error !== undefined && body.error !== 0) || !id)
      throw new ProviderError(`profile request failed (error ${String(body.error)})`)
    return { providerUserId: id, emailVerified: false, name: str(body.name) }
  }

  return {
    name: 'zalo',
    mobileToken: 'access_token',
    formPost: false,

    async authorizationUrl(state, codeVerifier, redirectUri) {
      const url = endpoint(config, 'zalo', AUTHORIZE)
      url.searchParams.set('app_id', creds.appId)
      url.searchParams.set('redirect_uri', redirectUri)
      url.searchParams.set('code_challenge', await calculatePKCECodeChallenge(codeVerifier))
      url.searchParams.set('state', state)
      return url
    },

    async exchangeCode(code, codeVerifier) {
      if (!codeVerifier) throw new ProviderError('Zalo requires PKCE')
      const res = await fetch(endpoint(config, 'zalo', TOKEN), {
        method: 'POST',
        headers: { secret_key: creds.secretKey, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ app_id: creds.appId, code, grant_type: 'authorization_code', code_verifier: codeVerifier }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      })
      const body = await readJson(res)
      const accessToken = str(body.access_token)
      if (!res.ok || !accessToken) throw new ProviderError(`token request failed (error ${String(body.error)})`)
      return profile(accessToken)
    },

    async profileFromToken(token) {
      if (!token.access_token) throw new ProviderError('an access_token is required')
      return profile(token.access_token)
    },
  }
}
