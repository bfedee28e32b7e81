import type { LoaderFunctionArgs } from 'react-router'
import { notInShop, sellerTitle } from '#web/features/seller/marketing/loader.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `chi-tiet/{id}` and `cap-nhat/{id}`: one of the shop's banners with its products (another shop's is a 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const banner = await info.data.seller.marketing.banner(params.id ?? '').catch(notInShop)
  return { banner, title: `${banner.title} – ${sellerTitle(info, 'sc.nav.banners')}` }
}
