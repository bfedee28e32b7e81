import { describe, expect, it } from 'vitest'
import { orderPlacedEmail, orderStatusEmail } from './order-emails.ts'

const order = {
  code: '2611215X7KQ2',
  shopName: 'Tiệm <Hoa> & Lá',
  total: 330_000,
  items: [{ name: 'Áo thun nữ', options: ['Trắng', 'M'], quantity: 2, unitPrice: 150_000 }],
}

describe('order e-mails', () => {
  it('the confirmation lists every order with VND amounts, the payment and the link, in the buyer’s language', () => {
    const vi = orderPlacedEmail({
      lang: 'vi',
      buyerName: 'Hà',
      orders: [order, { ...order, code: 'B2' }],
      total: 660_000,
      paymentMethod: 'COD',
      ordersUrl: 'https://xinh.vn/trang-ca-nhan/don-hang',
    })
    expect(vi.subject).toBe('Xinh: đã nhận đơn hàng 2611215X7KQ2, B2')
    expect(vi.text).toContain('Chúng tôi đã nhận 2 đơn hàng của bạn')
    expect(vi.text).toContain('Áo thun nữ (Trắng, M) × 2: 300.000')
    expect(vi.text).toContain('Thanh toán: Thanh toán khi nhận hàng (COD)')
    expect(vi.text).toMatch(/Tổng thanh toán: 660\.000\s₫/)
    expect(vi.html).toContain('Tiệm &#60;Hoa&#62; &#38; Lá')
    expect(vi.html).not.toContain('<Hoa>')

    const ko = orderPlacedEmail({
      lang: 'ko',
      buyerName: '민지',
      orders: [order],
      total: 330_000,
      paymentMethod: 'MOMO',
      payBefore: new Date('2026-11-22T03:00:00Z'),
      ordersUrl: 'https://xinh.vn/o',
      createAccountUrl: 'https://xinh.vn/?dang-ky=1',
    })
    expect(ko.subject).toBe('Xinh: 주문 2611215X7KQ2이(가) 접수되었습니다')
    expect(ko.text).toContain('결제 수단: MoMo 지갑')
    expect(ko.text).toContain('까지 결제해 주세요')
    expect(ko.text).toContain('https://xinh.vn/?dang-ky=1')
  })

  it('status changes: shipped names the carrier and tracking code, cancelled the reason', () => {
    const shipped = orderStatusEmail({
      lang: 'en',
      buyerName: 'Ha',
      order,
      event: 'shipped',
      carrier: 'VIETTEL_POST',
      trackingCode: 'VTP1',
      orderUrl: 'u',
    })
    expect(shipped.subject).toBe('Xinh: Order 2611215X7KQ2 is on its way')
    expect(shipped.text).toContain('Carrier: Viettel Post')
    expect(shipped.text).toContain('Tracking code: VTP1')
    const self = orderStatusEmail({
      lang: 'vi',
      buyerName: 'Hà',
      order,
      event: 'shipped',
      selfShipping: true,
      trackingCode: 'X',
      orderUrl: 'u',
    })
    expect(self.text).toContain('Đơn vị vận chuyển: Người bán tự giao')
    const cancelled = orderStatusEmail({ lang: 'en', buyerName: 'Ha', order, event: 'cancelled', reasonId: 'out_of_stock', orderUrl: 'u' })
    expect(cancelled.subject).toBe('Xinh: Order 2611215X7KQ2 has been cancelled')
    expect(cancelled.text).toContain('Reason: Out of stock')
    expect(orderStatusEmail({ lang: 'vi', buyerName: 'Hà', order, event: 'confirmed', orderUrl: 'u' }).subject).toBe(
      'Xinh: Đơn hàng 2611215X7KQ2 đã được xác nhận',
    )
  })
})
