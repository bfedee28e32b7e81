import type { LoaderFunctionArgs } from 'react-router'
import { pageOf } from '#web/features/seller/orders/page.server.ts'
import { sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export const FEEDBACK_PER_PAGE = 20

/** `/ban-hang/gop-y-cua-khach?page=`: the feedback buyers sent to the caller's shop, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const list = await info.data.account.shopFeedback({ page: pageOf(new URL(request.url)), limit: FEEDBACK_PER_PAGE })
  return { items: list.items, meta: list.meta, title: sellerTitle(info.lang, 'sc.nav.feedback') }
}
