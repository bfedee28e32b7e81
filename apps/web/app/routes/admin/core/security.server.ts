import type { LoaderFunctionArgs } from 'react-router'
import { adminTitle } from '#web/features/admin/core/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/bao-mat`: the signed-in admin's second factor (never the secret itself). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  return { status: await info.data.admin.core.security(), title: adminTitle(info.lang, 'ad.sec.title') }
}
