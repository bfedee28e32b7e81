import type { ErrorCode, Lang } from '@xinh/contracts'

/** Base URLs of the services (spec §7); every one is a path on this origin unless configured. */
export type ApiBases = { community: string; commerce: string; affiliate: string; assistant: string; socket: string }
export const DEFAULT_BASES: ApiBases = { community: '', commerce: '', affiliate: '', assistant: '', socket: '' }

/** The headers spec §7 asks every call to carry. */
export type ClientHeaders = {
  lang: Lang
  country: string
  sessionId?: string
  deviceId?: string
  /** Explicit bearer token (mobile-style callers); the web relies on its httpOnly cookie instead. */
  token?: string
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

type Envelope<T> =
  | { success: true; data: T; meta?: { page: number; limit: number; total: number } }
  | { success: false; error: { code: ErrorCode; message: string; fields?: Record<string, string> } }

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | FormData; credentials?: RequestCredentials },
) => Promise<Response>

function resolveUrl(bases: ApiBases, path: string) {
  if (path.startsWith('/community/')) return bases.community + path
  if (path.startsWith('/affiliate/')) return bases.affiliate + path
  if (path.startsWith('/assistant/')) return bases.assistant + path
  return bases.commerce + path
}

export function buildHeaders(h: ClientHeaders): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': h.lang, 'X-Country': h.country, Accept: 'application/json' }
  if (h.sessionId) headers['X-Session-Id'] = h.sessionId
  if (h.deviceId) headers.From = h.deviceId
  if (h.token) headers.Authorization = `Bearer ${h.token}`
  return headers
}

/**
 * The one API client of the web app, used by loaders on the server and by components in the
 * browser. It unwraps the envelope: `data` on success, an ApiError with the localised message
 * (and field messages) otherwise.
 */
export function createApiClient(opts: {
  bases: ApiBases
  headers: () => ClientHeaders
  fetch: FetchLike
  extraHeaders?: Record<string, string>
}) {
  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    /** Per-call headers (e.g. the order's `Idempotency-Key`). */
    callHeaders?: Record<string, string>,
  ): Promise<{ data: T; meta?: { page: number; limit: number; total: number } }> {
    const headers = { ...buildHeaders(opts.headers()), ...opts.extraHeaders, ...callHeaders }
    let payload: string | FormData | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      payload = JSON.stringify(body)
      headers['Content-Type'] = 'application/json'
    }
    let res: Response
    try {
      res = await opts.fetch(resolveUrl(opts.bases, path), { method, headers, body: payload, credentials: 'same-origin' })
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', '')
    }
    const json = (await res.json().catch(() => null)) as Envelope<T> | null
    if (!json) throw new ApiError(res.status, 'UNKNOWN_ERROR', res.statusText)
    if (!json.success) throw new ApiError(res.status, json.error.code, json.error.message, json.error.fields)
    return { data: json.data, meta: json.meta }
  }
  return {
    request,
    get: async <T>(path: string) => (await request<T>('GET', path)).data,
    post: async <T>(path: string, body?: unknown) => (await request<T>('POST', path, body)).data,
    put: async <T>(path: string, body?: unknown) => (await request<T>('PUT', path, body)).data,
    patch: async <T>(path: string, body?: unknown) => (await request<T>('PATCH', path, body)).data,
    delete: async <T>(path: string) => (await request<T>('DELETE', path)).data,
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
