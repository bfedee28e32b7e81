import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const [shop, provinces] = await Promise.all([info.data.seller.settings.shop(), info.data.profile.provinces()])
  return { shop, provinces }
}
