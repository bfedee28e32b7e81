import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/queue/page.server.ts'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/dang-ky-ban-hang/{id}`: one application with every field, its photos and its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const application = await info.data.admin.queues.application(requireId(params.id)).catch(notFoundOnMissing)
  const t = adminTranslator(info.lang)
  return { application, now: Date.now(), title: `${application.store_name ?? ''} – ${t('ad.nav.shop_applications')}` }
}
