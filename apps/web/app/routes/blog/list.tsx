import { Newspaper } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { BlogCard } from '#web/features/blog/blog-card.tsx'
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

export default function BlogList() {
  const { items, meta_, categories, category, jsonLd } = useLoaderData<typeof listLoader>()
  const t = useT()
  const chip = (active: boolean) =>
    `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold ring-1 ${active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-neutral-800 ring-neutral-300 hover:ring-brand-600'}`
  return (
    <div className="flex flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: t('blog.title') }]} />
      <header>
        <h1 className="text-2xl font-bold">{category ? category.name : t('blog.title')}</h1>
        <p className="text-sm text-neutral-700">{t('blog.description')}</p>
      </header>
      <nav aria-label={t('blog.categories')} className="-mx-3 overflow-x-auto px-3">
        <ul className="flex gap-2">
          <li>
            <Link to="/blog" className={chip(!category)} aria-current={!category ? 'page' : undefined}>
              {t('blog.all')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c._id}>
              <Link
                to={`/blog?category=${encodeURIComponent(c.slug)}`}
                className={chip(category?._id === c._id)}
                aria-current={category?._id === c._id ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((b, i) => (
            <BlogCard key={b._id} blog={b} eager={i < 2} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Newspaper}
          title={t('blog.empty_title')}
          body={t('blog.empty_body')}
          action={
            category ? (
              <Link to="/blog" className="font-semibold text-brand-700 underline">
                {t('blog.back')}
              </Link>
            ) : undefined
          }
        />
      )}
      <Pagination meta={meta_} />
    </div>
  )
}
