import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/queue/page.server.ts'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/tro-chuyen-bi-bao-cao/{id}`: one chat report with the conversation around it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const report = await info.data.admin.queues.chatReport(requireId(params.id)).catch(notFoundOnMissing)
  const t = adminTranslator(info.lang)
  return { report, title: `${report.reported.name} – ${t('ad.nav.chat_reports')}` }
}
