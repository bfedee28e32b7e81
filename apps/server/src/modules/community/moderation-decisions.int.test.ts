import { TOTP, Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createSeller } from '../../../test/catalog-fixtures.ts'
import {
  authHeader,
  createTestApp,
  login,
  PASSWORD,
  type Registered,
  readOutboxMessages,
  register,
  type TestApp,
} from '../../../test/helpers.ts'

/**
 * The reported-content queue's four decisions (issue 16: hide, dismiss, warn, lock): warn hides the
 * content and sends its author a notice (whatever their preferences), lock hides it and locks the
 * author (sessions revoked), both need a reason, both are audited with the case, race-safe, admin-only;
 * lock asks an enrolled admin for a fresh second factor.
 */

let t: TestApp
let admin: Awaited<ReturnType<typeof createAdmin>>
let admin2: Awaited<ReturnType<typeof createAdmin>>
let reporter: Registered
const IMG = `/uploads/media/ab/${'a'.repeat(32)}/main.webp`

type Inject = { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; body?: unknown }
const call = ({ method, url, token, body }: Inject) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? authHeader(token) : {}), 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body as object }),
  })
const ok = async (i: Inject) => {
  const res = await call(i)
  expect(res.statusCode, `${i.method} ${i.url}: ${res.body}`).toBe(200)
  return res.json().data
}
const Q = '/api/v1/admin/reported-content'

/** A post by `author`, reported by the shared reporter: the case's id. */
async function reportedPost(author: Registered, content: string) {
  const post = await ok({ method: 'POST', url: '/community/v1/post', token: author.accessToken, body: { content, images: [IMG] } })
  const r = await ok({
    method: 'POST',
    url: '/community/v1/report',
    token: reporter.accessToken,
    body: { target_type: 'post', target_id: post._id, reason: 'spam', note: 'Spam quảng cáo' },
  })
  return { postId: post._id as string, caseId: r.case_id as string }
}

async function inbox(token: string) {
  await t.outbox.drain()
  return (await ok({ method: 'GET', url: '/community/v1/notification/get-all?audience=BUYER&limit=100', token })) as Array<{
    event: string
    body: string
    link: string | null
  }>
}

async function auditOf(targetId: string) {
  return t.database.query<{ action: string; reason: string | null; after: Record<string, unknown> | null }>(
    'SELECT action, reason, after FROM audit_log WHERE target_id = $1 ORDER BY id',
    [targetId],
  )
}

beforeAll(async () => {
  t = await createTestApp()
  reporter = await register(t.app, { userName: 'Người Báo Cáo' })
  ;[admin, admin2] = [await createAdmin(t), await createAdmin(t)]
})
afterAll(() => t.close())

