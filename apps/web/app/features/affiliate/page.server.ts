import type { Seed } from './use-api-data.ts'

type Paged<T> = { items: T[]; meta: { page: number; limit: number; total: number } }

/** A refusal or a missing record (the API's 4xx: an ApiError, or the service's error thrown before its promise). */
function refusal(error: unknown) {
  const e = error as { status?: unknown; code?: unknown } | null
  return e && typeof e.status === 'number' && e.status < 500 && typeof e.code === 'string'
    ? { status: 'error' as const, code: e.code, httpStatus: e.status }
    : null
}

/**
 * affssr: a screen's first paint read on the server (`context.pageData.affiliate`), keyed by the
 * API path the screen would GET, so the browser starts from it. A refusal or a missing record is
 * the screen's own error state (as if the browser had asked); anything else is the route's error.
 */
export async function seedOf<T>(path: string, read: () => Promise<T>): Promise<Seed<T>> {
  try {
    return { path, state: { status: 'ready', data: await read() } }
  } catch (error) {
    const state = refusal(error)
    if (state) return { path, state }
    throw error
  }
}

/** The same for a list read: its items and paging meta, as the API's `data` and `meta`. */
export async function seedOfPage<T>(path: string, read: () => Promise<Paged<T>>): Promise<Seed<T[]>> {
  try {
    const { items, meta } = await read()
    return { path, state: { status: 'ready', data: items, meta } }
  } catch (error) {
    const state = refusal(error)
    if (state) return { path, state }
    throw error
  }
}
