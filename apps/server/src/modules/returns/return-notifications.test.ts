import { describe, expect, it } from 'vitest'
import type { NotificationInput, Recipient } from '#server/modules/notifications/index.ts'
import { plannedReturnNotifications, returnEmailRenderers, returnMailKind } from './return-notifications.ts'

const renderers = returnEmailRenderers('https://xinh.test')
const input = (over: Partial<NotificationInput> = {}): NotificationInput => ({
  userId: 'u1',
  audience: 'BUYER',
  event: 'return.rejected',
  params: { code: 'X123', shop: 'Shop Áo Hà', amount: 250_000, reason: 'Ảnh không rõ' },
  target: { order_id: 'o1', refund_id: 'r1' },
  dedupeKey: 'return:r1:reject:requested:return.rejected',
  email: true,
  emailData: { kind: 'seller_rejected', due_at: '2026-11-28T03:00:00.000Z', buyer_name: 'Lê Minh Thư' },
  ...over,
})
const ctx = (i: NotificationInput, recipient: Recipient = { email: 'a@b.vn', name: 'Lan', isGuest: false }) => ({
  input: i,
  lang: 'en' as const,
  recipient,
  title: '',
  body: '',
})

describe('return e-mails as the buyer notifications’ e-mail channel', () => {
  it('each mailed step has its kind, carried by a BUYER notification', () => {
    const steps = [
      { action: 'agree', to: 'awaiting_return', actorRole: 'seller', kind: 'seller_agreed', event: 'return.accepted' },
      { action: 'reject', to: 'rejected', actorRole: 'seller', kind: 'seller_rejected', event: 'return.rejected' },
      { action: 'reject', to: 'rejected', actorRole: 'admin', kind: 'admin_rejected', event: 'return.rejected' },
      { action: 'approve', to: 'refunding', actorRole: 'admin', kind: 'admin_approved', event: 'return.approved' },
      { action: 'settle', to: 'refunded', actorRole: 'system', kind: 'refunded', event: 'return.refunded' },
    ] as const
    for (const s of steps) {
      expect(returnMailKind(s)).toBe(s.kind)
      expect(plannedReturnNotifications(s)).toContainEqual({ audience: 'BUYER', event: s.event })
    }
    expect(returnMailKind({ action: 'ship_back', to: 'awaiting_return', actorRole: 'buyer' })).toBeNull()
  })

  it('renders the step’s mail in the given language, the member’s name or the guest’s order name', async () => {
    const mail = await renderers['return.rejected']!(ctx(input()))
    expect(mail?.subject).toBe('Xinh: Order X123: the seller rejected your return request')
    expect(mail?.text).toContain('Hi Lan,')
    expect(mail?.text).toContain('Note: Ảnh không rõ')
    expect(mail?.text).toContain('If you disagree, you can ask Xinh to review it before')
    expect(mail?.text).toContain('https://xinh.test/trang-ca-nhan/don-hang/o1')
    const guest = await renderers['return.rejected']!(ctx(input(), { email: null, name: 'guest-123', isGuest: true }))
    expect(guest?.text).toContain('Hi Lê Minh Thư,')
  })

  it('no mail kind (or an unknown one): no return mail (the plain notification mail is the fallback)', async () => {
    expect(await renderers['return.accepted']!(ctx(input({ emailData: undefined })))).toBeNull()
    expect(await renderers['return.accepted']!(ctx(input({ emailData: { kind: 'nope' } })))).toBeNull()
  })
})
