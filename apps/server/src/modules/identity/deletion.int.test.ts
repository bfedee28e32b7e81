import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, getMe, login, PASSWORD, register, type TestApp, uniqueEmail } from '../../../test/helpers.ts'

let t: TestApp
let wardCode: string
beforeAll(async () => {
  t = await createTestApp()
  wardCode = (await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/01/wards' })).json().data[0].code
})
afterAll(() => t.close())

const URL = '/community/v1/auth/request-delete-account'
const requestDeletion = (token: string, payload?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: URL, headers: authHeader(token), ...(payload ? { payload } : {}) })
const userRow = async (id: string) =>
  (
    await t.database.query<Record<string, unknown>>(
      'SELECT email, user_name, password_hash, phone_number, status, avatar_url FROM users WHERE id = $1',
      [id],
    )
  )[0]!

async function createSeller() {
  const email = uniqueEmail('seller')
  const user = await t.services.identity.createAccount({ email, userName: 'Shop Hoa Mai', password: PASSWORD, roles: ['buyer', 'seller'] })
  return { user, email, ...(await login(t.app, email)) }
}

describe('account deletion (spec §6)', () => {
  it('a buyer is deleted at once: login stops working, personal data is erased, addresses are gone', async () => {
    const r = await register(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/addresses',
      headers: authHeader(r.accessToken),
      payload: { name: 'Vũ Lan', phone: '0912345678', province_code: '01', ward_code: wardCode, street: '5 Tràng Tiền' },
    })
    await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/body-measurements/update',
      headers: authHeader(r.accessToken),
      payload: { height: 160, weight: 50, bustSize: 85, waistSize: 65, hipSize: 90 },
    })
    const res = await requestDeletion(r.accessToken, { password: PASSWORD })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'deleted', scheduled_at: null })
    expect(res.cookies.find((c) => c.name === 'xinh_session')?.value).toBe('')

    const again = await t.app.inject({ method: 'POST', url: '/community/v1/auth/login', payload: { email: r.email, password: PASSWORD } })
    expect(again.statusCode).toBe(401)
    expect(again.json().error.code).toBe('AUTH_INVALID_CREDENTIALS')
    expect((await getMe(t.app, r.accessToken)).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: '/community/v1/auth/refresh', payload: { refreshToken: r.refreshToken } })).statusCode,
    ).toBe(401)

    expect(await userRow(r.userId)).toMatchObject({
      email: null,
      password_hash: null,
      phone_number: null,
      status: 'deleted',
      avatar_url: null,
    })
    expect((await userRow(r.userId)).user_name).not.toBe(r.userName)
    expect(await t.database.query('SELECT 1 FROM addresses WHERE user_id = $1', [r.userId])).toHaveLength(0)
    expect(await t.database.query('SELECT 1 FROM body_measurements WHERE user_id = $1', [r.userId])).toHaveLength(0)
    // the e-mail can be used for a new account
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/community/v2/auth/register',
          payload: { userName: 'Người Mới', email: r.email, password: PASSWORD, confirmPassword: PASSWORD },
        })
      ).statusCode,
    ).toBe(200)
  })

  it('needs the current password', async () => {
    const r = await register(t.app)
    for (const payload of [{ password: 'Wrong@12345' }, undefined]) {
      const res = await requestDeletion(r.accessToken, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('AUTH_WRONG_PASSWORD')
    }
    expect((await userRow(r.userId)).status).toBe('active')
  })

  it('a seller goes to pending_deletion, scheduled 15 working days ahead; GET shows it; DELETE cancels', async () => {
    const seller = await createSeller()
    const before = new Date()
    const res = await requestDeletion(seller.accessToken, { password: PASSWORD })
    expect(res.statusCode, res.body).toBe(200)
    const status = res.json().data
    expect(status.status).toBe('pending_deletion')
    const scheduled = new Date(status.scheduled_at)
    // counted independently, in Vietnam's calendar (UTC+7) with the seeded holidays: the clock
    // stops on weekends and holidays, and its last day is the 15th working day after the request's
    const rows = await t.database.query<{ d: string }>("SELECT to_char(date, 'YYYY-MM-DD') AS d FROM public_holidays")
    const holidays = new Set(rows.map((r) => r.d))
    const vnDate = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10)
    const working = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) && !holidays.has(date)
    const lastDay = vnDate(scheduled.getTime() - 1)
    expect(working(lastDay)).toBe(true)
    let workingDays = 0
    for (let d = vnDate(before.getTime()); d < lastDay; ) {
      d = vnDate(Date.parse(`${d}T00:00:00Z`) + 86_400_000 - 7 * 3_600_000)
      if (working(d)) workingDays++
    }
    expect(workingDays).toBe(15)
    if (working(vnDate(before.getTime()))) {
      // asked on a working day: the same time of day
      expect((scheduled.getTime() - before.getTime()) % 86_400_000).toBeLessThan(60_000)
    } else {
      // asked on a day off: the clock started at the next working day's midnight, so it ends at a midnight
      expect((scheduled.getTime() + 7 * 3_600_000) % 86_400_000).toBe(0)
    }

    // still usable in the meantime
    expect((await getMe(t.app, seller.accessToken)).json().data).toMatchObject({
      status: 'pending_deletion',
      deletion_scheduled_at: status.scheduled_at,
    })
    const get = await t.app.inject({ method: 'GET', url: URL, headers: authHeader(seller.accessToken) })
    expect(get.json().data).toEqual(status)
    // asking twice is refused
    expect((await requestDeletion(seller.accessToken, { password: PASSWORD })).json().error.code).toBe('ACCOUNT_DELETION_PENDING')

    const cancel = await t.app.inject({ method: 'DELETE', url: URL, headers: authHeader(seller.accessToken) })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().data).toEqual({ status: 'active', requested_at: null, scheduled_at: null })
    expect((await userRow(seller.user.id)).status).toBe('active')
  })

  it('purgeDueDeletions deletes a seller once the date has come, not before', async () => {
    const seller = await createSeller()
    await requestDeletion(seller.accessToken, { password: PASSWORD })
    expect(await t.services.identity.purgeDueDeletions()).toBe(0)
    expect((await userRow(seller.user.id)).status).toBe('pending_deletion')

    await t.database.query(`UPDATE users SET deletion_scheduled_at = now() - interval '1 minute' WHERE id = $1`, [seller.user.id])
    expect(await t.services.identity.purgeDueDeletions()).toBe(1)
    expect(await userRow(seller.user.id)).toMatchObject({ status: 'deleted', email: null, password_hash: null })
    expect((await getMe(t.app, seller.accessToken)).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: '/community/v1/auth/login', payload: { email: seller.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(401)
    // nothing left to do
    expect(await t.services.identity.purgeDueDeletions()).toBe(0)
  })

  it('GET of an active account shows active; anonymous is 401', async () => {
    const r = await register(t.app)
    const res = await t.app.inject({ method: 'GET', url: URL, headers: authHeader(r.accessToken) })
    expect(res.json().data).toEqual({ status: 'active', requested_at: null, scheduled_at: null })
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
  })
})
