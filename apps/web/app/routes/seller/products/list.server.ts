import { ZSellerProductListQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { lenientQuery } from '#web/features/seller/format.ts'
import { categoryOptions, sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/ban-hang/quan-ly-san-pham?filter=&keyword=&category_id=&stock=&sort=&page=&limit=`: one page of the shop's products and the counts per tab. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const query = lenientQuery((q) => ZSellerProductListQuery.safeParse(q), Object.fromEntries(url.searchParams))
  const [list, tree] = await Promise.all([info.data.seller.products.list(query), info.data.catalog.categories()])
  return { ...list, query, categories: categoryOptions(tree), title: sellerTitle(info.lang, 'sc.nav.products') }
}
