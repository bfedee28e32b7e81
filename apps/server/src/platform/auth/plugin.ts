import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { validationMessage } from '@xinh/contracts'
import { AppError } from '../errors.ts'
import { requestLang } from '../i18n.ts'
import { isApiPath } from '../server.ts'
import type { Actor } from './actor.ts'
import { type Keys, type SessionCookie, sealCookie, unsealCookie } from './crypto.ts'

export const SESSION_COOKIE = 'xinh_session'
/**
 * Readable by the page (not a secret): "this browser's session is a guest's". Public pages are
 * then served from the shared cache as to anyone anonymous, and the browser asks for the guest's
 * cart count itself (decision 007). Forging it only shows its forger a signed-out header.
 */
export const GUEST_HINT_COOKIE = 'xinh_guest'

export type Authenticator = {
  authenticateBearer(token: string): Promise<Actor | null>
  authenticateCookie(cookie: SessionCookie): Promise<{ actor: Actor; renewed?: SessionCookie; clear?: boolean }>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a bearer token was presented but is no longer valid: the client should refresh. */
    authFailed?: boolean
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// Hashed build assets and uploads are public and never need to know who asks: no cookie
// decryption, token check or session lookup for them.
const PUBLIC_FILES = ['/assets/', '/uploads/']
/** Set when an API call found the account locked (and ended the session): the next page explains. */
const LOCKED_FLAG_COOKIE = 'xinh_locked'

/**
 * Resolves `request.actor` from `Authorization: Bearer` or, for the web, the encrypted
 * session cookie. Cookie-authenticated writes must come from an allowed origin (CSRF).
 */
export const authPlugin = fp<{ keys: Keys; config: Config; authenticator: Authenticator }>(
  async (app, { keys, config, authenticator }) => {
    app.addHook('onRequest', async (req, reply) => {
      if (PUBLIC_FILES.some((p) => req.url.startsWith(p))) return
      const header = req.headers.authorization
      if (header?.startsWith('Bearer ')) {
        const actor = await authenticator.authenticateBearer(header.slice(7).trim())
        if (actor) req.actor = actor
        else req.authFailed = true
        return
      }
      const sealed = req.cookies[SESSION_COOKIE]
      if (!sealed) {
        // the session ended because the account was locked while an API call (the bell, the chat)
        // was the first to find out: the next page still says why
        if (req.cookies[LOCKED_FLAG_COOKIE] && req.method === 'GET' && !isApiPath(req.url) && req.headers.accept?.includes('text/html')) {
          reply.clearCookie(LOCKED_FLAG_COOKIE, cookieOptions(config))
          if (!req.url.startsWith('/dang-nhap')) return reply.redirect('/dang-nhap?locked=1', 303)
        }
        return
      }
      const cookie = await unsealCookie(keys, sealed)
      if (!cookie) {
        clearSessionCookie(reply, config)
        return
      }
      let result: Awaited<ReturnType<Authenticator['authenticateCookie']>>
      try {
        result = await authenticator.authenticateCookie(cookie)
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'ACCOUNT_LOCKED')) throw error
        // a locked account (issue 14) is signed out at once; the API says why, a page goes to the
        // login form, where signing in again answers with the same reason
        clearSessionCookie(reply, config)
        if (isApiPath(req.url)) {
          reply.setCookie(LOCKED_FLAG_COOKIE, '1', { ...cookieOptions(config), maxAge: 600 })
          throw error
        }
        return reply.redirect(`/dang-nhap?locked=1`, 303)
      }
      if (result.renewed) await setSessionCookie(reply, keys, config, result.renewed)
      else if (result.clear) clearSessionCookie(reply, config)
      if (result.actor.kind === 'user' && UNSAFE.has(req.method)) {
        const origin = originCheck(req, config)
        // say which header was wrong: a script that sends the cookie without Origin otherwise has no clue
        if (origin !== 'allowed')
          throw new AppError('CSRF_REJECTED', {
            fields: { origin: validationMessage(origin === 'missing' ? 'v.origin_missing' : 'v.origin_not_allowed', requestLang(req)) },
          })
      }
      req.actor = result.actor
    })
  },
  { name: 'xinh-auth', dependencies: ['@fastify/cookie'] },
)

/** Whether a cookie-authenticated write comes from one of our origins (CSRF), and if not, why not. */
function originCheck(req: FastifyRequest, config: Config): 'allowed' | 'missing' | 'not_allowed' {
  const origin = req.headers.origin ?? refererOrigin(req.headers.referer)
  // Under `Referrer-Policy: no-referrer` a browser's own form post says `Origin: null`; the
  // browser-set Sec-Fetch-Site still tells a same-origin form (the gateway simulators' pages) apart
  if (!origin || origin === 'null') return req.headers['sec-fetch-site'] === 'same-origin' ? 'allowed' : 'missing'
  if (config.allowedOrigins.includes(origin) || origin === config.publicUrl) return 'allowed'
  try {
    return new URL(origin).host === req.headers.host ? 'allowed' : 'not_allowed'
  } catch {
    return 'not_allowed'
  }
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return undefined
  }
}

const cookieOptions = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.publicUrl.startsWith('https://'),
  path: '/',
})

/** Sets the session cookie; `guest` (when known: sign-in, sign-up, guest session) keeps the guest hint in step. */
export async function setSessionCookie(reply: FastifyReply, keys: Keys, config: Config, value: SessionCookie, who?: { guest: boolean }) {
  const maxAge = config.REFRESH_TOKEN_TTL_DAYS * 86_400
  reply.setCookie(SESSION_COOKIE, await sealCookie(keys, value), { ...cookieOptions(config), maxAge })
  if (who?.guest) reply.setCookie(GUEST_HINT_COOKIE, '1', { ...cookieOptions(config), httpOnly: false, maxAge })
  else if (who) reply.clearCookie(GUEST_HINT_COOKIE, { ...cookieOptions(config), httpOnly: false })
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config))
  reply.clearCookie(GUEST_HINT_COOKIE, { ...cookieOptions(config), httpOnly: false })
}
