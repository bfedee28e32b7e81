import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const SIZE_CHART_TABS = ['pending', 'accepted', 'rejected'] as const

/** `/admin/duyet-size-chart?status=&q=&page=`: size charts waiting for review. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { status, q, page } = queueParams(request, SIZE_CHART_TABS)
  const [list, stats] = await Promise.all([
    info.data.admin.queues.sizeCharts({ status, q, page, limit: 20 }),
    info.data.admin.queues.stats(),
  ])
  const t = adminTranslator(info.lang)
  return { status, q, list, waiting: stats.size_charts.count, now: Date.now(), title: `${t('ad.nav.size_charts')} – ${t('ad.title')}` }
}
