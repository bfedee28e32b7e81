import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { ADMIN_CORE, type TTotpSetup, type TTotpStatus } from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { type Actor, requireRole, type UserActor } from '#server/platform/auth/actor.ts'
import type { Keys } from '#server/platform/auth/crypto.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '../../audit/index.ts'
import * as repo from './users.repo.ts'

const STEP_UP_MS = ADMIN_CORE.stepUpMinutes * 60_000
const PERIOD = 30

/**
 * Step-up (issue 14): when the acting admin has TOTP enrolled and this session has not proved a
 * code in the last 10 minutes, the sensitive action is refused with `STEP_UP_REQUIRED` (403); the
 * console then asks for a code (`useStepUp()`), posts it to /api/v1/admin/security/step-up and
 * retries. Reads only the request's actor (loaded with its session), so it costs no query.
 */
export function requireStepUp(req: Pick<FastifyRequest, 'actor'>): void {
  const actor = req.actor
  if (actor.kind !== 'user' || !actor.secondFactor?.enrolled) return
  const at = actor.secondFactor.verifiedAt
  if (at && Date.now() - at.getTime() < STEP_UP_MS) return
  throw new AppError('STEP_UP_REQUIRED')
}

/** AES-256-GCM with a key derived from the app secret: `iv.tag.ciphertext`, base64url. */
function seal(keys: Keys, plain: string) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keys.totp, iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
}
function unseal(keys: Keys, sealed: string) {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  if (!iv || !tag || !data) throw new Error('malformed sealed TOTP secret')
  const decipher = createDecipheriv('aes-256-gcm', keys.totp, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}

/** Recovery codes are 50 random bits each: a plain SHA-256 (no slow hash) is enough to store them. */
const hashRecovery = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/-/g, '')).digest('hex')
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
function newRecoveryCode() {
  const bytes = randomBytes(10)
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

export function createSecondFactorService({ db, keys, issuer = 'Xinh' }: { db: Db; keys: Keys; issuer?: string }) {
  const totpOf = (secretBase32: string, label: string) =>
    new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) })

  /** A TOTP code (±1 step for clock drift, each step accepted once) or, if allowed, an unused recovery code. */
  async function checkCode(userId: string, code: string, { allowRecovery, confirmed }: { allowRecovery: boolean; confirmed: boolean }) {
    const row = await repo.findTotp(db, userId)
    if (!row || (confirmed && !row.confirmedAt)) throw new AppError('TOTP_NOT_ENABLED')
    const clean = code.trim()
    if (/^\d{6}$/.test(clean)) {
      const totp = totpOf(unseal(keys, row.secretSealed), userId)
      const delta = totp.validate({ token: clean, window: 1 })
      if (delta === null) throw new AppError('TOTP_INVALID')
      const step = totp.counter() + delta
      if (!(await repo.claimStep(db, userId, step))) throw new AppError('TOTP_INVALID')
      return 'totp' as const
    }
    if (allowRecovery && (await repo.useRecoveryCode(db, userId, hashRecovery(clean)))) return 'recovery' as const
    throw new AppError('TOTP_INVALID')
  }

  async function status({ actor }: { actor: Actor }): Promise<TTotpStatus> {
    const admin = requireRole(actor, 'admin')
    const user = await repo.findUser(db, admin.userId)
    if (!user) throw new AppError('UNAUTHENTICATED')
    return {
      enabled: user.totpEnabledAt !== null,
      enabled_at: user.totpEnabledAt?.toISOString() ?? null,
      recovery_codes_left: user.totpEnabledAt ? await repo.recoveryCodesLeft(db, admin.userId) : 0,
      step_up_at: (await repo.sessionStepUp(db, admin.sessionId))?.toISOString() ?? null,
    }
  }

  /** Starts (or restarts) enrolment: a new secret, shown this once with its QR code. */
  async function setup({ actor }: { actor: Actor }): Promise<TTotpSetup> {
    const admin = requireRole(actor, 'admin')
    const user = await repo.findUser(db, admin.userId)
    if (!user) throw new AppError('UNAUTHENTICATED')
    if (user.totpEnabledAt) throw new AppError('TOTP_ALREADY_ENABLED')
    const secret = new Secret({ size: 20 })
    await repo.putPendingTotp(db, admin.userId, seal(keys, secret.base32))
    const uri = totpOf(secret.base32, user.email ?? user.userName).toString()
    const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    return { secret: secret.base32, otpauth_url: uri, qr_svg: qr }
  }

  /** Proves the app holds the secret; turns TOTP on and hands out the recovery codes (once). */
  async function confirm({ actor, code }: { actor: Actor; code: string }) {
    const admin = requireRole(actor, 'admin')
    const user = await repo.findUser(db, admin.userId)
    if (user?.totpEnabledAt) throw new AppError('TOTP_ALREADY_ENABLED')
    await checkCode(admin.userId, code, { allowRecovery: false, confirmed: false })
    const codes = Array.from({ length: ADMIN_CORE.recoveryCodeCount }, newRecoveryCode)
    await db.transaction(async (tx) => {
      await repo.confirmTotp(tx, admin.userId)
      await repo.replaceRecoveryCodes(tx, admin.userId, codes.map(hashRecovery))
      await repo.updateUser(tx, admin.userId, { totpEnabledAt: new Date() })
      await repo.markStepUp(tx, admin.sessionId)
      await recordAudit(tx, { actorId: admin.userId, action: 'admin.totp.enable', targetType: 'user', targetId: admin.userId })
    })
    return { recovery_codes: codes }
  }

  /** Turns TOTP off; needs a current code or a recovery code. */
  async function disable({ actor, code }: { actor: Actor; code: string }) {
    const admin = requireRole(actor, 'admin')
    const method = await checkCode(admin.userId, code, { allowRecovery: true, confirmed: true })
    await db.transaction(async (tx) => {
      await repo.deleteTotp(tx, admin.userId)
      await repo.updateUser(tx, admin.userId, { totpEnabledAt: null })
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'admin.totp.disable',
        targetType: 'user',
        targetId: admin.userId,
        after: { method },
      })
    })
    return { ok: true as const }
  }

  /** Proves the second factor again for this session (10 minutes of sensitive actions). */
  async function stepUp({ actor, code }: { actor: Actor; code: string }) {
    const admin: UserActor = requireRole(actor, 'admin')
    const user = await repo.findUser(db, admin.userId)
    if (!user?.totpEnabledAt) throw new AppError('TOTP_NOT_ENABLED')
    await checkCode(admin.userId, code, { allowRecovery: true, confirmed: true })
    const at = await repo.markStepUp(db, admin.sessionId)
    return { verified_until: new Date(at.getTime() + STEP_UP_MS).toISOString() }
  }

  return { status, setup, confirm, disable, stepUp }
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>
