import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors, auditOf } from '../../../test/admin-fixtures.ts'
import { authHeader, createTestApp, form, pngBytes, type Registered, register, type TestApp } from '../../../test/helpers.ts'

/** Social-organisation feedback (issue 18): spec §5 rules, the author's list, the admin queue and its race. */
let t: TestApp
let author: Registered
let other: Registered
let admin: { headers: Record<string, string> }
let image: string

const valid = () => ({
  organization_name: 'Hội Bảo vệ quyền lợi người tiêu dùng quận 3',
  decision_number: '1234/QĐ-UBND',
  email: 'lienhe@hoibaove.org.vn',
  content: 'Chúng tôi phản ánh một số gian hàng bán mỹ phẩm không rõ nguồn gốc, đề nghị Xinh kiểm tra.',
  image,
  reason_id: 'unsafe_goods',
})
const post = (body: unknown, token = author.accessToken, lang = 'vi') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/social-feedback',
    headers: { ...authHeader(token), 'accept-language': lang },
    payload: body as object,
  })

beforeAll(async () => {
  t = await createTestApp()
  author = await register(t.app)
  other = await register(t.app)
  admin = (await adminActors(t)).admin
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/v1/image',
    headers: authHeader(author.accessToken),
    payload: form({ file: { data: await pngBytes(), filename: 'quyet-dinh.png', type: 'image/png' } }),
  })
  expect(up.statusCode, up.body).toBe(200)
  image = up.json().data.url
})
afterAll(() => t.close())

describe('POST /api/v1/mobile/social-feedback', () => {
  it('refuses anonymous callers before reading the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/mobile/social-feedback', payload: {} })
    expect(res.statusCode).toBe(401)
  })

  it('applies spec §5 with localised field messages and writes nothing on bad input', async () => {
    const bad = await post(
      { organization_name: 'x'.repeat(100), decision_number: 'y'.repeat(101), email: 'not-mail', content: 'z'.repeat(500) },
      author.accessToken,
      'en',
    )
    expect(bad.statusCode).toBe(400)
    const { code, fields } = bad.json().error
    expect(code).toBe('VALIDATION_FAILED')
    expect(fields.organization_name).toBe('At most 99 characters')
    expect(fields.decision_number).toBe('At most 100 characters')
    expect(fields.email).toBe('Email format is invalid')
    expect(fields.content).toBe('At most 499 characters')
    expect(fields.image).toBe('Add a picture')
    const blank = (await post({ ...valid(), organization_name: '   ', decision_number: '', content: ' ' }, author.accessToken, 'ko')).json()
      .error.fields
    expect(blank.organization_name).toBe('필수 항목입니다')
    expect(blank.decision_number).toBe('필수 항목입니다')
    expect(blank.content).toBe('필수 항목입니다')
    // the limits themselves are accepted: 99, 100 and 499 characters (a Vietnamese letter is one, whatever its encoding)
    const edge = await post({
      ...valid(),
      organization_name: 'ộ'.normalize('NFD').repeat(99),
      decision_number: 'Q'.repeat(100),
      content: 'ễ'.repeat(499),
    })
    expect(edge.statusCode, edge.body).toBe(200)
    expect([...edge.json().data.organization_name]).toHaveLength(99)
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/mobile/social-feedback', headers: authHeader(author.accessToken) })
    ).json()
    expect(list.meta.total).toBe(1)
  })

  it('accepts only an image this server stored and a known reason', async () => {
    const foreign = await post({ ...valid(), image: 'https://evil.example/x.png' })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error.fields.image).toBe('Đường dẫn ảnh không hợp lệ')
    const traversal = await post({ ...valid(), image: '/uploads/media/../secret.png' })
    expect(traversal.statusCode).toBe(400)
    const reason = await post({ ...valid(), reason_id: 'no_such_reason' })
    expect(reason.json().error.fields.reason_id).toBe('Giá trị không hợp lệ')
    const unknownKey = await post({ ...valid(), status: 'approved' })
    expect(unknownKey.statusCode).toBe(400)
  })

  it('stores a submission as pending and lists it to its author only, in the reader’s language', async () => {
    const res = await post(valid())
    expect(res.statusCode, res.body).toBe(200)
    const created = res.json().data
    expect(created).toMatchObject({
      ...valid(),
      status: 'pending',
      reason: 'Hàng hoá không an toàn, không rõ nguồn gốc',
      review_note: null,
    })
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/mobile/social-feedback?limit=1',
        headers: { ...authHeader(author.accessToken), 'accept-language': 'en' },
      })
    ).json()
    expect(mine.data[0]._id).toBe(created._id)
    expect(mine.data[0].reason).toBe('Unsafe goods or goods of unknown origin')
    expect(mine.meta).toMatchObject({ page: 1, limit: 1, total: 2 })
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/v1/mobile/social-feedback', headers: authHeader(other.accessToken) })
    ).json()
    expect(theirs.data).toEqual([])
  })

  it('caps submissions at five a day per user with a localised 429', async () => {
    const u = await register(t.app)
    for (let i = 0; i < 5; i++) expect((await post(valid(), u.accessToken)).statusCode).toBe(200)
    const sixth = await post(valid(), u.accessToken, 'en')
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().error).toMatchObject({ code: 'SOCIAL_FEEDBACK_DAILY_LIMIT', message: expect.stringContaining('5 reports') })
  })
})

