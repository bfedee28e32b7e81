import { isLang, type Lang, type TUserProfile } from '@xinh/contracts'
import { type AppLoadContext, redirect } from 'react-router'
import { type ApiClient, ApiError, createApiClient } from './api.ts'
import { DEVICE_COOKIE, SESSION_ID_COOKIE } from './client-identity.ts'
import { COUNTRY_COOKIE, LANG_COOKIE, parseCookies } from './cookies.ts'

export type WebContext = {
  nonce: string
  apiFetch: (url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>
}

export type RequestInfo = { lang: Lang; country: string; storeRegion: 'VN' | 'SG'; api: ApiClient; hasSession: boolean }

/**
 * Per-request facts for loaders: language (cookie, default Vietnamese), country and store
 * region (cookie; SG selects Singapore), and an API client that calls the API in-process
 * with this browser's cookie and the spec §7 headers.
 */
export function requestInfo(request: Request, context: AppLoadContext): RequestInfo {
  const ctx = context as unknown as WebContext
  const cookieHeader = request.headers.get('cookie') ?? ''
  const cookies = parseCookies(cookieHeader)
  const lang: Lang = isLang(cookies[LANG_COOKIE]) ? (cookies[LANG_COOKIE] as Lang) : 'vi'
  const country = /^[A-Z]{2}$/.test(cookies[COUNTRY_COOKIE] ?? '') ? (cookies[COUNTRY_COOKIE] as string) : 'VN'
  const api = createApiClient({
    bases: { community: '', commerce: '', affiliate: '', assistant: '', socket: '' },
    headers: () => ({ lang, country, sessionId: cookies[SESSION_ID_COOKIE], deviceId: cookies[DEVICE_COOKIE] }),
    fetch: (url, init) =>
      ctx.apiFetch(url, {
        method: init.method,
        headers: { ...init.headers, cookie: cookieHeader, 'user-agent': request.headers.get('user-agent') ?? '' },
        body: typeof init.body === 'string' ? init.body : undefined,
      }),
  })
  return { lang, country, storeRegion: country === 'SG' ? 'SG' : 'VN', api, hasSession: Boolean(cookies.xinh_session) }
}

/** The signed-in user, or null (anonymous, or a cookie that no longer works). */
export async function currentUser(info: RequestInfo): Promise<TUserProfile | null> {
  if (!info.hasSession) return null
  try {
    return await info.api.get<TUserProfile>('/community/v1/profile/me')
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
