import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditOf } from '../../../test/admin-fixtures.ts'
import { authHeader, createTestApp, login, PASSWORD, register, type TestApp, uniqueEmail } from '../../../test/helpers.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  const email = uniqueEmail('admin')
  await t.services.identity.createAccount({ email, userName: 'Quản trị', password: PASSWORD, roles: ['admin'] })
  admin = (await login(t.app, email)).accessToken
})
afterAll(() => t.close())

const URL = '/api/v1/admin/holidays'
const call = (token: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'vi') =>
  t.app.inject({ method, url, headers: { ...(token ? authHeader(token) : {}), 'accept-language': lang }, ...(payload ? { payload } : {}) })

describe('the holiday calendar (admin API)', () => {
  it('lists the seeded official holidays of a year, Tết included, in date order', async () => {
    const res = await call(admin, 'GET', `${URL}?year=2026`)
    expect(res.statusCode, res.body).toBe(200)
    const days = res.json().data as Array<{ date: string; name: string }>
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort())
    expect(days.every((d) => d.date.startsWith('2026-'))).toBe(true)
    expect(days.filter((d) => d.name.startsWith('Tết Nguyên đán')).map((d) => d.date)).toEqual([
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
    ])
    const all = (await call(admin, 'GET', URL)).json().data as Array<{ date: string }>
    expect(all.some((d) => d.date.startsWith('2027-'))).toBe(true)
  })

  it('adds a day, refuses it twice, removes it, and 404s a day that is not there', async () => {
    const added = await call(admin, 'POST', URL, { date: '2026-11-24', name: 'Ngày Văn hóa Việt Nam' })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().data).toEqual({ date: '2026-11-24', name: 'Ngày Văn hóa Việt Nam' })
    expect((await call(admin, 'GET', `${URL}?year=2026`)).json().data).toContainEqual({ date: '2026-11-24', name: 'Ngày Văn hóa Việt Nam' })

    const twice = await call(admin, 'POST', URL, { date: '2026-11-24', name: 'Lặp' }, 'en')
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toMatchObject({ code: 'HOLIDAY_EXISTS', message: 'This date is already a holiday' })

    expect((await auditOf(t, '2026-11-24'))[0]).toMatchObject({
      action: 'holiday.add',
      targetType: 'holiday',
      after: { date: '2026-11-24', name: 'Ngày Văn hóa Việt Nam' },
    })
    expect((await call(admin, 'DELETE', `${URL}/2026-11-24`)).statusCode).toBe(200)
    expect((await auditOf(t, '2026-11-24'))[0]).toMatchObject({
      action: 'holiday.remove',
      before: { date: '2026-11-24', name: 'Ngày Văn hóa Việt Nam' },
    })
    const gone = await call(admin, 'DELETE', `${URL}/2026-11-24`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.code).toBe('HOLIDAY_NOT_FOUND')
  })

  it('validates what it is given', async () => {
    const bad = await call(admin, 'POST', URL, { date: '2026-02-30', name: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({ date: 'Ngày không hợp lệ', name: 'Vui lòng nhập trường này' })
    expect((await call(admin, 'DELETE', `${URL}/yesterday`)).statusCode).toBe(400)
    expect((await call(admin, 'GET', `${URL}?year=abc`)).statusCode).toBe(400)
  })

  it('is for admins only: a buyer and a seller are 403, anonymous 401, and nothing changes', async () => {
    const buyer = (await register(t.app)).accessToken
    const sellerEmail = uniqueEmail('seller')
    await t.services.identity.createAccount({ email: sellerEmail, userName: 'Người bán', password: PASSWORD, roles: ['buyer', 'seller'] })
    const seller = (await login(t.app, sellerEmail)).accessToken
    const kolEmail = uniqueEmail('kol')
    await t.services.identity.createAccount({ email: kolEmail, userName: 'KOL', password: PASSWORD, roles: ['buyer', 'kol'] })
    const kol = (await login(t.app, kolEmail)).accessToken
    for (const [token, status] of [
      [buyer, 403],
      [seller, 403],
      [kol, 403],
      [undefined, 401],
    ] as const) {
      expect((await call(token, 'GET', URL)).statusCode).toBe(status)
      expect((await call(token, 'POST', URL, { date: '2026-12-25', name: 'Giáng sinh' })).statusCode).toBe(status)
      // who asks is checked before what they send
      expect((await call(token, 'POST', URL, { date: 'nope' })).statusCode).toBe(status)
      expect((await call(token, 'DELETE', `${URL}/2026-01-01`)).statusCode).toBe(status)
    }
    const days = (await call(admin, 'GET', `${URL}?year=2026`)).json().data as Array<{ date: string }>
    expect(days.map((d) => d.date)).toContain('2026-01-01')
    expect(days.map((d) => d.date)).not.toContain('2026-12-25')
  })
})
