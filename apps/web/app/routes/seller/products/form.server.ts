import type { LoaderFunctionArgs } from 'react-router'
import { categoryOptions, orNotFound, sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `tao` and `cap-nhat/{id}`: the category tree, the shop's size charts, and the product being edited. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const seller = info.data.seller.products
  const [product, tree, sizeCharts] = await Promise.all([
    params.id ? orNotFound(seller.get(params.id)) : Promise.resolve(undefined),
    info.data.catalog.categories(),
    seller.sizeCharts(),
  ])
  return {
    product,
    categories: categoryOptions(tree),
    sizeCharts,
    title: sellerTitle(info.lang, product ? 'sc.products.form.edit_title' : 'sc.products.form.create_title'),
  }
}
