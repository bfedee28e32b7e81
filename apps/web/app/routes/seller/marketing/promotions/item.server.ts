import type { LoaderFunctionArgs } from 'react-router'
import { notInShop, sellerTitle } from '#web/features/seller/marketing/loader.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `chi-tiet/{id}?type=` and `cap-nhat/{id}?type=`: one of the shop's promotions (another shop's is a 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const promotion = await info.data.seller.marketing.promotion(params.id ?? '').catch(notInShop)
  return { promotion, title: `${promotion.name} – ${sellerTitle(info, 'sc.nav.promotions')}` }
}
