import { describe, expect, it } from 'vitest'
import { AppError } from '../errors.ts'
import { type Access, accessOf, assertAccess } from './access.ts'
import type { Actor } from './actor.ts'

const user = (roles: Array<'buyer' | 'seller' | 'admin'>, isGuest = false): Actor => ({
  kind: 'user',
  userId: `u-${roles.join('-')}${isGuest ? '-guest' : ''}`,
  sessionId: 's',
  roles,
  isGuest,
  via: 'bearer',
})
const checks = { ownsApprovedShop: async (userId: string) => userId === 'u-buyer-seller' }

async function answer(actor: Actor, access: Access) {
  try {
    await assertAccess(actor, access, checks)
    return 'ok'
  } catch (error) {
    return error instanceof AppError ? error.code : String(error)
  }
}

describe('accessOf', () => {
  it('takes the area of the route path unless the route declares its own', () => {
    expect(accessOf('/api/v1/admin/orders/:id/approve', undefined)).toBe('admin')
    expect(accessOf('/api/v1/seller/products', undefined)).toBe('seller')
    expect(accessOf('/api/v1/mobile/carts', undefined)).toBe('member')
    expect(accessOf('/api/v1/mobile/bookmarks', 'user')).toBe('user')
    expect(accessOf('/api/v1/mobile/voucher-buyer/lookup', 'public')).toBe('public')
    expect(accessOf('/api/v1/web/products', undefined)).toBe('public')
    expect(accessOf('/community/v1/profile/update-profile', 'user')).toBe('user')
    // no route (a 404) is public: the not-found answer is the same for everyone
    expect(accessOf(undefined, undefined)).toBe('public')
  })
})

describe('assertAccess', () => {
  const anonymous: Actor = { kind: 'anonymous' }
  const guest = user(['buyer'], true)
  const buyer = user(['buyer'])
  const seller = user(['buyer', 'seller'])
  const admin = user(['admin'])

  it.each([
    // access, anonymous, guest, buyer, seller (approved shop), admin
    ['public', 'ok', 'ok', 'ok', 'ok', 'ok'],
    ['member', 'UNAUTHENTICATED', 'ok', 'ok', 'ok', 'ok'],
    ['user', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'ok', 'ok', 'ok'],
    ['seller', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN'],
    ['admin', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
  ] as const)('%s: anonymous %s, guest %s, buyer %s, seller %s, admin %s', async (access, ...expected) => {
    const got = [
      await answer(anonymous, access),
      await answer(guest, access),
      await answer(buyer, access),
      await answer(seller, access),
      await answer(admin, access),
    ]
    expect(got).toEqual(expected)
  })
})
