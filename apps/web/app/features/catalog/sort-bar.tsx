import { Link, useLocation } from 'react-router'
import { type MessageKey, useT } from '#web/lib/i18n/index.ts'

const SORTS = ['relevance', 'newest', 'best_selling', 'price_asc', 'price_desc'] as const

/** Sort options as links (shareable, no JavaScript needed); the page goes back to 1. */
export function SortBar({ sort }: { sort: string }) {
  const t = useT()
  const { search, pathname } = useLocation()
  const href = (s: string) => {
    const sp = new URLSearchParams(search)
    sp.delete('page')
    if (s === 'relevance') sp.delete('sort')
    else sp.set('sort', s)
    const q = sp.toString()
    return `${pathname}${q ? `?${q}` : ''}`
  }
  return (
    <nav aria-label={t('search.sort')} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex items-center gap-1.5 whitespace-nowrap text-sm">
        <li className="hidden pr-1 text-neutral-600 sm:block" aria-hidden>
          {t('search.sort')}
        </li>
        {SORTS.map((s) => (
          <li key={s}>
            <Link
              to={href(s)}
              aria-current={s === sort ? 'true' : undefined}
              className={`flex min-h-10 items-center rounded-full px-3.5 font-medium ring-1 ${s === sort ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-neutral-800 ring-neutral-200 hover:ring-brand-600'}`}
            >
              {t(`search.sort_${s}` as MessageKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
