import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const [payments, account] = await Promise.all([info.data.seller.settings.payments(), info.data.seller.finance.account()])
  return { payments, account }
}
