import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/binh-chon?page=`: every voting campaign, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const page = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get('page')) || 1))
  const list = await info.data.voting.adminCampaigns({ page, limit: 20 })
  return { campaigns: list.items, meta: list.meta }
}
