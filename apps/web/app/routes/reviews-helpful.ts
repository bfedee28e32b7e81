import { type ActionFunctionArgs, data, redirect } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** Where to go back to: a product page only (no open redirect). */
function backTo(raw: string | null, reviewId: string) {
  const path = raw && /^\/san-pham\/[A-Za-z0-9-]{1,100}(\?[^#]*)?$/.test(raw) ? raw : '/'
  return `${path}#review-${reviewId}`
}

/**
 * `POST /danh-gia/{id}/huu-ich?next=/san-pham/…`: the product page's "helpful" button is a plain
 * form (the reviews there are server HTML with no code of their own, see `island`), so the vote
 * goes through here and the browser comes back to the review. Signed out → the login page, then back.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const url = new URL(request.url)
  // a cross-site form must not vote with the visitor's cookie
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && new URL(origin).host !== url.host) throw data(null, { status: 403 })
  const id = params.id ?? ''
  const back = backTo(url.searchParams.get('next'), id)
  const info = requestInfo(request, context)
  if (!info.hasSession) throw redirect(`/dang-nhap?next=${encodeURIComponent(back.split('#')[0] ?? '/')}`)
  try {
    await info.data.reviews.helpful(id)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect(`/dang-nhap?next=${encodeURIComponent(back.split('#')[0] ?? '/')}`)
    if (!(error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 429))) throw error
  }
  return redirect(back)
}

export function loader() {
  throw data(null, { status: 404 })
}
