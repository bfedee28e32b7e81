import { useEffect, useRef, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'

export type Ward = { code: string; name: string }

/**
 * The wards of a province for the two-tier address picker (GET /api/v1/public/provinces/{code}/wards),
 * loaded whenever the province changes. `onLoaded` lets a form clear a ward of another province.
 */
export function useWards(provinceCode: string | undefined, onLoaded?: (wards: Ward[]) => void) {
  const { api } = useApp()
  const [wards, setWards] = useState<Ward[]>([])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  // an event handler: a new function each render must not reload the list
  const loaded = useRef(onLoaded)
  loaded.current = onLoaded
  useEffect(() => {
    if (!provinceCode) {
      setWards([])
      return
    }
    let cancelled = false
    setLoading(true)
    setFailed(false)
    api
      .get<Ward[]>(`/api/v1/public/provinces/${provinceCode}/wards`)
      .then((list) => {
        if (cancelled) return
        setWards(list)
        loaded.current?.(list)
      })
      .catch(() => !cancelled && setFailed(true))
      .finally(() => !cancelled && setLoading(false))
    return () => {
      cancelled = true
    }
  }, [provinceCode, api])
  return { wards, loading, failed }
}
