import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const APPLICATION_TABS = ['waiting_approval', 'approved', 'rejected'] as const

/** `/admin/dang-ky-ban-hang?status=&q=&page=`: seller applications, the oldest waiting first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { status, q, page } = queueParams(request, APPLICATION_TABS)
  const [list, stats] = await Promise.all([
    info.data.admin.queues.applications({ status, q, page, limit: 20 }),
    info.data.admin.queues.stats(),
  ])
  const t = adminTranslator(info.lang)
  return {
    status,
    q,
    list,
    waiting: stats.shop_applications.count,
    now: Date.now(),
    title: `${t('ad.nav.shop_applications')} – ${t('ad.title')}`,
  }
}
