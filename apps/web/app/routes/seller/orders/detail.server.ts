import type { TBuyerReview, TShipment } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { sellerTranslator } from '#web/features/seller/orders/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/**
 * `/ban-hang/quan-ly-don-hang/{id}`: one of the shop's orders (another shop's is a 404), its
 * parcel's journey and the seller's review of the buyer. The order is the page; the other two
 * are extras a failure leaves out rather than failing the page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const id = requireId(params.id)
  const [order, shipment, review] = await Promise.all([
    info.data.seller.orders.get(id).catch(notFoundOnMissing),
    info.data.seller.orders.shipment(id).catch((): TShipment | null => null),
    info.data.seller.orders.buyerReview(id).catch((): TBuyerReview | null => null),
  ])
  const t = sellerTranslator(info.lang)
  return { order, shipment, review, title: `${t('sc.orders.detail_title', { code: order.code })} – ${t('sc.title')}` }
}
