import type { LoaderFunctionArgs } from 'react-router'
import { adminTranslator } from '#web/features/admin/queue/page.server.ts'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/duyet-san-pham/{id}`: one product with its system check, the diff of an update, its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const product = await info.data.admin.queues.product(requireId(params.id)).catch(notFoundOnMissing)
  const t = adminTranslator(info.lang)
  return { product, title: `${product.name} – ${t('ad.nav.products')}` }
}
