import type { LoaderFunctionArgs } from 'react-router'
import { AFF } from '#web/features/affiliate/api.ts'
import { seedOf } from '#web/features/affiliate/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** affssr: the KOL's payout and tax details, painted on the server. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  return { seed: await seedOf(AFF.account, () => info.data.affiliate.account()) }
}
