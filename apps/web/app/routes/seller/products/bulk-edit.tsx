import { useLoaderData } from 'react-router'
import { BulkEditor } from '#web/features/seller/products/bulk-editor.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { Route } from './+types/bulk-edit.ts'
import type { loader } from './bulk-edit.server.ts'

export { loader } from './bulk-edit.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.products.bulk.title' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-san-pham/chinh-sua-hang-loat`: price and stock of many variants at once. */
export default function BulkEdit() {
  const data = useLoaderData<typeof loader>()
  return <BulkEditor {...data} />
}
