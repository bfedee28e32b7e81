import { REPORT_REASON_IDS } from '@xinh/contracts'
import { type ActionFunctionArgs, data, redirect } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { requestInfo } from '#web/lib/session.server.ts'

const ID = /^[A-Za-z0-9-]{1,100}$/

/**
 * `POST /blook/{a}/{b}/bao-cao` (n16): the blook page's "Báo cáo" is a plain form in a `<details>`
 * (no JavaScript for it); the report goes to the admin's reported-content queue (target `blook`)
 * and the browser comes back to the blook with the outcome in the URL. Signed out → the login
 * page, then back to the blook.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const url = new URL(request.url)
  // a cross-site form must not report with the visitor's cookie
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && new URL(origin).host !== url.host) throw data(null, { status: 403 })
  const a = params.a ?? ''
  const b = params.b ?? ''
  if (!ID.test(a) || !ID.test(b)) throw data(null, { status: 404 })
  const page = `/blook/${a}/${b}`
  const back = (outcome: 'reported' | 'report_failed') => redirect(`${page}?${outcome}=1#blook-report`)
  const info = requestInfo(request, context)
  const login = () => redirect(`/dang-nhap?next=${encodeURIComponent(page)}`)
  if (!info.hasSession) throw login()
  const form = await request.formData()
  const reason = REPORT_REASON_IDS.find((r) => r === String(form.get('reason') ?? ''))
  if (!reason) return back('report_failed')
  const note = String(form.get('note') ?? '')
    .trim()
    .slice(0, 300)
  try {
    await info.data.blog.reportBlook(b, { reason, note })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw login()
    if (error instanceof ApiError && error.status < 500) return back('report_failed')
    throw error
  }
  return back('reported')
}

export function loader() {
  throw data(null, { status: 404 })
}
