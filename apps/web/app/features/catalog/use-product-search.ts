import type { TProductCard } from '@xinh/contracts'
import { useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'

/**
 * Products on sale matching what someone types (the public product search, 8 at most), for the
 * pickers that tag or choose products (community posts, platform campaigns). Asks once typing
 * settles and the words have 2 characters; `results` is null while there is nothing to show,
 * `failed` holds the last failure until a search answers.
 */
export function useProductSearch(keyword: string, enabled = true) {
  const { api } = useApp()
  const [results, setResults] = useState<TProductCard[] | null>(null)
  const [searching, setSearching] = useState(false)
  const [failed, setFailed] = useState<unknown>(null)

  useEffect(() => {
    const q = keyword.trim()
    if (!enabled || q.length < 2) {
      setResults(null)
      setSearching(false)
      return
    }
    let live = true
    setSearching(true)
    // typing settles before asking
    const timer = setTimeout(() => {
      api
        .request<TProductCard[]>('GET', `/api/v1/web/products?keyword=${encodeURIComponent(q)}&limit=8`)
        .then(
          (r) => {
            if (!live) return
            setResults(r.data)
            setFailed(null)
          },
          (e: unknown) => live && setFailed(e ?? new Error('search failed')),
        )
        .finally(() => live && setSearching(false))
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, keyword, enabled])

  return { results, searching, failed }
}
