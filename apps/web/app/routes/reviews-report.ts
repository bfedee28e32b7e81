import { REPORT_REASON_IDS } from '@xinh/contracts'
import { type ActionFunctionArgs, data, redirect } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** Back to the product page (no open redirect), saying how the report went, at the review. */
function backTo(raw: string | null, reviewId: string, outcome: 'ok' | 'failed') {
  const path = raw && /^\/san-pham\/[A-Za-z0-9-]{1,100}(\?[^#]*)?$/.test(raw) ? raw : '/'
  const url = new URL(path, 'http://x')
  url.searchParams.delete('review_reported')
  url.searchParams.delete('review_report_failed')
  url.searchParams.set(outcome === 'ok' ? 'review_reported' : 'review_report_failed', reviewId)
  return `${url.pathname}${url.search}#review-${reviewId}`
}

/**
 * `POST /danh-gia/{id}/bao-cao?next=/san-pham/…` (notify2): the product page's "Báo cáo" is a plain
 * form inside a `<details>` (no JavaScript on the page for it, like "helpful"); the report goes to
 * the admin's reported-content queue and the browser comes back to the review with the outcome.
 * Signed out → the login page, then back.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const url = new URL(request.url)
  // a cross-site form must not report with the visitor's cookie
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && new URL(origin).host !== url.host) throw data(null, { status: 403 })
  const id = params.id ?? ''
  const next = url.searchParams.get('next')
  const info = requestInfo(request, context)
  const login = () => redirect(`/dang-nhap?next=${encodeURIComponent(backTo(next, id, 'ok').split('?')[0] ?? '/')}`)
  if (!info.hasSession) throw login()
  const form = await request.formData()
  const reason = String(form.get('reason') ?? '')
  const note = String(form.get('note') ?? '').slice(0, 300)
  const known = REPORT_REASON_IDS.find((r) => r === reason)
  if (!known) return redirect(backTo(next, id, 'failed'))
  try {
    await info.data.reviews.report(id, { reason: known, note })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw login()
    if (error instanceof ApiError && error.status < 500) return redirect(backTo(next, id, 'failed'))
    throw error
  }
  return redirect(backTo(next, id, 'ok'))
}

export function loader() {
  throw data(null, { status: 404 })
}
