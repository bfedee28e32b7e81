import { type LoaderFunctionArgs, redirect } from 'react-router'
import { safeNext } from '#web/features/account/login-path.ts'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'

/** `/dang-nhap?next=…`: a signed-in account goes straight on to `next` (a path on this site only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const next = safeNext(url.searchParams.get('next'))
  // a locked account's session was just ended (issue 14): say so; logging in gives the reason
  const locked = url.searchParams.get('locked') === '1'
  const user = await currentUser(requestInfo(request, context))
  if (user && !user.is_guest) throw redirect(next)
  return { next, locked }
}
