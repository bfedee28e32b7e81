import { type LoaderFunctionArgs, redirect } from 'react-router'
import { checkoutMessages, firstQuote, provinceList } from '#web/features/checkout/loader.server.ts'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'

/**
 * `/thanh-toan-2`: quick checkout for a visitor without an account (spec §6). The cart belongs to
 * the visitor's guest session; a signed-in buyer is sent to `/thanh-toan`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const user = await currentUser(info)
  if (user && !user.is_guest) throw redirect('/thanh-toan')
  const [provinces, quote] = await Promise.all([provinceList(info), user ? firstQuote(info) : null])
  return { provinces, quote, hasGuest: Boolean(user), messages: checkoutMessages() }
}
