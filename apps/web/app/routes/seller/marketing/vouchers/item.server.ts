import type { LoaderFunctionArgs } from 'react-router'
import { notInShop, sellerTitle } from '#web/features/seller/marketing/loader.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `chi-tiet/{id}` and `cap-nhat/{id}`: one of the shop's vouchers with its usage (another shop's is a 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const voucher = await info.data.seller.marketing.voucher(params.id ?? '').catch(notInShop)
  return { voucher, title: `${voucher.code} – ${sellerTitle(info, 'sc.nav.vouchers')}` }
}
