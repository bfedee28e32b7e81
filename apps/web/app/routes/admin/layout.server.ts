import { data, type LoaderFunctionArgs } from 'react-router'
import type { WaitingCounts } from '#web/features/admin/admin-shell.tsx'
import { ADMIN_CATALOGUE } from '#web/features/admin/i18n/catalogue.server.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { requireUser } from '#web/lib/session.server.ts'
import { ADMIN_AFFILIATE_PREFIX, type QueueKey } from '#web/features/admin/nav.ts'

/**
 * `/admin/*` (issue 14): anonymous visitors go home (spec §2); anyone signed in without the admin
 * role gets the 403 view. Every admin API checks the role again on the server.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, user } = await requireUser(request, context)
  // affweb (issue 18): an affiliate admin without the admin role may open the affiliate screens only
  const affiliateOnly = !user.roles.includes('admin')
  const path = new URL(request.url).pathname
  if (affiliateOnly && !(user.roles.includes('affiliate_admin') && path.startsWith(ADMIN_AFFILIATE_PREFIX)))
    throw data(null, { status: 403 })
  if (affiliateOnly)
    return { name: user.userName, waiting: {} as WaitingCounts, affiliateOnly, messages: areaMessages(ADMIN_CATALOGUE, info.lang) }
  // the nav badges: how many items wait in each queue (a failure only hides the badges)
  const stats = await info.data.admin.queues.stats().catch(() => null)
  const waiting: WaitingCounts = stats ? Object.fromEntries(Object.entries(stats).map(([key, stat]) => [key as QueueKey, stat.count])) : {}
  return { name: user.userName, waiting, affiliateOnly, messages: areaMessages(ADMIN_CATALOGUE, info.lang) }
}
