import { validationMessage } from '@xinh/contracts'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sealCookie, unsealCookie } from '../../platform/auth/crypto.ts'
import { createTestApp, login, register, sessionCookie, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ME = '/community/v1/profile/me/'
const withCookie = (value: string, headers: Record<string, string> = {}) => ({ cookies: { xinh_session: value }, headers })

/** A valid address in Hà Nội (province 01). */
async function someAddress() {
  const wards = (await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/01/wards' })).json().data
  return { name: 'Phạm Thu', phone: '0912345678', province_code: '01', ward_code: wards[0].code, street: '12 Hàng Bạc' }
}

describe('the encrypted session cookie', () => {
  it('is set httpOnly on login, and alone authenticates a request', async () => {
    const r = await register(t.app)
    const res = await t.app.inject({ method: 'POST', url: '/community/v1/auth/login', payload: { email: r.email, password: r.password } })
    const cookie = res.cookies.find((c) => c.name === 'xinh_session')
    expect(cookie).toBeDefined()
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie!.maxAge).toBe(30 * 86_400)
    // encrypted: the tokens are not readable in it
    expect(cookie!.value).not.toContain(res.json().data.accessToken)
    expect(cookie!.value.split('.')).toHaveLength(5) // compact JWE

    const me = await t.app.inject({ method: 'GET', url: ME, ...withCookie(cookie!.value) })
    expect(me.statusCode).toBe(200)
    expect(me.json().data._id).toBe(r.userId)
    // a valid access token needs no renewal
    expect(sessionCookie(me)).toBeUndefined()
  })

  it('treats a tampered cookie as absent and clears it', async () => {
    const { cookie } = await login(t.app, (await register(t.app)).email)
    const parts = cookie.split('.')
    const ct = parts[3]!
    parts[3] = (ct[0] === 'A' ? 'B' : 'A') + ct.slice(1)
    const tampered = parts.join('.')
    const me = await t.app.inject({ method: 'GET', url: ME, ...withCookie(tampered) })
    expect(me.statusCode).toBe(401)
    expect(me.json().error.code).toBe('UNAUTHENTICATED')
    const cleared = me.cookies.find((c) => c.name === 'xinh_session')
    expect(cleared?.value).toBe('')
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now())
    // on a public page the visitor is simply anonymous
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces', ...withCookie('not-a-jwe') })
    expect(pub.statusCode).toBe(200)
    expect(sessionCookie(pub)).toBe('')
  })

  it('rejects a cookie sealed with another key', async () => {
    const r = await register(t.app)
    const foreignKeys = { ...t.keys, cookie: new Uint8Array(32).fill(7) }
    const forged = await sealCookie(foreignKeys, { at: r.accessToken, rt: r.refreshToken })
    expect((await t.app.inject({ method: 'GET', url: ME, ...withCookie(forged) })).statusCode).toBe(401)
  })

  it('a cookie of a logged-out session is cleared', async () => {
    const { cookie, accessToken } = await login(t.app, (await register(t.app)).email)
    await t.app.inject({ method: 'POST', url: '/community/v1/auth/logout', headers: { authorization: `Bearer ${accessToken}` } })
    const me = await t.app.inject({ method: 'GET', url: ME, ...withCookie(cookie) })
    expect(me.statusCode).toBe(401)
    expect(sessionCookie(me)).toBe('')
  })
})

