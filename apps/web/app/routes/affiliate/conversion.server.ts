import type { LoaderFunctionArgs } from 'react-router'
import { AFF } from '#web/features/affiliate/api.ts'
import { seedOf } from '#web/features/affiliate/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** affssr: one converted order's explanation, painted on the server (another KOL's order or a bad id: the screen's 404 state). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const orderId = params.orderId ?? ''
  return { seed: await seedOf(AFF.conversion(orderId), () => info.data.affiliate.conversion(orderId)) }
}
