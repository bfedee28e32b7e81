import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/queue/page.server.ts'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/duyet-size-chart/{id}`: one size chart, its rows and who decided it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const chart = await info.data.admin.queues.sizeChart(requireId(params.id)).catch(notFoundOnMissing)
  const t = adminTranslator(info.lang)
  return { chart, title: `${chart.name} – ${t('ad.nav.size_charts')}` }
}
