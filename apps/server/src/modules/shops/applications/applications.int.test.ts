import { ERRORS } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeader,
  createTestApp,
  form,
  getMe,
  login,
  PASSWORD,
  pngBytes,
  readOutbox,
  readOutboxMessages,
  register,
  type TestApp,
  uniqueEmail,
} from '../../../../test/helpers.ts'
import { shops } from '../shops.tables.ts'

let t: TestApp
let admin: { token: string }
let admin2: { token: string }
let png: Buffer
beforeAll(async () => {
  t = await createTestApp()
  png = await pngBytes(320, 200)
  const makeAdmin = async () => {
    const email = uniqueEmail('admin')
    await t.services.identity.createAccount({ email, userName: 'Quản trị', password: PASSWORD, roles: ['admin'] })
    return { token: (await login(t.app, email)).accessToken }
  }
  admin = await makeAdmin()
  admin2 = await makeAdmin()
})
afterAll(() => t.close())

const BASE = '/api/v1/mobile/seller-registration'
const ADMIN = '/api/v1/admin/seller-applications'

const INTRO =
  'Shop chuyên váy đầm công sở và dạo phố, chất liệu thoáng mát, may tại xưởng nhà ở Hà Nội. Đổi size trong 7 ngày, tư vấn qua chat mỗi ngày.'
const OWNER = {
  owner_name: 'Trần Minh Anh',
  birth_date: '1994-05-20',
  phone: '0912345678',
  email: 'minhanh.shop@example.vn',
  id_number: '001203004567',
  tax_code: '0100109106',
  bank_name: 'Vietcombank',
  bank_account: '0011002345678',
  bank_branch: 'Chi nhánh Hà Nội',
}
const SHOP = {
  store_name: 'Minh Anh Closet',
  industry: 'women_fashion',
  business_type: 'personal',
  business_registered: false,
  platforms: ['shopee', 'facebook'],
  shop_link: 'https://shopee.vn/minhanhcloset',
  description: INTRO,
  province_code: '01',
  ward_code: '00004',
  street: '12 Hàng Bạc',
}

