import type { LoaderFunctionArgs } from 'react-router'
import { listFilters, sellerTitle } from '#web/features/seller/marketing/loader.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/ban-hang/chuong-trinh-cua-toi?status=&keyword=&page=`: a page of the shop's promotions, counts per state. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const filters = listFilters(request)
  const page = await info.data.seller.marketing.promotions({ ...filters, limit: 20 })
  return { page, filters, title: sellerTitle(info, 'sc.nav.promotions') }
}
