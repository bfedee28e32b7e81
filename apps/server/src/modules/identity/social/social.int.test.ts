import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, sessionCookie, type TestApp } from '../../../../test/helpers.ts'
import { type FakeClients, type FakeProviders, type FakeUser, startFakeProviders } from './fake-provider.ts'
import { FLOW_COOKIE } from './social.routes.ts'

const clients: FakeClients = {
  google: { id: 'google-client.apps.googleusercontent.com', secret: 'google-secret' },
  apple: { id: 'vn.xinh.web', secret: 'apple-client-secret-jwt' },
  facebook: { id: '1234567890', secret: 'facebook-app-secret' },
  zalo: { id: '987654321', secret: 'zalo-secret-key' },
}

let fake: FakeProviders
let t: TestApp
/** Only Zalo is configured here: the other providers must answer "not configured". */
let zaloOnly: TestApp

beforeAll(async () => {
  fake = await startFakeProviders(clients)
  t = await createTestApp({
    GOOGLE_CLIENT_ID: clients.google.id,
    GOOGLE_CLIENT_SECRET: clients.google.secret,
    APPLE_CLIENT_ID: clients.apple.id,
    APPLE_CLIENT_SECRET: clients.apple.secret,
    APPLE_BUNDLE_ID: 'vn.xinh.ios',
    FACEBOOK_CLIENT_ID: clients.facebook.id,
    FACEBOOK_CLIENT_SECRET: clients.facebook.secret,
    ZALO_APP_ID: clients.zalo.id,
    ZALO_SECRET_KEY: clients.zalo.secret,
    OAUTH_ISSUER_OVERRIDE: fake.base,
  })
  zaloOnly = await createTestApp({ ZALO_APP_ID: clients.zalo.id, ZALO_SECRET_KEY: clients.zalo.secret, OAUTH_ISSUER_OVERRIDE: fake.base })
})
afterAll(async () => {
  await t?.close()
  await zaloOnly?.close()
  await fake?.close()
})

let seq = 0
const someone = (prefix: string, extra: Partial<FakeUser> = {}): FakeUser => ({
  sub: `${prefix}-${Date.now()}-${++seq}`,
  name: 'Lê Thị Hoa',
  ...extra,
})
const countUsers = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }, name: string) => res.cookies.find((c) => c.name === name)
const meWithCookie = (app: TestApp, session: string) =>
  app.app.inject({ method: 'GET', url: '/community/v1/profile/me/', cookies: { xinh_session: session } })

/** Starts the web flow and "signs in" at the fake provider; returns the callback the browser would open. */
async function startAndAuthorize(slug: string, user: FakeUser, provider: keyof FakeClients, redirect?: string) {
  fake.nextUser[provider] = user
  const start = await t.app.inject({
    method: 'GET',
    url: `/community/v1/auth/${slug}/start`,
    query: redirect === undefined ? {} : { redirect },
  })
  expect(start.statusCode, start.body).toBe(302)
  const flow = cookieOf(start, FLOW_COOKIE)
  expect(flow?.value).toBeTruthy()
  const authorizeUrl = new URL(start.headers.location as string)
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(atProvider.status).toBe(302)
  const callback = new URL(atProvider.headers.get('location') as string)
  return { start, flow: flow!, authorizeUrl, callback }
}

async function mobileLogin(slug: string, payload: Record<string, unknown>, app: TestApp = t) {
  return app.app.inject({ method: 'POST', url: `/community/v1/auth/${slug}`, payload })
}

describe('GET /community/v1/auth/providers', () => {
  it('reflects which providers are configured', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/community/v1/auth/providers' })
    expect(all.json()).toEqual({ success: true, data: { google: true, facebook: true, apple: true, zalo: true } })
    const some = await zaloOnly.app.inject({ method: 'GET', url: '/community/v1/auth/providers' })
    expect(some.json()).toEqual({ success: true, data: { google: false, facebook: false, apple: false, zalo: true } })
  })
})

