import { type LoaderFunctionArgs, redirect } from 'react-router'
import { checkoutMessages, firstQuote, provinceList } from '#web/features/checkout/loader.server.ts'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'

/**
 * `/thanh-toan`: a signed-in buyer's checkout of the selected cart items. A visitor without an
 * account (no session, or a guest session) checks out on `/thanh-toan-2` instead.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  if (!info.hasSession) throw redirect('/thanh-toan-2')
  const user = await currentUser(info)
  if (!user || user.is_guest) throw redirect('/thanh-toan-2')
  const [addresses, provinces, quote] = await Promise.all([info.data.profile.addresses(), provinceList(info), firstQuote(info)])
  return { addresses, provinces, quote, messages: checkoutMessages() }
}
