import { ChevronRight } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { ProductGrid } from '#web/features/catalog/islands.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader as departmentsLoader } from './departments.server.ts'
import type { Route } from './+types/departments.ts'

export { loader } from './departments.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

export default function DepartmentsPage() {
  const { departments, provinces, jsonLd } = useLoaderData<typeof departmentsLoader>()
  const t = useT()
  return (
    <div>
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: t('category.landing_title') }]} />
      <h1 className="mb-4 text-2xl font-bold">{t('category.landing_title')}</h1>
      <div className="flex flex-col gap-8">
        {departments.map((d, i) => (
          <section key={d._id} aria-labelledby={`dep-${d._id}`}>
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 id={`dep-${d._id}`} className="text-lg font-bold">
                {d.name}
              </h2>
              <Link
                to={`/nganh-hang/${d._id}`}
                className="flex min-h-10 items-center gap-0.5 text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('catalog.see_all')}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            </div>
            <ul className="mb-3 flex flex-wrap gap-2">
              {d.children.map((c) => (
                <li key={c._id}>
                  <Link
                    to={`/nganh-hang/${c._id}`}
                    className="flex min-h-10 items-center rounded-full bg-white px-3.5 text-sm ring-1 ring-neutral-200 hover:ring-brand-600"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
            {d.products.length > 0 && (
              <ProductGrid
                items={d.products}
                provinces={provinces}
                position="Category"
                eager={i === 0 ? 2 : 0}
                className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4"
              />
            )}
          </section>
        ))}
      </div>
    </div>
  )
}