describe('a provider without credentials', () => {
  it.each([
    ['google', 'Google'],
    ['facebook', 'Facebook'],
    ['apple', 'Apple'],
  ])('answers 404 AUTH_PROVIDER_NOT_CONFIGURED (never a 5xx) on every %s route, localised', async (slug, label) => {
    const requests = [
      { method: 'POST' as const, url: `/community/v1/auth/${slug}`, payload: { access_token: 'x'.repeat(20) } },
      { method: 'GET' as const, url: `/community/v1/auth/${slug}/start` },
      { method: 'GET' as const, url: `/community/v1/auth/${slug}/callback?code=abcd&state=efgh` },
    ]
    for (const request of requests) {
      const vi = await zaloOnly.app.inject(request)
      expect(vi.statusCode, `${request.method} ${request.url}`).toBe(404)
      expect(vi.json()).toEqual({
        success: false,
        error: { code: 'AUTH_PROVIDER_NOT_CONFIGURED', message: `Đăng nhập bằng ${label} chưa được cấu hình` },
      })
    }
    const en = await zaloOnly.app.inject({ ...requests[0]!, headers: { 'accept-language': 'en' } })
    expect(en.json().error.message).toBe(`Sign-in with ${label} is not configured`)
  })

  it('does not stop a configured provider on the same server', async () => {
    const user = someone('zalo-only')
    const res = await mobileLogin('zalo-v2', { access_token: fake.accessTokenFor('zalo', user) }, zaloOnly)
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('web redirect flow', () => {
  it('Google: start → provider → callback signs in with a session cookie and returns to the saved path', async () => {
    const email = `hoa.google.${Date.now()}@gmail.com`
    const { start, flow, authorizeUrl, callback } = await startAndAuthorize(
      'google',
      someone('g-web', { email, email_verified: true }),
      'google',
      '/trang-ca-nhan?tab=1',
    )

    // the flow cookie is short-lived, httpOnly and scoped to the auth routes
    expect(flow).toMatchObject({ httpOnly: true, path: '/community/v1/auth/', maxAge: 600 })
    // state, PKCE (S256) and a nonce went to the provider
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.base}/google/authorize`)
    const q = authorizeUrl.searchParams
    expect(q.get('client_id')).toBe(clients.google.id)
    expect(q.get('response_type')).toBe('code')
    expect(q.get('scope')).toBe('openid email profile')
    expect(q.get('code_challenge_method')).toBe('S256')
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(q.get('state')).toBeTruthy()
    expect(q.get('nonce')).toBeTruthy()
    expect(q.get('redirect_uri')).toBe(`${t.config.publicUrl}/community/v1/auth/google/callback`)
    expect(start.body).not.toContain(q.get('state')!)

    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: { [FLOW_COOKIE]: flow.value } })
    expect(res.statusCode, res.body).toBe(302)
    expect(res.headers.location).toBe('/trang-ca-nhan?tab=1')
    expect(cookieOf(res, FLOW_COOKIE)?.value).toBe('') // used once, then cleared
    const session = sessionCookie(res)
    expect(session).toBeTruthy()

    const me = await meWithCookie(t, session!)
    expect(me.statusCode, me.body).toBe(200)
    expect(me.json().data).toMatchObject({ email, email_verified: true, userName: 'Lê Thị Hoa' })

    // the token request carried the PKCE verifier matching the challenge
    const tokenRequest = fake.seen.filter((s) => s.path === '/google/token').at(-1)!
    expect(await calculatePKCECodeChallenge(tokenRequest.form.get('code_verifier')!)).toBe(q.get('code_challenge'))
  })

  it('rejects a state that does not match the flow cookie', async () => {
    const { flow, callback } = await startAndAuthorize('google', someone('g-state'), 'google', '/gio-hang')
    callback.searchParams.set('state', 'forged-state-value')
    const before = await countUsers()
    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: { [FLOW_COOKIE]: flow.value } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/?login_error=google')
    expect(sessionCookie(res)).toBeFalsy()
    expect(await countUsers()).toBe(before)
  })

  it('rejects a callback without the flow cookie, with a tampered one, or with another provider’s', async () => {
    const { flow, callback } = await startAndAuthorize('google', someone('g-cookie'), 'google')
    const url = callback.pathname + callback.search
    const variants: Array<Record<string, string>> = [{}, { [FLOW_COOKIE]: `${flow.value.slice(0, -4)}AAAA` }, { xinh_session: flow.value }]
    for (const cookies of variants) {
      const res = await t.app.inject({ method: 'GET', url, cookies })
      expect(res.headers.location).toBe('/?login_error=google')
      expect(sessionCookie(res)).toBeFalsy()
    }
    // a Google flow cookie is no good at Facebook's callback
    const other = await t.app.inject({ method: 'GET', url: url.replace('/google/', '/facebook/'), cookies: { [FLOW_COOKIE]: flow.value } })
    expect(other.headers.location).toBe('/?login_error=facebook')
  })

  it('sends the user home with login_error when the provider reports an error', async () => {
    const { flow } = await startAndAuthorize('google', someone('g-denied'), 'google')
    const res = await t.app.inject({
      method: 'GET',
      url: '/community/v1/auth/google/callback?error=access_denied&state=x',
      cookies: { [FLOW_COOKIE]: flow.value },
    })
    expect(res.headers.location).toBe('/?login_error=google')
  })

  it.each(['https://evil.com', '//evil.com/path', '/\\evil.com', 'javascript:alert(1)'])(
    'never redirects off-site (redirect=%s falls back to /)',
    async (redirect) => {
      const { flow, callback } = await startAndAuthorize('google', someone('g-open'), 'google', redirect)
      const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: { [FLOW_COOKIE]: flow.value } })
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/')
      expect(sessionCookie(res)).toBeTruthy()
    },
  )

  it('Apple: form_post callback, nonce-checked id_token, e-mail from the id_token and name from `user`', async () => {
    const email = `apple.${Date.now()}@privaterelay.appleid.com`
    const { authorizeUrl, flow, callback } = await startAndAuthorize(
      'apple',
      { sub: `apple-${Date.now()}`, email, email_verified: 'true' },
      'apple',
      '/yeu-thich',
    )
    expect(authorizeUrl.searchParams.get('response_mode')).toBe('form_post')
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid name email')
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy()
    expect(authorizeUrl.searchParams.has('code_challenge')).toBe(false) // Apple's metadata advertises no PKCE

    // Apple posts the answer as a form (cross-site)
    const form = new URLSearchParams(callback.search)
    form.set('user', JSON.stringify({ name: { firstName: 'Minh', lastName: 'Anh' }, email }))
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
      payload: form.toString(),
      cookies: { [FLOW_COOKIE]: flow.value },
    })
    expect(res.statusCode, res.body).toBe(302)
    expect(res.headers.location).toBe('/yeu-thich')
    const me = await meWithCookie(t, sessionCookie(res)!)
    expect(me.json().data).toMatchObject({ email, email_verified: true, userName: 'Minh Anh' })
  })

  it('Facebook: OAuth 2 code flow with PKCE; the profile call carries appsecret_proof', async () => {
    const { authorizeUrl, flow, callback } = await startAndAuthorize(
      'facebook',
      someone('fb-web', { email: `fb.${Date.now()}@example.vn` }),
      'facebook',
    )
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.base}/facebook/v19.0/dialog/oauth`)
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: { [FLOW_COOKIE]: flow.value } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
    const me = await meWithCookie(t, sessionCookie(res)!)
    expect(me.statusCode).toBe(200)
    // Facebook does not promise a verified e-mail: it is not put on the account
    expect(me.json().data).toMatchObject({ userName: 'Lê Thị Hoa', email_verified: false })
  })

  it('Zalo: v4 PKCE flow exactly as INTEGRATIONS.md (app_id, secret_key header, code_verifier)', async () => {
    const { authorizeUrl, flow, callback } = await startAndAuthorize('zalo-v2', someone('zalo-web', { name: 'Phạm Văn Đức' }), 'zalo')
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.base}/zalo/v4/permission`)
    expect([...authorizeUrl.searchParams.keys()].sort()).toEqual(['app_id', 'code_challenge', 'redirect_uri', 'state'])
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/community/v1/auth/zalo-v2/callback`)

    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: { [FLOW_COOKIE]: flow.value } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
    const token = fake.seen.filter((s) => s.path === '/zalo/v4/access_token').at(-1)!
    expect(token.headers.secret_key).toBe(clients.zalo.secret)
    expect([...token.form.keys()].sort()).toEqual(['app_id', 'code', 'code_verifier', 'grant_type'])
    const profile = fake.seen.filter((s) => s.path === '/zalo/v2.0/me').at(-1)!
    expect(profile.query.get('fields')).toBe('id,name,picture')
    expect(profile.headers.access_token).toBeTruthy()
    const me = await meWithCookie(t, sessionCookie(res)!)
    expect(me.json().data.userName).toBe('Phạm Văn Đức')
  })
})

