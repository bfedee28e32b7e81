import type { LoaderFunctionArgs } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/ban-hang/tong-quan?range=today|7d|30d|custom&from=&to=`: the dashboard and the to-do counts (a bad range falls back to 7 days). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const query = Object.fromEntries(['range', 'from', 'to'].map((k) => [k, url.searchParams.get(k) ?? undefined]))
  const [data, todo] = await Promise.all([
    info.data.seller.dashboard.overview(query).catch((error) => {
      if (error instanceof ApiError && error.status === 400) return info.data.seller.dashboard.overview({ range: '7d' })
      throw error
    }),
    info.data.seller.dashboard.todo(),
  ])
  // track (issue 18): the funnel card follows the dashboard's period; the dashboard shows without it if it fails
  const funnel = await info.data.seller.dashboard
    .funnel({ range: data.period.range, ...(data.period.range === 'custom' ? { from: data.period.from, to: data.period.to } : {}) })
    .catch(() => null)
  const report = new URLSearchParams({ range: data.period.range })
  if (data.period.range === 'custom') {
    report.set('from', data.period.from)
    report.set('to', data.period.to)
  }
  return { data, todo, funnel, reportHref: `/api/v1/seller/dashboard/report?${report}` }
}
