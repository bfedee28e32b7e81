import { describe, expect, it } from 'vitest'
import { plannedNotifications } from './order-notifications.ts'

const plan = (action: string, from: string, to: string, role = 'seller') =>
  plannedNotifications({ action, from, to, actor: { role } } as never).map((p) => `${p.audience}:${p.event}`)

describe('who hears of an order status change', () => {
  it('tells the buyer each step and the seller what needs them', () => {
    expect(plan('approve', 'waiting_approval', 'awaiting_confirmation', 'system')).toEqual(['SELLER:order.new'])
    expect(plan('confirm', 'awaiting_confirmation', 'preparing')).toEqual(['BUYER:order.confirmed'])
    expect(plan('ship', 'to_ship', 'shipping')).toEqual(['BUYER:order.shipped'])
    expect(plan('cancel', 'preparing', 'cancel_pending', 'buyer')).toEqual(['SELLER:order.cancel_requested'])
    expect(plan('reject_cancel', 'cancel_pending', 'preparing')).toEqual(['BUYER:order.cancel_rejected'])
    expect(plan('confirm_received', 'delivered', 'completed', 'buyer')).toEqual(['BUYER:order.completed', 'SELLER:order.received_by_buyer'])
    expect(plan('mark_paid', 'pending', 'waiting_approval', 'system')).toEqual(['BUYER:payment.succeeded'])
  })

  it('tells the seller of a cancellation only when someone else made it', () => {
    expect(plan('seller_cancel', 'preparing', 'cancelled')).toEqual(['BUYER:order.cancelled'])
    expect(plan('cancel', 'awaiting_confirmation', 'cancelled', 'buyer')).toEqual(['BUYER:order.cancelled', 'SELLER:order.cancelled'])
    expect(plan('auto_cancel_unpaid', 'pending', 'cancelled', 'system')).toEqual(['BUYER:order.cancelled', 'SELLER:order.cancelled'])
  })

  it('e-mails the four status changes the buyer always got by e-mail', () => {
    const emailed = (action: string, from: string, to: string, role?: string) =>
      plannedNotifications({ action, from, to, actor: { role: role ?? 'seller' } } as never)
        .filter((p) => p.email)
        .map((p) => p.event)
    expect(emailed('confirm', 'awaiting_confirmation', 'preparing')).toEqual(['order.confirmed'])
    expect(emailed('deliver', 'shipping', 'delivered', 'carrier')).toEqual(['order.delivered'])
    expect(emailed('prepare', 'preparing', 'to_ship')).toEqual([])
  })
})
