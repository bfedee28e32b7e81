import { ERRORS, SETTINGS_DEFAULTS } from '@xinh/contracts'
import { TOTP, Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, login, PASSWORD, register, type TestApp, uniqueEmail } from '../../../../test/helpers.ts'

let t: TestApp
type Admin = { id: string; email: string; token: string }
let admin1: Admin
let admin2: Admin

const makeAdmin = async (): Promise<Admin> => {
  const email = uniqueEmail('admin')
  const user = await t.services.identity.createAccount({ email, userName: 'Quản trị', password: PASSWORD, roles: ['admin'] })
  return { id: user.id, email, token: (await login(t.app, email)).accessToken }
}
const makeBuyer = async (name = 'Nguyễn Thị Mai', phone?: string) => {
  const email = uniqueEmail('buyer')
  const user = await t.services.identity.createAccount({ email, userName: name, password: PASSWORD, phoneNumber: phone })
  return { id: user.id, email }
}
const auditOf = (targetId: string) =>
  t.database.query<{ action: string; actor_id: string; reason: string | null; before: unknown; after: unknown }>(
    `SELECT action, actor_id, reason, before, after FROM audit_log WHERE target_id = $1 ORDER BY created_at, id`,
    [targetId],
  )

beforeAll(async () => {
  t = await createTestApp()
  admin1 = await makeAdmin()
  admin2 = await makeAdmin()
})
afterAll(() => t.close())

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) })
const post = (url: string, token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: authHeader(token), payload: payload as object })

describe('admin user search and detail', () => {
  it('finds a user by name without accents, e-mail, phone and id; never guests', async () => {
    const mai = await makeBuyer('Phạm Thuỳ Dương', '+84987650001')
    for (const q of ['thuy duong', mai.email.slice(0, 12), '0987650001', mai.id]) {
      const res = await get(`/api/v1/admin/users?q=${encodeURIComponent(q)}`, admin1.token)
      expect(res.statusCode, q).toBe(200)
      expect(
        res.json().data.map((u: { _id: string }) => u._id),
        q,
      ).toContain(mai.id)
    }
    const guest = await t.services.identity.requestGuest({ lang: 'vi' })
    expect((await get(`/api/v1/admin/users?q=${guest.userId}`, admin1.token)).json().data).toEqual([])
  })

  it('filters by role and state, pages, and rejects a bad filter with a field message', async () => {
    const res = await get('/api/v1/admin/users?role=admin&limit=1', admin1.token)
    expect(res.json().data).toHaveLength(1)
    expect(res.json().meta.total).toBeGreaterThanOrEqual(2)
    const bad = await get('/api/v1/admin/users?state=sleepy', admin1.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.state).toBeTruthy()
  })

  it('shows the detail with sessions and activity; an unknown id is 404', async () => {
    const buyer = await makeBuyer()
    await login(t.app, buyer.email)
    const res = await get(`/api/v1/admin/users/${buyer.id}`, admin1.token)
    expect(res.statusCode).toBe(200)
    const user = res.json().data
    expect(user.sessions).toHaveLength(1)
    expect(user.activity).toEqual({ orders: { total: 0, items: [] }, returns: { total: 0, items: [] }, shops: [] })
    expect((await get(`/api/v1/admin/users/${crypto.randomUUID()}`, admin1.token)).statusCode).toBe(404)
  })
})

