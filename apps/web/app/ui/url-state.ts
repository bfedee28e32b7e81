import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * Filters kept in the URL (reload, back and shared links keep them). `set` merges a patch:
 * empty values are removed, and changing anything but the page goes back to page 1.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams()
  const set = useCallback(
    (patch: Record<string, string | number | null | undefined>, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key)
            else next.set(key, String(value))
          }
          if (!('page' in patch)) next.delete('page')
          return next
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      )
    },
    [setParams],
  )
  return [params, set] as const
}