describe('warn', () => {
  it('hides the post and tells its author why, even with community notifications off; audited with the case', async () => {
    const author = await register(t.app, { userName: 'Lan Spam' })
    // the author muted community news everywhere: a platform notice still arrives
    await ok({
      method: 'PUT',
      url: '/community/v1/notification/preferences',
      token: author.accessToken,
      body: { preferences: [{ type: 'community', in_app: false, push: false, email: false }] },
    })
    const { postId, caseId } = await reportedPost(author, 'Mua follow giá rẻ inbox mình nhé')

    const noReason = await call({ method: 'POST', url: `${Q}/${caseId}/warn`, token: admin.token, body: {} })
    expect(noReason.statusCode).toBe(400)
    expect((await ok({ method: 'GET', url: `${Q}/${caseId}`, token: admin.token })).status).toBe('pending')

    const warned = await ok({ method: 'POST', url: `${Q}/${caseId}/warn`, token: admin.token, body: { reason: 'Quảng cáo dịch vụ' } })
    expect(warned).toMatchObject({ status: 'approved', action: 'warn', decision_reason: 'Quảng cáo dịch vụ', target: { is_hidden: true } })
    // hidden from others, still there for its author
    expect((await call({ method: 'GET', url: `/community/v1/post/${postId}`, token: reporter.accessToken })).statusCode).toBe(404)
    expect((await call({ method: 'GET', url: `/community/v1/post/${postId}`, token: author.accessToken })).statusCode).toBe(200)

    const notices = (await inbox(author.accessToken)).filter((n) => n.event === 'community.warning')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.body).toContain('Quảng cáo dịch vụ')
    expect(notices[0]!.body).toContain('Mua follow giá rẻ')
    expect(notices[0]!.link).toBe(`/post/${postId}`)
    const mails = readOutboxMessages(t.dataDir, author.email).filter((m) => m.channel === 'mail')
    expect(mails.some((m) => m.text.includes('Quảng cáo dịch vụ'))).toBe(true)

    const audit = await auditOf(postId)
    expect(audit.map((a) => a.action)).toEqual(['reported_content.warn'])
    expect(audit[0]!.after).toMatchObject({ action: 'warn', hidden: true, author_id: author.userId })
    // the author's account itself is untouched
    expect((await call({ method: 'GET', url: '/community/v1/profile/me/', token: author.accessToken })).statusCode).toBe(200)
  })

  it('a second decision on the same case loses the race and names who decided; no second notice', async () => {
    const author = await register(t.app, { userName: 'Minh Hai Lần' })
    const { caseId } = await reportedPost(author, 'Bài viết gây tranh cãi')
    const [a, b] = await Promise.all([
      call({ method: 'POST', url: `${Q}/${caseId}/warn`, token: admin.token, body: { reason: 'Lần một' } }),
      call({ method: 'POST', url: `${Q}/${caseId}/warn`, token: admin2.token, body: { reason: 'Lần hai' } }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const lost = a.statusCode === 409 ? a : b
    expect(lost.json().error.code).toBe('ALREADY_DECIDED')
    expect((await inbox(author.accessToken)).filter((n) => n.event === 'community.warning')).toHaveLength(1)
  })
})

describe('lock', () => {
  it('hides the content, locks the author with the reason and revokes their sessions; audited twice', async () => {
    const author = await register(t.app, { userName: 'Tài Khoản Lừa Đảo' })
    const { postId, caseId } = await reportedPost(author, 'Chuyển khoản trước, ship sau, uy tín')
    const locked = await ok({ method: 'POST', url: `${Q}/${caseId}/lock`, token: admin.token, body: { reason: 'Lừa đảo chuyển khoản' } })
    expect(locked).toMatchObject({ status: 'approved', action: 'lock', target: { is_hidden: true } })

    // the next request is told why
    const refused = await call({ method: 'GET', url: '/community/v1/profile/me/', token: author.accessToken })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('ACCOUNT_LOCKED')
    expect(refused.json().error.message).toContain('Lừa đảo chuyển khoản')
    const again = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      payload: { email: author.email, password: PASSWORD },
    })
    expect(again.json().error.code).toBe('ACCOUNT_LOCKED')
    expect(again.json().error.message).toContain('Lừa đảo chuyển khoản')

    const user = await ok({ method: 'GET', url: `/api/v1/admin/users/${author.userId}`, token: admin.token })
    expect(user).toMatchObject({ state: 'locked', locked_reason: 'Lừa đảo chuyển khoản' })
    expect((await auditOf(postId)).map((a) => a.action)).toEqual(['reported_content.lock'])
    expect((await auditOf(author.userId)).map((a) => a.action)).toEqual(['user.lock'])
  })

  it('decides the case when the author is already locked, without a second lock', async () => {
    const author = await register(t.app, { userName: 'Đã Bị Khoá' })
    const { postId, caseId } = await reportedPost(author, 'Nội dung bị báo cáo lần nữa')
    await ok({ method: 'POST', url: `/api/v1/admin/users/${author.userId}/lock`, token: admin.token, body: { reason: 'Khoá trước' } })
    const decided = await ok({ method: 'POST', url: `${Q}/${caseId}/lock`, token: admin.token, body: { reason: 'Khoá lại' } })
    expect(decided).toMatchObject({ action: 'lock', target: { is_hidden: true } })
    expect((await auditOf(postId))[0]!.after).toMatchObject({ action: 'lock', author_locked: false })
    expect((await auditOf(author.userId)).map((a) => a.action)).toEqual(['user.lock'])
  })

  it('asks an enrolled admin for a fresh second factor first; nothing changes until then', async () => {
    const author = await register(t.app, { userName: 'Chờ Xác Thực' })
    const { caseId } = await reportedPost(author, 'Chờ bước xác thực')
    const careful = await createAdmin(t)
    const { secret } = (await ok({ method: 'POST', url: '/api/v1/admin/security/totp/setup', token: careful.token, body: {} })) as {
      secret: string
    }
    const code = () => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate()
    const { recovery_codes } = await ok({
      method: 'POST',
      url: '/api/v1/admin/security/totp/confirm',
      token: careful.token,
      body: { code: code() },
    })
    const fresh = (await login(t.app, careful.email)).accessToken
    const refused = await call({ method: 'POST', url: `${Q}/${caseId}/lock`, token: fresh, body: { reason: 'Vi phạm' } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('STEP_UP_REQUIRED')
    expect((await ok({ method: 'GET', url: `${Q}/${caseId}`, token: fresh })).status).toBe('pending')
    expect((await call({ method: 'GET', url: '/community/v1/profile/me/', token: author.accessToken })).statusCode).toBe(200)
    await ok({ method: 'POST', url: '/api/v1/admin/security/step-up', token: fresh, body: { code: recovery_codes[0] } })
    expect((await ok({ method: 'POST', url: `${Q}/${caseId}/lock`, token: fresh, body: { reason: 'Vi phạm' } })).action).toBe('lock')
  })
})

describe('who may decide', () => {
  it('refuses buyers and sellers before reading the input; an admin cannot lock themselves through a case', async () => {
    const author = await register(t.app, { userName: 'Ai Được Quyết' })
    const { caseId } = await reportedPost(author, 'Thử quyền')
    const seller = await createSeller(t, { shopName: 'Shop Không Phải Admin' })
    for (const token of [reporter.accessToken, seller.token])
      for (const path of ['warn', 'lock']) {
        const res = await call({ method: 'POST', url: `${Q}/${caseId}/${path}`, token, body: { reason: 'x' } })
        expect(res.statusCode).toBe(403)
      }
    expect((await call({ method: 'POST', url: `${Q}/${caseId}/warn`, body: { reason: 'x' } })).statusCode).toBe(401)
    expect((await call({ method: 'POST', url: `${Q}/not-a-uuid/warn`, token: admin.token, body: { reason: 'x' } })).statusCode).toBe(400)
    expect((await ok({ method: 'GET', url: `${Q}/${caseId}`, token: admin.token })).status).toBe('pending')

    // a case about the admin's own profile: warning or locking oneself is refused
    const self = await login(t.app, admin.email)
    const me = (await call({ method: 'GET', url: '/community/v1/profile/me/', token: self.accessToken })).json().data
    const r = await ok({
      method: 'POST',
      url: '/community/v1/report',
      token: reporter.accessToken,
      body: { target_type: 'user', target_id: me._id, reason: 'report_other', note: 'Thử tự khoá' },
    })
    const selfLock = await call({ method: 'POST', url: `${Q}/${r.case_id}/lock`, token: admin.token, body: { reason: 'x' } })
    expect(selfLock.json().error.code).toBe('ADMIN_SELF_ACTION')
  })
})
