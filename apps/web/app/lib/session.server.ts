import { errorMessage, isErrorCode, isLang, type Lang, type MessageParams, type PageData, type TUserProfile } from '@xinh/contracts'
import { type AppLoadContext, redirect } from 'react-router'
import { ApiError } from './api.ts'
import { COUNTRY_COOKIE, LANG_COOKIE, parseCookies } from './cookies.ts'

export type WebContext = {
  nonce: string
  /** The module services, in-process (contracts `PageData`): what loaders read. */
  data: PageData
  /** This render is the shared, anonymous one (stored in the page cache): nothing personal in it. */
  shared: boolean
  /** A document's render (not a client navigation's data request): its catalogue goes in its head. */
  document?: boolean
  /** The server's logger for a loader's or the render's unexpected error (entry.server.tsx `handleError`). */
  reportError?: (error: unknown) => void
}

export type RequestInfo = {
  lang: Lang
  country: string
  storeRegion: 'VN' | 'SG'
  /** Reads for loaders; failures are `ApiError`s like the HTTP client's. */
  data: PageData
  hasSession: boolean
  shared: boolean
  /** A document's render, not a client navigation's data request (WebContext.document). */
  document: boolean
}

/** Turns a service error (AppError: status, code, params, fields) into the web's ApiError, with the message in the page's language. */
function toApiError(error: unknown, lang: Lang): unknown {
  if (error instanceof ApiError) return error
  const e = error as { status?: unknown; code?: unknown; params?: MessageParams; fields?: Record<string, string> } | null
  if (e && typeof e.status === 'number' && isErrorCode(e.code))
    return new ApiError(e.status, e.code, errorMessage(e.code, lang, e.params), e.fields)
  return error
}

/** The same reads with every rejection turned into an ApiError (loaders catch those by status and code). */
function withApiErrors<T extends object>(target: T, lang: Lang): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      const value = Reflect.get(obj, key, receiver)
      if (typeof value === 'function')
        return (...args: unknown[]) =>
          (value as (...a: unknown[]) => Promise<unknown>).apply(obj, args).catch((error: unknown) => {
            throw toApiError(error, lang)
          })
      if (value && typeof value === 'object') return withApiErrors(value as object, lang)
      return value
    },
  })
}

/**
 * Per-request facts for loaders: language (cookie, default Vietnamese), country and store
 * region (cookie; SG selects Singapore), and the in-process reads of the module services for
 * this request's visitor (decision 007) — no HTTP round trip.
 */
export function requestInfo(request: Request, context: AppLoadContext): RequestInfo {
  const ctx = context as unknown as WebContext
  const cookies = parseCookies(request.headers.get('cookie'))
  // pages (issue 18): `?hl=ko` (or vi, en) is a page's language variant for shared links and
  // link previews, whose readers and crawlers carry no language cookie (spec §1 Korean variant)
  const hl = new URL(request.url).searchParams.get('hl')
  const lang: Lang = isLang(hl) ? hl : isLang(cookies[LANG_COOKIE]) ? (cookies[LANG_COOKIE] as Lang) : 'vi'
  const country = /^[A-Z]{2}$/.test(cookies[COUNTRY_COOKIE] ?? '') ? (cookies[COUNTRY_COOKIE] as string) : 'VN'
  return {
    lang,
    country,
    storeRegion: country === 'SG' ? 'SG' : 'VN',
    data: withApiErrors(ctx.data, lang),
    hasSession: !ctx.shared && Boolean(cookies.xinh_session),
    shared: ctx.shared,
    document: ctx.document === true,
  }
}

/** The signed-in user, or null (anonymous, or a cookie that no longer works). */
export async function currentUser(info: RequestInfo): Promise<TUserProfile | null> {
  if (!info.hasSession) return null
  try {
    return await info.data.profile.me()
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** Protected pages send anonymous visitors (and guests) to the home page (spec §2). */
export async function requireUser(request: Request, context: AppLoadContext) {
  const info = requestInfo(request, context)
  const user = await currentUser(info)
  if (!user || user.is_guest) throw redirect('/')
  return { info, user }
}
