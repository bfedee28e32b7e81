import { createHmac } from 'node:crypto'
import * as oidc from 'openid-client'
import type { Config } from '#server/platform/config.ts'
import { endpoint, idOf, isInsecure, PROVIDER_TIMEOUT_MS, ProviderError, readJson, type SocialLoginProvider, str } from './provider.ts'

const AUTHORIZE = 'https://www.facebook.com/v19.0/dialog/oauth'
const TOKEN = 'https://graph.facebook.com/v19.0/oauth/access_token'
const PROFILE = 'https://graph.facebook.com/me'

/**
 * Facebook Login is plain OAuth 2 (no discovery): openid-client's OAuth 2 functions with the
 * server metadata written out. Every Graph call carries `appsecret_proof`, which Facebook
 * checks against the app the token was issued to, so a token from another app is refused.
 * Facebook does not promise that the e-mail was verified, so it never links an account by e-mail.
 */
export function facebookProvider(config: Config, creds: { clientId: string; clientSecret: string }): SocialLoginProvider {
  const authorization = endpoint(config, 'facebook', AUTHORIZE)
  const server: oidc.ServerMetadata = {
    issuer: `${authorization.origin}/`,
    authorization_endpoint: authorization.href,
    token_endpoint: endpoint(config, 'facebook', TOKEN).href,
  }
  const client = new oidc.Configuration(server, creds.clientId, creds.clientSecret, oidc.ClientSecretPost(creds.clientSecret))
  client.timeout = PROVIDER_TIMEOUT_MS / 1000
  // plain http only for the test hook's local fake
  if (isInsecure(authorization)) oidc.allowInsecureRequests(client)

  async function profile(accessToken: string) {
    const url = endpoint(config, 'facebook', PROFILE)
    url.searchParams.set('fields', 'id,name,email')
    url.searchParams.set('appsecret_proof', createHmac('sha256', creds.clientSecret).update(accessToken).digest('hex'))
    const res = await oidc.fetchProtectedResource(client, accessToken, url, 'GET')
    const body = await readJson(res)
    const id = idOf(body.id)
    if (!res.ok || !id) throw new ProviderError(`profile request failed (HTTP ${res.status})`)
    return { providerUserId: id, email: str(body.email), emailVerified: false, name: str(body.name) }
  }

  return {
    name: 'facebook',
    mobileToken: 'access_token',
    formPost: false,

    async authorizationUrl(state, codeVerifier, redirectUri) {
      return oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: 'email,public_profile',
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
    },

    async exchangeCode(code, codeVerifier, redirectUri) {
      const current = new URL(redirectUri)
      current.searchParams.set('code', code)
      const tokens = await oidc.authorizationCodeGrant(client, current, { pkceCodeVerifier: codeVerifier })
      return profile(tokens.access_token)
    },

    async profileFromToken(token) {
      if (!token.access_token) throw new ProviderError('an access_token is required')
      return profile(token.access_token)
    },
  }
}
