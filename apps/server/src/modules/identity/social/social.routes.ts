import { timingSafeEqual } from 'node:crypto'
import {
  type Lang,
  SOCIAL_PROVIDERS,
  type TSocialLogin,
  type TUserProfile,
  ZAuthResult,
  ZEnvelope,
  ZProviders,
  ZSocialLogin,
} from '@xinh/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client'
import { z } from 'zod'
import { type Keys, sealValue, unsealValue } from '#server/platform/auth/crypto.ts'
import { setSessionCookie } from '#server/platform/auth/plugin.ts'
import type { Config } from '#server/platform/config.ts'
import { AppError, isAppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import { signedInResponder } from '../identity.routes.ts'
import type { IdentityService, RequestMeta } from '../identity.service.ts'
import { PROVIDER_LABEL, PROVIDER_SLUG, type ProviderName, type SocialLoginProvider, type SocialProfile } from './provider.ts'
import { createSocialProviders, enabledProviders, type SocialProviders } from './providers.ts'
import { safeRedirectPath } from './redirect.ts'

export type SocialRoutesOptions = {
  identity: Pick<IdentityService, 'loginWithProvider'>
  keys: Keys
  config: Config
  presentProfile: (userId: string) => Promise<TUserProfile>
  /** Built from the configuration unless given. */
  providers?: SocialProviders
}

/** The web flow's state, PKCE verifier, nonce and return path live in this short-lived sealed cookie. */
export const FLOW_COOKIE = 'xinh_oauth'
const FLOW_PURPOSE = 'oauth-flow'
const FLOW_TTL_SECONDS = 10 * 60
const FLOW_COOKIE_PATH = '/community/v1/auth/'

const ZFlow = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string().min(1),
  verifier: z.string().min(43),
  nonce: z.string().min(1),
  redirectUri: z.url(),
  returnTo: z.string(),
})
type TFlow = z.infer<typeof ZFlow>

const ZStartQuery = z.object({ redirect: z.string().max(2048).optional() })
/**
 * What providers send back to the callback. Not strict: providers add parameters of their own
 * (Google's `scope`, `authuser`, `hd`), which are dropped.
 */
const ZCallback = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  /** Apple's first sign-in: `{"name":{"firstName","lastName"}}`. */
  user: z.string().max(4096).optional(),
})
type TCallback = z.infer<typeof ZCallback>

/**
 * Social login (spec §7: `/auth/google`, `/auth/facebook`, `/auth/apple`, `/auth/zalo-v2`).
 * Mobile clients POST what their SDK obtained; the web uses the redirect flow
 * (`…/start` → provider → `…/callback`). A provider without credentials answers 404 AUTH_PROVIDER_NOT_CONFIGURED.
 */
