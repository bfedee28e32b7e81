import type { TChatCard } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor, presentMessage, previewOf } from './chat.present.ts'
import type { MessageRow } from './chat.repo.ts'
import { suggestions } from './chat.suggest.ts'

const voucher: TChatCard = {
  kind: 'voucher',
  _id: '0190a000-0000-7000-8000-000000000001',
  code: 'XINH20',
  name: 'Giảm 20K',
  is_saved: false,
  available: true,
  chatbotVoucher: { description: 'Giảm 20K cho đơn từ 0đ' },
  type: 'price',
  value: 20_000,
  min_order_value: 0,
  end_time: '2026-12-31T00:00:00.000Z',
}
const row = (over: Partial<MessageRow>): MessageRow => ({
  id: '0190a000-0000-7000-8000-000000000010',
  roomId: '0190a000-0000-7000-8000-000000000020',
  seq: 3,
  senderId: '0190a000-0000-7000-8000-000000000030',
  senderSide: 'shop',
  clientId: 'c-1',
  type: 'text',
  content: 'Xin chào',
  card: null,
  createdAt: new Date('2026-11-25T10:00:00Z'),
  ...over,
})

describe('room-list cursor', () => {
  it('round-trips and refuses anything else', () => {
    const at = new Date('2026-11-25T10:00:00.123Z')
    const id = '0190a000-0000-7000-8000-000000000099'
    expect(decodeCursor(encodeCursor(at, id))).toEqual({ at, id })
    expect(decodeCursor(undefined)).toBeUndefined()
    for (const bad of ['%%%', Buffer.from('nope|x').toString('base64url'), Buffer.from(`2026-13-45|${id}`).toString('base64url')])
      expect(decodeCursor(bad)).toBeUndefined()
  })
})

describe('presentMessage', () => {
  it("gives a voucher card the reader's saved/available state, and keeps text as text", () => {
    const m = row({ type: 'voucher', content: voucher._id, card: voucher })
    expect(presentMessage(m).card).toMatchObject({ is_saved: false, available: true })
    const states = new Map([[voucher._id, { is_saved: true, available: false }]])
    expect(presentMessage(m, states).card).toMatchObject({ is_saved: true, available: false })
    const html = '<script>alert(1)</script>'
    expect(presentMessage(row({ content: html })).content).toBe(html)
  })
})

describe('previewOf', () => {
  it('labels cards and images, shortens long text', () => {
    expect(previewOf(row({ type: 'image', content: '/uploads/media/a.webp' }))).toBe('[Hình ảnh]')
    expect(previewOf(row({ type: 'voucher', card: voucher }))).toBe('[Voucher] XINH20')
    expect(previewOf(row({ content: 'a'.repeat(200) }))).toHaveLength(118)
  })
})

describe('suggestions', () => {
  it('has the same keys in every language', () => {
    for (const context of ['product', 'shop', 'order'] as const) {
      const keys = suggestions(context, 'vi').items.map((i) => i.key)
      expect(suggestions(context, 'en').items.map((i) => i.key)).toEqual(keys)
      expect(suggestions(context, 'ko').items.every((i) => i.text.length > 0)).toBe(true)
    }
  })
})
