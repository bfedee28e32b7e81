import type { TReviewableItem } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import type { ReturnRequest } from '#web/features/returns/types.ts'
import type { Shipment } from '#web/features/shipping/shipment-timeline.tsx'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { requireUser } from '#web/lib/session.server.ts'

/**
 * `/trang-ca-nhan/don-hang/{id}`: one of the buyer's orders (another buyer's is a 404), its
 * shipment and its latest return request. The order is the page; the other two are extras that
 * a failure leaves out rather than failing the page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { info } = await requireUser(request, context)
  const id = requireId(params.id)
  const [order, shipment, returnRequest, reviewItems] = await Promise.all([
    info.data.orders.get(id).catch(notFoundOnMissing),
    info.data.orders.shipment(id).catch((): Shipment | null => null),
    info.data.orders.returnRequest(id).catch((): ReturnRequest | null => null),
    // the items and their reviews (issue 16): an extra, left out on failure like the two above
    info.data.reviews.reviewable({ order_id: id }).catch((): TReviewableItem[] => []),
  ])
  const t = createTranslator(info.lang, CATALOGUES[info.lang])
  return { order, shipment, returnRequest, reviewItems, title: t('orders.detail_meta_title', { code: order.code }) }
}
