import { ZAdminUserQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { adminTitle, pageOf, urlFilters } from '#web/features/admin/core/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/nguoi-dung?q=&role=&state=&page=` */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const { filters, errors } = urlFilters(ZAdminUserQuery, url, ['q', 'role', 'state'] as const, info.lang)
  const list = await info.data.admin.core.users({ ...filters, page: pageOf(url), limit: 20 })
  return { users: list.items, meta: list.meta, filters, errors, title: adminTitle(info.lang, 'ad.users.title') }
}