describe('locking a user', () => {
  it('revokes every session at once; the next request and a new login say why, in the caller’s language', async () => {
    const buyer = await makeBuyer()
    const s1 = await login(t.app, buyer.email)
    const s2 = await login(t.app, buyer.email)
    const res = await post(`/api/v1/admin/users/${buyer.id}/lock`, admin1.token, { reason: 'Gian lận đơn hàng' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ state: 'locked', locked_reason: 'Gian lận đơn hàng', sessions: [] })

    for (const s of [s1, s2]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/community/v1/profile/me/',
        headers: { ...authHeader(s.accessToken), 'accept-language': 'en' },
      })
      expect(me.statusCode).toBe(403)
      expect(me.json().error).toMatchObject({ code: 'ACCOUNT_LOCKED', message: 'Your account has been locked. Reason: Gian lận đơn hàng' })
    }
    // the web's cookie: an API call says why and clears the cookie; a page goes to the login form
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/community/v1/profile/me/',
      headers: { cookie: `xinh_session=${s1.cookie}` },
    })
    expect(viaCookie.json().error.code).toBe('ACCOUNT_LOCKED')
    expect(viaCookie.cookies.find((c) => c.name === 'xinh_session')?.value).toBe('')
    // a page (not the API) goes to the login form, where signing in gives the reason
    const pageHit = await t.app.inject({ method: 'GET', url: '/tai-khoan', headers: { cookie: `xinh_session=${s2.cookie}` } })
    expect(pageHit.statusCode).toBe(303)
    expect(pageHit.headers.location).toBe('/dang-nhap?locked=1')
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      payload: { email: buyer.email, password: PASSWORD },
    })
    expect(relogin.statusCode).toBe(403)
    expect(relogin.json().error.message).toBe(ERRORS.ACCOUNT_LOCKED.vi.replace('{reason}', 'Gian lận đơn hàng'))

    expect(await auditOf(buyer.id)).toEqual([
      expect.objectContaining({
        action: 'user.lock',
        actor_id: admin1.id,
        reason: 'Gian lận đơn hàng',
        before: expect.objectContaining({ locked: false }),
        after: expect.objectContaining({ locked: true, sessions_revoked: 2 }),
      }),
    ])
  })

  it('two admins locking at once: one wins, the other gets 409; unlocking lets the user in again', async () => {
    const buyer = await makeBuyer()
    const [a, b] = await Promise.all([
      post(`/api/v1/admin/users/${buyer.id}/lock`, admin1.token, { reason: 'Spam tin nhắn' }),
      post(`/api/v1/admin/users/${buyer.id}/lock`, admin2.token, { reason: 'Spam bình luận' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect((await post(`/api/v1/admin/users/${buyer.id}/unlock`, admin2.token, { reason: 'Đã xác minh' })).statusCode).toBe(200)
    expect((await login(t.app, buyer.email)).accessToken).toBeTruthy()
    expect((await auditOf(buyer.id)).map((r) => r.action)).toEqual(['user.lock', 'user.unlock'])
  })

  it('refuses a short reason (400, field message, nothing changed), self-locks and unknown users', async () => {
    const buyer = await makeBuyer()
    const res = await post(`/api/v1/admin/users/${buyer.id}/lock`, admin1.token, { reason: 'x' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.reason).toBe('Vui lòng nhập lý do (từ 5 đến 500 ký tự)')
    expect((await get(`/api/v1/admin/users/${buyer.id}`, admin1.token)).json().data.state).toBe('active')
    expect(await auditOf(buyer.id)).toEqual([])
    expect((await post(`/api/v1/admin/users/${admin1.id}/lock`, admin1.token, { reason: 'tự khoá mình' })).json().error.code).toBe(
      'ADMIN_SELF_ACTION',
    )
    expect((await post(`/api/v1/admin/users/${crypto.randomUUID()}/lock`, admin1.token, { reason: 'không tồn tại' })).statusCode).toBe(404)
  })
})

describe('roles', () => {
  it('grants and removes KOL, affiliate admin and admin; the new roles apply on the next request', async () => {
    const buyer = await makeBuyer()
    const session = await login(t.app, buyer.email)
    const res = await post(`/api/v1/admin/users/${buyer.id}/roles`, admin1.token, { role: 'kol', granted: true, reason: 'KOL đối tác' })
    expect(res.json().data.roles).toEqual(['buyer', 'kol'])
    await post(`/api/v1/admin/users/${buyer.id}/roles`, admin1.token, { role: 'admin', granted: true, reason: 'Nhân viên mới' })
    // the user's existing session now reaches admin APIs
    expect((await get('/api/v1/admin/users', session.accessToken)).statusCode).toBe(200)
    await post(`/api/v1/admin/users/${buyer.id}/roles`, admin2.token, { role: 'admin', granted: false, reason: 'Nghỉ việc' })
    expect((await get('/api/v1/admin/users', session.accessToken)).statusCode).toBe(403)
    // granting what is already there changes and records nothing
    await post(`/api/v1/admin/users/${buyer.id}/roles`, admin1.token, { role: 'kol', granted: true, reason: 'lặp lại' })
    expect((await auditOf(buyer.id)).map((r) => r.action)).toEqual(['user.role.grant', 'user.role.grant', 'user.role.revoke'])
  })

  it('refuses roles that are not grantable here and an admin removing their own admin role', async () => {
    const buyer = await makeBuyer()
    const seller = await post(`/api/v1/admin/users/${buyer.id}/roles`, admin1.token, {
      role: 'seller',
      granted: true,
      reason: 'không được',
    })
    expect(seller.statusCode).toBe(400)
    const self = await post(`/api/v1/admin/users/${admin1.id}/roles`, admin1.token, {
      role: 'admin',
      granted: false,
      reason: 'tự bỏ quyền',
    })
    expect(self.json().error.code).toBe('ADMIN_SELF_ACTION')
  })
})

describe('scheduled seller deletions', () => {
  it('lists a seller’s scheduled deletion (15 working days, due by 20) and an admin cancels it', async () => {
    const seller = await register(t.app, { userName: 'Chủ shop' })
    await t.services.identity.addRole(seller.userId, 'seller')
    const requested = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/request-delete-account',
      headers: authHeader(seller.accessToken),
      payload: { password: PASSWORD },
    })
    expect(requested.json().data.status).toBe('pending_deletion')
    const before = (await get('/api/v1/admin/deletions', admin1.token)).json().data
    const row = before.find((d: { user: { _id: string } }) => d.user._id === seller.userId)
    expect(row).toBeTruthy()
    expect(new Date(row.due_by).getTime()).toBeGreaterThan(new Date(row.scheduled_at).getTime())
    const days = (new Date(row.scheduled_at).getTime() - new Date(row.requested_at).getTime()) / 86_400_000
    // 15 working days span at least two weekends whole: 19 days when asked late on a Sunday (Vietnam time)
    expect(days).toBeGreaterThanOrEqual(19)
    const cancelled = await post(`/api/v1/admin/deletions/${seller.userId}/cancel`, admin1.token, { reason: 'Người bán đổi ý qua hotline' })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data.some((d: { user: { _id: string } }) => d.user._id === seller.userId)).toBe(false)
    expect((await post(`/api/v1/admin/deletions/${seller.userId}/cancel`, admin1.token, { reason: 'lần hai nữa' })).json().error.code).toBe(
      'DELETION_NOT_SCHEDULED',
    )
    expect((await auditOf(seller.userId)).map((r) => r.action)).toEqual(['user.deletion.cancel'])
  })
})

