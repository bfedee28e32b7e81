import { type AppLoadContext, data } from 'react-router'
import { ApiError, buildHeaders } from '#web/lib/api.ts'
import { DEVICE_COOKIE, SESSION_ID_COOKIE } from '#web/lib/client-identity.ts'
import { parseCookies } from '#web/lib/cookies.ts'
import { type RequestInfo, type WebContext, requestInfo } from '#web/lib/session.server.ts'
import type { Paged, Provinces } from './types.ts'

/** A list endpoint's items and paging meta. */
export async function getPaged<T>(info: RequestInfo, path: string): Promise<Paged<T>> {
  const res = await info.api.request<T[]>('GET', path)
  return { items: res.data, meta: res.meta ?? { page: 1, limit: res.data.length, total: res.data.length } }
}

/**
 * The whole envelope of a GET (for endpoints that return more than `data` and `meta`, such as
 * the reviews list with its `summary`), called in-process like the API client does.
 */
export async function getEnvelope<T>(request: Request, context: AppLoadContext, info: RequestInfo, path: string): Promise<T> {
  const ctx = context as unknown as WebContext
  const cookieHeader = request.headers.get('cookie') ?? ''
  const cookies = parseCookies(cookieHeader)
  const headers = {
    ...buildHeaders({ lang: info.lang, country: info.country, sessionId: cookies[SESSION_ID_COOKIE], deviceId: cookies[DEVICE_COOKIE] }),
    cookie: cookieHeader,
    'user-agent': request.headers.get('user-agent') ?? '',
  }
  const res = await ctx.apiFetch(path, { method: 'GET', headers })
  const json = (await res.json().catch(() => null)) as ({ success: boolean; error?: { code: string; message: string } } & T) | null
  if (!json?.success)
    throw new ApiError(res.status, (json?.error?.code ?? 'UNKNOWN_ERROR') as never, json?.error?.message ?? res.statusText)
  return json
}

/** Turns the API's "not found" (or an id that is not even valid) into this page's 404 view. */
export function notFoundOnMissing(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 })
  throw error
}

/** A UUID-looking id; anything else is a 404 without asking the API. */
export const isId = (id: string | undefined): id is string =>
  Boolean(id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))

export function requireId(id: string | undefined) {
  if (!isId(id)) throw data(null, { status: 404 })
  return id
}

let provinces: Provinces | undefined
/** Province names for "ships from" (the official list changes by law, not by request: cached). */
export async function provinceNames(info: RequestInfo): Promise<Provinces> {
  if (provinces) return provinces
  try {
    const list = await info.api.get<Array<{ code: string; name: string }>>('/api/v1/public/provinces')
    provinces = Object.fromEntries(
      list.map((p) => [p.code, p.name.replace(/^Thành phố Hồ Chí Minh$/, 'TP. Hồ Chí Minh').replace(/^(Thành phố|Tỉnh) /, '')]),
    )
    return provinces
  } catch {
    return {}
  }
}

/** The public origin for canonical URLs and sitemaps (PUBLIC_URL when set, else this request's). */
export function siteOrigin(request: Request) {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '')
  return configured || new URL(request.url).origin
}

/** Builds a query string from the defined values only. */
export function qs(params: Record<string, string | number | boolean | undefined | null>) {
  const sp = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v))
  const s = sp.toString()
  return s ? `?${s}` : ''
}

export { requestInfo }