export async function socialRoutes(app: App, opts: SocialRoutesOptions) {
  const { identity, keys, config } = opts
  const providers = opts.providers ?? createSocialProviders(config)
  const signedIn = signedInResponder(opts)
  const authLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: 60_000 } }
  const authResult = { response: { 200: ZEnvelope(ZAuthResult) } }
  const secure = config.publicUrl.startsWith('https://')

  // Apple's form_post callback; scoped to this plugin.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
  }

  const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'], lang: req.lang })

  function providerOf(name: ProviderName): SocialLoginProvider {
    const provider = providers[name]
    if (!provider) throw new AppError('AUTH_PROVIDER_NOT_CONFIGURED', { params: { provider: PROVIDER_LABEL[name] } })
    return provider
  }

  /** Anything the provider side throws becomes AUTH_PROVIDER_FAILED; our own errors pass through. */
  async function atProvider<T>(req: FastifyRequest, name: ProviderName, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (isAppError(error)) throw error
      req.log.warn({ err: error, provider: name }, 'social login rejected by the provider')
      throw new AppError('AUTH_PROVIDER_FAILED', { params: { provider: PROVIDER_LABEL[name] }, cause: error })
    }
  }

  // a guest session signing in hands its cart over to the account (identity.onGuestLogin)
  const login = (req: FastifyRequest, name: ProviderName, profile: SocialProfile, fallbackName?: string) =>
    identity.loginWithProvider({ provider: name, ...profile, name: profile.name ?? fallbackName }, meta(req), {
      guestId: req.actor.kind === 'user' && req.actor.isGuest ? req.actor.userId : undefined,
    })

  /** The callback runs on the origin the user started from when it is one of ours (providers list each). */
  function callbackUrl(req: FastifyRequest, name: ProviderName) {
    const origin = `${req.protocol}://${req.host}`
    const base = config.allowedOrigins.includes(origin) ? origin : config.publicUrl
    return `${base.replace(/\/+$/, '')}/community/v1/auth/${PROVIDER_SLUG[name]}/callback`
  }

  const flowCookie = (provider: SocialLoginProvider) => ({
    httpOnly: true,
    secure,
    // Apple's form_post is a cross-site POST, which only carries SameSite=None cookies.
    sameSite: provider.formPost && secure ? ('none' as const) : ('lax' as const),
    path: FLOW_COOKIE_PATH,
  })

  app.get('/community/v1/auth/providers', { schema: { tags: ['auth'], response: { 200: ZEnvelope(ZProviders) } } }, async () =>
    ok(enabledProviders(providers)),
  )

  for (const name of SOCIAL_PROVIDERS) {
    const base = `/community/v1/auth/${PROVIDER_SLUG[name]}`

    // ----- mobile: the SDK's token, or a PKCE code the app obtained -----
    app.post(base, { schema: { tags: ['auth'], body: ZSocialLogin, ...authResult }, config: authLimit }, async (req, reply) => {
      const provider = providerOf(name)
      const profile = await atProvider(req, name, () => mobileProfile(provider, req.body, req.lang))
      return signedIn(reply, await login(req, name, profile, req.body.userName))
    })

    // ----- web: redirect to the provider -----
    app.get(
      `${base}/start`,
      {
        schema: { tags: ['auth'], description: `302 to ${PROVIDER_LABEL[name]}'s login page`, querystring: ZStartQuery },
        config: authLimit,
      },
      async (req, reply) => {
        const provider = providerOf(name)
        const flow: TFlow = {
          provider: name,
          state: randomState(),
          verifier: randomPKCECodeVerifier(),
          nonce: randomNonce(),
          redirectUri: callbackUrl(req, name),
          returnTo: safeRedirectPath(req.query.redirect),
        }
        let url: URL
        try {
          url = await provider.authorizationUrl(flow.state, flow.verifier, flow.redirectUri, flow.nonce)
        } catch (error) {
          req.log.warn({ err: error, provider: name }, 'social login could not start')
          return reply.redirect(loginErrorPath(name), 302)
        }
        reply.setCookie(FLOW_COOKIE, await sealValue(keys, FLOW_PURPOSE, flow, FLOW_TTL_SECONDS), {
          ...flowCookie(provider),
          maxAge: FLOW_TTL_SECONDS,
        })
        return reply.redirect(url.href, 302)
      },
    )

    // ----- web: the provider sends the browser back -----
    const callbackSchema = {
      tags: ['auth'],
      description: `${PROVIDER_LABEL[name]} returns here; 302 to the saved path, or to /?login_error=${name}`,
    }
    app.get(`${base}/callback`, { schema: { ...callbackSchema, querystring: ZCallback }, config: authLimit }, async (req, reply) =>
      callback(req, reply, name, req.query),
    )
    if (name === 'apple')
      app.post(`${base}/callback`, { schema: { ...callbackSchema, body: ZCallback }, config: authLimit }, async (req, reply) =>
        callback(req, reply, name, req.body),
      )
  }

  async function callback(req: FastifyRequest, reply: FastifyReply, name: ProviderName, input: TCallback) {
    const provider = providerOf(name)
    const sealed = req.cookies[FLOW_COOKIE]
    // One use only, whatever the outcome.
    reply.clearCookie(FLOW_COOKIE, flowCookie(provider))
    const fail = (reason: string, err?: unknown) => {
      req.log.warn({ err, provider: name, reason }, 'social login callback failed')
      return reply.redirect(loginErrorPath(name), 302)
    }
    const flow = ZFlow.safeParse(sealed ? await unsealValue(keys, FLOW_PURPOSE, sealed) : null)
    if (!flow.success || flow.data.provider !== name) return fail('no valid flow cookie')
    if (input.error) return fail(`provider answered ${input.error}`)
    if (!input.code || !input.state || !sameString(input.state, flow.data.state)) return fail('state mismatch')
    try {
      const profile = await provider.exchangeCode(input.code, flow.data.verifier, flow.data.redirectUri, {
        nonce: flow.data.nonce,
        params: input,
      })
      const tokens = await login(req, name, profile)
      await setSessionCookie(reply, keys, config, { at: tokens.accessToken, rt: tokens.refreshToken }, { guest: false })
      return reply.redirect(safeRedirectPath(flow.data.returnTo), 302)
    } catch (error) {
      return fail('code exchange or sign-in failed', error)
    }
  }
}

/**
 * Mobile input: a code with its PKCE verifier and redirect URI, else the provider's token kind
 * (an id_token for Google and Apple; an access_token for Facebook and Zalo).
 */
function mobileProfile(provider: SocialLoginProvider, body: TSocialLogin, lang: Lang): Promise<SocialProfile> {
  if (body.code) {
    const missing = {
      ...(body.code_verifier ? {} : { code_verifier: 'v.required' }),
      ...(body.redirect_uri ? {} : { redirect_uri: 'v.required' }),
    }
    if (!body.code_verifier || !body.redirect_uri) throw AppError.fields(missing, lang)
    return provider.exchangeCode(body.code, body.code_verifier, body.redirect_uri)
  }
  const token = body[provider.mobileToken]
  if (!token) throw AppError.fields({ [provider.mobileToken]: 'v.required' }, lang)
  return provider.profileFromToken({ [provider.mobileToken]: token })
}

const loginErrorPath = (name: ProviderName) => `/?login_error=${name}`

function sameString(a: string, b: string) {
  const ba = Buffer.from(a)
  const bb = Buffer.from(b)
  return ba.length === bb.length && timingSafeEqual(ba, bb)
}
