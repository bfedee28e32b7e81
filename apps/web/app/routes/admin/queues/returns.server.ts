import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const RETURN_TABS = ['awaiting_admin', 'all'] as const

/** `/admin/tra-hang?status=&q=&page=`: return requests waiting for an admin (oldest first), or all of them; `q` an order's code. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { status, q, page } = queueParams(request, RETURN_TABS)
  const [list, stats] = await Promise.all([
    info.data.admin.queues.returns({ status: status === 'all' ? undefined : status, q, page, limit: 20 }),
    info.data.admin.queues.stats(),
  ])
  const t = adminTranslator(info.lang)
  return { status, q, list, waiting: stats.returns.count, now: Date.now(), title: `${t('ad.nav.returns')} – ${t('ad.title')}` }
}
