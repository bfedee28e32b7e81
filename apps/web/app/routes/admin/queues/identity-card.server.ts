import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/queue/page.server.ts'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/xac-minh-cccd/{id}`: one identity card, its private photos and who decided it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const card = await info.data.admin.queues.identityCard(requireId(params.id)).catch(notFoundOnMissing)
  const t = adminTranslator(info.lang)
  return { card, title: `${t('ad.cards.detail_title', { name: card.user.userName })} – ${t('ad.nav.identity_cards')}` }
}
