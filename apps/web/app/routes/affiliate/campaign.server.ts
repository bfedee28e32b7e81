import type { LoaderFunctionArgs } from 'react-router'
import { AFFILIATE_CATALOGUE } from '#web/features/affiliate/i18n/catalogue.server.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/nha-ban/chien-dich-mo/chi-tiet/{campaign_id}`: the page is public; the campaign loads in the browser (joined or not is personal). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  return { id: params.campaign_id ?? '', messages: areaMessages(AFFILIATE_CATALOGUE, info.lang) }
}
