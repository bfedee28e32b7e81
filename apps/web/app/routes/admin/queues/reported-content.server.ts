import { REPORT_CASE_STATUSES } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/noi-dung-bi-bao-cao?status=&page=`: reported posts, comments and users, oldest report first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { status, page } = queueParams(request, REPORT_CASE_STATUSES)
  const [list, stats] = await Promise.all([
    info.data.admin.queues.reportedContent({ status, page, limit: 10 }),
    info.data.admin.queues.stats(),
  ])
  const t = adminTranslator(info.lang)
  return {
    status,
    list,
    waiting: stats.reported_content.count,
    now: Date.now(),
    title: `${t('ad.nav.reported_content')} – ${t('ad.title')}`,
  }
}