describe('TOTP second factor and step-up', () => {
  const codeAt = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 })

  it('asks an enrolled admin for a fresh code before changing the fee rates; nothing changes until then', async () => {
    const admin = await makeAdmin()
    const { secret } = (await post('/api/v1/admin/security/totp/setup', admin.token)).json().data
    const recovery: string[] = (await post('/api/v1/admin/security/totp/confirm', admin.token, { code: codeAt(secret) })).json().data
      .recovery_codes
    const fresh = (await login(t.app, admin.email)).accessToken
    const fees = { ...SETTINGS_DEFAULTS.fees, platform_fee_bps: 275 }
    const put = () => t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/fees', headers: authHeader(fresh), payload: fees })
    const refused = await put()
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('STEP_UP_REQUIRED')
    const now = (await get('/api/v1/admin/settings', fresh)).json().data
    expect(now.fees.platform_fee_bps).not.toBe(275)
    expect((await post('/api/v1/admin/security/step-up', fresh, { code: recovery[0] })).statusCode).toBe(200)
    const saved = await put()
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await get('/api/v1/admin/settings', fresh)).json().data.fees.platform_fee_bps).toBe(275)
  })

  it('enrols with a QR code, hands out recovery codes once, asks again for sensitive actions, and disables with a code', async () => {
    const admin = await makeAdmin()
    const other = await makeAdmin()
    const target = await makeBuyer()
    const setup = await post('/api/v1/admin/security/totp/setup', admin.token)
    expect(setup.statusCode).toBe(200)
    const { secret, qr_svg, otpauth_url } = setup.json().data
    expect(qr_svg).toContain('<svg')
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//)
    // the secret is stored sealed, never in clear
    const [stored] = await t.database.query<{ secret_sealed: string }>(`SELECT secret_sealed FROM totp_secrets WHERE user_id = $1`, [
      admin.id,
    ])
    expect(stored?.secret_sealed).not.toContain(secret)

    expect((await post('/api/v1/admin/security/totp/confirm', admin.token, { code: '000000' })).json().error.code).toBe('TOTP_INVALID')
    const confirmed = await post('/api/v1/admin/security/totp/confirm', admin.token, { code: codeAt(secret) })
    expect(confirmed.statusCode).toBe(200)
    const recovery: string[] = confirmed.json().data.recovery_codes
    expect(recovery).toHaveLength(10)
    const hashes = await t.database.query<{ code_hash: string }>(`SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1`, [admin.id])
    expect(hashes.map((h) => h.code_hash)).not.toContain(recovery[0])

    const status = (await get('/api/v1/admin/security', admin.token)).json().data
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 })
    expect(JSON.stringify(status)).not.toContain(secret)
    expect((await post('/api/v1/admin/security/totp/setup', admin.token)).json().error.code).toBe('TOTP_ALREADY_ENABLED')

    // a new session has not proved the code: locking asks for it, then goes through
    const fresh = await login(t.app, admin.email)
    const refused = await post(`/api/v1/admin/users/${target.id}/lock`, fresh.accessToken, { reason: 'Lừa đảo người mua' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('STEP_UP_REQUIRED')
    expect((await auditOf(target.id)).length).toBe(0)
    const roleRefused = await post(`/api/v1/admin/users/${target.id}/roles`, fresh.accessToken, {
      role: 'kol',
      granted: true,
      reason: 'KOL mới',
    })
    expect(roleRefused.json().error.code).toBe('STEP_UP_REQUIRED')
    // the code of the step just used is refused (no replay); a recovery code works once
    expect((await post('/api/v1/admin/security/step-up', fresh.accessToken, { code: codeAt(secret) })).json().error.code).toBe(
      'TOTP_INVALID',
    )
    expect((await post('/api/v1/admin/security/step-up', fresh.accessToken, { code: recovery[0] })).statusCode).toBe(200)
    expect((await post('/api/v1/admin/security/step-up', fresh.accessToken, { code: recovery[0] })).json().error.code).toBe('TOTP_INVALID')
    expect((await post(`/api/v1/admin/users/${target.id}/lock`, fresh.accessToken, { reason: 'Lừa đảo người mua' })).statusCode).toBe(200)
    // an admin without TOTP is never asked
    expect((await post(`/api/v1/admin/users/${target.id}/unlock`, other.token, { reason: 'Nhầm lẫn, mở lại' })).statusCode).toBe(200)

    expect((await post('/api/v1/admin/security/totp/disable', admin.token, { code: '123456' })).json().error.code).toBe('TOTP_INVALID')
    expect((await post('/api/v1/admin/security/totp/disable', admin.token, { code: recovery[1] })).statusCode).toBe(200)
    expect((await get('/api/v1/admin/security', admin.token)).json().data.enabled).toBe(false)
    const actions = await t.database.query<{ action: string }>(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at`, [
      admin.id,
    ])
    expect(actions.map((a) => a.action)).toEqual(['admin.totp.enable', 'admin.totp.disable'])
  })

  it('rejects a malformed code with a field message', async () => {
    const res = await post('/api/v1/admin/security/step-up', admin1.token, { code: 'abc' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.code).toBeTruthy()
    expect((await post('/api/v1/admin/security/step-up', admin1.token, { code: '123456' })).json().error.code).toBe('TOTP_NOT_ENABLED')
  })
})
