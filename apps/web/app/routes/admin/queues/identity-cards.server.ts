import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator, queueParams } from '#web/features/admin/queue/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const CARD_TABS = ['pending', 'approved', 'rejected'] as const

/** `/admin/xac-minh-cccd?status=&q=&page=`: identity cards waiting for review, with their photos. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { status, q, page } = queueParams(request, CARD_TABS)
  const [list, stats] = await Promise.all([
    info.data.admin.queues.identityCards({ status, q, page, limit: 10 }),
    info.data.admin.queues.stats(),
  ])
  const t = adminTranslator(info.lang)
  return {
    status,
    q,
    list,
    waiting: stats.identity_cards.count,
    now: Date.now(),
    title: `${t('ad.nav.identity_cards')} – ${t('ad.title')}`,
  }
}
