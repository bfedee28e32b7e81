import { data, type LoaderFunctionArgs } from 'react-router'
import { AFF } from '#web/features/affiliate/api.ts'
import { AFFILIATE_CATALOGUE } from '#web/features/affiliate/i18n/catalogue.server.ts'
import { seedOf } from '#web/features/affiliate/page.server.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { requestInfo } from '#web/lib/session.server.ts'

/**
 * `/nha-ban/chien-dich-mo/chi-tiet/{campaign_id}`: public, painted on the server for each visitor
 * (not a shared page: joined or not is personal). A missing campaign is the page's 404 state.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const id = params.campaign_id ?? ''
  const seed = await seedOf(AFF.campaign(id), () => info.data.affiliate.campaign(id))
  const missing = seed.state.status === 'error' && seed.state.httpStatus === 404
  return data({ id, seed, messages: areaMessages(AFFILIATE_CATALOGUE, info.lang) }, missing ? { status: 404 } : undefined)
}
