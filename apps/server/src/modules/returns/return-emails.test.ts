import { LANGS } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { type ReturnMailEvent, returnStatusEmail } from './return-emails.ts'

const EVENTS: ReturnMailEvent[] = ['seller_agreed', 'seller_rejected', 'admin_approved', 'admin_rejected', 'refunded']
const base = {
  buyerName: 'Lê Thu Hà',
  orderCode: 'FX12AB',
  shopName: 'Shop <Áo> Hà',
  refundAmount: 189_000,
  url: 'https://xinh.vn/trang-ca-nhan/don-hang/1',
}

describe('return e-mails', () => {
  it.each(LANGS.flatMap((lang) => EVENTS.map((event) => ({ lang, event }))))('$event in $lang', ({ lang, event }) => {
    const mail = returnStatusEmail({ ...base, lang, event, note: 'Ảnh không rõ', dueAt: new Date('2026-03-12T10:00:00Z') })
    expect(mail.subject).toContain('FX12AB')
    expect(mail.text).toContain(base.url)
    expect(mail.text).toContain('Ảnh không rõ')
    // the shop's name is escaped in the HTML
    expect(mail.html).toContain('Shop &#60;Áo&#62; Hà')
    const money = /189\.000/
    expect(money.test(mail.text)).toBe(event === 'admin_approved' || event === 'refunded')
    // a deadline only where the buyer has one: to send the product back, or to dispute a rejection
    expect(/2026|12/.test(mail.text.replace(base.url, '').replace('FX12AB', ''))).toBe(
      event === 'seller_agreed' || event === 'seller_rejected',
    )
  })

  it('every event reads differently in each language', () => {
    for (const lang of LANGS) {
      const subjects = new Set(EVENTS.map((event) => returnStatusEmail({ ...base, lang, event }).subject))
      expect(subjects.size).toBe(EVENTS.length)
    }
    expect(returnStatusEmail({ ...base, lang: 'vi', event: 'refunded' }).subject).not.toBe(
      returnStatusEmail({ ...base, lang: 'ko', event: 'refunded' }).subject,
    )
  })
})
