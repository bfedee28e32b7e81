import { data, type LoaderFunctionArgs } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/binh-chon/moi` (a new campaign) or `/admin/binh-chon/{id}`. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  if (params.id === 'moi') return { campaign: null }
  try {
    return { campaign: await info.data.voting.adminCampaign(params.id ?? '') }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.code === 'VOTING_CAMPAIGN_NOT_FOUND')) throw data(null, { status: 404 })
    throw error
  }
}
