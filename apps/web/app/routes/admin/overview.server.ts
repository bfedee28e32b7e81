import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/tong-quan`: every queue's count, oldest item and deadline; today's figures; 30 days. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const dashboard = await info.data.admin.queues.dashboard()
  const t = adminTranslator(info.lang)
  return { dashboard, title: `${t('ad.nav.overview')} – ${t('ad.title')}` }
}
