import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'

/** Home › … › current page (the last item is not a link). */
export function Breadcrumb({ items }: { items: Array<{ name: string; to?: string }> }) {
  const t = useT()
  const all = [{ name: t('header.home'), to: '/' }, ...items]
  return (
    <nav aria-label={t('catalog.breadcrumb')} className="mb-3 text-sm text-neutral-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((item, i) => (
          <li key={item.to ?? item.name} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden className="size-4 shrink-0 text-neutral-400" />}
            {item.to && i < all.length - 1 ? (
              <Link to={item.to} className="hover:text-brand-600 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current={i === all.length - 1 ? 'page' : undefined} className="truncate font-medium text-neutral-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
