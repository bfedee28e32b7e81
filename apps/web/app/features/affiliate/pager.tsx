import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { useAffT } from './i18n/index.ts'

/** Previous/next page links (`?page=`), kept in the address with the other filters. */
export function Pager({ meta }: { meta?: { page: number; limit: number; total: number } }) {
  const t = useAffT()
  const { pathname, search } = useLocation()
  if (!meta) return null
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit))
  if (pages <= 1) return null
  const href = (page: number) => {
    const sp = new URLSearchParams(search)
    if (page === 1) sp.delete('page')
    else sp.set('page', String(page))
    const s = sp.toString()
    return `${pathname}${s ? `?${s}` : ''}`
  }
  const cls = 'inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold ring-1 ring-neutral-300 hover:bg-neutral-100'
  return (
    <nav aria-label={t('aff.pagination')} className="mt-4 flex items-center justify-between gap-2">
      {meta.page > 1 ? (
        <Link to={href(meta.page - 1)} className={cls}>
          <ChevronLeft aria-hidden className="size-4" />
          {t('aff.prev')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-neutral-700">{t('aff.page', { page: meta.page, pages })}</span>
      {meta.page < pages ? (
        <Link to={href(meta.page + 1)} className={cls}>
          {t('aff.next')}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