type Who = { accessToken: string; userId: string; email: string }
const call = (token: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, lang = 'vi') =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? authHeader(token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const upload = (token: string, kind: string, data: Buffer = png, filename = 'cccd.png') =>
  t.app.inject({
    method: 'PUT',
    url: `${BASE}/photos/${kind}`,
    headers: authHeader(token),
    payload: form({ file: { data, filename, type: 'image/png' } }),
  })

let phoneSeq = 0
/** A signed-up user whose phone, e-mail and identity card are done (the shortcut; one test does it through the API). */
async function applicant(): Promise<Who> {
  const r = await register(t.app)
  phoneSeq++
  await t.services.identity.updateUser(r.userId, {
    phoneNumber: `0907${String(phoneSeq).padStart(6, '0')}`,
    phoneVerified: true,
    emailVerified: true,
    identityStatus: 'pending',
  })
  return r
}

/** An applicant with a complete application, submitted (waiting approval); `lang` is the language they used. */
async function submitted(lang = 'vi', extra: Record<string, unknown> = {}) {
  const who = await applicant()
  expect((await call(who.accessToken, 'PUT', BASE, { ...OWNER, email: who.email })).statusCode).toBe(200)
  for (const kind of ['id_front', 'id_back']) expect((await upload(who.accessToken, kind)).statusCode).toBe(200)
  const res = await call(who.accessToken, 'POST', `${BASE}/submit`, { ...SHOP, ...extra }, lang)
  expect(res.statusCode, res.body).toBe(200)
  return { ...who, applicationId: res.json().data.application._id as string }
}

describe('prerequisites (spec §6: verified phone, e-mail and identity card)', () => {
  it('are checked before anything is written, with a code naming what is missing, and explained in GET', async () => {
    const r = await register(t.app)
    const state = await call(r.accessToken, 'GET', BASE)
    expect(state.statusCode).toBe(200)
    expect(state.json().data).toMatchObject({
      state: 'not_registered',
      application: null,
      shop: null,
      prerequisites: {
        phone_verified: false,
        email_verified: false,
        identity_status: 'none',
        missing: ['phone', 'email', 'identity_card'],
      },
    })

    const refused = await call(r.accessToken, 'PUT', BASE, OWNER, 'en')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toMatchObject({
      code: 'SELLER_PHONE_NOT_VERIFIED',
      message: ERRORS.SELLER_PHONE_NOT_VERIFIED.en,
      fields: {
        phone: ERRORS.SELLER_PHONE_NOT_VERIFIED.en,
        email: ERRORS.SELLER_EMAIL_NOT_VERIFIED.en,
        identity_card: ERRORS.SELLER_IDENTITY_CARD_MISSING.en,
      },
    })
    expect((await upload(r.accessToken, 'id_front')).json().error.code).toBe('SELLER_PHONE_NOT_VERIFIED')
    expect((await call(r.accessToken, 'POST', `${BASE}/submit`, SHOP)).json().error.code).toBe('SELLER_PHONE_NOT_VERIFIED')

    // the phone, through the verification API (the code is in the outbox)
    expect((await call(r.accessToken, 'GET', '/community/v1/verify/phone?phone=0938111222')).statusCode).toBe(200)
    const phoneOk = await call(r.accessToken, 'POST', '/community/v1/verify/confirm', { code: readOutbox(t.dataDir, '0938111222') })
    expect(phoneOk.statusCode, phoneOk.body).toBe(200)
    const noEmail = await call(r.accessToken, 'PUT', BASE, OWNER)
    expect(noEmail.json().error.code).toBe('SELLER_EMAIL_NOT_VERIFIED')
    expect(Object.keys(noEmail.json().error.fields)).toEqual(['email', 'identity_card'])

    // the e-mail
    expect((await call(r.accessToken, 'GET', '/community/v1/verify/email')).statusCode).toBe(200)
    const emailOk = await call(r.accessToken, 'POST', '/community/v1/verify/email/confirm', { code: readOutbox(t.dataDir, r.email) })
    expect(emailOk.statusCode, emailOk.body).toBe(200)
    expect((await call(r.accessToken, 'PUT', BASE, OWNER)).json().error.code).toBe('SELLER_IDENTITY_CARD_MISSING')

    // the identity card
    const card = await t.app.inject({
      method: 'POST',
      url: '/community/v1/verify/identity-card',
      headers: authHeader(r.accessToken),
      payload: form({ id_number: '001203004567', front: { data: png, filename: 'f.png' }, back: { data: png, filename: 'b.png' } }),
    })
    expect(card.statusCode, card.body).toBe(200)
    const saved = await call(r.accessToken, 'PUT', BASE, OWNER)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({
      state: 'draft',
      prerequisites: { missing: [] },
      application: { owner_name: 'Trần Minh Anh' },
    })
    // nothing was written by the refused calls before: this is the only application
    expect((await t.database.query('SELECT count(*)::int AS n FROM seller_applications WHERE user_id = $1', [r.userId]))[0]).toEqual({
      n: 1,
    })
  })

  it('a rejected identity card does not count', async () => {
    const who = await applicant()
    await t.services.identity.updateUser(who.userId, { identityStatus: 'rejected' })
    const res = await call(who.accessToken, 'PUT', BASE, OWNER)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('SELLER_IDENTITY_CARD_MISSING')
  })

  it('anonymous callers are 401 on every applicant route', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['PUT', BASE],
      ['POST', `${BASE}/submit`],
      ['GET', `${BASE}/photos/id_front`],
    ] as const)
      expect((await call(undefined, method, url, method === 'GET' ? undefined : OWNER)).statusCode, url).toBe(401)
  })
})

