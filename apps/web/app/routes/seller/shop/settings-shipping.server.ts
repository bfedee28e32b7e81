import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const [settings, provinces, shop] = await Promise.all([
    info.data.seller.settings.shipping(),
    info.data.profile.provinces(),
    info.data.seller.settings.shop(),
  ])
  return { settings, provinces, shop }
}
