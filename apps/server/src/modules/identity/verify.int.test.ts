import { ERRORS, VALIDATION } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeader,
  createTestApp,
  form,
  getMe,
  pngBytes,
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

const sendPhone = (token: string, phone: string, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/community/v1/verify/phone?phone=${encodeURIComponent(phone)}`,
    headers: { ...authHeader(token), 'accept-language': lang },
  })
const confirmPhone = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/community/v1/verify/confirm', headers: authHeader(token), payload: { code } })

/** Makes earlier codes to `target` look older than the 60 s resend spacing. */
const ageCodes = (target: string, seconds = 120) =>
  t.database.query(`UPDATE otp_codes SET created_at = created_at - make_interval(secs => $2) WHERE target = $1`, [target, seconds])

describe('phone verification', () => {
  it('sends a 6-digit SMS code and confirming it sets phone_verified', async () => {
    const r = await register(t.app)
    const res = await sendPhone(r.accessToken, '0912345678')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { sent: true, expires_in: 600, resend_after: 60 } })
    const sms = readOutboxMessages(t.dataDir, '0912345678').at(-1)!
    expect(sms.channel).toBe('sms')
    const code = readOutbox(t.dataDir, '0912345678')
    expect(code).toMatch(/^\d{6}$/)

    const done = await confirmPhone(r.accessToken, code)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toMatchObject({ _id: r.userId, phoneNumber: '0912345678', phone_verified: true })
    expect((await getMe(t.app, r.accessToken)).json().data.phone_verified).toBe(true)
    // used once
    expect((await confirmPhone(r.accessToken, code)).json().error.code).toBe('OTP_INVALID')
  })

  it('a +84 number is stored in the 0… form', async () => {
    const r = await register(t.app)
    expect((await sendPhone(r.accessToken, '+84 903 111 222')).statusCode).toBe(200)
    const code = readOutbox(t.dataDir, '0903111222')
    expect((await confirmPhone(r.accessToken, code)).json().data.phoneNumber).toBe('0903111222')
  })

  it('a resend within 60 s is 429 OTP_TOO_SOON with the seconds left', async () => {
    const r = await register(t.app)
    expect((await sendPhone(r.accessToken, '0934000001')).statusCode).toBe(200)
    const again = await sendPhone(r.accessToken, '0934000001')
    expect(again.statusCode).toBe(429)
    expect(again.json().error.code).toBe('OTP_TOO_SOON')
    const left = Number(/^Please wait (\d+) seconds before requesting a new code$/.exec(again.json().error.message)?.[1])
    expect(left).toBeGreaterThan(30)
    expect(left).toBeLessThanOrEqual(60)
    expect(readOutboxMessages(t.dataDir, '0934000001')).toHaveLength(1)
    // after a minute it may be sent again, and only the newest code counts
    await ageCodes('0934000001')
    expect((await sendPhone(r.accessToken, '0934000001')).statusCode).toBe(200)
    expect(readOutboxMessages(t.dataDir, '0934000001')).toHaveLength(2)
  })

  it('rejects an invalid phone number with 400 and the localised field message', async () => {
    const r = await register(t.app)
    for (const phone of ['12345', '0212345678', '09123456789', 'abcdefghij']) {
      const res = await sendPhone(r.accessToken, phone)
      expect(res.statusCode, phone).toBe(400)
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { phone: VALIDATION['v.phone'].en } })
    }
    const missing = await t.app.inject({ method: 'GET', url: '/community/v1/verify/phone', headers: authHeader(r.accessToken) })
    expect(missing.statusCode).toBe(400)
  })

  it('a code older than 10 minutes is OTP_INVALID', async () => {
    const r = await register(t.app)
    await sendPhone(r.accessToken, '0935000002')
    const code = readOutbox(t.dataDir, '0935000002')
    await t.database.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE target = $1`, ['0935000002'])
    const res = await confirmPhone(r.accessToken, code)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('OTP_INVALID')
    expect((await getMe(t.app, r.accessToken)).json().data.phone_verified).toBe(false)
  })

  it('a wrong code is OTP_INVALID, and codes are per user', async () => {
    const a = await register(t.app)
    const b = await register(t.app)
    await sendPhone(a.accessToken, '0936000003')
    const code = readOutbox(t.dataDir, '0936000003')
    expect((await confirmPhone(a.accessToken, code === '123456' ? '654321' : '123456')).json().error.code).toBe('OTP_INVALID')
    // B cannot confirm with A's code
    expect((await confirmPhone(b.accessToken, code)).json().error.code).toBe('OTP_INVALID')
    expect((await confirmPhone(a.accessToken, code)).statusCode).toBe(200)
  })

  it('a phone verified on one account cannot be verified on a second (409 PHONE_TAKEN)', async () => {
    const a = await register(t.app)
    const b = await register(t.app)
    await sendPhone(a.accessToken, '0977000004')
    expect((await confirmPhone(a.accessToken, readOutbox(t.dataDir, '0977000004'))).statusCode).toBe(200)
    await ageCodes('0977000004')
    expect((await sendPhone(b.accessToken, '0977000004')).statusCode).toBe(200)
    const res = await confirmPhone(b.accessToken, readOutbox(t.dataDir, '0977000004'))
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'PHONE_TAKEN', message: ERRORS.PHONE_TAKEN.vi })
    expect((await getMe(t.app, b.accessToken)).json().data).toMatchObject({ phone_verified: false, phoneNumber: null })
  })

  it('needs a logged-in account', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/community/v1/verify/phone?phone=0912345678' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/community/v1/verify/confirm', payload: { code: '123456' } })).statusCode).toBe(401)
  })
})

