import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { policy: await requestInfo(request, context).data.seller.settings.returns() }
}
