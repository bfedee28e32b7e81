import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/core/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/cua-hang/:id`: the shop, its last 30 days, its pause state, and the admin actions on it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const id = params.id ?? ''
  const [shop, history] = await Promise.all([
    info.data.admin.core.shop(id),
    info.data.admin.core.audit({ target_type: 'shop', target_id: id, limit: 10 }),
  ])
  const t = adminTranslator(info.lang)
  return { shop, history: history.items, title: `${shop.name} – ${t('ad.title')}` }
}
