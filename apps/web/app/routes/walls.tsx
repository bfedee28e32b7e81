import { data, type LoaderFunctionArgs, redirect } from 'react-router'
import { NotFoundView } from '#web/ui/not-found-view.tsx'
import { ordersPath } from '#web/features/orders/labels.ts'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'

/**
 * `/tuong` (spec §2 walls). `?order=1` is the buyer's orders (spec §2 "/tuong?order=1 buyer
 * orders"): a signed-in buyer goes to /trang-ca-nhan/don-hang, anyone else home. The walls
 * themselves come with the community issue; until then the bare path is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (url.searchParams.get('order') === '1') {
    const user = await currentUser(requestInfo(request, context))
    // the return guide's "not yet reviewed" tab (spec §2 widget, step 2) keeps its tab
    const tab = url.searchParams.get('tab') === 'unreviewed' ? '?tab=unreviewed' : ''
    throw redirect(user && !user.is_guest ? `${ordersPath}${tab}` : '/')
  }
  return data(null, { status: 404 })
}

export default function Walls() {
  return <NotFoundView />
}