describe('the admin social-feedback queue', () => {
  it('lists pending submissions, approves and rejects with a reason, audits, and shows the outcome to the author', async () => {
    const a = (await post(valid(), other.accessToken)).json().data
    const b = (await post({ ...valid(), organization_name: 'Quỹ Vì trẻ em Sài Gòn' }, other.accessToken)).json().data
    const queue = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/social-feedback?q=Sài Gòn', headers: admin.headers })).json()
    expect(queue.data.map((f: { _id: string }) => f._id)).toEqual([b._id])
    expect(queue.data[0].user._id).toBe(other.userId)

    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/social-feedback/${a._id}/reject`,
      headers: admin.headers,
      payload: {},
    })
    expect(noReason.statusCode).toBe(400)
    const approved = await t.app.inject({ method: 'POST', url: `/api/v1/admin/social-feedback/${a._id}/approve`, headers: admin.headers })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data.status).toBe('approved')
    expect((await auditOf(t, a._id))[0]).toMatchObject({ action: 'social_feedback.approve', targetType: 'social_feedback' })

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/social-feedback/${b._id}/reject`,
      headers: admin.headers,
      payload: { reason: 'Số quyết định không khớp với tên tổ chức' },
    })
    expect(rejected.json().data).toMatchObject({ status: 'rejected', review_note: 'Số quyết định không khớp với tên tổ chức' })
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/v1/mobile/social-feedback', headers: authHeader(other.accessToken) })
    ).json().data
    expect(mine.find((f: { _id: string }) => f._id === b._id)).toMatchObject({
      status: 'rejected',
      review_note: 'Số quyết định không khớp với tên tổ chức',
    })

    // a second decision loses: 409 naming who decided first
    const late = await t.app.inject({ method: 'POST', url: `/api/v1/admin/social-feedback/${a._id}/approve`, headers: admin.headers })
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('ALREADY_DECIDED')
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/social-feedback?status=approved', headers: admin.headers })
    ).json()
    expect(stats.data.map((f: { _id: string }) => f._id)).toContain(a._id)
  })

  it('decides in bulk, each item on its own, and counts the queue on the dashboard', async () => {
    const ids = []
    const u = await register(t.app)
    for (let i = 0; i < 2; i++) ids.push((await post(valid(), u.accessToken)).json().data._id)
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/social-feedback/bulk',
      headers: admin.headers,
      payload: { ids: [...ids, crypto.randomUUID()], decision: 'approve' },
    })
    expect(bulk.statusCode, bulk.body).toBe(200)
    expect(bulk.json().data).toMatchObject({ succeeded: 2, failed: 1 })
    const stat = await t.services.socialFeedback.queueStat()
    expect(stat.count).toBeGreaterThanOrEqual(1)
  })

  it('refuses non-admins and answers 404 to an unknown id', async () => {
    const asBuyer = await t.app.inject({ method: 'GET', url: '/api/v1/admin/social-feedback', headers: authHeader(author.accessToken) })
    expect(asBuyer.statusCode).toBe(403)
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/social-feedback/${crypto.randomUUID()}`,
      headers: admin.headers,
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('GET /api/v1/public/reasons (feedback and report kinds)', () => {
  it('lists the feedback topics and the report reasons in the reader’s language, and keeps the order kinds', async () => {
    const feedback = (
      await t.app.inject({ method: 'GET', url: '/api/v1/public/reasons?type=feedback', headers: { 'accept-language': 'ko' } })
    ).json().data
    expect(feedback[0]).toEqual({ _id: 'counterfeit_goods', name: '위조품 또는 지식재산권 침해' })
    const report = (await t.app.inject({ method: 'GET', url: '/api/v1/public/reasons?type=report' })).json().data
    expect(report.map((r: { _id: string }) => r._id)).toContain('scam')
    expect(report[0].name).toBe('Spam hoặc quảng cáo rác')
    const cancel = (await t.app.inject({ method: 'GET', url: '/api/v1/public/reasons' })).json().data
    expect(cancel[0]._id).toBe('change_address')
  })
})
