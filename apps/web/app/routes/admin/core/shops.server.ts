import { ZAdminShopQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { adminTitle, pageOf, urlFilters } from '#web/features/admin/core/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/cua-hang?q=&state=&page=`: the shops, and the seller account deletions waiting (spec §6). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const { filters, errors } = urlFilters(ZAdminShopQuery, url, ['q', 'state'] as const, info.lang)
  const [list, deletions] = await Promise.all([
    info.data.admin.core.shops({ ...filters, page: pageOf(url), limit: 20 }),
    info.data.admin.core.deletions(),
  ])
  return { shops: list.items, meta: list.meta, deletions, filters, errors, title: adminTitle(info.lang, 'ad.shops.title') }
}
