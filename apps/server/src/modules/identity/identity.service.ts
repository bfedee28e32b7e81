import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2'
import { ACCOUNT, type Lang, OTP, type Role, type SocialProvider, normalisePhone } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { type Actor, requireRole, type UserActor } from '#server/platform/auth/actor.ts'
import {
  type AccessClaims,
  type Keys,
  type SessionCookie,
  hashOtp,
  hashToken,
  newOtpCode,
  newRefreshToken,
  safeEqualHex,
  signAccessToken,
  verifyAccessToken,
} from '#server/platform/auth/crypto.ts'
import type { Config } from '#server/platform/config.ts'
import { addWorkingDays } from '#server/platform/dates.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { AppError } from '#server/platform/errors.ts'
import { normaliseImage } from '#server/platform/images.ts'
import type { Notifier } from '#server/platform/notify.ts'
import type { Storage } from '#server/platform/storage.ts'
import { UPLOAD } from '@xinh/contracts'
import * as repo from './identity.repo.ts'
import { DELETED_NAME, GUEST_NAME, OTP_TEXT } from './identity.messages.ts'

export type IdentityDeps = {
  db: Db
  keys: Keys
  config: Config
  notifier: Notifier
  storage: Storage
  log: FastifyBaseLogger
  /** The holiday calendar (calendar module, a port): seller deletions count Vietnamese working days. */
  workingHoursAfter?: (from: Date, hours: number) => Promise<Date>
}
export type RequestMeta = { ip?: string; userAgent?: string; lang: Lang }
export type Tokens = { accessToken: string; refreshToken: string; sessionId: string; userId: string }
export type UserRow = repo.UserRow

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
export const ARGON2_PARAMS = { algorithm: 2 as never, memoryCost: 19_456, timeCost: 2, parallelism: 1 }
const ARGON = ARGON2_PARAMS
/** A second refresh racing the first (two tabs, SSR and a fetch) is not treated as theft. */
const REFRESH_GRACE_MS = 30_000

