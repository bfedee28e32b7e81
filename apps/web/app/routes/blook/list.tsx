import { BookImage, Plus } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { BlookCard } from '#web/features/blog/blook-card.tsx'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { Pagination } from '#web/features/catalog/islands.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import type { Route } from './+types/list.ts'
import type { loader as listLoader } from './list.server.ts'

export { loader } from './list.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

const chip = (active: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold ring-1 ${active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-neutral-800 ring-neutral-300 hover:ring-brand-600'}`

export default function BlookList() {
  const { heading, tree, top, sub, items, meta_, jsonLd } = useLoaderData<typeof listLoader>()
  const t = useT()
  const crumbs = [
    { name: t('blook.title'), to: '/blook' },
    ...(top ? [{ name: top.name, to: `/blook/category/${top._id}` }] : []),
    ...(sub ? [{ name: sub.name }] : []),
  ]
  return (
    <div className="flex flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={crumbs} />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-sm text-neutral-700">{t('blook.description')}</p>
        </div>
        <Link
          to="/blook/tao"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          <Plus aria-hidden className="size-4" />
          {t('blook.create')}
        </Link>
      </header>
      <nav aria-label={t('blook.categories')} className="-mx-3 flex flex-col gap-2 overflow-x-auto px-3">
        <ul className="flex gap-2">
          <li>
            <Link to="/blook" className={chip(!top)} aria-current={!top ? 'page' : undefined}>
              {t('blook.all')}
            </Link>
          </li>
          {tree.map((c) => (
            <li key={c._id}>
              <Link
                to={`/blook/category/${c._id}`}
                className={chip(top?._id === c._id && !sub)}
                aria-current={top?._id === c._id && !sub ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        {top && top.children.length > 0 && (
          <ul className="flex gap-2">
            {top.children.map((s) => (
              <li key={s._id}>
                <Link
                  to={`/blook/sub-category/${s._id}`}
                  className={chip(sub?._id === s._id)}
                  aria-current={sub?._id === s._id ? 'page' : undefined}
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {items.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((b, i) => (
            <BlookCard key={b._id} blook={b} eager={i < 4} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={BookImage}
          title={t('blook.empty_title')}
          body={t('blook.empty_body')}
          action={
            <Link to="/blook/tao" className="font-semibold text-brand-700 underline">
              {t('blook.create')}
            </Link>
          }
        />
      )}
      <Pagination meta={meta_} />
    </div>
  )
}
