import { useLoaderData } from 'react-router'
import { ExcelView } from '#web/features/seller/products/excel-view.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { Route } from './+types/excel.ts'
import type { loader } from './excel.server.ts'

export { loader } from './excel.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.products.excel.title' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-san-pham/tai-xuong-danh-sach`: Excel download, upload with row-by-row results, and the file history. */
export default function ProductsExcel() {
  const { files, meta } = useLoaderData<typeof loader>()
  return <ExcelView files={files} meta={meta} />
}
