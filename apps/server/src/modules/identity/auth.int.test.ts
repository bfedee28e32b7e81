import { ERRORS, LANGS, type Lang, VALIDATION, type ValidationKey } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, getMe, login, PASSWORD, register, type TestApp, uniqueEmail } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const countUsers = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n

const postRegister = (payload: Record<string, unknown>, lang?: Lang) =>
  t.app.inject({ method: 'POST', url: '/community/v2/auth/register', payload, headers: lang ? { 'accept-language': lang } : {} })

const validBody = (overrides: Record<string, unknown> = {}) => ({
  userName: 'Trần Văn Bình',
  email: uniqueEmail('reg'),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
})

describe('POST /community/v2/auth/register', () => {
  it('creates the account and answers the auth contract', async () => {
    const body = validBody({ email: '  Mixed.Case@Example.VN ' })
    const res = await postRegister(body)
    expect(res.statusCode).toBe(200)
    const json = res.json()
    expect(json.success).toBe(true)
    expect(Object.keys(json.data).sort()).toEqual(['accessToken', 'refreshToken', 'user'])
    expect(json.data.accessToken.split('.')).toHaveLength(3) // a signed JWT
    expect(json.data.refreshToken).toMatch(/^[\w-]{40,}$/)
    expect(json.data.user).toMatchObject({ userName: 'Trần Văn Bình', email: 'mixed.case@example.vn', is_guest: false, roles: ['buyer'] })
    // the token works straight away
    const me = await getMe(t.app, json.data.accessToken)
    expect(me.json().data._id).toBe(json.data.user._id)
  })

  it('stores the password as argon2id and the refresh token only as a hash', async () => {
    const r = await register(t.app)
    const [user] = await t.database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [r.userId])
    expect(user!.password_hash).toMatch(/^\$argon2id\$/)
    expect(user!.password_hash).not.toContain(PASSWORD)
    const sessions = await t.database.query<{ refresh_hash: string }>('SELECT refresh_hash FROM sessions WHERE user_id = $1', [r.userId])
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.refresh_hash).not.toBe(r.refreshToken)
    expect(sessions[0]!.refresh_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('rejects an e-mail that is already registered, whatever its case (409 AUTH_EMAIL_TAKEN)', async () => {
    const first = await register(t.app)
    const before = await countUsers()
    const res = await postRegister(validBody({ email: first.email.toUpperCase() }), 'en')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ success: false, error: { code: 'AUTH_EMAIL_TAKEN', message: ERRORS.AUTH_EMAIL_TAKEN.en } })
    expect(await countUsers()).toBe(before)
  })

  // spec §5 Account rules, each on its own, with the field and message key expected
  const cases: Array<[string, Record<string, unknown>, string, ValidationKey]> = [
    ['a password shorter than 8', { password: 'Ab@1234', confirmPassword: 'Ab@1234' }, 'password', 'v.password_weak'],
    ['a password without an uppercase letter', { password: 'matkhau@123', confirmPassword: 'matkhau@123' }, 'password', 'v.password_weak'],
    ['a password without a special character', { password: 'Matkhau1234', confirmPassword: 'Matkhau1234' }, 'password', 'v.password_weak'],
    ['a confirmation that does not match', { confirmPassword: 'Matkhau@124' }, 'confirmPassword', 'v.password_mismatch'],
    ['a one-character name', { userName: 'A' }, 'userName', 'v.user_name_length'],
    ['a 41-character name', { userName: 'Ă'.repeat(41) }, 'userName', 'v.user_name_length'],
    ['a name of only spaces', { userName: '     ' }, 'userName', 'v.user_name_length'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'v.email'],
    ['a missing e-mail', { email: undefined }, 'email', 'v.required'],
  ]
  for (const [what, overrides, field, key] of cases) {
    it(`rejects ${what} with 400 VALIDATION_FAILED and a localised field message, writing nothing`, async () => {
      const before = await countUsers()
      const body = validBody(overrides)
      const answers = await Promise.all([postRegister(body), postRegister(body, 'en'), postRegister(body, 'ko')])
      const messages = answers.map((res, i) => {
        expect(res.statusCode).toBe(400)
        const { error } = res.json()
        expect(error.code).toBe('VALIDATION_FAILED')
        expect(error.message).toBe(ERRORS.VALIDATION_FAILED[(['vi', 'en', 'ko'] as const)[i]!])
        return error.fields[field]
      })
      // vi is the default; each language gets the catalogue's words
      expect(messages).toEqual([VALIDATION[key].vi, VALIDATION[key].en, VALIDATION[key].ko])
      expect(new Set(messages).size).toBe(3)
      expect(await countUsers()).toBe(before)
    })
  }

  it('accepts the boundaries: 2 and 40 characters (counted after NFC), 8-character password', async () => {
    for (const userName of ['Án', 'Ữ'.repeat(40), 'Nguye\u0302\u0303n Thi\u0323 A\u0301nh']) {
      const res = await postRegister(validBody({ userName, password: 'Abcdef@1', confirmPassword: 'Abcdef@1' }))
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data.user.userName).toBe(userName.trim().normalize('NFC'))
    }
  })

  it('reports every bad field at once', async () => {
    const res = await postRegister({ userName: 'A', email: 'x', password: 'short', confirmPassword: 'short' }, 'en')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      userName: VALIDATION['v.user_name_length'].en,
      email: VALIDATION['v.email'].en,
      password: VALIDATION['v.password_weak'].en,
    })
  })

  it('rejects unknown body keys (strict) and writes nothing', async () => {
    const before = await countUsers()
    const body = validBody({ roles: ['admin'] })
    const res = await postRegister(body, 'en')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
    expect(res.json().error.fields).toHaveProperty('roles')
    expect(await countUsers()).toBe(before)
    // the e-mail is still free
    expect((await postRegister(validBody({ email: body.email }))).statusCode).toBe(200)
  })

  it('rejects a body that is not JSON object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v2/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
  })
})

