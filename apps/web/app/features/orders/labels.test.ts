import { describe, expect, it } from 'vitest'
import { statusKey } from './labels.ts'

const room = { room_id: 'r1', paid_count: 1, group_size: 3, expires_at: '2026-11-27T05:00:00.000Z' }

describe('statusKey', () => {
  it('a held order that is a seat of an open group-buy room waits for the group, not for approval', () => {
    expect(statusKey('waiting_approval', 'VNPAY', 'paid', { ...room, status: 'open' })).toBe('orders.status.waiting_group_buy')
    expect(statusKey('waiting_approval', 'VNPAY', 'paid', null)).toBe('orders.status.waiting_approval')
    // the room closed (the job moves the orders on or cancels them): the order's own status again
    expect(statusKey('waiting_approval', 'VNPAY', 'paid', { ...room, status: 'succeeded' })).toBe('orders.status.waiting_approval')
    expect(statusKey('awaiting_confirmation', 'VNPAY', 'paid', { ...room, status: 'open' })).toBe('orders.status.awaiting_confirmation')
  })

  it('a pending order waits for payment (online) or for processing (cash)', () => {
    expect(statusKey('pending', 'VNPAY', 'unpaid')).toBe('orders.status.pending_unpaid')
    expect(statusKey('pending', 'COD')).toBe('orders.status.pending_cash')
  })
})
