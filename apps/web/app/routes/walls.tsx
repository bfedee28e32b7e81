import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { Wall } from '#web/features/community/wall.tsx'
import { ordersPath } from '#web/features/orders/labels.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'
import type { Route } from './+types/walls.ts'
import { wallLoader } from './community/wall.server.ts'

/**
 * `/tuong` (spec §2 walls): one's own wall (issue 16; visitors go to the login page first).
 * `?order=1` is the buyer's orders (spec §2 "/tuong?order=1 buyer orders"): a signed-in buyer
 * goes to /trang-ca-nhan/don-hang, anyone else home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (url.searchParams.get('order') === '1') {
    const user = await currentUser(requestInfo(request, context))
    // the return guide's "not yet reviewed" tab (spec §2 widget, step 2) keeps its tab
    const tab = url.searchParams.get('tab') === 'unreviewed' ? '?tab=unreviewed' : ''
    throw redirect(user && !user.is_guest ? `${ordersPath}${tab}` : '/')
  }
  return wallLoader(request, context, null)
}

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

export default function MyWall() {
  const { messages, profile, tab, first, failed } = useLoaderData<typeof loader>()
  return (
    <I18nArea messages={messages}>
      <Wall key={profile._id} profile={profile} tab={tab} first={first} failed={failed} />
    </I18nArea>
  )
}
