import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, login, PASSWORD, type TestApp, uniqueEmail } from '../../../../test/helpers.ts'

let t: TestApp
type Admin = { id: string; token: string; email: string }
let admin1: Admin
let admin2: Admin

const makeUser = async (roles: Array<'buyer' | 'seller' | 'admin'>, name = 'Người dùng') => {
  const email = uniqueEmail(roles.at(-1))
  const user = await t.services.identity.createAccount({ email, userName: name, password: PASSWORD, roles })
  return { id: user.id, email, token: (await login(t.app, email)).accessToken }
}
const makeShop = async (name: string) => {
  const owner = await makeUser(['buyer', 'seller'], `Chủ ${name}`)
  const shop = await t.services.shops.createShop({ ownerId: owner.id, name, slug: `s-${owner.id}`, status: 'approved' })
  return { shop, owner }
}

beforeAll(async () => {
  t = await createTestApp()
  admin1 = await makeUser(['admin'], 'Admin Một')
  admin2 = await makeUser(['admin'], 'Admin Hai')
})
afterAll(() => t.close())

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) })
const post = (url: string, token: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: authHeader(token), payload })

describe('admin shops', () => {
  it('searches by name without accents and by owner e-mail, filters by state, shows performance', async () => {
    const { shop, owner } = await makeShop('Tiệm Váy Hoa Cúc')
    for (const q of ['vay hoa cuc', owner.email]) {
      const res = await get(`/api/v1/admin/shops?q=${encodeURIComponent(q)}`, admin1.token)
      expect(
        res.json().data.map((s: { _id: string }) => s._id),
        q,
      ).toEqual([shop.id])
    }
    const detail = await get(`/api/v1/admin/shops/${shop.id}`, admin1.token)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().data).toMatchObject({
      state: 'open',
      owner: { _id: owner.id },
      performance: { product_count: 0, orders_30d: 0, gmv_30d: 0, returns_30d: 0 },
    })
    expect((await get(`/api/v1/admin/shops/${crypto.randomUUID()}`, admin1.token)).statusCode).toBe(404)
  })

  it('force-pauses (hidden from buyers, seller cannot lift it), resumes, and closes for good; each audited', async () => {
    const { shop, owner } = await makeShop('Tiệm Son Môi')
    const paused = await post(`/api/v1/admin/shops/${shop.id}/pause`, admin1.token, { reason: 'Bán hàng giả' })
    expect(paused.json().data).toMatchObject({ state: 'admin_paused', admin_pause_reason: 'Bán hàng giả', is_paused: true })
    expect((await get('/api/v1/admin/shops?state=admin_paused', admin1.token)).json().data.map((s: { _id: string }) => s._id)).toContain(
      shop.id,
    )
    // the public shop page says paused
    const pub = await t.app.inject({ method: 'GET', url: `/api/v1/web/shops/${shop.id}` })
    expect(pub.json().data?.is_paused ?? true).toBe(true)
    expect((await post(`/api/v1/admin/shops/${shop.id}/pause`, admin2.token, { reason: 'lần hai nữa' })).json().error.code).toBe(
      'SHOP_ALREADY_PAUSED',
    )
    expect((await post(`/api/v1/admin/shops/${shop.id}/resume`, admin2.token, { reason: 'Đã xác minh hàng thật' })).json().data.state).toBe(
      'open',
    )
    const closed = await post(`/api/v1/admin/shops/${shop.id}/close`, admin1.token, { reason: 'Vi phạm nhiều lần' })
    expect(closed.json().data).toMatchObject({ state: 'closed', closed_reason: 'Vi phạm nhiều lần' })
    // out of the seller centre
    expect((await get('/api/v1/seller/orders', owner.token)).statusCode).toBe(403)
    expect((await post(`/api/v1/admin/shops/${shop.id}/resume`, admin1.token, { reason: 'mở lại đi' })).json().error.code).toBe(
      'SHOP_CLOSED',
    )

    const audit = await get(`/api/v1/admin/audit?target_type=shop&target_id=${shop.id}`, admin1.token)
    expect(audit.json().data.items.map((e: { action: string }) => e.action)).toEqual(['shop.close', 'shop.resume', 'shop.pause'])
    expect(audit.json().data.items[2]).toMatchObject({
      actor: { _id: admin1.id, user_name: 'Admin Một' },
      before: { state: 'open' },
      after: { state: 'admin_paused' },
      reason: 'Bán hàng giả',
    })
  })

  it('two admins closing at once: one wins, the other gets 409; a bad reason is 400 and changes nothing', async () => {
    const { shop } = await makeShop('Tiệm Giày')
    expect((await post(`/api/v1/admin/shops/${shop.id}/close`, admin1.token, { reason: '' })).statusCode).toBe(400)
    expect((await get(`/api/v1/admin/shops/${shop.id}`, admin1.token)).json().data.state).toBe('open')
    const [a, b] = await Promise.all([
      post(`/api/v1/admin/shops/${shop.id}/close`, admin1.token, { reason: 'Ngừng kinh doanh' }),
      post(`/api/v1/admin/shops/${shop.id}/close`, admin2.token, { reason: 'Theo yêu cầu' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
  })
})

describe('the audit log API', () => {
  it('filters by actor, action prefix and dates, pages newest first with a cursor, and exports the filtered rows', async () => {
    const { shop } = await makeShop('Tiệm Phụ Kiện')
    for (const [action, token] of [
      ['pause', admin1.token],
      ['resume', admin2.token],
      ['pause', admin1.token],
      ['resume', admin1.token],
    ] as const)
      expect((await post(`/api/v1/admin/shops/${shop.id}/${action}`, token, { reason: `lý do ${action}` })).statusCode).toBe(200)

    const base = `/api/v1/admin/audit?target_id=${shop.id}`
    const page1 = (await get(`${base}&limit=3`, admin1.token)).json().data
    expect(page1.items.map((e: { action: string }) => e.action)).toEqual(['shop.resume', 'shop.pause', 'shop.resume'])
    expect(page1.next_cursor).toBeTruthy()
    const page2 = (await get(`${base}&limit=3&cursor=${page1.next_cursor}`, admin1.token)).json().data
    expect(page2.items.map((e: { action: string }) => e.action)).toEqual(['shop.pause'])
    expect(page2.next_cursor).toBeNull()

    expect((await get(`${base}&actor=${admin2.id}`, admin1.token)).json().data.items).toHaveLength(1)
    expect((await get(`${base}&actor=${encodeURIComponent(admin2.email)}`, admin1.token)).json().data.items).toHaveLength(1)
    expect((await get(`${base}&action=shop.pause`, admin1.token)).json().data.items).toHaveLength(2)
    expect((await get(`${base}&action=shop.`, admin1.token)).json().data.items).toHaveLength(4)
    expect((await get(`${base}&to=2020-01-01`, admin1.token)).json().data.items).toHaveLength(0)
    // the Vietnam days (UTC+7) of the oldest and newest action, not the test's "today": a run across
    // Vietnam's midnight puts them on two days
    const vnDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10)
    const [from, to] = [vnDay(page2.items[0].created_at), vnDay(page1.items[0].created_at)]
    expect((await get(`${base}&from=${from}&to=${to}`, admin1.token)).json().data.items).toHaveLength(4)

    const bad = await get(`${base}&from=2026-05-02&to=2026-05-01`, admin1.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.to).toBeTruthy()
    expect((await get(`${base}&cursor=nonsense`, admin1.token)).statusCode).toBe(400)

    const xlsx = await get(`/api/v1/admin/audit/export?target_id=${shop.id}&action=shop.pause`, admin1.token)
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet?.rowCount).toBe(3)
    expect(sheet?.getRow(2).getCell(4).value).toBe('shop.pause')
    expect(String(sheet?.getRow(2).getCell(8).value)).toContain('state: admin_paused')
    expect(sheet?.getRow(2).getCell(9).value).toBe('lý do pause')
  })
})
