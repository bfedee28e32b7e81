import { useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { ShopList } from '#web/features/catalog/islands.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { Route } from './+types/top-sellers.ts'
import type { loader as topLoader } from './top-sellers.server.ts'

export { loader } from './top-sellers.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

export default function TopSellersPage() {
  const { shops, provinces, jsonLd } = useLoaderData<typeof topLoader>()
  const t = useT()
  return (
    <div>
      {jsonLd.map((ld) => (
        <JsonLd key={ld['@type']} data={ld} />
      ))}
      <Breadcrumb items={[{ name: t('top.title') }]} />
      <h1 className="text-2xl font-bold">{t('top.title')}</h1>
      <p className="mb-4 text-sm text-neutral-700">{t('top.description')}</p>
      <ShopList shops={shops} provinces={provinces} ranked className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" />
    </div>
  )
}
