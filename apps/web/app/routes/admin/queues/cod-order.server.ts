import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/queue/page.server.ts'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/don-cod/{id}`: one order held for review, with its items, address and timeline. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const order = await info.data.admin.queues.order(requireId(params.id)).catch(notFoundOnMissing)
  const t = adminTranslator(info.lang)
  return { order, title: `${order.code} – ${t('ad.nav.cod_orders')}` }
}
