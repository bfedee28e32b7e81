import { useCallback, useEffect, useRef, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'

type Meta = { page: number; limit: number; total: number }
export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'error'; code?: string; httpStatus?: number }
  | { status: 'ready'; data: T; meta?: Meta }

/**
 * One GET of the affiliate API, made in the browser (the affiliate screens are personal: never
 * cached, never rendered for anyone else): loading, error (with the API's code) or the data and
 * its paging meta; `reload` asks again. A newer path wins over an older answer still in flight.
 */
export function useApiData<T>(path: string | null) {
  const { api } = useApp()
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' })
  const latest = useRef(path)
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
  useEffect(load, [load])
  /** Replaces the data in place (after a write that answered with the new state). */
  const set = useCallback((data: T) => setState((s) => (s.status === 'ready' ? { ...s, data } : { status: 'ready', data })), [])
  return { state, reload: load, set }
}
