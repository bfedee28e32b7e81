import { useLoaderData } from 'react-router'
import { ProductList } from '#web/features/seller/products/product-list.tsx'
import type { Route } from './+types/list.ts'
import type { loader } from './list.server.ts'

export { loader } from './list.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-san-pham` (spec §2, §4 filters): the shop's products by tab, searched, filtered and sorted. */
export default function SellerProducts() {
  const data = useLoaderData<typeof loader>()
  return <ProductList {...data} />
}
