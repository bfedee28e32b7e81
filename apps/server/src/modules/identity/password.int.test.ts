import { ERRORS, VALIDATION } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeader,
  createTestApp,
  getMe,
  login,
  PASSWORD,
  readOutbox,
  readOutboxMessages,
  register,
  type TestApp,
  uniqueEmail,
} from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const NEW_PASSWORD = 'MoiHon#2025'
const forgot = (email: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/community/v1/auth/forgot-password-web',
    payload: { email },
    headers: lang ? { 'accept-language': lang } : {},
  })
const reset = (email: string, code: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.app.inject({ method: 'POST', url: '/community/v1/auth/reset-password', payload: { email, code, password, confirmPassword } })
const tryLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/community/v1/auth/login', payload: { email, password } })

describe('forgot password → reset password', () => {
  it('mails a 6-digit code; the reset changes the password and revokes every old session', async () => {
    const r = await register(t.app)
    const other = await login(t.app, r.email)
    const res = await forgot(r.email, 'en')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { ok: true } })
    const [mail] = readOutboxMessages(t.dataDir, r.email)
    expect(mail).toMatchObject({ channel: 'mail', to: r.email, subject: 'Reset your Xinh password' })
    const code = readOutbox(t.dataDir, r.email)
    expect(code).toMatch(/^\d{6}$/)
    // the code is stored only as a keyed hash
    const rows = await t.database.query<{ code_hash: string }>(`SELECT code_hash FROM otp_codes WHERE target = $1`, [r.email])
    expect(rows[0]!.code_hash).not.toContain(code)

    const done = await reset(r.email, code)
    expect(done.statusCode, done.body).toBe(200)
    expect((await tryLogin(r.email, PASSWORD)).statusCode).toBe(401)
    expect((await tryLogin(r.email, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await getMe(t.app, r.accessToken)).statusCode).toBe(401)
    expect((await getMe(t.app, other.accessToken)).statusCode).toBe(401)
    // a code works once
    expect((await reset(r.email, code, 'Khac#12345')).json().error.code).toBe('OTP_INVALID')
  })

  it('writes the mail in the request language (vi by default)', async () => {
    const r = await register(t.app)
    await forgot(r.email)
    expect(readOutboxMessages(t.dataDir, r.email).at(-1)!.subject).toBe('Đặt lại mật khẩu Xinh')
  })

  it('after 5 wrong codes the right one is refused too (OTP_INVALID)', async () => {
    const r = await register(t.app)
    await forgot(r.email)
    const code = readOutbox(t.dataDir, r.email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await reset(r.email, wrong)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('OTP_INVALID')
    }
    const right = await reset(r.email, code)
    expect(right.statusCode).toBe(400)
    expect(right.json().error).toEqual({ code: 'OTP_INVALID', message: ERRORS.OTP_INVALID.vi })
    expect((await tryLogin(r.email, PASSWORD)).statusCode).toBe(200)
  })

  it('accepts the right code after fewer than 5 wrong ones', async () => {
    const r = await register(t.app)
    await forgot(r.email)
    const code = readOutbox(t.dataDir, r.email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await reset(r.email, wrong)
    expect((await reset(r.email, code)).statusCode).toBe(200)
  })

  it('refuses an expired code', async () => {
    const r = await register(t.app)
    await forgot(r.email)
    const code = readOutbox(t.dataDir, r.email)
    await t.database.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE target = $1`, [r.email])
    expect((await reset(r.email, code)).json().error.code).toBe('OTP_INVALID')
  })

  it('refuses a code sent to another account', async () => {
    const a = await register(t.app)
    const b = await register(t.app)
    await forgot(a.email)
    const code = readOutbox(t.dataDir, a.email)
    expect((await reset(b.email, code)).json().error.code).toBe('OTP_INVALID')
    expect((await tryLogin(b.email, PASSWORD)).statusCode).toBe(200)
  })

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const before = readOutboxMessages(t.dataDir).length
    const email = uniqueEmail('ghost')
    const res = await forgot(email)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { ok: true } })
    expect(readOutboxMessages(t.dataDir)).toHaveLength(before)
  })

  it('a second request within a minute looks the same but sends nothing new', async () => {
    const r = await register(t.app)
    await forgot(r.email)
    const again = await forgot(r.email)
    expect(again.statusCode).toBe(200)
    expect(readOutboxMessages(t.dataDir, r.email)).toHaveLength(1)
  })

  it('validates the new password like registration', async () => {
    const r = await register(t.app)
    await forgot(r.email)
    const code = readOutbox(t.dataDir, r.email)
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/reset-password',
      headers: { 'accept-language': 'en' },
      payload: { email: r.email, code, password: 'weakpass', confirmPassword: 'weakpass' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ password: VALIDATION['v.password_weak'].en })
  })
})

describe('POST /community/v1/profile/change-password', () => {
  const change = (token: string, body: Record<string, string>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/community/v1/profile/change-password',
      headers: { ...authHeader(token), 'accept-language': lang },
      payload: body,
    })

  it('refuses a wrong current password (AUTH_WRONG_PASSWORD) and changes nothing', async () => {
    const r = await register(t.app)
    const res = await change(r.accessToken, { oldPassword: 'Wrong@12345', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'AUTH_WRONG_PASSWORD', message: ERRORS.AUTH_WRONG_PASSWORD.en })
    expect((await tryLogin(r.email, PASSWORD)).statusCode).toBe(200)
  })

  it('changes the password, signs out every other session and keeps the current one', async () => {
    const r = await register(t.app)
    const other = await login(t.app, r.email)
    const res = await change(r.accessToken, { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(res.statusCode, res.body).toBe(200)
    expect((await getMe(t.app, r.accessToken)).statusCode).toBe(200)
    expect((await getMe(t.app, other.accessToken)).statusCode).toBe(401)
    const refreshOther = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/refresh',
      payload: { refreshToken: other.refreshToken },
    })
    expect(refreshOther.statusCode).toBe(401)
    const refreshMine = await t.app.inject({ method: 'POST', url: '/community/v1/auth/refresh', payload: { refreshToken: r.refreshToken } })
    expect(refreshMine.statusCode).toBe(200)
    expect((await tryLogin(r.email, PASSWORD)).statusCode).toBe(401)
    expect((await tryLogin(r.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('validates: mismatch, weak, same as before', async () => {
    const r = await register(t.app)
    const mismatch = await change(r.accessToken, { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'Other#1234' })
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: VALIDATION['v.password_mismatch'].en })
    const weak = await change(r.accessToken, { oldPassword: PASSWORD, password: 'abc', confirmPassword: 'abc' })
    expect(weak.json().error.fields).toEqual({ password: VALIDATION['v.password_weak'].en })
    const same = await change(r.accessToken, { oldPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD })
    expect(same.json().error.fields).toEqual({ password: VALIDATION['v.password_same'].en })
  })

  it('needs a logged-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/profile/change-password',
      payload: { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    })
    expect(res.statusCode).toBe(401)
  })
})
