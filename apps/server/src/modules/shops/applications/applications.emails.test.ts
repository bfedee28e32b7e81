import { describe, expect, it } from 'vitest'
import { approvedEmail, rejectedEmail } from './applications.emails.ts'

describe('seller application e-mails', () => {
  it('approval: in the applicant’s language, with the seller centre link and the first-year fees', () => {
    const vi = approvedEmail({ lang: 'vi', name: 'Thu Hà', shopName: 'Hà Linen', sellerCentreUrl: 'https://xinh.vn/ban-hang/tong-quan' })
    expect(vi.subject).toBe('Xinh: shop "Hà Linen" đã được duyệt')
    expect(vi.text).toContain('Chào Thu Hà,')
    expect(vi.text).toContain('miễn phí dịch vụ 3% doanh thu')
    expect(vi.text).toContain('https://xinh.vn/ban-hang/tong-quan')
    const ko = approvedEmail({ lang: 'ko', name: 'Thu Hà', shopName: 'Hà Linen', sellerCentreUrl: 'https://xinh.vn/ban-hang/tong-quan' })
    expect(ko.subject).toBe('Xinh: "Hà Linen" 상점이 승인되었습니다')
  })

  it('rejection: the reason, the way back and "contact support"; HTML escapes what people typed', () => {
    const mail = rejectedEmail({
      lang: 'en',
      name: 'Thu Hà',
      shopName: 'Hà <Linen>',
      reason: 'The ID photo is blurred <b>',
      applicationUrl: 'https://xinh.vn/become-seller',
    })
    expect(mail.subject).toBe('Xinh: your application for "Hà <Linen>" was not approved')
    expect(mail.text).toContain('Reason: The ID photo is blurred <b>')
    expect(mail.text).toContain('hotro@xinh.vn')
    expect(mail.text).toContain('https://xinh.vn/become-seller')
    expect(mail.html).toContain('The ID photo is blurred &#60;b&#62;')
    expect(mail.html).not.toContain('<b>')
  })
})
