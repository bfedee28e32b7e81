import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { sellerTranslator } from '#web/features/seller/orders/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/ban-hang/tra-hang-hoan-tien/{id}`: one of the shop's return requests (another shop's is a 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const found = await info.data.seller.orders.returnRequest(requireId(params.id)).catch(notFoundOnMissing)
  const t = sellerTranslator(info.lang)
  return { request: found, title: `${t('sc.returns.detail_title', { code: found.order_code })} – ${t('sc.title')}` }
}