describe('the draft between the two steps', () => {
  it('is saved on the server: another session (another device) resumes it', async () => {
    const who = await applicant()
    const step1 = await call(who.accessToken, 'PUT', BASE, { ...OWNER, phone: '+84 912 345 678', tax_code: '0100109106-001' })
    expect(step1.statusCode, step1.body).toBe(200)
    // a fresh login stands for the other device
    const other = await login(t.app, who.email)
    const resumed = (await call(other.accessToken, 'GET', BASE)).json().data
    expect(resumed.state).toBe('draft')
    expect(resumed.application).toMatchObject({
      ...OWNER,
      phone: '0912345678',
      tax_code: '0100109106-001',
      store_name: null,
      platforms: [],
    })
    expect(resumed.application.photos).toEqual({ id_front: false, id_back: false, licence: false })

    // step 2 half done, then one field cleared: the rest stays
    expect((await call(other.accessToken, 'PUT', BASE, { store_name: 'Minh Anh Closet', industry: 'bags' })).statusCode).toBe(200)
    const cleared = (await call(who.accessToken, 'PUT', BASE, { industry: '' })).json().data.application
    expect(cleared).toMatchObject({ owner_name: 'Trần Minh Anh', store_name: 'Minh Anh Closet', industry: null })
  })

  it('refuses an invalid field with its message and changes nothing', async () => {
    const who = await applicant()
    await call(who.accessToken, 'PUT', BASE, { owner_name: 'Trần Minh Anh' })
    const bad = await call(who.accessToken, 'PUT', BASE, { owner_name: 'Lê Văn Bình', description: 'ngắn quá', tax_code: '123' }, 'en')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { description: 'The shop introduction must be 100 to 500 characters', tax_code: expect.stringContaining('Invalid tax code') },
    })
    expect((await call(who.accessToken, 'GET', BASE)).json().data.application.owner_name).toBe('Trần Minh Anh')
    // unknown fields are refused too (the body is strict)
    expect((await call(who.accessToken, 'PUT', BASE, { status: 'approved' })).statusCode).toBe(400)
  })

  it('a ward must lie in the chosen province', async () => {
    const who = await applicant()
    const res = await call(who.accessToken, 'PUT', BASE, { province_code: '79', ward_code: '00004' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ ward_code: 'Vui lòng chọn Phường/Xã' })
    expect((await call(who.accessToken, 'PUT', BASE, { province_code: '99' })).json().error.fields).toEqual({
      province_code: 'Vui lòng chọn Tỉnh/Thành phố',
    })
    expect((await call(who.accessToken, 'PUT', BASE, { province_code: '01', ward_code: '00004' })).statusCode).toBe(200)
  })
})

describe('photos (private storage, shown back to their owner only)', () => {
  it('are re-encoded, stored privately and served to their owner with no-store', async () => {
    const who = await applicant()
    const res = await upload(who.accessToken, 'id_front')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.application.photos).toEqual({ id_front: true, id_back: false, licence: false })
    const [row] = await t.database.query<{ id_front_key: string }>('SELECT id_front_key FROM seller_applications WHERE user_id = $1', [
      who.userId,
    ])
    expect(row?.id_front_key).toMatch(/^seller-applications\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/)
    const own = await t.app.inject({ method: 'GET', url: `${BASE}/photos/id_front`, headers: authHeader(who.accessToken) })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('image/jpeg')
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect(own.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    // never under the public uploads
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row?.id_front_key}` })).statusCode).toBe(404)
  })

  it('one applicant cannot read another’s draft or photos', async () => {
    const a = await applicant()
    const b = await applicant()
    await call(a.accessToken, 'PUT', BASE, OWNER)
    await upload(a.accessToken, 'id_back')
    // B has no application: B's reads show nothing of A's
    expect((await call(b.accessToken, 'GET', BASE)).json().data.application).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/photos/id_back`, headers: authHeader(b.accessToken) })).statusCode).toBe(404)
    // and the admin routes that take an id are not theirs
    const aId = (await call(a.accessToken, 'GET', BASE)).json().data.application._id
    expect((await call(b.accessToken, 'GET', `${ADMIN}/${aId}`)).statusCode).toBe(403)
    expect((await call(b.accessToken, 'GET', `${ADMIN}/${aId}/photos/id_back`)).statusCode).toBe(403)
  })

  it('refuses what is not an image, and a wrong kind', async () => {
    const who = await applicant()
    const res = await upload(who.accessToken, 'id_front', Buffer.from('%PDF-1.7 not an image'), 'cccd.png')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('IMAGE_INVALID')
    expect((await upload(who.accessToken, 'selfie')).statusCode).toBe(400)
    expect((await call(who.accessToken, 'GET', BASE)).json().data.application).toBeNull()
  })
})

