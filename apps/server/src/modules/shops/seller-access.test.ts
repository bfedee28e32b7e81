import { describe, expect, it } from 'vitest'
import type { Actor } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import { sellerAccess } from './seller-access.ts'

const OWNER = '01900000-0000-7000-8000-000000000001'
const SHOP = '01900000-0000-7000-8000-0000000000aa'

const user = (userId: string, isGuest = false): Actor => ({
  kind: 'user',
  userId,
  sessionId: 'session',
  roles: ['buyer'],
  isGuest,
  via: 'bearer',
})

/** The owner's shop as the shops service reports it; anyone else owns none. */
const shopsWith = (summary: { _id: string; is_approved: boolean } | null) => {
  const asked: string[] = []
  const access = sellerAccess({
    getShopSummaryOfOwner: async (ownerId) => {
      asked.push(ownerId)
      return ownerId === OWNER ? summary : null
    },
  })
  return { access, asked }
}

const codeOf = async (run: Promise<unknown>) => {
  try {
    await run
    return null
  } catch (err) {
    return err instanceof AppError ? err.code : String(err)
  }
}

describe('sellerAccess', () => {
  it('gives the owner of an approved shop that shop', async () => {
    const { access, asked } = shopsWith({ _id: SHOP, is_approved: true })
    expect(await access(user(OWNER))).toEqual({ userId: OWNER, shopId: SHOP })
    expect(asked).toEqual([OWNER])
  })

  it('refuses anonymous callers and guests before looking a shop up (401)', async () => {
    const { access, asked } = shopsWith({ _id: SHOP, is_approved: true })
    expect(await codeOf(access({ kind: 'anonymous' }))).toBe('UNAUTHENTICATED')
    expect(await codeOf(access(user(OWNER, true)))).toBe('UNAUTHENTICATED')
    expect(asked).toEqual([])
  })

  it('refuses a buyer without a shop, and an owner whose shop is not approved (403)', async () => {
    const { access } = shopsWith({ _id: SHOP, is_approved: false })
    expect(await codeOf(access(user(OWNER)))).toBe('FORBIDDEN')
    expect(await codeOf(access(user('01900000-0000-7000-8000-000000000002')))).toBe('FORBIDDEN')
  })
})
