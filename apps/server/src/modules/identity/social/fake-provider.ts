import { createHash, createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import type { ProviderName } from './provider.ts'

/**
 * TEST ONLY: a local stand-in for Google, Apple, Facebook and Zalo at their HTTP boundary
 * (OIDC discovery, JWKS, authorize, token, userinfo, Graph and Zalo endpoints), laid out as
 * `OAUTH_ISSUER_OVERRIDE` expects: `<base>/<provider>/<the provider's own path>`.
 * It checks what the real ones check (client credentials, redirect URI, PKCE, Zalo's
 * `secret_key` header, Facebook's `appsecret_proof`) so the tests prove we send them.
 */

export type FakeUser = { sub: string; email?: string; email_verified?: boolean | string; name?: string }
export type FakeClients = Record<ProviderName, { id: string; secret: string }>

type Grant = { provider: ProviderName; clientId: string; redirectUri?: string; challenge?: string; nonce?: string; user: FakeUser }
type Seen = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; form: URLSearchParams }

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>

export async function startFakeProviders(clients: FakeClients) {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const kid = 'fake-key-1'
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const codes = new Map<string, Grant>()
  const accessTokens = new Map<string, { provider: ProviderName; user: FakeUser }>()
  /** The user who "signs in" at each provider's login page next. */
  const nextUser: Partial<Record<ProviderName, FakeUser>> = {}
  const seen: Seen[] = []
  let base = ''

  const issuer = (p: ProviderName) => `${base}/${p}`
  const random = () => randomBytes(16).toString('base64url')
  const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

  async function idToken(
    provider: 'google' | 'apple',
    user: FakeUser,
    extra: { aud?: string; nonce?: string; iss?: string; expiresIn?: number } = {},
  ) {
    const claims: Record<string, unknown> = { email: user.email, email_verified: user.email_verified, name: user.name }
    if (extra.nonce) claims.nonce = extra.nonce
    return new SignJWT(Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)))
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(extra.iss ?? issuer(provider))
      .setAudience(extra.aud ?? clients[provider].id)
      .setSubject(user.sub)
      .setIssuedAt()
      .setExpirationTime(`${extra.expiresIn ?? 3600}s`)
      .sign(privateKey)
  }

  function accessTokenFor(provider: ProviderName, user: FakeUser) {
    const token = `${provider}-at-${random()}`
    accessTokens.set(token, { provider, user })
    return token
  }

  function authorize(provider: ProviderName, q: URLSearchParams, res: http.ServerResponse) {
    const clientParam = provider === 'zalo' ? 'app_id' : 'client_id'
    const redirectUri = q.get('redirect_uri')
    const user = nextUser[provider]
    if (q.get(clientParam) !== clients[provider].id || !redirectUri || !user) return json(res, 400, { error: 'invalid_request' })
    if (provider !== 'zalo' && q.get('response_type') !== 'code') return json(res, 400, { error: 'unsupported_response_type' })
    const code = `${provider}-code-${random()}`
    codes.set(code, {
      provider,
      clientId: clients[provider].id,
      redirectUri,
      challenge: q.get('code_challenge') ?? undefined,
      nonce: q.get('nonce') ?? undefined,
      user,
    })
    const back = new URL(redirectUri)
    back.searchParams.set('code', code)
    const state = q.get('state')
    if (state) back.searchParams.set('state', state)
    res.writeHead(302, { location: back.href }).end()
  }

  /** Redeems a code for an OAuth 2 client (Google, Apple, Facebook: client_secret_post). */
  function redeem(provider: ProviderName, form: URLSearchParams): Grant | string {
    if (form.get('grant_type') !== 'authorization_code') return 'unsupported_grant_type'
    if (form.get('client_id') !== clients[provider].id || form.get('client_secret') !== clients[provider].secret) return 'invalid_client'
    const grant = codes.get(form.get('code') ?? '')
    codes.delete(form.get('code') ?? '')
    if (!grant || grant.provider !== provider) return 'invalid_grant'
    if (grant.redirectUri !== form.get('redirect_uri')) return 'invalid_grant'
    const verifier = form.get('code_verifier')
    if (grant.challenge ? !verifier || s256(verifier) !== grant.challenge : verifier) return 'invalid_grant'
    return grant
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', base)
    const form = new URLSearchParams(req.method === 'POST' ? await readBody(req) : '')
    seen.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, form })
    const [, provider, ...rest] = url.pathname.split('/')
    const route = `${req.method} /${rest.join('/')}`
    const bearer = req.headers.authorization?.replace(/^Bearer /i, '')

    if (provider === 'google' || provider === 'apple') {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return json(res, 200, {
            issuer: issuer(provider),
            authorization_endpoint: `${issuer(provider)}/authorize`,
            token_endpoint: `${issuer(provider)}/token`,
            jwks_uri: `${issuer(provider)}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public', 'pairwise'],
            id_token_signing_alg_values_supported: ['RS256'],
            token_endpoint_auth_methods_supported: ['client_secret_post'],
            // as the real ones: Google advertises PKCE and userinfo, Apple neither (but form_post)
            ...(provider === 'google'
              ? { code_challenge_methods_supported: ['S256'], userinfo_endpoint: `${issuer(provider)}/userinfo` }
              : { response_modes_supported: ['query', 'fragment', 'form_post'] }),
          })
        case 'GET /jwks':
          return json(res, 200, { keys: [jwk] })
        case 'GET /authorize':
          if (provider === 'apple' && url.searchParams.get('response_mode') !== 'form_post')
            return json(res, 400, { error: 'invalid_request' })
          return authorize(provider, url.searchParams, res)
        case 'POST /token': {
          const grant = redeem(provider, form)
          if (typeof grant === 'string') return json(res, 400, { error: grant })
          return json(res, 200, {
            access_token: accessTokenFor(provider, grant.user),
            token_type: 'Bearer',
            expires_in: 3600,
            id_token: await idToken(provider, grant.user, { nonce: grant.nonce }),
          })
        }
        case 'GET /userinfo': {
          const found = accessTokens.get(bearer ?? '')
          if (!found || found.provider !== provider) return json(res, 401, { error: 'invalid_token' })
          return json(res, 200, found.user)
        }
      }
    }

    if (provider === 'facebook') {
      switch (route) {
        case 'GET /v19.0/dialog/oauth':
          return authorize('facebook', url.searchParams, res)
        case 'POST /v19.0/oauth/access_token': {
          const grant = redeem('facebook', form)
          if (typeof grant === 'string') return json(res, 400, { error: { message: grant, type: 'OAuthException', code: 100 } })
          return json(res, 200, { access_token: accessTokenFor('facebook', grant.user), token_type: 'bearer', expires_in: 5_183_944 })
        }
        case 'GET /me': {
          const found = accessTokens.get(bearer ?? '')
          const proof = bearer && createHmac('sha256', clients.facebook.secret).update(bearer).digest('hex')
          if (found?.provider !== 'facebook' || url.searchParams.get('appsecret_proof') !== proof)
            return json(res, 400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } })
          const fields = (url.searchParams.get('fields') ?? 'id,name').split(',')
          const profile: Record<string, unknown> = { id: found.user.sub, name: found.user.name, email: found.user.email }
          return json(res, 200, Object.fromEntries(fields.filter((f) => profile[f] !== undefined).map((f) => [f, profile[f]])))
        }
      }
    }

    if (provider === 'zalo') {
      switch (route) {
        case 'GET /v4/permission':
          return authorize('zalo', url.searchParams, res)
        case 'POST /v4/access_token': {
          // Zalo answers errors with HTTP 200 and a negative code
          if (req.headers.secret_key !== clients.zalo.secret) return json(res, 200, { error: -14002, error_name: 'Invalid secret key' })
          const grant = codes.get(form.get('code') ?? '')
          codes.delete(form.get('code') ?? '')
          const verifier = form.get('code_verifier') ?? ''
          if (
            form.get('app_id') !== clients.zalo.id ||
            form.get('grant_type') !== 'authorization_code' ||
            !grant ||
            grant.provider !== 'zalo'
          )
            return json(res, 200, { error: -14003, error_name: 'Invalid authorization code' })
          if (!grant.challenge || s256(verifier) !== grant.challenge)
            return json(res, 200, { error: -14019, error_name: 'Invalid code verifier' })
          return json(res, 200, { access_token: accessTokenFor('zalo', grant.user), refresh_token: random(), expires_in: '3600' })
        }
        case 'GET /v2.0/me': {
          const token = req.headers.access_token
          const found = typeof token === 'string' ? accessTokens.get(token) : undefined
          if (found?.provider !== 'zalo') return json(res, 200, { error: -501, message: 'Access token is invalid' })
          return json(res, 200, {
            id: found.user.sub,
            name: found.user.name,
            picture: { data: { url: 'https://example.vn/a.jpg' } },
            error: 0,
            message: 'Success',
          })
        }
      }
    }
    return json(res, 404, { error: 'not_found' })
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    base,
    nextUser,
    seen,
    idToken,
    accessTokenFor,
    /** A code as a mobile app would get it from the provider's SDK (PKCE challenge, no nonce). */
    issueCode(provider: ProviderName, user: FakeUser, opts: { redirectUri: string; challenge?: string }) {
      const code = `${provider}-code-${random()}`
      codes.set(code, { provider, clientId: clients[provider].id, redirectUri: opts.redirectUri, challenge: opts.challenge, user })
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
