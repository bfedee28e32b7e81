import { useLoaderData } from 'react-router'
import { ProductForm } from '#web/features/seller/products/product-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { Route } from './+types/create.ts'
import type { loader } from './form.server.ts'

export { loader } from './form.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.products.form.create_title' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-san-pham/tao`: a new product, saved as a draft or sent for approval. */
export default function CreateProduct() {
  const { categories, sizeCharts } = useLoaderData<typeof loader>()
  return <ProductForm categories={categories} sizeCharts={sizeCharts} />
}
