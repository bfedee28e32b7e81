import type { LoaderFunctionArgs } from 'react-router'
import { seedOfPage } from '#web/features/affiliate/page.server.ts'
import { screens } from '#web/features/affiliate/screens.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** affssr: the KOLs due a payout, or (`?tab=history`) the payouts made, painted on the server. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { history, query, path } = screens.payouts(new URL(request.url).searchParams)
  const a = info.data.affiliate.admin
  return { seed: history ? await seedOfPage(path, () => a.payouts(query)) : await seedOfPage(path, () => a.payoutsDue(query)) }
}
