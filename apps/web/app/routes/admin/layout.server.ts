import { data, type LoaderFunctionArgs } from 'react-router'
import type { WaitingCounts } from '#web/features/admin/admin-shell.tsx'
import { ADMIN_CATALOGUE } from '#web/features/admin/i18n/catalogue.server.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { requireUser } from '#web/lib/session.server.ts'
import type { QueueKey } from '#web/features/admin/nav.ts'

/**
 * `/admin/*` (issue 14): anonymous visitors go home (spec §2); anyone signed in without the admin
 * role gets the 403 view. Every admin API checks the role again on the server.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, user } = await requireUser(request, context)
  if (!user.roles.includes('admin')) throw data(null, { status: 403 })
  // the nav badges: how many items wait in each queue (a failure only hides the badges)
  const stats = await info.data.admin.queues.stats().catch(() => null)
  const waiting: WaitingCounts = stats ? Object.fromEntries(Object.entries(stats).map(([key, stat]) => [key as QueueKey, stat.count])) : {}
  return { name: user.userName, waiting, messages: areaMessages(ADMIN_CATALOGUE, info.lang) }
}