export function createIdentityService(deps: IdentityDeps) {
  const { db, keys, config, notifier, log } = deps
  const deletionListeners: Array<(userId: string) => Promise<void>> = []
  const registrationListeners: Array<(userId: string) => Promise<void>> = []
  const logoutListeners: Array<(sessionId: string) => Promise<void>> = []
  const guestLoginListeners: Array<(guestId: string, userId: string) => Promise<void>> = []
  // A fixed hash to verify against when the e-mail is unknown, so timing does not reveal accounts.
  const dummyHash = argonHash('not-a-real-password-Xinh!', ARGON)

  const hashPassword = (password: string) => argonHash(password, ARGON)
  const verifyPassword = (hash: string, password: string) => argonVerify(hash, password).catch(() => false)

  async function issueSession(user: repo.UserRow, meta: Omit<RequestMeta, 'lang'>): Promise<Tokens> {
    const refreshToken = newRefreshToken()
    const { id: sessionId } = await repo.insertSession(db, {
      userId: user.id,
      refreshHash: hashToken(refreshToken),
      expiresAt: refreshExpiry(),
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
    })
    const accessToken = await signAccessToken(keys, claimsOf(user, sessionId), config.ACCESS_TOKEN_TTL_SECONDS)
    return { accessToken, refreshToken, sessionId, userId: user.id }
  }

  const refreshExpiry = () => new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000)
  const claimsOf = (user: repo.UserRow, sid: string): AccessClaims => ({ sub: user.id, sid, roles: user.roles, guest: user.isGuest })

  /** `guestId`: a guest session signing up to a new account (rather than converting): what it holds joins the account. */
  async function register(
    input: { userName: string; email: string; password: string },
    meta: RequestMeta,
    opts: { guestId?: string } = {},
  ): Promise<Tokens> {
    if (await repo.findUserByEmail(db, input.email)) throw new AppError('AUTH_EMAIL_TAKEN')
    let user: repo.UserRow
    try {
      user = await repo.insertUser(db, { email: input.email, userName: input.userName, passwordHash: await hashPassword(input.password) })
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_uq')) throw new AppError('AUTH_EMAIL_TAKEN')
      throw error
    }
    welcome(user.id)
    const tokens = await issueSession(user, meta)
    if (opts.guestId) await handOverGuest(opts.guestId, user.id)
    return tokens
  }

  /** Creates a ready account directly (demo seed, admin tools): no session is issued. */
  async function createAccount(input: {
    email: string
    userName: string
    password: string
    roles?: Role[]
    kolInfo?: Record<string, unknown>
    phoneNumber?: string
  }) {
    return repo.insertUser(db, {
      email: input.email.toLowerCase(),
      userName: input.userName,
      passwordHash: await hashPassword(input.password),
      roles: input.roles ?? ['buyer'],
      kolInfo: input.kolInfo,
      emailVerified: true,
      phoneNumber: input.phoneNumber,
      phoneVerified: Boolean(input.phoneNumber),
    })
  }

  async function countUsers() {
    return repo.countUsers(db)
  }

  /** `guestId`: the guest session the request still carried; what the guest holds (its cart) joins the account. */
  async function login(input: { email: string; password: string }, meta: RequestMeta, opts: { guestId?: string } = {}): Promise<Tokens> {
    const user = await repo.findUserByEmail(db, input.email)
    if (!user?.passwordHash || user.status === 'deleted') {
      await verifyPassword(await dummyHash, input.password)
      throw new AppError('AUTH_INVALID_CREDENTIALS')
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('AUTH_INVALID_CREDENTIALS')
    refuseLocked(user)
    const tokens = await issueSession(user, meta)
    if (opts.guestId && opts.guestId !== user.id) await handOverGuest(opts.guestId, user.id)
    return tokens
  }

  /** Listeners run when a guest session logs in or signs up to an account (the cart merges the guest's lines). */
  function onGuestLogin(listener: (guestId: string, userId: string) => Promise<void>) {
    guestLoginListeners.push(listener)
  }

  /** A failing listener is logged, never fails the login: the guest's data simply stays with the guest. */
  async function handOverGuest(guestId: string, userId: string) {
    for (const listener of guestLoginListeners) {
      try {
        await listener(guestId, userId)
      } catch (error) {
        log.error({ err: error, guestId, userId }, 'guest hand-over on login failed')
      }
    }
  }

  /**
   * Rotates a refresh token. Presenting an already-rotated token after the grace period means
   * it was stolen or replayed: the whole session is revoked.
   */
  async function refresh(refreshToken: string): Promise<Tokens> {
    const hash = hashToken(refreshToken)
    const found = await repo.findSessionByRefreshHash(db, hash)
    if (!found || found.session.revokedAt || found.session.expiresAt < new Date() || found.user.status === 'deleted')
      throw new AppError('AUTH_TOKEN_INVALID')
    const { session, user } = found
    refuseLocked(user)
    if (session.refreshHash !== hash) {
      const rotatedAgo = Date.now() - (session.rotatedAt?.getTime() ?? 0)
      if (rotatedAgo > REFRESH_GRACE_MS) {
        await repo.revokeSession(db, session.id)
        log.warn({ sessionId: session.id }, 'refresh token reuse detected; session revoked')
      }
      throw new AppError('AUTH_TOKEN_INVALID')
    }
    const next = newRefreshToken()
    if (!(await repo.rotateSession(db, session.id, hash, hashToken(next), refreshExpiry()))) throw new AppError('AUTH_TOKEN_INVALID')
    const accessToken = await signAccessToken(keys, claimsOf(user, session.id), config.ACCESS_TOKEN_TTL_SECONDS)
    return { accessToken, refreshToken: next, sessionId: session.id, userId: user.id }
  }

  /** Ends a session; listeners then forget what was bound to it (the device's push token). A listener's failure is logged. */
  async function logout(sessionId: string) {
    await repo.revokeSession(db, sessionId)
    for (const listener of logoutListeners) {
      try {
        await listener(sessionId)
      } catch (error) {
        log.error({ err: error, sessionId }, 'logout listener failed')
      }
    }
  }

  function onLoggedOut(listener: (sessionId: string) => Promise<void>) {
    logoutListeners.push(listener)
  }

  function actorOf(user: repo.UserRow, session: { id: string; stepUpAt: Date | null }, via: 'bearer' | 'cookie'): UserActor {
    return {
      kind: 'user',
      userId: user.id,
      sessionId: session.id,
      roles: user.roles as Role[],
      isGuest: user.isGuest,
      via,
      secondFactor: { enrolled: user.totpEnabledAt !== null, verifiedAt: session.stepUpAt },
    }
  }

  /** A locked account (issue 14) is told why, in its language, on its next request or login. */
  function refuseLocked(user: Pick<repo.UserRow, 'lockedAt' | 'lockedReason'>) {
    if (user.lockedAt) throw new AppError('ACCOUNT_LOCKED', { params: { reason: user.lockedReason ?? '' } })
  }

  /** A token whose session is gone: if its user was locked, that is the answer (not a plain sign-out). */
  async function explainDeadSession(userId: string) {
    const user = await repo.findUserById(db, userId)
    if (user) refuseLocked(user)
  }

  /** Bearer tokens: signature, expiry, and a live session (so logout takes effect at once). */
  async function authenticateBearer(token: string): Promise<Actor | null> {
    const verified = await verifyAccessToken(keys, token)
    if (!verified || verified.expired) return null
    const live = await repo.findLiveSession(db, verified.claims.sid)
    if (!live || live.user.id !== verified.claims.sub || live.user.status === 'deleted') {
      await explainDeadSession(verified.claims.sub)
      return null
    }
    return actorOf(live.user, live.session, 'bearer')
  }

  /**
   * The web's cookie holds both tokens. An expired access token is refreshed here, and the
   * caller writes the new cookie; a cookie that no longer works is cleared.
   */
  async function authenticateCookie(cookie: SessionCookie): Promise<{ actor: Actor; renewed?: SessionCookie; clear?: boolean }> {
    const verified = await verifyAccessToken(keys, cookie.at)
    if (verified && !verified.expired) {
      const live = await repo.findLiveSession(db, verified.claims.sid)
      if (live && live.user.status !== 'deleted') return { actor: actorOf(live.user, live.session, 'cookie') }
      await explainDeadSession(verified.claims.sub)
      return { actor: { kind: 'anonymous' }, clear: true }
    }
    try {
      const tokens = await refresh(cookie.rt)
      const live = await repo.findLiveSession(db, tokens.sessionId)
      if (!live) return { actor: { kind: 'anonymous' }, clear: true }
      return { actor: actorOf(live.user, live.session, 'cookie'), renewed: { at: tokens.accessToken, rt: tokens.refreshToken } }
    } catch (error) {
      if (error instanceof AppError && error.code === 'ACCOUNT_LOCKED') throw error
      // A concurrent request may have rotated the token a moment ago: accept this request
      // without renewing the cookie (the winner's response sets it).
      const found = await repo.findSessionByRefreshHash(db, hashToken(cookie.rt))
      const recent = found && !found.session.revokedAt && Date.now() - (found.session.rotatedAt?.getTime() ?? 0) <= REFRESH_GRACE_MS
      if (found && recent && found.session.previousHash === hashToken(cookie.rt))
        return { actor: actorOf(found.user, found.session, 'cookie') }
      return { actor: { kind: 'anonymous' }, clear: true }
    }
  }

  async function getUser(userId: string) {
    const user = await repo.findUserById(db, userId)
    if (!user || user.status === 'deleted') throw new AppError('UNAUTHENTICATED')
    return user
  }

  async function updateUser(userId: string, values: Partial<repo.NewUser>) {
    const user = await repo.updateUser(db, userId, values)
    if (!user) throw new AppError('UNAUTHENTICATED')
    return user
  }

  /**
   * Grants a role (an approved seller application grants `seller`). `tx`: the caller's open
   * transaction, so the grant commits or rolls back with the decision that caused it.
   */
  async function addRole(userId: string, role: Role, tx?: DbOrTx) {
    await repo.addRole(tx ?? db, userId, role)
  }

  // ----- one-time codes ---------------------------------------------------------------

  async function sendOtp(opts: { purpose: 'phone' | 'email' | 'password_reset'; target: string; userId?: string; lang: Lang }) {
    const recent = await repo.recentOtps(db, opts.purpose, opts.target, 3600)
    const last = recent[0]
    if (last) {
      const waited = (Date.now() - last.createdAt.getTime()) / 1000
      if (waited < OTP.resendAfterSeconds)
        throw new AppError('OTP_TOO_SOON', { params: { seconds: Math.ceil(OTP.resendAfterSeconds - waited) } })
    }
    if (recent.length >= OTP.maxSendsPerHour) throw new AppError('RATE_LIMITED', { params: { seconds: 3600 } })
    const code = newOtpCode()
    await repo.insertOtp(db, {
      purpose: opts.purpose,
      target: opts.target,
      userId: opts.userId,
      codeHash: hashOtp(keys, opts.target, code),
      expiresAt: new Date(Date.now() + OTP.ttlSeconds * 1000),
    })
    const text = OTP_TEXT[opts.purpose][opts.lang]
    if (opts.purpose === 'phone') await notifier.sendSms({ to: opts.target, text: text.body(code) })
    else await notifier.sendMail({ to: opts.target, subject: text.subject, text: text.body(code) })
    return { sent: true as const, expires_in: OTP.ttlSeconds, resend_after: OTP.resendAfterSeconds }
  }

  /** Checks a code: latest open one only, unexpired, at most OTP.maxAttempts tries, consumed once. */
  async function checkOtp(opts: { purpose: 'phone' | 'email' | 'password_reset'; userId?: string; target?: string; code: string }) {
    const otp = await repo.latestOpenOtp(db, opts.purpose, { userId: opts.userId, target: opts.target })
    if (!otp || otp.expiresAt < new Date()) throw new AppError('OTP_INVALID')
    const attempts = await repo.countOtpAttempt(db, otp.id)
    if (attempts === undefined || attempts > OTP.maxAttempts) throw new AppError('OTP_INVALID')
    if (!safeEqualHex(otp.codeHash, hashOtp(keys, otp.target, opts.code))) throw new AppError('OTP_INVALID')
    if (!(await repo.consumeOtp(db, otp.id))) throw new AppError('OTP_INVALID')
    return otp
  }

  async function sendPhoneOtp(opts: { userId: string; phone: string; lang: Lang }) {
    return sendOtp({ purpose: 'phone', target: normalisePhone(opts.phone), userId: opts.userId, lang: opts.lang })
  }

  async function confirmPhone(opts: { userId: string; code: string }) {
    const otp = await checkOtp({ purpose: 'phone', userId: opts.userId, code: opts.code })
    try {
      return await updateUser(opts.userId, { phoneNumber: otp.target, phoneVerified: true })
    } catch (error) {
      if (isUniqueViolation(error, 'users_verified_phone_uq')) throw new AppError('PHONE_TAKEN')
      throw error
    }
  }

  async function sendEmailOtp(opts: { userId: string; email?: string; lang: Lang }) {
    const user = await getUser(opts.userId)
    const email = opts.email ?? user.email
    if (!email) throw new AppError('VALIDATION_FAILED', { fields: { email: 'required' } })
    if (email !== user.email && (await repo.findUserByEmail(db, email))) throw new AppError('AUTH_EMAIL_TAKEN')
    return sendOtp({ purpose: 'email', target: email, userId: opts.userId, lang: opts.lang })
  }

  async function confirmEmail(opts: { userId: string; code: string }) {
    const otp = await checkOtp({ purpose: 'email', userId: opts.userId, code: opts.code })
    try {
      return await updateUser(opts.userId, { email: otp.target, emailVerified: true })
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_uq')) throw new AppError('AUTH_EMAIL_TAKEN')
      throw error
    }
  }

  // ----- passwords --------------------------------------------------------------------

  /** Always answers the same way, so it cannot be used to find out who has an account. */
  async function forgotPassword(opts: { email: string; lang: Lang }) {
    const user = await repo.findUserByEmail(db, opts.email)
    if (!user || user.status === 'deleted' || user.isGuest) return
    try {
      await sendOtp({ purpose: 'password_reset', target: opts.email, userId: user.id, lang: opts.lang })
    } catch (error) {
      // Throttled resends look the same as success to the caller, for the same reason.
      if (error instanceof AppError && (error.code === 'OTP_TOO_SOON' || error.code === 'RATE_LIMITED')) return
      throw error
    }
  }

  async function resetPassword(opts: { email: string; code: string; password: string }) {
    const user = await repo.findUserByEmail(db, opts.email)
    if (!user || user.status === 'deleted') throw new AppError('OTP_INVALID')
    await checkOtp({ purpose: 'password_reset', target: opts.email, code: opts.code })
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, user.id, { passwordHash: await hashPassword(opts.password) })
      await repo.revokeUserSessions(tx, user.id)
    })
  }

  async function changePassword(opts: { actor: UserActor; oldPassword: string; password: string }) {
    const user = await getUser(opts.actor.userId)
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, opts.oldPassword))) throw new AppError('AUTH_WRONG_PASSWORD')
    const passwordHash = await hashPassword(opts.password)
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, user.id, { passwordHash })
      // every other device is signed out; this one stays
      await repo.revokeUserSessions(tx, user.id, opts.actor.sessionId)
    })
  }

  // ----- guests -----------------------------------------------------------------------

  async function requestGuest(meta: RequestMeta): Promise<Tokens> {
    const user = await repo.insertUser(db, { userName: GUEST_NAME[meta.lang], isGuest: true })
    return issueSession(user, meta)
  }

  /** The guest's row becomes the account, so everything it holds (its cart) stays with it. */
  async function registerGuest(actor: UserActor, input: { userName: string; email: string; password: string }, meta: RequestMeta) {
    const guest = await getUser(actor.userId)
    if (!guest.isGuest) throw new AppError('GUEST_ONLY')
    if (await repo.findUserByEmail(db, input.email)) throw new AppError('AUTH_EMAIL_TAKEN')
    const passwordHash = await hashPassword(input.password)
    let user: repo.UserRow | undefined
    try {
      user = await db.transaction(async (tx) => {
        const updated = await repo.updateUser(tx, guest.id, { email: input.email, userName: input.userName, passwordHash, isGuest: false })
        await repo.revokeUserSessions(tx, guest.id)
        return updated
      })
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_uq')) throw new AppError('AUTH_EMAIL_TAKEN')
      throw error
    }
    if (!user) throw new AppError('UNAUTHENTICATED')
    welcome(user.id)
    return issueSession(user, meta)
  }

  // ----- account deletion (spec §6) ---------------------------------------------------

  function onAccountDeleted(listener: (userId: string) => Promise<void>) {
    deletionListeners.push(listener)
  }

  /** Listeners run when an account is created by sign-up, guest conversion or a first social login (the new-user voucher). */
  function onRegistered(listener: (userId: string) => Promise<void>) {
    registrationListeners.push(listener)
  }

  /**
   * The new account's welcome work (the first-purchase voucher into its wallet) starts once the
   * account is committed and runs beside the answer, not before it: a sign-up never waits for it
   * (issue 12). `settled` lets a caller that must see its effect wait for it (tests, the bench).
   */
  const inFlight = new Set<Promise<void>>()
  function welcome(userId: string) {
    const run = registered(userId).finally(() => inFlight.delete(run))
    inFlight.add(run)
  }
  /** Resolves when every welcome started so far has finished. */
  const settled = async () => {
    await Promise.all([...inFlight])
  }

  /** A failing listener is logged, never fails the sign-up. */
  async function registered(userId: string) {
    for (const listener of registrationListeners) {
      try {
        await listener(userId)
      } catch (error) {
        log.error({ err: error, userId }, 'registration listener failed')
      }
    }
  }

  async function requestDeletion(opts: { actor: UserActor; password?: string }) {
    const user = await getUser(opts.actor.userId)
    if (user.status === 'pending_deletion') throw new AppError('ACCOUNT_DELETION_PENDING')
    if (user.passwordHash && !(opts.password && (await verifyPassword(user.passwordHash, opts.password))))
      throw new AppError('AUTH_WRONG_PASSWORD')
    if (user.roles.includes('seller')) {
      // Sellers have orders and payouts to settle: deletion completes within 15–20 working days.
      const now = new Date()
      const scheduled = deps.workingHoursAfter
        ? await deps.workingHoursAfter(now, ACCOUNT.sellerDeletionMinWorkingDays * 24)
        : addWorkingDays(now, ACCOUNT.sellerDeletionMinWorkingDays)
      await updateUser(user.id, { status: 'pending_deletion', deletionRequestedAt: now, deletionScheduledAt: scheduled })
      return deletionStatus(user.id)
    }
    await deleteAccountNow(user.id)
    return { status: 'deleted' as const, requested_at: new Date().toISOString(), scheduled_at: null }
  }

  async function cancelDeletion(actor: UserActor) {
    const user = await getUser(actor.userId)
    if (user.status !== 'pending_deletion') return deletionStatus(user.id)
    await updateUser(user.id, { status: 'active', deletionRequestedAt: null, deletionScheduledAt: null })
    return deletionStatus(user.id)
  }

  async function deletionStatus(userId: string) {
    const user = await getUser(userId)
    return {
      status: user.status,
      requested_at: user.deletionRequestedAt?.toISOString() ?? null,
      scheduled_at: user.deletionScheduledAt?.toISOString() ?? null,
    }
  }

  /**
   * Erases personal data but keeps the row, so orders and reviews that reference it stay whole
   * (Personal Data Protection Law 91/2025: the right to deletion).
   */
  async function deleteAccountNow(userId: string) {
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, userId, {
        status: 'deleted',
        email: null,
        userName: DELETED_NAME,
        passwordHash: null,
        phoneNumber: null,
        phoneVerified: false,
        emailVerified: false,
        avatarUrl: null,
        birthday: null,
        gender: null,
        bodyShapeType: null,
        kolInfo: null,
        deletionScheduledAt: null,
      })
      await repo.revokeUserSessions(tx, userId)
    })
    for (const listener of deletionListeners) await listener(userId)
  }

  async function purgeDueDeletions() {
    const due = await repo.usersDueForDeletion(db)
    for (const { id } of due) await deleteAccountNow(id)
    return due.length
  }

  // ----- identity card (recorded for admin review) -------------------------------------

  async function submitIdentityCard(opts: { userId: string; idNumber: string; front: Buffer; back: Buffer }) {
    const [front, back] = await Promise.all(
      [opts.front, opts.back].map((data) => normaliseImage(data, { maxBytes: UPLOAD.identityCardMaxBytes, width: 1600, format: 'jpeg' })),
    )
    const [f, b] = await Promise.all([
      deps.storage.putPrivate({ folder: 'identity', data: (front as { data: Buffer }).data, ext: 'jpg' }),
      deps.storage.putPrivate({ folder: 'identity', data: (back as { data: Buffer }).data, ext: 'jpg' }),
    ])
    return db.transaction(async (tx) => {
      const card = await repo.insertIdentityCard(tx, { userId: opts.userId, idNumber: opts.idNumber, frontImage: f.key, backImage: b.key })
      await repo.updateUser(tx, opts.userId, { identityStatus: 'pending' })
      return { _id: card.id, status: card.status, created_at: card.createdAt.toISOString() }
    })
  }

  /**
   * One side of a submitted card, for an admin reviewing it: read from private storage by the
   * server (the photos never have a URL of their own).
   */
  async function identityCardImage(opts: { actor: Actor; id: string; side: 'front' | 'back' }) {
    requireRole(opts.actor, 'admin')
    const card = await repo.findIdentityCardImages(db, opts.id)
    if (!card) throw new AppError('NOT_FOUND')
    const data = await deps.storage.readPrivate(opts.side === 'front' ? card.frontImage : card.backImage)
    // the row says it was stored: its absence is an operations fault (storage switched without copying), not a 404
    if (!data) throw new Error(`identity card ${opts.id}: the ${opts.side} photo is missing from storage`)
    return { data, contentType: 'image/jpeg' }
  }

  // ----- social login -----------------------------------------------------------------

  /** Finds the account linked to a provider identity, links one with the same verified e-mail, or creates one. */
  async function loginWithProvider(
    opts: { provider: SocialProvider; providerUserId: string; email?: string; emailVerified: boolean; name?: string },
    meta: RequestMeta,
    { guestId }: { guestId?: string } = {},
  ): Promise<Tokens> {
    const linked = await repo.findOauthAccount(db, opts.provider, opts.providerUserId)
    let user = linked ? await repo.findUserById(db, linked.userId) : undefined
    if (user?.status === 'deleted') throw new AppError('ACCOUNT_DELETED')
    if (!user && opts.email && opts.emailVerified) user = await repo.findUserByEmail(db, opts.email.toLowerCase())
    if (user) refuseLocked(user)
    if (!user) {
      const email = opts.email && opts.emailVerified ? opts.email.toLowerCase() : null
      user = await repo.insertUser(db, {
        email,
        emailVerified: Boolean(email),
        userName: (opts.name?.trim() || (email ? email.split('@')[0] : undefined) || 'Xinh').slice(0, 40),
      })
      welcome(user.id)
    }
    if (!linked)
      await repo.insertOauthAccount(db, {
        provider: opts.provider,
        providerUserId: opts.providerUserId,
        userId: user.id,
        email: opts.email,
      })
    const tokens = await issueSession(user, meta)
    if (guestId && guestId !== user.id) await handOverGuest(guestId, user.id)
    return tokens
  }

  /**
   * update-redis (issue 18): a session's actor read fresh, and a new access token whose claims
   * carry the user's current roles (the token a client holds keeps the roles it was signed with
   * until it expires). Null when the session is gone; a locked account is told so.
   */
  async function refreshSessionState(sessionId: string, via: 'bearer' | 'cookie') {
    const live = await repo.findLiveSession(db, sessionId)
    if (!live || live.user.status === 'deleted') return null
    refuseLocked(live.user)
    const accessToken = await signAccessToken(keys, claimsOf(live.user, sessionId), config.ACCESS_TOKEN_TTL_SECONDS)
    return { accessToken, actor: actorOf(live.user, live.session, via) }
  }

  /** A live session's actor as it is now (an open connection re-resolving itself); null if it ended or the user is locked. */
  async function sessionActor(sessionId: string): Promise<UserActor | null> {
    const live = await repo.findLiveSession(db, sessionId)
    if (!live || live.user.status === 'deleted' || live.user.lockedAt) return null
    return actorOf(live.user, live.session, 'bearer')
  }

  return {
    hashPassword,
    issueSession,
    register,
    createAccount,
    countUsers,
    login,
    refresh,
    logout,
    authenticateBearer,
    authenticateCookie,
    refreshSessionState,
    sessionActor,
    getUser,
    updateUser,
    addRole,
    sendPhoneOtp,
    confirmPhone,
    sendEmailOtp,
    confirmEmail,
    forgotPassword,
    resetPassword,
    changePassword,
    requestGuest,
    registerGuest,
    onAccountDeleted,
    onRegistered,
    onLoggedOut,
    settled,
    onGuestLogin,
    requestDeletion,
    cancelDeletion,
    deletionStatus,
    purgeDueDeletions,
    submitIdentityCard,
    identityCardImage,
    loginWithProvider,
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>
