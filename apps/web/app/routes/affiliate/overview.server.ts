import type { LoaderFunctionArgs } from 'react-router'
import { AFF } from '#web/features/affiliate/api.ts'
import { seedOf } from '#web/features/affiliate/page.server.ts'
import { screens } from '#web/features/affiliate/screens.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** affssr: `/tiep-thi-lien-ket?days=` painted on the server: a KOL's dashboard, or (not a KOL) where their application stands. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { query, path } = screens.dashboard(new URL(request.url).searchParams)
  const dashboard = await seedOf(path, () => info.data.affiliate.dashboard(query))
  if (dashboard.state.status === 'error' && dashboard.state.code === 'KOL_NOT_APPROVED')
    return { dashboard: null, me: await seedOf(AFF.me, () => info.data.affiliate.me()) }
  return { dashboard, me: null }
}
