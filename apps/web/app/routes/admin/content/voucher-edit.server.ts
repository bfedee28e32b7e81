import { data, type LoaderFunctionArgs } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/voucher/moi` (a new voucher) or `/admin/voucher/{id}` (one of the platform's; another is a 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (params.id === 'moi') return { voucher: null }
  try {
    return { voucher: await requestInfo(request, context).data.admin.content.voucher(params.id ?? '') }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.code === 'NOT_FOUND')) throw data(null, { status: 404 })
    throw error
  }
}
