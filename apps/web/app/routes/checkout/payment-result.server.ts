import type { LoaderFunctionArgs } from 'react-router'
import { isId } from '#web/features/catalog/api.server.ts'
import type { PaymentAttempt } from '#web/features/payments/types.ts'
import { ApiError } from '#web/lib/api.ts'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'

/**
 * `/thanh-toan/ket-qua?payment={id}`: where the gateway (or its simulator) sends the buyer back.
 * The page shows the payment as our server knows it; the gateway's own query parameters are
 * not trusted here (the server learns the result from the signed IPN and return verification).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const id = url.searchParams.get('payment') ?? ''
  const user = info.hasSession ? await currentUser(info) : null
  const linkOrders = Boolean(user && !user.is_guest)
  // the gateway's return could not be verified (our server redirects with ?error=): no payment to show
  if (!isId(id) || !info.hasSession) return { payment: null, error: null, linkOrders, unverified: url.searchParams.has('error') }
  try {
    const payment = (await info.data.payments.get(id)) as PaymentAttempt
    return { payment, error: null, linkOrders, unverified: false }
  } catch (e) {
    if (e instanceof ApiError && e.status >= 400 && e.status < 500) return { payment: null, error: null, linkOrders, unverified: false }
    return { payment: null, error: e instanceof ApiError && e.message ? e.message : null, linkOrders, unverified: false }
  }
}
