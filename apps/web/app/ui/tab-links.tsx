import { Link, useLocation } from 'react-router'

export type TabLink = { id: string; label: string; count?: number }

/**
 * Tabs that are links (`?<param>=<id>`; the first tab is the bare URL): filters stay in the URL
 * and work without JavaScript. Other parameters are kept, the page is reset.
 */
export function TabLinks({ tabs, active, param = 'tab', label }: { tabs: TabLink[]; active: string; param?: string; label: string }) {
  const { pathname, search } = useLocation()
  const href = (id: string, first: boolean) => {
    const sp = new URLSearchParams(search)
    sp.delete('page')
    if (first) sp.delete(param)
    else sp.set(param, id)
    const s = sp.toString()
    return `${pathname}${s ? `?${s}` : ''}`
  }
  return (
    <nav aria-label={label} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-neutral-200">
        {tabs.map((tab, i) => {
          const current = tab.id === active
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                to={href(tab.id, i === 0)}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={`block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${current ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700 hover:text-neutral-900'}`}
              >
                {tab.label}
                {tab.count !== undefined && <span className="ml-1 text-neutral-600">({tab.count})</span>}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
