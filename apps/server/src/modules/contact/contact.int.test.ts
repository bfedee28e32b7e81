import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, readOutboxMessages, register, type TestApp } from '../../../test/helpers.ts'
import { contactMessages } from './contact.tables.ts'

/** The landing contact form (issue 18): spec §5 phone rule, stored, e-mailed once to the support inbox through the outbox. */
let t: TestApp
const SUPPORT = 'lienhe.test@xinh.vn'

beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: SUPPORT })
})
afterAll(() => t.close())

let ip = 0
/** Each call from its own address unless told (the route allows five a minute per address). */
const send = (body: object, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/public/contact', payload: body, headers, remoteAddress })

async function waitForMail(predicate: (text: string) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = readOutboxMessages(t.dataDir, SUPPORT).filter((m) => predicate(m.text))
    if (found.length) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  return []
}

describe('POST /api/v1/public/contact', () => {
  it('takes five messages a minute from one address', async () => {
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await send({ name: '', phone: '1', message: '' }, {}, '10.9.9.9')).statusCode)
    expect(codes).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('takes digits only, 9 to 11 of them, with a localised message, and stores nothing on bad input', async () => {
    for (const phone of ['09o1234567', '+84901234567', '090 123 4567', '090123456789', '12345678']) {
      const res = await send({ name: 'Trần Văn Bình', phone, message: 'Tôi muốn mở gian hàng' }, { 'accept-language': 'en' })
      expect(res.statusCode, phone).toBe(400)
      expect(res.json().error.fields.phone).toBe('The phone number has digits only, 9 to 11 of them')
    }
    const missing = (await send({ name: '', phone: '', message: ' ' })).json().error.fields
    expect(missing).toMatchObject({
      name: 'Vui lòng nhập trường này',
      phone: 'Vui lòng nhập trường này',
      message: 'Vui lòng nhập trường này',
    })
    const badEmail = await send({ name: 'Bình', phone: '0901234567', message: 'Xin chào', email: 'khong-phai-email' })
    expect(badEmail.json().error.fields.email).toBe('Email không đúng định dạng')
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0)
  })

  it('stores a visitor’s message and e-mails it once to the support inbox', async () => {
    const res = await send({
      name: 'Lê Thị Hồng',
      phone: '0912345678',
      email: 'hong.le@example.vn',
      message: 'Shop mỹ phẩm của tôi muốn quảng cáo trên Xinh, xin tư vấn phí.',
      source: 'seller',
    })
    expect(res.statusCode, res.body).toBe(200)
    const id = res.json().data._id
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(row).toMatchObject({ name: 'Lê Thị Hồng', phone: '0912345678', email: 'hong.le@example.vn', source: 'seller', userId: null })
    const mails = await waitForMail((text) => text.includes(id))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('[Liên hệ] Lê Thị Hồng – 0912345678')
    expect(mails[0]!.text).toContain('Shop mỹ phẩm của tôi muốn quảng cáo trên Xinh, xin tư vấn phí.')
    expect(mails[0]!.text).toContain('/seller')
    // a second dispatch of the same message (a sweeper after a crash) does not e-mail again
    await new Promise((r) => setTimeout(r, 200))
    expect(readOutboxMessages(t.dataDir, SUPPORT).filter((m) => m.text.includes(id))).toHaveLength(1)
  })

  it('remembers who sent it when signed in, and the page it came from', async () => {
    const user = await register(t.app)
    const res = await send(
      { name: 'Phạm Minh', phone: '02838123456', message: 'Tải ứng dụng không được', source: 'download' },
      authHeader(user.accessToken),
    )
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data._id))
    expect(row).toMatchObject({ userId: user.userId, source: 'download', phone: '02838123456' })
    const mails = await waitForMail((text) => text.includes(row!.id))
    expect(mails[0]!.text).toContain('/download')
  })
})
