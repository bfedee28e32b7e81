import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  // the form's default dates start from the server's clock, so the page hydrates with the same values
  return { pause: await requestInfo(request, context).data.seller.settings.pause(), now: new Date().toISOString() }
}
