import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/queue/page.server.ts'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/tra-hang/{id}`: one return request with its evidence, the whole timeline and the seller's answer. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const request_ = await info.data.admin.queues.returnRequest(requireId(params.id)).catch(notFoundOnMissing)
  const t = adminTranslator(info.lang)
  return { request: request_, title: `${request_.order_code} – ${t('ad.nav.returns')}` }
}