describe('submitting', () => {
  it('refuses an incomplete application, naming every missing field and photo', async () => {
    const who = await applicant()
    await call(who.accessToken, 'PUT', BASE, OWNER)
    const res = await call(who.accessToken, 'POST', `${BASE}/submit`, { ...SHOP, business_type: 'business', description: '' })
    expect(res.statusCode).toBe(400)
    const fields = res.json().error.fields
    expect(fields).toMatchObject({
      description: 'Vui lòng nhập trường này',
      id_front: 'Vui lòng tải ảnh lên',
      id_back: 'Vui lòng tải ảnh lên',
      licence: 'Vui lòng tải ảnh lên',
    })
    expect((await call(who.accessToken, 'GET', BASE)).json().data.state).toBe('draft')
  })

  it('sends it for review with a deadline 48 working hours away; it is then locked', async () => {
    const who = await submitted()
    const data = (await call(who.accessToken, 'GET', BASE)).json().data
    expect(data.state).toBe('waiting_approval')
    const { submitted_at, review_deadline } = data.application
    expect(new Date(review_deadline)).toEqual(await t.services.calendar.workingHoursAfter(new Date(submitted_at), 48))
    expect(new Date(review_deadline).getTime() - new Date(submitted_at).getTime()).toBeGreaterThanOrEqual(48 * 3_600_000)

    const edit = await call(who.accessToken, 'PUT', BASE, { store_name: 'Tên khác' })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().error.code).toBe('SELLER_APPLICATION_WAITING')
    expect((await upload(who.accessToken, 'id_front')).json().error.code).toBe('SELLER_APPLICATION_WAITING')
    expect((await call(who.accessToken, 'POST', `${BASE}/submit`)).json().error.code).toBe('SELLER_APPLICATION_WAITING')
  })

  it('a holiday added to the calendar moves the deadline of the next application', async () => {
    const friday = new Date('2030-03-15T10:00:00+07:00')
    expect(await t.services.calendar.workingHoursAfter(friday, 48)).toEqual(new Date('2030-03-19T10:00:00+07:00'))
    const added = await call(admin.token, 'POST', '/api/v1/admin/holidays', { date: '2030-03-18', name: 'Ngày thử' })
    expect(added.statusCode, added.body).toBe(201)
    expect(await t.services.calendar.workingHoursAfter(friday, 48)).toEqual(new Date('2030-03-20T10:00:00+07:00'))
  })
})

