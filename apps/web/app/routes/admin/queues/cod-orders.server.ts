import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/don-cod?page=`: COD orders above the review threshold, held until an admin decides (oldest first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { page } = queueParams(request, ['waiting'] as const)
  const list = await info.data.admin.queues.codOrders({ page, limit: 20 })
  const t = adminTranslator(info.lang)
  return { list, now: Date.now(), title: `${t('ad.nav.cod_orders')} – ${t('ad.title')}` }
}
