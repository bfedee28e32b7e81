import { CHAT_REPORT_STATUSES } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/tro-chuyen-bi-bao-cao?status=&page=`: reported conversations, oldest report first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { status, page } = queueParams(request, CHAT_REPORT_STATUSES)
  const [list, stats] = await Promise.all([info.data.admin.queues.chatReports({ status, page, limit: 10 }), info.data.admin.queues.stats()])
  const t = adminTranslator(info.lang)
  return {
    status,
    list,
    waiting: stats.chat_reports.count,
    now: Date.now(),
    title: `${t('ad.nav.chat_reports')} – ${t('ad.title')}`,
  }
}
