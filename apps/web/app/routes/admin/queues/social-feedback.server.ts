import { SOCIAL_FEEDBACK_STATUSES } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/phan-anh-xa-hoi?status=&q=&page=`: social-organisation feedback, oldest pending first (pages, issue 18). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { status, q, page } = queueParams(request, SOCIAL_FEEDBACK_STATUSES)
  const [list, stats] = await Promise.all([
    info.data.admin.queues.socialFeedback({ status, q, page, limit: 10 }),
    info.data.admin.queues.stats(),
  ])
  const t = adminTranslator(info.lang)
  return {
    status,
    q,
    list,
    waiting: stats.social_feedback.count,
    now: Date.now(),
    title: `${t('ad.nav.social_feedback')} – ${t('ad.title')}`,
  }
}
