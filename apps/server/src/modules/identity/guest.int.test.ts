import { ERRORS } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, getMe, PASSWORD, register, type TestApp, uniqueEmail } from '../../../test/helpers.ts'

let t: TestApp
let wardCode: string
beforeAll(async () => {
  t = await createTestApp()
  wardCode = (await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/79/wards' })).json().data[0].code
})
afterAll(() => t.close())

const requestGuest = (lang?: string) =>
  t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user', headers: lang ? { 'accept-language': lang } : {} })
const addAddress = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/addresses',
    headers: authHeader(token),
    payload: { name: 'Khách Hàng', phone: '0987654321', province_code: '79', ward_code: wardCode, street: '1 Lê Lợi' },
  })
const registerGuest = (token: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/community/v1/user/register-guest-user',
    headers: { ...authHeader(token), 'accept-language': 'en' },
    payload: body,
  })

describe('guest users', () => {
  it('request-guest-user gives tokens for a guest profile, named in the request language', async () => {
    const res = await requestGuest('en')
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.accessToken).toBeTruthy()
    expect(data.refreshToken).toBeTruthy()
    expect(data.user).toMatchObject({ is_guest: true, email: null, userName: 'Guest', has_password: false })
    const me = await getMe(t.app, data.accessToken)
    expect(me.statusCode).toBe(200)
    expect(me.json().data.is_guest).toBe(true)
    expect((await requestGuest()).json().data.user.userName).toBe('Khách')
  })

  it('a guest can hold data (an address) but not use account-only routes', async () => {
    const guest = (await requestGuest()).json().data
    const created = await addAddress(guest.accessToken)
    expect(created.statusCode, created.body).toBe(200)
    const profileUpdate = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/update-profile',
      headers: authHeader(guest.accessToken),
      payload: { userName: 'Ai Đó' },
    })
    expect(profileUpdate.statusCode).toBe(401)
  })

  it('register-guest-user turns the guest into an account with the SAME _id, keeping its data', async () => {
    const guest = (await requestGuest()).json().data
    const address = (await addAddress(guest.accessToken)).json().data
    const email = uniqueEmail('guest')
    const res = await registerGuest(guest.accessToken, { userName: 'Đỗ Minh Châu', email, password: PASSWORD, confirmPassword: PASSWORD })
    expect(res.statusCode, res.body).toBe(200)
    const { data } = res.json()
    expect(data.user).toMatchObject({ _id: guest.user._id, is_guest: false, email, userName: 'Đỗ Minh Châu', has_password: true })
    // the guest token is retired; the new one sees the same address
    expect((await getMe(t.app, guest.accessToken)).statusCode).toBe(401)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/addresses', headers: authHeader(data.accessToken) })
    expect(list.json().data.map((a: { _id: string }) => a._id)).toEqual([address._id])
    // and the account logs in like any other
    const login = await t.app.inject({ method: 'POST', url: '/community/v1/auth/login', payload: { email, password: PASSWORD } })
    expect(login.json().data.user._id).toBe(guest.user._id)
  })

  it('a non-guest calling register-guest-user gets GUEST_ONLY', async () => {
    const r = await register(t.app)
    const res = await registerGuest(r.accessToken, {
      userName: 'Ai Đó',
      email: uniqueEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'GUEST_ONLY', message: ERRORS.GUEST_ONLY.en })
  })

  it('a guest cannot take an e-mail that is registered already', async () => {
    const r = await register(t.app)
    const guest = (await requestGuest()).json().data
    const res = await registerGuest(guest.accessToken, { userName: 'Ai Đó', email: r.email, password: PASSWORD, confirmPassword: PASSWORD })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('AUTH_EMAIL_TAKEN')
    expect((await getMe(t.app, guest.accessToken)).json().data.is_guest).toBe(true)
  })

  it('register-guest-user without a token is 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/user/register-guest-user',
      payload: { userName: 'Ai Đó', email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD },
    })
    expect(res.statusCode).toBe(401)
  })

  it('validates the body like registration', async () => {
    const guest = (await requestGuest()).json().data
    const res = await registerGuest(guest.accessToken, {
      userName: 'A',
      email: uniqueEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty('userName')
  })
})
