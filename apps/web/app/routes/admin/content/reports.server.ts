import { issuesToFields, ZReportQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/bao-cao?tu=&den=`: the report of a range kept in the URL (default: the last 30 days). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const raw = { from: url.searchParams.get('tu') || undefined, to: url.searchParams.get('den') || undefined }
  const parsed = ZReportQuery.safeParse(raw)
  // a bad range is shown on the form; the report falls back to the default range
  const errors = parsed.success ? {} : issuesToFields(parsed.error.issues, info.lang)
  const report = await info.data.admin.content.report(parsed.success ? raw : {})
  // track (issue 18): the buyers' behaviour over the same days; the report shows without it if it fails
  const behaviour = await info.data.admin.content.trackingReport({ from: report.from, to: report.to }).catch(() => null)
  return { report, raw, errors, behaviour }
}
