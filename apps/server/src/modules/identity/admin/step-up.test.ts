import { describe, expect, it } from 'vitest'
import type { Actor } from '#server/platform/auth/actor.ts'
import { requireStepUp } from './second-factor.ts'

const admin = (secondFactor?: { enrolled: boolean; verifiedAt: Date | null }): { actor: Actor } => ({
  actor: { kind: 'user', userId: 'u', sessionId: 's', roles: ['admin'], isGuest: false, via: 'cookie', secondFactor },
})
const code = (f: () => void) => {
  try {
    f()
    return 'passed'
  } catch (e) {
    return (e as { code?: string }).code
  }
}

describe('requireStepUp', () => {
  it('lets an admin without TOTP through: there is nothing to ask for', () => {
    expect(code(() => requireStepUp(admin()))).toBe('passed')
    expect(code(() => requireStepUp(admin({ enrolled: false, verifiedAt: null })))).toBe('passed')
  })
  it('asks an enrolled admin whose session never proved a code, or proved it over 10 minutes ago', () => {
    expect(code(() => requireStepUp(admin({ enrolled: true, verifiedAt: null })))).toBe('STEP_UP_REQUIRED')
    expect(code(() => requireStepUp(admin({ enrolled: true, verifiedAt: new Date(Date.now() - 10 * 60_000 - 1) })))).toBe(
      'STEP_UP_REQUIRED',
    )
  })
  it('lets an enrolled admin through for 10 minutes after a code', () => {
    expect(code(() => requireStepUp(admin({ enrolled: true, verifiedAt: new Date(Date.now() - 9 * 60_000) })))).toBe('passed')
  })
})