describe('POST /community/v1/auth/login', () => {
  let account: Awaited<ReturnType<typeof register>>
  beforeAll(async () => {
    account = await register(t.app)
  })

  it('logs in with the right password, e-mail in any case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      payload: { email: account.email.toUpperCase(), password: PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.user._id).toBe(account.userId)
    expect(data.accessToken).not.toBe(account.accessToken)
    expect((await getMe(t.app, data.accessToken)).statusCode).toBe(200)
  })

  const expected: Record<Lang, string> = {
    vi: 'Email hoặc mật khẩu không chính xác',
    en: 'Email or password incorrect',
    ko: ERRORS.AUTH_INVALID_CREDENTIALS.ko,
  }
  for (const lang of LANGS) {
    it(`answers a wrong password and an unknown e-mail identically (401, ${lang})`, async () => {
      const headers = lang === 'vi' ? {} : { 'accept-language': lang }
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/community/v1/auth/login',
        headers,
        payload: { email: account.email, password: 'Wrong@12345' },
      })
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/community/v1/auth/login',
        headers,
        payload: { email: uniqueEmail('nobody'), password: PASSWORD },
      })
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual({ success: false, error: { code: 'AUTH_INVALID_CREDENTIALS', message: expected[lang] } })
        expect(res.cookies.find((c) => c.name === 'xinh_session')).toBeUndefined()
      }
    })
  }

  it('picks the language from a weighted Accept-Language header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      headers: { 'accept-language': 'fr-FR,ko;q=0.9,en;q=0.8' },
      payload: { email: account.email, password: 'Wrong@12345' },
    })
    expect(res.json().error.message).toBe(ERRORS.AUTH_INVALID_CREDENTIALS.ko)
  })

  it('validates the login body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ email: VALIDATION['v.email'].en, password: VALIDATION['v.required'].en })
  })
})

describe('GET /community/v1/profile/me/', () => {
  it('answers the spec §3 profile with a bearer token (trailing slash)', async () => {
    const r = await register(t.app, { userName: 'Lê Thị Hoa' })
    const res = await getMe(t.app, r.accessToken)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    for (const key of [
      '_id',
      'userName',
      'email',
      'gender',
      'birthday',
      'bodyShapeType',
      'bodyMeasurement',
      'avatar',
      'email_verified',
      'phoneNumber',
      'phone_verified',
      'kol_info',
      'shop',
    ])
      expect(data).toHaveProperty(key)
    expect(data).toMatchObject({
      _id: r.userId,
      userName: 'Lê Thị Hoa',
      email: r.email,
      gender: null,
      birthday: null,
      avatar: null,
      email_verified: false,
      phone_verified: false,
      phoneNumber: null,
      kol_info: null,
      shop: null,
      bodyMeasurement: { height: null, weight: null, bustSize: null, waistSize: null, hipSize: null },
    })
    // no secrets in the profile
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash|refresh/)
  })

  it('answers without the trailing slash as well', async () => {
    const r = await register(t.app)
    const res = await t.app.inject({ method: 'GET', url: '/community/v1/profile/me', headers: authHeader(r.accessToken) })
    expect(res.statusCode).toBe(200)
  })

  it('is 401 UNAUTHENTICATED without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/community/v1/profile/me/' })
    expect(none.statusCode).toBe(401)
    expect(none.json().error.code).toBe('UNAUTHENTICATED')
    const r = await register(t.app)
    const [h, p, s] = r.accessToken.split('.')
    const forged = `${h}.${p}.${s!.slice(0, -4)}AAAA`
    expect((await getMe(t.app, forged)).statusCode).toBe(401)
    expect((await getMe(t.app, 'garbage')).statusCode).toBe(401)
  })
})

