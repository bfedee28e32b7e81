import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { ProductGrid } from './islands.tsx'
import type { PageMeta, ProductCard as Card, Provinces } from './types.ts'

const PER_PAGE = 8

/**
 * "Suggested for you" with infinite scroll: the server renders the first page(s); the next
 * pages load when the end of the list comes near (IntersectionObserver). The "show more" link
 * loads the next page by hand (keyboard) and, without JavaScript, is a plain link to the home
 * page with one more page rendered (`?goi_y=n`).
 */
export function SuggestedProducts({ initial, meta, provinces }: { initial: Card[]; meta: PageMeta; provinces: Provinces }) {
  const t = useT()
  const { api } = useApp()
  const [items, setItems] = useState(initial)
  const [page, setPage] = useState(Math.max(1, Math.ceil(initial.length / PER_PAGE)))
  const [total, setTotal] = useState(meta.total)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const sentinel = useRef<HTMLDivElement>(null)
  const done = items.length >= total || page >= 1000

  async function loadMore() {
    if (status === 'loading' || done) return
    setStatus('loading')
    try {
      const res = await api.request<Card[]>('GET', `/api/v1/web/suggest-products?page=${page + 1}&limit=${PER_PAGE}`)
      setItems((list) => {
        const seen = new Set(list.map((p) => p._id))
        return [...list, ...res.data.filter((p) => !seen.has(p._id))]
      })
      setPage(page + 1)
      if (res.meta) setTotal(res.data.length ? res.meta.total : 0)
      setStatus('idle')
    } catch {
      setStatus('error')
    }
  }

  const load = useRef(loadMore)
  load.current = loadMore
  useEffect(() => {
    const el = sentinel.current
    if (!el || done || status === 'error' || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), { rootMargin: '600px 0px' })
    io.observe(el)
    return () => io.disconnect()
  }, [done, status])

  return (
    <section aria-labelledby="home-suggested">
      <h2 id="home-suggested" className="mb-3 text-lg font-bold">
        {t('home.suggested')}
      </h2>
      <ProductGrid
        items={items}
        provinces={provinces}
        loading={status === 'loading' ? PER_PAGE : 0}
        box={{ 'aria-busy': status === 'loading', 'data-testid': 'suggested-products' }}
      />
      <div ref={sentinel} className="mt-4 flex min-h-12 flex-col items-center justify-center gap-2 text-sm text-neutral-600">
        <p role="status" className={status === 'loading' ? '' : 'sr-only'}>
          {status === 'loading' ? t('catalog.loading_more') : ''}
        </p>
        {status === 'error' ? (
          <div role="alert" className="flex flex-col items-center gap-2">
            <p>{t('catalog.load_error')}</p>
            <button
              type="button"
              onClick={loadMore}
              className="min-h-11 rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
            >
              {t('error.retry')}
            </button>
          </div>
        ) : done ? (
          items.length > PER_PAGE && <p>{t('catalog.end')}</p>
        ) : (
          <Link
            to={`/?goi_y=${page + 1}#home-suggested`}
            preventScrollReset
            onClick={(e) => {
              e.preventDefault()
              void loadMore()
            }}
            className={`min-h-11 items-center rounded-lg bg-white px-6 font-semibold text-neutral-800 ring-1 ring-neutral-300 hover:ring-brand-600 ${status === 'loading' ? 'hidden' : 'flex'}`}
          >
            {t('catalog.load_more')}
          </Link>
        )}
      </div>
    </section>
  )
}
