import { data } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { type RequestInfo, requestInfo } from '#web/lib/session.server.ts'
import type { Provinces } from './types.ts'

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
    const list = await info.data.profile.provinces()
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
