import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const PRODUCT_TABS = ['pending', 'accepted', 'rejected'] as const

/** `/admin/duyet-san-pham?status=&q=&page=`: the product queue, the oldest submission first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { status, q, page } = queueParams(request, PRODUCT_TABS)
  const [list, stats] = await Promise.all([info.data.admin.queues.products({ status, q, page, limit: 20 }), info.data.admin.queues.stats()])
  const t = adminTranslator(info.lang)
  return { status, q, list, stat: stats.products, now: Date.now(), title: `${t('ad.nav.products')} – ${t('ad.title')}` }
}
