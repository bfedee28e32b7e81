import type { TOrder } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { requireUser } from '#web/lib/session.server.ts'

/** `/trang-ca-nhan/don-hang/{id}`: one of the buyer's orders (another buyer's is a 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { info } = await requireUser(request, context)
  const id = requireId(params.id)
  const order = await info.api.get<TOrder>(`/api/v1/mobile/orders/${id}`).catch(notFoundOnMissing)
  const t = createTranslator(info.lang, CATALOGUES[info.lang])
  return { order, title: t('orders.detail_meta_title', { code: order.code }) }
}
