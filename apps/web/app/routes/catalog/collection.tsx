import { useLoaderData } from 'react-router'
import { CollectionView } from '#web/features/catalog/collection-view.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import type { loader as collectionLoader } from './collection.server.ts'
import type { Route } from './+types/collection.ts'

export { loader } from './collection.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

export default function CollectionPage() {
  const d = useLoaderData<typeof collectionLoader>()
  return <CollectionView {...d} />
}
