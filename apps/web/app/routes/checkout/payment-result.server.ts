import type { LoaderFunctionArgs } from 'react-router'
import { isId } from '#web/features/catalog/api.server.ts'
import type { PaymentAttempt } from '#web/features/payments/types.ts'
import { ApiError } from '#web/lib/api.ts'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'

/**
 * `/thanh-toan/ket-qua?payment={id}&key={key}`: where the gateway (or its simulator) sends the buyer back.
 * The page shows the payment as our server knows it; the gateway's own query parameters are
 * not trusted here (the server learns the result from the signed IPN and return verification).
 * The buyer's session reads their own payment; without one (another of our hosts, logged out),
 * the link's `key` from our return redirect reads that one payment, without the order links.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const id = url.searchParams.get('payment') ?? ''
  const key = url.searchParams.get('key') ?? ''
  const user = info.hasSession ? await currentUser(info) : null
  const account = Boolean(user && !user.is_guest)
  // the gateway's return could not be verified (our server redirects with ?error=): no payment to show
  const none = { payment: null, error: null, linkOrders: account, owned: false, key: null, unverified: false }
  if (!isId(id)) return { ...none, unverified: url.searchParams.has('error') }
  const read = async (key?: string) => {
    try {
      return (await info.data.payments.get(id, key)) as PaymentAttempt
    } catch (e) {
      if (e instanceof ApiError && e.status >= 400 && e.status < 500) return null
      throw e
    }
  }
  try {
    const own = user ? await read() : null
    if (own) return { ...none, payment: own, owned: true }
    const shared = /^[\w-]{1,64}$/.test(key) ? await read(key) : null
    // someone else's session (or none) reading it by its link: no order links, no paying again here
    return shared ? { ...none, payment: shared, key, linkOrders: false } : none
  } catch (e) {
    return { ...none, error: e instanceof ApiError && e.message ? e.message : null }
  }
}
