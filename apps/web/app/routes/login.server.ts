import { type LoaderFunctionArgs, redirect } from 'react-router'
import { safeNext } from '#web/features/account/login-path.ts'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'

/** `/dang-nhap?next=…`: a signed-in account goes straight on to `next` (a path on this site only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  const user = await currentUser(requestInfo(request, context))
  if (user && !user.is_guest) throw redirect(next)
  return { next }
}