describe('e-mail verification', () => {
  it('sends a code to the account e-mail; confirming sets email_verified', async () => {
    const r = await register(t.app)
    const res = await t.app.inject({ method: 'GET', url: '/community/v1/verify/email', headers: authHeader(r.accessToken) })
    expect(res.statusCode, res.body).toBe(200)
    const mail = readOutboxMessages(t.dataDir, r.email).at(-1)!
    expect(mail.channel).toBe('mail')
    const done = await t.app.inject({
      method: 'POST',
      url: '/community/v1/verify/email/confirm',
      headers: authHeader(r.accessToken),
      payload: { code: readOutbox(t.dataDir, r.email) },
    })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toMatchObject({ email: r.email, email_verified: true })
  })

  it('verifying a new address changes the e-mail; a taken one is refused', async () => {
    const r = await register(t.app)
    const other = await register(t.app)
    const taken = await t.app.inject({
      method: 'GET',
      url: `/community/v1/verify/email?email=${encodeURIComponent(other.email)}`,
      headers: authHeader(r.accessToken),
    })
    expect(taken.statusCode).toBe(409)
    const fresh = uniqueEmail('new')
    await t.app.inject({
      method: 'GET',
      url: `/community/v1/verify/email?email=${encodeURIComponent(fresh)}`,
      headers: authHeader(r.accessToken),
    })
    const done = await t.app.inject({
      method: 'POST',
      url: '/community/v1/verify/email/confirm',
      headers: authHeader(r.accessToken),
      payload: { code: readOutbox(t.dataDir, fresh) },
    })
    expect(done.json().data).toMatchObject({ email: fresh, email_verified: true })
  })

  it('a wrong code is OTP_INVALID and a malformed one fails validation', async () => {
    const r = await register(t.app)
    await t.app.inject({ method: 'GET', url: '/community/v1/verify/email', headers: authHeader(r.accessToken) })
    const code = readOutbox(t.dataDir, r.email)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/community/v1/verify/email/confirm',
      headers: authHeader(r.accessToken),
      payload: { code: code === '000000' ? '999999' : '000000' },
    })
    expect(wrong.json().error.code).toBe('OTP_INVALID')
    const bad = await t.app.inject({
      method: 'POST',
      url: '/community/v1/verify/email/confirm',
      headers: { ...authHeader(r.accessToken), 'accept-language': 'en' },
      payload: { code: '12ab' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({ code: VALIDATION['v.otp'].en })
  })
})

describe('identity card upload', () => {
  let front: Buffer
  let back: Buffer
  beforeAll(async () => {
    front = await pngBytes(300, 190, { r: 10, g: 120, b: 200 })
    back = await pngBytes(300, 190, { r: 200, g: 120, b: 10 })
  })
  const upload = (token: string, fields: Parameters<typeof form>[0]) =>
    t.app.inject({
      method: 'POST',
      url: '/community/v1/verify/identity-card',
      headers: { ...authHeader(token), 'accept-language': 'en' },
      payload: form(fields),
    })

  it('records the card for review (pending) and keeps the images private', async () => {
    const r = await register(t.app)
    const res = await upload(r.accessToken, {
      id_number: '001203004567',
      front: { data: front, filename: 'front.png', type: 'image/png' },
      back: { data: back, filename: 'back.png', type: 'image/png' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'pending' })
    expect((await getMe(t.app, r.accessToken)).json().data.identity_status).toBe('pending')
    const [card] = await t.database.query<{ front_image: string; id_number: string }>(
      'SELECT front_image, id_number FROM identity_cards WHERE user_id = $1',
      [r.userId],
    )
    expect(card!.id_number).toBe('001203004567')
    // not under /uploads: never served over HTTP
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${card!.front_image}` })).statusCode).toBe(404)
  })

  it('a text file renamed .png is 400 IMAGE_INVALID', async () => {
    const r = await register(t.app)
    const res = await upload(r.accessToken, {
      id_number: '001203004567',
      front: { data: Buffer.from('this is not an image at all'), filename: 'front.png', type: 'image/png' },
      back: { data: back, filename: 'back.png', type: 'image/png' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('IMAGE_INVALID')
    expect(await t.database.query('SELECT 1 FROM identity_cards WHERE user_id = $1', [r.userId])).toHaveLength(0)
  })

  it('a bad id number is 400 with the field message', async () => {
    const r = await register(t.app)
    for (const id of ['12345', '000123456789', '097123456789', '00120300456a']) {
      const res = await upload(r.accessToken, {
        id_number: id,
        front: { data: front, filename: 'front.png', type: 'image/png' },
        back: { data: back, filename: 'back.png', type: 'image/png' },
      })
      expect(res.statusCode, id).toBe(400)
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { id_number: VALIDATION['v.id_number'].en } })
    }
  })

  it('both sides are required', async () => {
    const r = await register(t.app)
    const res = await upload(r.accessToken, { id_number: '001203004567', front: { data: front, filename: 'front.png', type: 'image/png' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ back: VALIDATION['v.required'].en })
  })

  it('a non-multipart request is rejected', async () => {
    const r = await register(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/verify/identity-card',
      headers: authHeader(r.accessToken),
      payload: { id_number: '001203004567' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
  })
})