describe('POST /community/v1/auth/logout', () => {
  it('revokes the session: the same access and refresh tokens stop working', async () => {
    const r = await register(t.app)
    const other = await login(t.app, r.email)
    expect((await getMe(t.app, r.accessToken)).statusCode).toBe(200)
    // no body at all, as mobile clients send it
    const out = await t.app.inject({ method: 'POST', url: '/community/v1/auth/logout', headers: authHeader(r.accessToken) })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ success: true, data: { ok: true } })
    // the web cookie is cleared too
    expect(out.cookies.find((c) => c.name === 'xinh_session')?.value).toBe('')
    expect((await getMe(t.app, r.accessToken)).statusCode).toBe(401)
    const refresh = await t.app.inject({ method: 'POST', url: '/community/v1/auth/refresh', payload: { refreshToken: r.refreshToken } })
    expect(refresh.statusCode).toBe(401)
    // another device's session is untouched
    expect((await getMe(t.app, other.accessToken)).statusCode).toBe(200)
  })
})

describe('POST /community/v1/auth/refresh', () => {
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/community/v1/auth/refresh', payload: { refreshToken } })

  it('rotates the refresh token and issues a new access token for the same session', async () => {
    const r = await register(t.app)
    const res = await refresh(r.refreshToken)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.refreshToken).not.toBe(r.refreshToken)
    expect(data.user._id).toBe(r.userId)
    expect((await getMe(t.app, data.accessToken)).statusCode).toBe(200)
    // and the new refresh token rotates again
    const again = await refresh(data.refreshToken)
    expect(again.statusCode).toBe(200)
    expect(await t.database.query('SELECT id FROM sessions WHERE user_id = $1', [r.userId])).toHaveLength(1)
  })

  it('within the 30 s grace, the old token is only rejected: the session lives on', async () => {
    const r = await register(t.app)
    const next = (await refresh(r.refreshToken)).json().data
    const reuse = await refresh(r.refreshToken)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().error.code).toBe('AUTH_TOKEN_INVALID')
    expect((await getMe(t.app, next.accessToken)).statusCode).toBe(200)
    expect((await refresh(next.refreshToken)).statusCode).toBe(200)
  })

  it('after the grace, reusing the old token revokes the whole session (theft)', async () => {
    const r = await register(t.app)
    const next = (await refresh(r.refreshToken)).json().data
    await t.database.query(`UPDATE sessions SET rotated_at = now() - interval '31 seconds' WHERE user_id = $1`, [r.userId])
    const reuse = await refresh(r.refreshToken)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().error.code).toBe('AUTH_TOKEN_INVALID')
    // the thief's and the owner's tokens are all dead now
    expect((await refresh(next.refreshToken)).statusCode).toBe(401)
    expect((await getMe(t.app, next.accessToken)).statusCode).toBe(401)
    const [session] = await t.database.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE user_id = $1', [r.userId])
    expect(session!.revoked_at).not.toBeNull()
  })

  it('rejects an unknown or missing refresh token', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401)
    const missing = await t.app.inject({ method: 'POST', url: '/community/v1/auth/refresh', payload: {} })
    expect(missing.statusCode).toBe(401)
    expect(missing.json().error.code).toBe('AUTH_TOKEN_INVALID')
  })

  it('rejects an expired refresh token', async () => {
    const r = await register(t.app)
    await t.database.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [r.userId])
    expect((await refresh(r.refreshToken)).statusCode).toBe(401)
  })
})
