import { LANGS, NOTIFICATION_EVENTS, NOTIFICATION_TYPES } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { renderNotification, targetOf, typeOfEvent } from './notifications.templates.ts'
import { endpointAllowed, parseWebToken, vapidSubjectOf } from './push.ts'

const params = {
  code: 'XN123',
  shop: 'Shop Hoa',
  product: 'Váy hoa',
  amount: 199000,
  voucher: 'XINH50',
  until: '2026-12-01T10:00:00Z',
  stock: 2,
  sender: 'Lan',
  preview: 'Chào shop',
  title: 'Sale',
  body: 'Giảm 50%',
  follower: 'Mai',
  days: 7,
}

describe('notification templates', () => {
  it('write every event in vi, en and ko, plain text, with its type among the §4 types (+ chat, shop)', () => {
    for (const event of NOTIFICATION_EVENTS) {
      expect(NOTIFICATION_TYPES).toContain(typeOfEvent(event))
      const texts = LANGS.map((lang) => renderNotification(event, params, lang))
      for (const t of texts) {
        expect(t.title.length, event).toBeGreaterThan(0)
        expect(t.body.length, event).toBeGreaterThan(0)
        expect(t.body).not.toMatch(/undefined|NaN|\[object/)
      }
      // a broadcast's free text is the same in every language; every other event is translated
      if (event !== 'promotion.broadcast') expect(new Set(texts.map((t) => t.title)).size, event).toBe(3)
    }
  })

  it('names an order reason in the reader’s language and formats VND the Vietnamese way', () => {
    expect(renderNotification('order.cancelled', { code: 'XN1', reason_id: 'changed_mind' }, 'en').body).toBe(
      'Order XN1 has been cancelled. Reason: I no longer need it.',
    )
    expect(renderNotification('order.new', { code: 'XN1', amount: 250000 }, 'vi').body).toContain('250.000')
  })

  it('links each target per audience (buyer pages vs seller centre)', () => {
    const order = { order_id: 'o1', shop_id: 's1' }
    expect(targetOf('order.shipped', 'BUYER', order)).toEqual({ targetType: 'order', link: '/trang-ca-nhan/don-hang/o1' })
    expect(targetOf('order.new', 'SELLER', order)).toEqual({ targetType: 'order', link: '/ban-hang/quan-ly-don-hang/o1' })
    expect(targetOf('return.requested', 'SELLER', { ...order, refund_id: 'r1' })).toEqual({
      targetType: 'refund',
      link: '/ban-hang/tra-hang-hoan-tien/r1',
    })
    expect(targetOf('stock.low', 'SELLER', { product_id: 'p1' })).toEqual({
      targetType: 'product',
      link: '/ban-hang/quan-ly-san-pham/cap-nhat/p1',
    })
    expect(targetOf('promotion.broadcast', 'BUYER', {})).toEqual({ targetType: 'none', link: null })
  })
})

describe('push endpoints and tokens', () => {
  it('allows only the configured push services (a subscription is user input)', () => {
    const allowed = ['https://fcm.googleapis.com', 'https://*.push.apple.com', 'http://127.0.0.1']
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(true)
    expect(endpointAllowed('https://web.push.apple.com/QGx', allowed)).toBe(true)
    expect(endpointAllowed('http://127.0.0.1:4331/push/1', allowed)).toBe(true)
    expect(endpointAllowed('https://push.apple.com.evil.vn/x', allowed)).toBe(false)
    expect(endpointAllowed('http://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(false)
    expect(endpointAllowed('https://169.254.169.254/latest', allowed)).toBe(false)
    expect(endpointAllowed('not a url', allowed)).toBe(false)
  })

  it('parses a PushSubscription JSON and nothing else; VAPID subject from MAIL_FROM', () => {
    expect(parseWebToken(JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'a', auth: 'b' } }))?.endpoint).toBe(
      'https://fcm.googleapis.com/x',
    )
    expect(parseWebToken('{"endpoint":"https://x"}')).toBeNull()
    expect(parseWebToken('fcm-token')).toBeNull()
    expect(vapidSubjectOf('Xinh <no-reply@xinh.vn>')).toBe('mailto:no-reply@xinh.vn')
    expect(vapidSubjectOf('x', 'https://xinh.vn')).toBe('https://xinh.vn')
  })
})
