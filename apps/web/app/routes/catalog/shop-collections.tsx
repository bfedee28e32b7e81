import { useLoaderData } from 'react-router'
import { CollectionView } from '#web/features/catalog/collection-view.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import type { loader as shopCollectionsLoader } from './shop-collections.server.ts'
import type { Route } from './+types/shop-collections.ts'

export { loader } from './shop-collections.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

/** `/danh-sach/bo-suu-tap/{id}?shop_id=`: a shop's collections, one open (the shop's list view). */
export default function ShopCollectionsPage() {
  const d = useLoaderData<typeof shopCollectionsLoader>()
  return <CollectionView {...d} />
}
