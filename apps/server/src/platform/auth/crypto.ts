import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { CompactEncrypt, compactDecrypt, errors as joseErrors, jwtVerify, SignJWT } from 'jose'

/** Derives independent keys from the one application secret. */
export function deriveKeys(secret: string) {
  const derive = (info: string) => new Uint8Array(hkdfSync('sha256', secret, 'xinh', info, 32))
  return { signing: derive('access-token'), cookie: derive('session-cookie'), otp: derive('otp'), totp: derive('totp-secret') }
}
export type Keys = ReturnType<typeof deriveKeys>

export type AccessClaims = { sub: string; sid: string; roles: string[]; guest: boolean }

export async function signAccessToken(keys: Keys, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sid, roles: claims.roles, guest: claims.guest })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setIssuer('xinh')
    .sign(keys.signing)
}

export type VerifiedAccess = { claims: AccessClaims; expired: boolean }

/**
 * Verifies the signature; an expired but authentic token is reported as `expired` so the
 * cookie path can refresh it. Anything else (tampered, wrong issuer) is null.
 */
export async function verifyAccessToken(keys: Keys, token: string): Promise<VerifiedAccess | null> {
  try {
    const { payload } = await jwtVerify(token, keys.signing, { issuer: 'xinh', algorithms: ['HS256'] })
    return { claims: toClaims(payload), expired: false }
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { claims: toClaims(error.payload), expired: true }
    return null
  }
}

function toClaims(payload: Record<string, unknown>): AccessClaims {
  return {
    sub: String(payload.sub),
    sid: String(payload.sid),
    roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
    guest: payload.guest === true,
  }
}

/** Opaque refresh tokens: 32 random bytes; only their SHA-256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type SessionCookie = { at: string; rt: string }

/** The web's session cookie is a JWE (dir + A256GCM): encrypted and authenticated. */
export async function sealCookie(keys: Keys, value: SessionCookie): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(keys.cookie)
}

/** A cookie that fails to decrypt is treated as absent (spec §6). */
export async function unsealCookie(keys: Keys, sealed: string): Promise<SessionCookie | null> {
  try {
    const { plaintext } = await compactDecrypt(sealed, keys.cookie)
    const value = JSON.parse(new TextDecoder().decode(plaintext)) as Partial<SessionCookie>
    return typeof value.at === 'string' && typeof value.rt === 'string' ? { at: value.at, rt: value.rt } : null
  } catch {
    return null
  }
}

/** Six-digit one-time codes, hashed with a keyed HMAC so a database leak does not reveal them. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
export const hashOtp = (keys: Keys, target: string, code: string) =>
  createHmac('sha256', keys.otp).update(`${target}:${code}`).digest('hex')
export function safeEqualHex(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex')
  const bb = Buffer.from(b, 'hex')
  return ba.length === bb.length && timingSafeEqual(ba, bb)
}

/**
 * Seals any JSON value for a short-lived cookie (JWE dir + A256GCM, the session cookie's key).
 * `purpose` sits in the authenticated header, so a value sealed for one use (an OAuth flow)
 * is never accepted for another, and the session cookie is never accepted here.
 */
export async function sealValue(keys: Keys, purpose: string, value: unknown, ttlSeconds: number): Promise<string> {
  const payload = { v: value, exp: Math.floor(Date.now() / 1000) + ttlSeconds }
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', purpose })
    .encrypt(keys.cookie)
}

/** The sealed value, or null when it does not decrypt, was sealed for another purpose, or has expired. */
export async function unsealValue(keys: Keys, purpose: string, sealed: string): Promise<unknown> {
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(sealed, keys.cookie)
    if (protectedHeader.purpose !== purpose) return null
    const payload = JSON.parse(new TextDecoder().decode(plaintext)) as { v?: unknown; exp?: unknown }
    if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) return null
    return payload.v ?? null
  } catch {
    return null
  }
}
