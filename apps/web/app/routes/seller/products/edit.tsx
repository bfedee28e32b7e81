import { useLoaderData } from 'react-router'
import { ProductForm } from '#web/features/seller/products/product-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { Route } from './+types/edit.ts'
import type { loader } from './form.server.ts'

export { loader } from './form.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.products.form.edit_title' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-san-pham/cap-nhat/{id}`: the product as it is, edited with the same form. */
export default function EditProduct() {
  const { product, categories, sizeCharts } = useLoaderData<typeof loader>()
  // a new product (after a save that navigates here) starts a new form
  return <ProductForm key={product?._id} product={product} categories={categories} sizeCharts={sizeCharts} />
}
