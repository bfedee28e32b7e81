import type { LoaderFunctionArgs } from 'react-router'
import { notInShop, sellerTitle } from '#web/features/seller/marketing/loader.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `chi-tiet/{id}` and `cap-nhat/{id}`: one of the shop's categories with its products (another shop's is a 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const category = await info.data.seller.marketing.category(params.id ?? '').catch(notInShop)
  return { category, title: `${category.name} – ${sellerTitle(info, 'sc.nav.categories')}` }
}
