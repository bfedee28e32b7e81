import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader as categoriesLoader } from './categories.server.ts'
import type { Route } from './+types/categories.ts'

export { loader } from './categories.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

export default function CategoriesPage() {
  const { categories, jsonLd } = useLoaderData<typeof categoriesLoader>()
  const t = useT()
  return (
    <div>
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: t('category.all_title') }]} />
      <h1 className="mb-4 text-2xl font-bold">{t('category.all_title')}</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <li key={c._id} className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
            <h2 className="mb-2 text-lg font-semibold">
              <Link to={`/nganh-hang/${c._id}`} className="hover:text-brand-700 hover:underline">
                {c.name}
              </Link>
            </h2>
            <ul className="flex flex-wrap gap-2">
              {c.children.map((child) => (
                <li key={child._id}>
                  <Link
                    to={`/nganh-hang/${child._id}`}
                    className="flex min-h-10 items-center rounded-full bg-neutral-100 px-3.5 text-sm hover:bg-brand-50 hover:text-brand-700"
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  )
}
