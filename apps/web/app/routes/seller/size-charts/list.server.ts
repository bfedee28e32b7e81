import type { LoaderFunctionArgs } from 'react-router'
import { sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/ban-hang/quan-ly-size-chart`: the shop's size charts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  return { charts: await info.data.seller.products.sizeCharts(), title: sellerTitle(info.lang, 'sc.nav.size_charts') }
}
