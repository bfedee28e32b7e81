import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  deriveKeys,
  hashOtp,
  hashToken,
  newOtpCode,
  newRefreshToken,
  safeEqualHex,
  sealCookie,
  signAccessToken,
  unsealCookie,
  verifyAccessToken,
} from './crypto.ts'

const keys = deriveKeys('a-test-secret-that-is-long-enough-for-xinh')
const otherKeys = deriveKeys('another-test-secret-that-is-long-enough-xx')
const claims = { sub: 'user-1', sid: 'session-1', roles: ['buyer', 'seller'], guest: false }

describe('deriveKeys', () => {
  it('is deterministic and gives independent keys per purpose', () => {
    const again = deriveKeys('a-test-secret-that-is-long-enough-for-xinh')
    expect(again.signing).toEqual(keys.signing)
    expect(keys.signing).toHaveLength(32)
    expect(Buffer.from(keys.signing).equals(Buffer.from(keys.cookie))).toBe(false)
    expect(Buffer.from(keys.cookie).equals(Buffer.from(keys.otp))).toBe(false)
    expect(Buffer.from(otherKeys.signing).equals(Buffer.from(keys.signing))).toBe(false)
  })
})

describe('session cookie (JWE)', () => {
  const value = { at: 'access.token.value', rt: 'refresh-token-value' }

  it('round-trips and does not reveal its contents', async () => {
    const sealed = await sealCookie(keys, value)
    expect(sealed.split('.')).toHaveLength(5)
    expect(sealed).not.toContain('refresh-token-value')
    expect(await unsealCookie(keys, sealed)).toEqual(value)
    // fresh IV each time
    expect(await sealCookie(keys, value)).not.toBe(sealed)
  })

  it('a tampered cookie, one sealed with another key, or garbage is null', async () => {
    const sealed = await sealCookie(keys, value)
    const parts = sealed.split('.')
    for (const index of [0, 2, 3, 4]) {
      const p = [...parts]
      const s = p[index]!
      p[index] = (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
      expect(await unsealCookie(keys, p.join('.')), `part ${index}`).toBeNull()
    }
    expect(await unsealCookie(otherKeys, sealed)).toBeNull()
    expect(await unsealCookie(keys, 'not-a-cookie')).toBeNull()
    expect(await unsealCookie(keys, '')).toBeNull()
  })

  it('a well-sealed value of the wrong shape is null', async () => {
    expect(await unsealCookie(keys, await sealCookie(keys, { at: 'x' } as never))).toBeNull()
    expect(await unsealCookie(keys, await sealCookie(keys, { at: 1, rt: 2 } as never))).toBeNull()
  })
})

describe('access tokens', () => {
  it('a fresh token verifies with its claims, not expired', async () => {
    const token = await signAccessToken(keys, claims, 60)
    expect(await verifyAccessToken(keys, token)).toEqual({ claims, expired: false })
  })

  it('an expired but authentic token is reported as expired, with its claims', async () => {
    const now = Math.floor(Date.now() / 1000)
    const token = await new SignJWT({ sid: claims.sid, roles: claims.roles, guest: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('xinh')
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(keys.signing)
    expect(await verifyAccessToken(keys, token)).toEqual({ claims, expired: true })
  })

  it('a tampered token, another key, another issuer or another algorithm is null', async () => {
    const token = await signAccessToken(keys, claims, 60)
    const [h, p, s] = token.split('.')
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString())
    const forgedPayload = Buffer.from(JSON.stringify({ ...payload, roles: ['admin'] })).toString('base64url')
    expect(await verifyAccessToken(keys, `${h}.${forgedPayload}.${s}`)).toBeNull()
    expect(await verifyAccessToken(otherKeys, token)).toBeNull()
    const foreign = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('evil')
      .setExpirationTime('1m')
      .sign(keys.signing)
    expect(await verifyAccessToken(keys, foreign)).toBeNull()
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`
    expect(await verifyAccessToken(keys, none)).toBeNull()
    // an expired token that was tampered with is not "expired", it is invalid
    expect(await verifyAccessToken(keys, 'a.b.c')).toBeNull()
  })

  it('guest and roles claims survive the round trip', async () => {
    const token = await signAccessToken(keys, { ...claims, roles: [], guest: true }, 60)
    expect((await verifyAccessToken(keys, token))!.claims).toMatchObject({ roles: [], guest: true })
  })
})

describe('refresh tokens and one-time codes', () => {
  it('refresh tokens are 256-bit random, stored as SHA-256', () => {
    const token = newRefreshToken()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(newRefreshToken()).not.toBe(token)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(token)).toBe(hashToken(token))
  })

  it('codes are six digits, including leading zeros', () => {
    for (let i = 0; i < 200; i++) expect(newOtpCode()).toMatch(/^\d{6}$/)
  })

  it('a code hash depends on the key, the target and the code', () => {
    const h = hashOtp(keys, '0912345678', '123456')
    expect(h).toMatch(/^[0-9a-f]{64}$/)
    expect(hashOtp(keys, '0912345678', '123456')).toBe(h)
    expect(hashOtp(keys, '0912345679', '123456')).not.toBe(h)
    expect(hashOtp(keys, '0912345678', '123457')).not.toBe(h)
    expect(hashOtp(otherKeys, '0912345678', '123456')).not.toBe(h)
  })

  it('safeEqualHex compares in constant time and handles different lengths', () => {
    expect(safeEqualHex('abcd', 'abcd')).toBe(true)
    expect(safeEqualHex('abcd', 'abce')).toBe(false)
    expect(safeEqualHex('abcd', 'abcdef')).toBe(false)
  })
})
