import { ZAuditQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { AUDIT_FILTERS } from '#web/features/admin/core/labels.ts'
import { adminTitle, urlFilters } from '#web/features/admin/core/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/nhat-ky?actor=&action=&target_type=&target_id=&from=&to=&cursor=`: newest first, 50 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const { filters, errors } = urlFilters(ZAuditQuery, url, [...AUDIT_FILTERS, 'cursor'], info.lang)
  const page = await info.data.admin.core.audit({ ...filters, limit: 50 })
  return { page, filters, errors, title: adminTitle(info.lang, 'ad.audit.title') }
}
