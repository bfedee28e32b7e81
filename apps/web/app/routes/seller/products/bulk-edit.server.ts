import { ZBulkEditQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { lenientQuery } from '#web/features/seller/format.ts'
import { categoryOptions, sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `chinh-sua-hang-loat?filter=&keyword=&category_id=&page=`: a page of products with their variants for the grid. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const query = lenientQuery((q) => ZBulkEditQuery.safeParse(q), Object.fromEntries(url.searchParams))
  const [page, tree] = await Promise.all([info.data.seller.products.variants(query), info.data.catalog.categories()])
  return {
    products: page.items,
    meta: page.meta,
    query,
    categories: categoryOptions(tree),
    title: sellerTitle(info.lang, 'sc.products.bulk.title'),
  }
}
