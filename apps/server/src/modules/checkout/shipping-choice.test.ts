import { describe, expect, it } from 'vitest'
import type { ShippingOption } from '#server/modules/shipping/index.ts'
import { defaultShippingOption } from './shipping-choice.ts'

const ghtk = (fee: number, eta: [number, number] = [2, 4]): ShippingOption => ({ method: 'GHTK', fee, is_express: false, eta_days: eta })
const vtp = (fee: number, eta: [number, number] = [2, 4]): ShippingOption => ({
  method: 'VIETTEL_POST',
  fee,
  is_express: false,
  eta_days: eta,
})
const express = (fee: number): ShippingOption => ({ method: 'EXPRESS', fee, is_express: true, eta_days: [0, 1] })

describe('defaultShippingOption', () => {
  it('picks the cheaper carrier at the same speed (Viettel Post 28.000 ₫ over GHTK 30.000 ₫)', () => {
    expect(defaultShippingOption([ghtk(30_000), vtp(28_000), express(45_000)])?.method).toBe('VIETTEL_POST')
    expect(defaultShippingOption([ghtk(25_000), vtp(28_000)])?.method).toBe('GHTK')
  })

  it('breaks a price tie by the sooner arrival, then by the usual carrier order', () => {
    expect(defaultShippingOption([ghtk(30_000, [3, 5]), vtp(30_000, [2, 3])])?.method).toBe('VIETTEL_POST')
    expect(defaultShippingOption([vtp(30_000), ghtk(30_000)])?.method).toBe('GHTK')
  })

  it('never picks express on its own unless nothing else delivers, even when it is cheaper', () => {
    expect(defaultShippingOption([ghtk(30_000), express(20_000)])?.method).toBe('GHTK')
    expect(defaultShippingOption([express(45_000)])?.method).toBe('EXPRESS')
    expect(defaultShippingOption([])).toBeNull()
  })
})