describe('mobile POST /community/v1/auth/{provider}', () => {
  it('a guest session signing in with a provider hands its cart over to the account', async () => {
    const seller = await createSeller(t)
    const product = await insertProduct(t, { shopId: seller.shop.id, name: 'Kẹp tóc ngọc trai' })
    const guest = (await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })).json().data
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/carts',
      headers: authHeader(guest.accessToken),
      payload: { product_id: product.id, quantity: 2 },
    })
    expect(added.statusCode, added.body).toBe(200)
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/google',
      headers: authHeader(guest.accessToken),
      payload: { id_token: await fake.idToken('google', someone('g-guest')) },
    })
    expect(res.statusCode, res.body).toBe(200)
    const count = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/mobile/carts/count', headers: authHeader(token) })
    expect((await count(res.json().data.accessToken)).json().data.data).toBe(1)
    expect((await count(guest.accessToken)).json().data.data).toBe(0)
  })

  it('Google id_token: creates the user, and the second login is the same user', async () => {
    const user = someone('g-mobile', { email: `g.mobile.${Date.now()}@gmail.com`, email_verified: true })
    const before = await countUsers()
    const first = await mobileLogin('google', { id_token: await fake.idToken('google', user) })
    expect(first.statusCode, first.body).toBe(200)
    const data = first.json().data
    expect(Object.keys(data).sort()).toEqual(['accessToken', 'refreshToken', 'user'])
    expect(data.user).toMatchObject({ email: user.email, email_verified: true, userName: 'Lê Thị Hoa' })
    expect(await countUsers()).toBe(before + 1)

    const second = await mobileLogin('google', { id_token: await fake.idToken('google', user) })
    expect(second.json().data.user._id).toBe(data.user._id)
    expect(await countUsers()).toBe(before + 1)

    const me = await t.app.inject({
      method: 'GET',
      url: '/community/v1/profile/me/',
      headers: { authorization: `Bearer ${second.json().data.accessToken}` },
    })
    expect(me.json().data._id).toBe(data.user._id)
  })

  it('links a verified e-mail to the existing account, but never an unverified one', async () => {
    const existing = await register(t.app)
    const verified = await mobileLogin('google', {
      id_token: await fake.idToken('google', someone('g-link', { email: existing.email, email_verified: true })),
    })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json().data.user._id).toBe(existing.userId)

    const other = await register(t.app)
    const unverified = await mobileLogin('google', {
      id_token: await fake.idToken('google', someone('g-nolink', { email: other.email, email_verified: false })),
    })
    expect(unverified.statusCode).toBe(200)
    expect(unverified.json().data.user._id).not.toBe(other.userId)
  })

  it('refuses id_tokens for another audience, from another issuer, or expired', async () => {
    const user = someone('g-bad', { email: 'bad@gmail.com', email_verified: true })
    const tokens = [
      await fake.idToken('google', user, { aud: 'someone-elses-app' }),
      await fake.idToken('google', user, { iss: 'https://evil.example' }),
      await fake.idToken('google', user, { expiresIn: -60 }),
      await fake.idToken('apple', user), // Apple's issuer and audience
    ]
    for (const id_token of tokens) {
      const res = await mobileLogin('google', { id_token }, t)
      expect(res.statusCode).toBe(401)
      expect(res.json().error).toEqual({ code: 'AUTH_PROVIDER_FAILED', message: 'Không thể đăng nhập bằng Google' })
    }
  })

  it('Apple id_token from the iOS app (bundle id audience) and the given userName', async () => {
    const user = { sub: `apple-ios-${Date.now()}` }
    const res = await mobileLogin('apple', {
      id_token: await fake.idToken('apple', user, { aud: 'vn.xinh.ios' }),
      userName: 'Ngô Bảo Châu',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.user).toMatchObject({ userName: 'Ngô Bảo Châu', email: null })
  })

  it('Google code + code_verifier + redirect_uri (PKCE from the app)', async () => {
    const verifier = randomPKCECodeVerifier()
    const redirectUri = 'vn.xinh.app:/oauth2redirect'
    const user = someone('g-code', { email: `g.code.${Date.now()}@gmail.com`, email_verified: true })
    const code = fake.issueCode('google', user, { redirectUri, challenge: await calculatePKCECodeChallenge(verifier) })
    const res = await mobileLogin('google', { code, code_verifier: verifier, redirect_uri: redirectUri })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.user.email).toBe(user.email)

    // a wrong verifier is refused by the provider
    const again = fake.issueCode('google', user, { redirectUri, challenge: await calculatePKCECodeChallenge(verifier) })
    const wrong = await mobileLogin('google', { code: again, code_verifier: randomPKCECodeVerifier(), redirect_uri: redirectUri })
    expect(wrong.statusCode).toBe(401)
  })

  it('Zalo access_token: creates the user, and the second login is the same user', async () => {
    const user = someone('zalo-mobile', { name: 'Vũ Thị Lan' })
    const first = await mobileLogin('zalo-v2', { access_token: fake.accessTokenFor('zalo', user) })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.user).toMatchObject({ userName: 'Vũ Thị Lan', email: null })
    const second = await mobileLogin('zalo-v2', { access_token: fake.accessTokenFor('zalo', user) })
    expect(second.json().data.user._id).toBe(first.json().data.user._id)
  })

  it('Zalo code + code_verifier', async () => {
    const verifier = randomPKCECodeVerifier()
    const code = fake.issueCode('zalo', someone('zalo-code'), {
      redirectUri: 'https://xinh.vn/zalo',
      challenge: await calculatePKCECodeChallenge(verifier),
    })
    const res = await mobileLogin('zalo-v2', { code, code_verifier: verifier, redirect_uri: 'https://xinh.vn/zalo' })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('Facebook access_token: creates the user, and the second login is the same user', async () => {
    const user = someone('fb-mobile', { name: 'Đặng Minh Tú', email: `fb.m.${Date.now()}@example.vn` })
    const first = await mobileLogin('facebook', { access_token: fake.accessTokenFor('facebook', user) })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.user.userName).toBe('Đặng Minh Tú')
    const second = await mobileLogin('facebook', { access_token: fake.accessTokenFor('facebook', user) })
    expect(second.json().data.user._id).toBe(first.json().data.user._id)
  })

  it('refuses unknown tokens with AUTH_PROVIDER_FAILED', async () => {
    for (const slug of ['facebook', 'zalo-v2']) {
      const res = await mobileLogin(slug, { access_token: 'not-a-real-token-123' })
      expect(res.statusCode).toBe(401)
      expect(res.json().error.code).toBe('AUTH_PROVIDER_FAILED')
    }
  })

  it('validates the body: the provider’s token kind, or a complete code exchange', async () => {
    const cases: Array<[string, Record<string, unknown>, string[]]> = [
      ['google', { access_token: 'a'.repeat(20) }, ['id_token']],
      ['zalo-v2', {}, ['access_token']],
      ['facebook', { code: 'abcdef' }, ['code_verifier', 'redirect_uri']],
      ['google', { id_token: 'a'.repeat(20), extra: 1 }, ['extra']],
    ]
    for (const [slug, payload, fields] of cases) {
      const res = await mobileLogin(slug, payload)
      expect(res.statusCode, `${slug} ${JSON.stringify(payload)}`).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
      expect(Object.keys(res.json().error.fields).sort()).toEqual(fields)
    }
  })
})

describe('limits and documentation', () => {
  it('rate-limits the social routes like the other auth routes (AUTH_RATE_LIMIT per minute)', async () => {
    const strict = await createTestApp({
      AUTH_RATE_LIMIT: '2',
      ZALO_APP_ID: clients.zalo.id,
      ZALO_SECRET_KEY: clients.zalo.secret,
      OAUTH_ISSUER_OVERRIDE: fake.base,
    })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await mobileLogin('zalo-v2', { access_token: 'not-a-real-token-123' }, strict)).statusCode)
    expect(statuses).toEqual([401, 401, 429])
    const start = await strict.app.inject({ method: 'GET', url: '/community/v1/auth/zalo-v2/start' })
    expect(start.statusCode).toBe(302) // each route has its own budget
    await strict.close()
  })

  it('documents the routes in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    for (const slug of ['google', 'facebook', 'apple', 'zalo-v2'])
      expect(paths).toEqual(
        expect.arrayContaining([`/community/v1/auth/${slug}`, `/community/v1/auth/${slug}/start`, `/community/v1/auth/${slug}/callback`]),
      )
    expect(paths).toContain('/community/v1/auth/providers')
  })
})
