import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/core/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/nguoi-dung/:id`: the user, their sessions, orders, returns, shops, and the latest admin actions on them. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const id = params.id ?? ''
  const [user, history] = await Promise.all([
    info.data.admin.core.user(id),
    info.data.admin.core.audit({ target_type: 'user', target_id: id, limit: 10 }),
  ])
  const t = adminTranslator(info.lang)
  return { user, history: history.items, title: `${user.user_name} – ${t('ad.title')}` }
}
