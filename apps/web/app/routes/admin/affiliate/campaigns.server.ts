import type { LoaderFunctionArgs } from 'react-router'
import { AFF } from '#web/features/affiliate/api.ts'
import { seedOf, seedOfPage } from '#web/features/affiliate/page.server.ts'
import { screens } from '#web/features/affiliate/screens.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** affssr: Xinh's campaigns of `?page=` and the attribution window, painted on the server. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { query, path } = screens.platformCampaigns(new URL(request.url).searchParams)
  const a = info.data.affiliate.admin
  const [seed, settings] = await Promise.all([seedOfPage(path, () => a.campaigns(query)), seedOf(AFF.admin.settings, () => a.settings())])
  return { seed, settings }
}
