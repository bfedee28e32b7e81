import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import type { PageMeta } from './types.ts'

/** The pages around the current one, with gaps: 1 … 4 5 [6] 7 8 … 20. */
function pageWindow(page: number, pages: number) {
  const out: Array<number | null> = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n)
    else if (out[out.length - 1] !== null) out.push(null)
  }
  return out
}

/** Plain links (`?page=n`, other parameters kept): works without JavaScript and is crawlable. */
/** `hash` (e.g. `#reviews`): links jump there without JavaScript and keep the scroll position with it. */
export function Pagination({ meta, param = 'page', hash }: { meta: PageMeta; param?: string; hash?: string }) {
  const keepScroll = Boolean(hash)
  // the same for the links of a page that is not hydrated (see `island`)
  const keep = keepScroll ? { preventScrollReset: true, 'data-prevent-scroll-reset': true } : {}
  const t = useT()
  const { search, pathname } = useLocation()
  const pages = Math.min(Math.ceil(meta.total / Math.max(meta.limit, 1)), 1000)
  if (pages <= 1) return null
  const href = (n: number) => {
    const sp = new URLSearchParams(search)
    if (n === 1) sp.delete(param)
    else sp.set(param, String(n))
    const s = sp.toString()
    return `${pathname}${s ? `?${s}` : ''}${hash ?? ''}`
  }
  const cls = 'flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-medium'
  const link = `${cls} bg-white ring-1 ring-neutral-200 hover:ring-brand-600`
  return (
    <nav aria-label={t('catalog.pagination')} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {meta.page > 1 ? (
            <Link to={href(meta.page - 1)} rel="prev" {...keep} className={link} aria-label={t('catalog.page_prev')}>
              <ChevronLeft aria-hidden className="size-5" />
            </Link>
          ) : (
            <span className={`${cls} text-neutral-400`} aria-hidden>
              <ChevronLeft className="size-5" />
            </span>
          )}
        </li>
        {pageWindow(meta.page, pages).map((n, i) => (
          <li key={n ?? `gap${i}`}>
            {n === null ? (
              <span className={`${cls} text-neutral-500`}>…</span>
            ) : n === meta.page ? (
              <span aria-current="page" className={`${cls} bg-brand-600 text-white`}>
                <span className="sr-only">{t('catalog.page_n', { page: n })}</span>
                <span aria-hidden>{n}</span>
              </span>
            ) : (
              <Link to={href(n)} {...keep} className={link} aria-label={t('catalog.page_n', { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {meta.page < pages ? (
            <Link to={href(meta.page + 1)} rel="next" {...keep} className={link} aria-label={t('catalog.page_next')}>
              <ChevronRight aria-hidden className="size-5" />
            </Link>
          ) : (
            <span className={`${cls} text-neutral-400`} aria-hidden>
              <ChevronRight className="size-5" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
