import {
  ZAuthResult,
  ZChangePassword,
  ZDeleteAccount,
  ZEnvelope,
  ZForgotPassword,
  ZLogin,
  ZOk,
  ZOtpSent,
  ZRefresh,
  ZRegister,
  ZRegisterGuest,
  ZResetPassword,
  ZUserProfile,
  ZVerifyConfirm,
  ZVerifyEmailQuery,
  ZVerifyPhoneQuery,
  zCitizenId,
  zId,
  type TUserProfile,
} from '@xinh/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole, requireUser } from '#server/platform/auth/actor.ts'
import type { Keys } from '#server/platform/auth/crypto.ts'
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '#server/platform/auth/plugin.ts'
import { unsealCookie } from '#server/platform/auth/crypto.ts'
import type { Config } from '#server/platform/config.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import type { IdentityService, RequestMeta, Tokens } from './identity.service.ts'

export type IdentityRoutesOptions = {
  service: IdentityService
  keys: Keys
  config: Config
  /** Builds the spec §3 profile (composed from other modules by the app). */
  presentProfile: (userId: string) => Promise<TUserProfile>
}

const ZDeletionStatus = z.object({
  status: z.enum(['active', 'pending_deletion', 'deleted']),
  requested_at: z.string().nullable(),
  scheduled_at: z.string().nullable(),
})

/** Answers with the auth contract and keeps the web's encrypted cookie in step (also used by social login). */
export function signedInResponder({ keys, config, presentProfile }: Pick<IdentityRoutesOptions, 'keys' | 'config' | 'presentProfile'>) {
  return async function signedIn(reply: FastifyReply, tokens: Tokens) {
    const user = await presentProfile(tokens.userId)
    await setSessionCookie(reply, keys, config, { at: tokens.accessToken, rt: tokens.refreshToken }, { guest: user.is_guest })
    return ok({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user })
  }
}