describe('CSRF on cookie-authenticated writes', () => {
  let cookie: string
  let address: Awaited<ReturnType<typeof someAddress>>
  beforeAll(async () => {
    cookie = (await login(t.app, (await register(t.app)).email)).cookie
    address = await someAddress()
  })
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/addresses',
      payload: address,
      ...withCookie(cookie, { host: 'shop.xinh.test', ...headers }),
    })
  const count = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/mobile/addresses', ...withCookie(cookie) })).json().data.length

  it('rejects a POST without Origin or Referer (403 CSRF_REJECTED) naming the missing header, and writes nothing', async () => {
    const res = await post({})
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('CSRF_REJECTED')
    expect(res.json().error.fields).toEqual({ origin: validationMessage('v.origin_missing', 'vi') })
    const en = await post({ 'accept-language': 'en' })
    expect(en.json().error.message).toContain('Authorization: Bearer')
    expect(en.json().error.fields.origin).toBe(
      'The Origin header is missing: browsers send it; a script using the session cookie must send it, or use a Bearer token',
    )
    expect(await count()).toBe(0)
  })

  it('rejects a foreign Origin and a foreign Referer', async () => {
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of foreign) {
      const res = await post(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(res.json().error.code).toBe('CSRF_REJECTED')
      const nul = headers.origin === 'null'
      expect(res.json().error.fields.origin).toBe(validationMessage(nul ? 'v.origin_missing' : 'v.origin_not_allowed', 'vi'))
    }
    expect(await count()).toBe(0)
  })

  it('accepts the same host, a same-host Referer and a configured origin', async () => {
    expect((await post({ origin: 'http://shop.xinh.test' })).statusCode).toBe(200)
    expect((await post({ referer: 'http://shop.xinh.test/trang-ca-nhan/dia-chi' })).statusCode).toBe(200)
    expect((await post({ origin: 'https://xinh.vn' })).statusCode).toBe(200)
    // a same-origin form under Referrer-Policy: no-referrer (the gateway simulators' pages)
    expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200)
    expect(await count()).toBe(4)
  })

  it('does not apply to bearer-authenticated requests (no ambient credentials)', async () => {
    const r = await register(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/addresses',
      payload: address,
      headers: { authorization: `Bearer ${r.accessToken}` },
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('an expired access token in the cookie', () => {
  it('is renewed from the refresh token: the request succeeds and a new cookie is set', async () => {
    const r = await register(t.app)
    const claims = JSON.parse(Buffer.from(r.accessToken.split('.')[1]!, 'base64url').toString())
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT({ sid: claims.sid, roles: claims.roles, guest: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(r.userId)
      .setIssuer('xinh')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(t.keys.signing)
    const old = await sealCookie(t.keys, { at: expired, rt: r.refreshToken })
    // a bearer token that has expired is simply rejected
    expect((await t.app.inject({ method: 'GET', url: ME, headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(401)

    const me = await t.app.inject({ method: 'GET', url: ME, ...withCookie(old) })
    expect(me.statusCode).toBe(200)
    expect(me.json().data._id).toBe(r.userId)
    const renewed = sessionCookie(me)
    expect(renewed).toBeTruthy()
    const inside = await unsealCookie(t.keys, renewed!)
    expect(inside!.rt).not.toBe(r.refreshToken)
    expect(inside!.at).not.toBe(expired)
    // the renewed cookie works without further renewal
    const again = await t.app.inject({ method: 'GET', url: ME, ...withCookie(renewed!) })
    expect(again.statusCode).toBe(200)
    expect(sessionCookie(again)).toBeUndefined()
    // a request racing the renewal with the old cookie is still accepted (grace), not renewed twice
    const racing = await t.app.inject({ method: 'GET', url: ME, ...withCookie(old) })
    expect(racing.statusCode).toBe(200)
    expect(sessionCookie(racing)).toBeUndefined()
    // the refresh token in the old cookie was rotated: it cannot refresh any more
    const reuse = await t.app.inject({ method: 'POST', url: '/community/v1/auth/refresh', payload: { refreshToken: r.refreshToken } })
    expect(reuse.statusCode).toBe(401)
  })

  it('with a short ACCESS_TOKEN_TTL_SECONDS, a real token expires and the cookie renews it', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '30' })
    const r = await register(short.app)
    const claims = JSON.parse(Buffer.from(r.accessToken.split('.')[1]!, 'base64url').toString())
    expect(claims.exp - claims.iat).toBe(30)
    // the same token, signed 31 s in the past, is what the browser would hold half a minute later
    const now = Math.floor(Date.now() / 1000)
    const aged = await new SignJWT({ sid: claims.sid, roles: claims.roles, guest: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(r.userId)
      .setIssuer('xinh')
      .setIssuedAt(now - 61)
      .setExpirationTime(now - 31)
      .sign(short.keys.signing)
    const me = await short.app.inject({
      method: 'GET',
      url: ME,
      ...withCookie(await sealCookie(short.keys, { at: aged, rt: r.refreshToken })),
    })
    expect(me.statusCode).toBe(200)
    expect(sessionCookie(me)).toBeTruthy()
    await short.close()
  })

  it('is cleared when the refresh token is no longer valid', async () => {
    const r = await register(t.app)
    const now = Math.floor(Date.now() / 1000)
    const claims = JSON.parse(Buffer.from(r.accessToken.split('.')[1]!, 'base64url').toString())
    const expired = await new SignJWT({ sid: claims.sid, roles: claims.roles, guest: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(r.userId)
      .setIssuer('xinh')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(t.keys.signing)
    await t.database.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [r.userId])
    const me = await t.app.inject({ method: 'GET', url: ME, ...withCookie(await sealCookie(t.keys, { at: expired, rt: r.refreshToken })) })
    expect(me.statusCode).toBe(401)
    expect(sessionCookie(me)).toBe('')
  })
})
