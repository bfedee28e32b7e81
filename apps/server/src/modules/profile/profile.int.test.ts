import { VALIDATION } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, form, getMe, pngBytes, register, type Registered, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
let r: Registered
beforeAll(async () => {
  t = await createTestApp()
  r = await register(t.app)
})
afterAll(() => t.close())

const put = (url: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'PUT', url, headers: { ...authHeader(r.accessToken), 'accept-language': lang }, payload })

describe('PUT /community/v1/profile/update-profile', () => {
  const update = (payload: Record<string, unknown>, lang?: string) => put('/community/v1/profile/update-profile', payload, lang)

  it('updates userName, gender and birthday and answers the new profile', async () => {
    const res = await update({ userName: '  Hoàng Yến  ', gender: 2, birthday: '1995-08-17' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ userName: 'Hoàng Yến', gender: 2, birthday: '1995-08-17' })
    expect((await getMe(t.app, r.accessToken)).json().data).toMatchObject({ userName: 'Hoàng Yến', gender: 2, birthday: '1995-08-17' })
  })

  it('leaves fields that are not sent unchanged; gender 1, 2 and 3 are accepted', async () => {
    for (const gender of [1, 3, 2]) expect((await update({ gender })).json().data.gender).toBe(gender)
    expect((await getMe(t.app, r.accessToken)).json().data).toMatchObject({ userName: 'Hoàng Yến', birthday: '1995-08-17' })
  })

  it('rejects a gender outside 1–3', async () => {
    for (const gender of [0, 4, 'x']) {
      const res = await update({ gender })
      expect(res.statusCode, String(gender)).toBe(400)
      expect(res.json().error.fields).toHaveProperty('gender')
    }
  })

  it('rejects a birthday in the future, malformed, or not on the calendar', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    for (const birthday of [tomorrow, '17/08/1995', '1995-8-17', '1800-01-01', '2000-02-30', '2001-02-29', '1999-04-31']) {
      const res = await update({ birthday })
      expect(res.statusCode, `${birthday}: ${res.body}`).toBe(400)
      expect(res.json().error.fields).toEqual({ birthday: VALIDATION['v.birthday'].en })
    }
    // a real leap day is fine
    expect((await update({ birthday: '2000-02-29' })).json().data.birthday).toBe('2000-02-29')
  })

  it('rejects a bad name and unknown keys', async () => {
    expect((await update({ userName: 'X' })).json().error.fields).toEqual({ userName: VALIDATION['v.user_name_length'].en })
    const extra = await update({ email: 'new@example.vn' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.fields).toHaveProperty('email')
  })

  it('needs a logged-in user', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/community/v1/profile/update-profile', payload: { gender: 1 } })).statusCode).toBe(
      401,
    )
  })
})

describe('PUT /community/v1/profile/update-avatar', () => {
  const upload = (file: { data: Buffer; filename: string; type?: string }) =>
    t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/update-avatar',
      headers: { ...authHeader(r.accessToken), 'accept-language': 'en' },
      payload: form({ avatar: file }),
    })

  it('stores a real image and serves it under /uploads/ with a long cache', async () => {
    const res = await upload({ data: await pngBytes(800, 600), filename: 'me.png', type: 'image/png' })
    expect(res.statusCode, res.body).toBe(200)
    const avatar: string = res.json().data.avatar
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/)
    expect((await getMe(t.app, r.accessToken)).json().data.avatar).toBe(avatar)

    const file = await t.app.inject({ method: 'GET', url: avatar })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/webp')
    expect(String(file.headers['cache-control'])).toMatch(/max-age=31536000/)
    expect(String(file.headers['cache-control'])).toMatch(/immutable/)
    // re-encoded and cropped to a square of at most 320 px
    const { default: sharp } = await import('sharp')
    const meta = await sharp(file.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 })

    // public files skip authentication: even an undecryptable session cookie is left alone
    const withCookie = await t.app.inject({ method: 'GET', url: avatar, headers: { cookie: 'xinh_session=garbage' } })
    expect(withCookie.statusCode).toBe(200)
    expect(withCookie.headers['set-cookie']).toBeUndefined()
    const page = await t.app.inject({ method: 'GET', url: '/community/v1/auth/providers', headers: { cookie: 'xinh_session=garbage' } })
    expect(String(page.headers['set-cookie'])).toMatch(/xinh_session=;/)
  })

  it('rejects a file that is not an image (IMAGE_INVALID), whatever its name', async () => {
    for (const file of [
      { data: Buffer.from('hello, I am text'), filename: 'me.png', type: 'image/png' },
      {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        filename: 'me.svg',
        type: 'image/svg+xml',
      },
    ]) {
      const res = await upload(file)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('IMAGE_INVALID')
    }
  })

  it('an unknown upload path is 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/00/nothing.webp' })).statusCode).toBe(404)
  })
})

describe('PUT /community/v1/profile/body-measurements/update', () => {
  const full = { height: 162, weight: 51.5, bustSize: 84, waistSize: 64, hipSize: 90 }
  const update = (payload: Record<string, unknown>, lang?: string) => put('/community/v1/profile/body-measurements/update', payload, lang)

  it('saves the five required measurements (and optional ones) into the profile', async () => {
    const res = await update({ ...full, shoulderSize: 38, cup: 'B', gender: 2, bodyShapeType: 'hourglass' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.bodyMeasurement).toMatchObject({
      height: 162,
      weight: 51.5,
      bustSize: 84,
      waistSize: 64,
      hipSize: 90,
      shoulderSize: 38,
      cup: 'B',
    })
    expect(res.json().data).toMatchObject({ gender: 2, bodyShapeType: 'hourglass' })
    // numbers typed in a form (strings, Vietnamese decimal comma) are accepted
    const typed = await update({ ...full, weight: '52,5', height: '163' })
    expect(typed.json().data.bodyMeasurement).toMatchObject({ weight: 52.5, height: 163 })
  })

  const fields = [
    ['height', 'v.height_required', 'v.height_positive'],
    ['weight', 'v.weight_required', 'v.weight_positive'],
    ['bustSize', 'v.bust_required', 'v.bust_positive'],
    ['waistSize', 'v.waist_required', 'v.waist_positive'],
    ['hipSize', 'v.hip_required', 'v.hip_positive'],
  ] as const
  for (const [field, required, positive] of fields) {
    it(`${field}: missing → its required message, 0 or negative → its positive message (vi and en)`, async () => {
      const { [field]: _, ...without } = full
      for (const lang of ['vi', 'en'] as const) {
        const missing = await update(without, lang)
        expect(missing.statusCode).toBe(400)
        expect(missing.json().error.fields).toEqual({ [field]: VALIDATION[required][lang] })
        for (const bad of [0, -5]) {
          const res = await update({ ...full, [field]: bad }, lang)
          expect(res.statusCode).toBe(400)
          expect(res.json().error.fields).toEqual({ [field]: VALIDATION[positive][lang] })
        }
      }
    })
  }

  it('a rejected update changes nothing', async () => {
    await update(full)
    await update({ ...full, height: 0, weight: 70 })
    expect((await getMe(t.app, r.accessToken)).json().data.bodyMeasurement).toMatchObject({ height: 162, weight: 51.5 })
  })
})