export async function identityRoutes(app: App, opts: IdentityRoutesOptions) {
  const { service, keys, config, presentProfile } = opts
  const authLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: 60_000 } }
  const otpLimit = { rateLimit: { max: Math.max(3, Math.ceil(config.AUTH_RATE_LIMIT / 2)), timeWindow: 60_000 } }

  const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'], lang: req.lang })
  /** The guest session a sign-in or sign-up request still carries, if any. */
  const guestOf = (req: FastifyRequest) => (req.actor.kind === 'user' && req.actor.isGuest ? req.actor.userId : undefined)

  const signedIn = signedInResponder({ keys, config, presentProfile })

  const authResult = { response: { 200: ZEnvelope(ZAuthResult) } }
  // Optional bodies are `nullish`: Fastify validates a request without a body as `null`.

  app.post(
    '/community/v2/auth/register',
    { schema: { tags: ['auth'], body: ZRegister, ...authResult }, config: authLimit },
    async (req, reply) => signedIn(reply, await service.register(req.body, meta(req), { guestId: guestOf(req) })),
  )

  app.post(
    '/community/v1/auth/login',
    { schema: { tags: ['auth'], body: ZLogin, ...authResult }, config: authLimit },
    async (req, reply) => {
      // a guest session logging in hands its cart over to the account (identity.onGuestLogin)
      return signedIn(reply, await service.login(req.body, meta(req), { guestId: guestOf(req) }))
    },
  )

  app.post(
    '/community/v1/auth/refresh',
    { schema: { tags: ['auth'], body: ZRefresh.nullish(), ...authResult }, config: authLimit },
    async (req, reply) => {
      const fromCookie = req.cookies[SESSION_COOKIE] ? await unsealCookie(keys, req.cookies[SESSION_COOKIE]) : null
      const token = req.body?.refreshToken ?? fromCookie?.rt
      if (!token) throw new AppError('AUTH_TOKEN_INVALID')
      return signedIn(reply, await service.refresh(token))
    },
  )

  app.post(
    '/community/v1/auth/logout',
    { schema: { tags: ['auth'], body: ZRefresh.nullish(), response: { 200: ZOk } } },
    async (req, reply) => {
      if (req.actor.kind === 'user') await service.logout(req.actor.sessionId)
      clearSessionCookie(reply, config)
      return ok({ ok: true as const })
    },
  )

  app.post(
    '/community/v1/auth/forgot-password-web',
    { schema: { tags: ['auth'], body: ZForgotPassword, response: { 200: ZOk } }, config: otpLimit },
    async (req) => {
      await service.forgotPassword({ email: req.body.email, lang: req.lang })
      return ok({ ok: true as const })
    },
  )

  app.post(
    '/community/v1/auth/reset-password',
    { schema: { tags: ['auth'], body: ZResetPassword, response: { 200: ZOk } }, config: authLimit },
    async (req) => {
      await service.resetPassword(req.body)
      return ok({ ok: true as const })
    },
  )

  app.post(
    '/community/v1/profile/change-password',
    { schema: { tags: ['profile'], body: ZChangePassword, response: { 200: ZOk } }, config: { ...authLimit, access: 'user' } },
    async (req) => {
      await service.changePassword({ actor: requireUser(req.actor), oldPassword: req.body.oldPassword, password: req.body.password })
      return ok({ ok: true as const })
    },
  )

  app.post('/community/v1/user/request-guest-user', { schema: { tags: ['auth'], ...authResult }, config: authLimit }, async (req, reply) =>
    signedIn(reply, await service.requestGuest(meta(req))),
  )

  app.post(
    '/community/v1/user/register-guest-user',
    { schema: { tags: ['auth'], body: ZRegisterGuest, ...authResult }, config: { ...authLimit, access: 'member' } },
    async (req, reply) => signedIn(reply, await service.registerGuest(requireUser(req.actor, { allowGuest: true }), req.body, meta(req))),
  )

  // spec §6 account deletion: sellers within 15–20 working days, everyone else at once.
  app.post(
    '/community/v1/auth/request-delete-account',
    {
      schema: { tags: ['auth'], body: ZDeleteAccount.nullish(), response: { 200: ZEnvelope(ZDeletionStatus) } },
      config: { ...authLimit, access: 'user' },
    },
    async (req, reply) => {
      const result = await service.requestDeletion({ actor: requireUser(req.actor), password: req.body?.password })
      if (result.status === 'deleted') clearSessionCookie(reply, config)
      return ok(result)
    },
  )
  app.get(
    '/community/v1/auth/request-delete-account',
    { schema: { tags: ['auth'], response: { 200: ZEnvelope(ZDeletionStatus) } }, config: { access: 'user' } },
    async (req) => ok(await service.deletionStatus(requireUser(req.actor).userId)),
  )
  app.delete(
    '/community/v1/auth/request-delete-account',
    { schema: { tags: ['auth'], response: { 200: ZEnvelope(ZDeletionStatus) } }, config: { access: 'user' } },
    async (req) => ok(await service.cancelDeletion(requireUser(req.actor))),
  )

  // ----- verification (spec §7) -----
  app.get(
    '/community/v1/verify/phone',
    {
      schema: { tags: ['verify'], querystring: ZVerifyPhoneQuery, response: { 200: ZEnvelope(ZOtpSent) } },
      config: { ...otpLimit, access: 'user' },
    },
    async (req) => ok(await service.sendPhoneOtp({ userId: requireUser(req.actor).userId, phone: req.query.phone, lang: req.lang })),
  )
  app.post(
    '/community/v1/verify/confirm',
    {
      schema: { tags: ['verify'], body: ZVerifyConfirm, response: { 200: ZEnvelope(ZUserProfile) } },
      config: { ...authLimit, access: 'user' },
    },
    async (req) => {
      const user = await service.confirmPhone({ userId: requireUser(req.actor).userId, code: req.body.code })
      return ok(await presentProfile(user.id))
    },
  )
  app.get(
    '/community/v1/verify/email',
    {
      schema: { tags: ['verify'], querystring: ZVerifyEmailQuery, response: { 200: ZEnvelope(ZOtpSent) } },
      config: { ...otpLimit, access: 'user' },
    },
    async (req) => ok(await service.sendEmailOtp({ userId: requireUser(req.actor).userId, email: req.query.email, lang: req.lang })),
  )
  app.post(
    '/community/v1/verify/email/confirm',
    {
      schema: { tags: ['verify'], body: ZVerifyConfirm, response: { 200: ZEnvelope(ZUserProfile) } },
      config: { ...authLimit, access: 'user' },
    },
    async (req) => {
      const user = await service.confirmEmail({ userId: requireUser(req.actor).userId, code: req.body.code })
      return ok(await presentProfile(user.id))
    },
  )
  app.post(
    '/community/v1/verify/identity-card',
    {
      schema: {
        tags: ['verify'],
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(z.object({ _id: z.string(), status: z.string(), created_at: z.string() })) },
      },
      config: { ...authLimit, access: 'user' },
    },
    async (req) => {
      const actor = requireUser(req.actor)
      const { fields, files } = await readMultipart(req, { maxFiles: 2, maxBytes: 8 * 1024 * 1024 })
      const idNumber = zCitizenId.safeParse(fields.id_number ?? '')
      const front = files.find((f) => f.field === 'front')
      const back = files.find((f) => f.field === 'back')
      const fieldErrors: Record<string, string> = {}
      if (!idNumber.success) fieldErrors.id_number = 'v.id_number'
      if (!front) fieldErrors.front = 'v.required'
      if (!back) fieldErrors.back = 'v.required'
      if (Object.keys(fieldErrors).length || !idNumber.success || !front || !back) throw AppError.fields(fieldErrors, req.lang)
      return ok(await service.submitIdentityCard({ userId: actor.userId, idNumber: idNumber.data, front: front.data, back: back.data }))
    },
  )
  // an admin reviewing a card sees its photos through the server: private storage gives them no URL
  app.get(
    '/api/v1/admin/identity-cards/:id/:side',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ id: zId, side: z.enum(['front', 'back']) }),
        produces: ['image/jpeg'],
        response: { 200: z.any().describe('The JPEG photo') },
      },
      // who is asking is checked before the parameters are
      preValidation: async (req) => void requireRole(req.actor, 'admin'),
    },
    async (req, reply) => {
      const { data, contentType } = await service.identityCardImage({ actor: req.actor, ...req.params })
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'")
        .send(data)
    },
  )
}
