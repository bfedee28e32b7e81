import { useCallback, useEffect, useRef, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'

type Meta = { page: number; limit: number; total: number }
export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'error'; code?: string; httpStatus?: number }
  | { status: 'ready'; data: T; meta?: Meta }

/** affssr: what the route's loader read on the server for `path` (the first paint), ready or failed. */
export type Seed<T> = { path: string; state: Exclude<ApiData<T>, { status: 'loading' }> }

/**
 * One GET of the affiliate API (the affiliate screens are personal: never cached, never rendered
 * for anyone else): loading, error (with the API's code) or the data and its paging meta; `reload`
 * asks again. A newer path wins over an older answer still in flight. With a `seed` for the same
 * path (the route loader's server read) the screen starts with it and asks nothing; a later path
 * (filters, paging: the routes keep their loaders for those) is fetched in the browser.
 */
export function useApiData<T>(path: string | null, seed?: Seed<T> | null) {
  const { api } = useApp()
  const seeded = seed && seed.path === path ? seed : null
  const [state, setState] = useState<ApiData<T>>(seeded ? seeded.state : { status: 'loading' })
  const latest = useRef(path)
  // the seeded path needs no first fetch
  const skip = useRef<string | null>(seeded ? path : null)
  const load = useCallback(() => {
    latest.current = path
    if (!path) return
    setState({ status: 'loading' })
    api.request<T>('GET', path).then(
      (res) => latest.current === path && setState({ status: 'ready', data: res.data, meta: res.meta }),
      (error: { code?: string; status?: number }) =>
        latest.current === path && setState({ status: 'error', code: error?.code, httpStatus: error?.status }),
    )
  }, [api, path])
  useEffect(() => {
    if (skip.current !== null && skip.current === path) {
      skip.current = null
      return
    }
    skip.current = null
    load()
  }, [load, path])
  /** Replaces the data in place (after a write that answered with the new state). */
  const set = useCallback((data: T) => setState((s) => (s.status === 'ready' ? { ...s, data } : { status: 'ready', data })), [])
  return { state, reload: load, set }
}