describe('admin review', () => {
  it('lists submitted applications by state, paged; drafts are not an admin’s to see', async () => {
    const draft = await applicant()
    await call(draft.accessToken, 'PUT', BASE, OWNER)
    const a = await submitted()
    const b = await submitted()
    const res = await call(admin.token, 'GET', `${ADMIN}?status=waiting_approval&limit=100`)
    expect(res.statusCode, res.body).toBe(200)
    const ids = res.json().data.map((i: { _id: string }) => i._id)
    expect(ids).toEqual(expect.arrayContaining([a.applicationId, b.applicationId]))
    // oldest waiting first
    expect(ids.indexOf(a.applicationId)).toBeLessThan(ids.indexOf(b.applicationId))
    const draftId = (await call(draft.accessToken, 'GET', BASE)).json().data.application._id
    expect(ids).not.toContain(draftId)
    expect((await call(admin.token, 'GET', `${ADMIN}/${draftId}`)).statusCode).toBe(404)
    expect(res.json().data.find((i: { _id: string }) => i._id === a.applicationId)).toMatchObject({
      status: 'waiting_approval',
      store_name: 'Minh Anh Closet',
      owner_name: 'Trần Minh Anh',
      user: { _id: a.userId, email: a.email },
    })
    const page = await call(admin.token, 'GET', `${ADMIN}?status=waiting_approval&limit=1&page=2`)
    expect(page.json().meta).toMatchObject({ page: 2, limit: 1 })
    expect(page.json().meta.total).toBeGreaterThanOrEqual(2)
    expect(page.json().data).toHaveLength(1)
    expect((await call(admin.token, 'GET', `${ADMIN}?status=draft`)).statusCode).toBe(400)
  })

  it('shows every field, the account’s checks, and the photos (to admins only, privately)', async () => {
    const a = await submitted()
    const res = await call(admin.token, 'GET', `${ADMIN}/${a.applicationId}`)
    expect(res.statusCode, res.body).toBe(200)
    const d = res.json().data
    expect(d).toMatchObject({ ...OWNER, email: a.email, ...SHOP, status: 'waiting_approval', lang: 'vi' })
    expect(d.user).toMatchObject({ _id: a.userId, phone_verified: true, email_verified: true, identity_status: 'pending' })
    expect(d.photo_urls).toEqual({
      id_front: `${ADMIN}/${a.applicationId}/photos/id_front`,
      id_back: `${ADMIN}/${a.applicationId}/photos/id_back`,
      licence: null,
    })
    expect(d.history).toEqual([{ action: 'submitted', by: a.userId, reason: null, at: expect.any(String) }])
    expect(d.decided).toBeNull()
    const photo = await t.app.inject({ method: 'GET', url: d.photo_urls.id_front, headers: authHeader(admin.token) })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/jpeg')
    expect(photo.headers['cache-control']).toBe('private, no-store')
    expect(
      (await t.app.inject({ method: 'GET', url: `${ADMIN}/${a.applicationId}/photos/licence`, headers: authHeader(admin.token) }))
        .statusCode,
    ).toBe(404)
  })

  it('a buyer, a seller and an anonymous caller cannot use the admin routes', async () => {
    const a = await submitted()
    const buyer = await register(t.app)
    const sellerEmail = uniqueEmail('seller')
    await t.services.identity.createAccount({ email: sellerEmail, userName: 'Người bán', password: PASSWORD, roles: ['buyer', 'seller'] })
    const seller = await login(t.app, sellerEmail)
    const routes = [
      ['GET', ADMIN],
      ['GET', `${ADMIN}/${a.applicationId}`],
      ['GET', `${ADMIN}/${a.applicationId}/photos/id_front`],
      ['POST', `${ADMIN}/${a.applicationId}/approve`],
      ['POST', `${ADMIN}/${a.applicationId}/reject`],
    ] as const
    for (const [method, url] of routes) {
      const body = url.endsWith('reject') ? { reason: 'x' } : undefined
      expect((await call(buyer.accessToken, method, url, body)).statusCode, `buyer ${url}`).toBe(403)
      expect((await call(seller.accessToken, method, url, body)).statusCode, `seller ${url}`).toBe(403)
      expect((await call(undefined, method, url, body)).statusCode, `anonymous ${url}`).toBe(401)
    }
    // the application is untouched; even the applicant cannot approve their own
    expect((await call(a.accessToken, 'POST', `${ADMIN}/${a.applicationId}/approve`)).statusCode).toBe(403)
    expect((await call(admin.token, 'GET', `${ADMIN}/${a.applicationId}`)).json().data.status).toBe('waiting_approval')
  })

  it('approving creates the approved shop from the application, grants the seller role and e-mails the applicant in their language', async () => {
    const a = await submitted('en')
    const res = await call(admin.token, 'POST', `${ADMIN}/${a.applicationId}/approve`)
    expect(res.statusCode, res.body).toBe(200)
    const decision = res.json().data
    expect(decision).toMatchObject({ _id: a.applicationId, status: 'approved', reject_reason: null, shop: { is_approved: true } })

    const [shop] = await t.database.db.select().from(shops).where(eq(shops.ownerId, a.userId))
    expect(shop).toMatchObject({
      id: decision.shop._id,
      name: 'Minh Anh Closet',
      description: INTRO,
      provinceCode: '01',
      status: 'approved',
    })
    expect(shop?.slug).toMatch(/^minh-anh-closet-[0-9a-f]{8}$/)

    const me = (await getMe(t.app, a.accessToken)).json().data
    expect(me.shop).toEqual({ _id: decision.shop._id, is_approved: true })
    expect(me.roles).toEqual(expect.arrayContaining(['buyer', 'seller']))
    expect((await call(a.accessToken, 'GET', BASE)).json().data).toMatchObject({ state: 'approved', shop: { _id: decision.shop._id } })
    // the seller centre's APIs open at once (the same token: roles are read per request)
    expect((await call(a.accessToken, 'GET', '/api/v1/seller/size-charts')).statusCode).toBe(200)

    // the decision e-mail is its notification's e-mail channel: sent when the outbox dispatches
    await t.outbox.drain()
    const mail = readOutboxMessages(t.dataDir, a.email).at(-1)
    expect(mail?.subject).toBe('Xinh: your shop "Minh Anh Closet" is approved')
    expect(mail?.text).toContain('/ban-hang/tong-quan')
    // an approved applicant writes nothing more to the application
    expect((await call(a.accessToken, 'PUT', BASE, { store_name: 'Khác' })).json().error.code).toBe('SELLER_APPLICATION_ALREADY_APPROVED')
    const again = await call(admin.token, 'POST', `${ADMIN}/${a.applicationId}/reject`, { reason: 'muộn' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('ALREADY_DECIDED')
    expect(again.json().error.details.status).toBe('approved')
  })

  it('two admins deciding at once: one wins, the other gets a 409 naming who decided and when', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await submitted()
      const [x, y] = await Promise.all([
        call(admin.token, 'POST', `${ADMIN}/${a.applicationId}/approve`),
        call(admin2.token, 'POST', `${ADMIN}/${a.applicationId}/reject`, { reason: 'Ảnh CCCD bị mờ' }),
      ])
      const codes = [x.statusCode, y.statusCode].sort()
      expect(codes, `${x.body} ${y.body}`).toEqual([200, 409])
      const winner = x.statusCode === 200 ? 'approved' : 'rejected'
      const loser = (x.statusCode === 409 ? x : y).json().error
      // the loser is told who decided and when (issue 14)
      expect(loser.code).toBe('ALREADY_DECIDED')
      expect(loser.details.status).toBe(winner)
      expect(loser.details.decided_by.name).toBeTruthy()
      expect(loser.message).toContain(loser.details.decided_by.name)
      const detail = (await call(admin.token, 'GET', `${ADMIN}/${a.applicationId}`)).json().data
      expect(detail.status).toBe(winner)
      expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['submitted', winner])
      // the page says who decided, by name
      expect(detail.decided).toEqual({ decided_by: loser.details.decided_by, decided_at: loser.details.decided_at, status: winner })
      // the shop exists exactly when it was approved
      const owned = await t.database.db.select().from(shops).where(eq(shops.ownerId, a.userId))
      expect(owned.length).toBe(winner === 'approved' ? 1 : 0)
    }
  })

  it('rejecting needs a reason, e-mails it, and the applicant may edit and re-apply', async () => {
    const a = await submitted()
    const noReason = await call(admin.token, 'POST', `${ADMIN}/${a.applicationId}/reject`, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.fields).toEqual({ reason: 'Vui lòng nhập lý do từ chối' })
    const reason = 'Ảnh CCCD mặt sau bị mờ, vui lòng chụp lại'
    const res = await call(admin.token, 'POST', `${ADMIN}/${a.applicationId}/reject`, { reason })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'rejected', reject_reason: reason, shop: null })

    // the decision e-mail is its notification's e-mail channel: sent when the outbox dispatches
    await t.outbox.drain()
    const mail = readOutboxMessages(t.dataDir, a.email).at(-1)
    expect(mail?.subject).toBe('Xinh: hồ sơ đăng ký shop "Minh Anh Closet" chưa được duyệt')
    expect(mail?.text).toContain(`Lý do: ${reason}`)
    expect(mail?.text).toContain('hotro@xinh.vn')

    const state = (await call(a.accessToken, 'GET', BASE)).json().data
    expect(state).toMatchObject({ state: 'rejected', application: { reject_reason: reason }, shop: null })
    expect((await getMe(t.app, a.accessToken)).json().data.shop).toBeNull()

    // edit: a new back photo makes it a draft again; the reason stays in view until the next decision
    const edited = await upload(a.accessToken, 'id_back')
    expect(edited.json().data).toMatchObject({ state: 'draft', application: { reject_reason: reason } })
    const again = await call(a.accessToken, 'POST', `${BASE}/submit`)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.state).toBe('waiting_approval')
    expect((await call(admin.token, 'POST', `${ADMIN}/${a.applicationId}/approve`)).statusCode).toBe(200)
    const history = (await call(admin.token, 'GET', `${ADMIN}/${a.applicationId}`)).json().data.history
    expect(history.map((h: { action: string; reason: string | null }) => [h.action, h.reason])).toEqual([
      ['submitted', null],
      ['rejected', reason],
      ['submitted', null],
      ['approved', null],
    ])
    expect((await call(a.accessToken, 'GET', BASE)).json().data.application.reject_reason).toBeNull()
  })

  it('a registered business needs its licence photo, and its shop can be approved with one', async () => {
    const who = await applicant()
    await call(who.accessToken, 'PUT', BASE, OWNER)
    for (const kind of ['id_front', 'id_back']) await upload(who.accessToken, kind)
    const without = await call(who.accessToken, 'POST', `${BASE}/submit`, { ...SHOP, business_type: 'business', business_registered: true })
    expect(without.json().error.fields).toEqual({ licence: 'Vui lòng tải ảnh lên' })
    await upload(who.accessToken, 'licence')
    expect((await call(who.accessToken, 'POST', `${BASE}/submit`)).statusCode).toBe(200)
  })

  it('an unknown or malformed id', async () => {
    expect((await call(admin.token, 'POST', `${ADMIN}/0190f3a4-0000-7000-8000-000000000000/approve`)).json().error.code).toBe(
      'SELLER_APPLICATION_NOT_FOUND',
    )
    expect((await call(admin.token, 'GET', `${ADMIN}/not-a-uuid`)).statusCode).toBe(400)
  })
})

describe('account deletion', () => {
  it('takes the application with it', async () => {
    const who = await applicant()
    await call(who.accessToken, 'PUT', BASE, OWNER)
    const del = await call(who.accessToken, 'POST', '/community/v1/auth/request-delete-account', { password: PASSWORD })
    expect(del.statusCode, del.body).toBe(200)
    expect((await t.database.query('SELECT count(*)::int AS n FROM seller_applications WHERE user_id = $1', [who.userId]))[0]).toEqual({
      n: 0,
    })
  })
})
