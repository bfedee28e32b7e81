import type { LoaderFunctionArgs } from 'react-router'
import { notificationPages } from '#web/features/notifications/i18n.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { requireUser } from '#web/lib/session.server.ts'

/**
 * `/trang-ca-nhan/thong-bao` and its settings: the pages' strings (an area catalogue). The lists
 * themselves load in the browser through the API: they change live (socket) and on every read.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info } = await requireUser(request, context)
  const messages = areaMessages(notificationPages, info.lang)
  return { messages }
}
