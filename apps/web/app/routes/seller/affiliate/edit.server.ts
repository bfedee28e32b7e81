import type { LoaderFunctionArgs } from 'react-router'
import { AFF } from '#web/features/affiliate/api.ts'
import { seedOf } from '#web/features/affiliate/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** affssr: the campaign to edit, painted on the server (another shop's campaign: the screen's 404 state). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const id = params.id ?? ''
  return { seed: await seedOf(AFF.seller.campaign(id), () => info.data.affiliate.sellerCampaign(id)) }
}
