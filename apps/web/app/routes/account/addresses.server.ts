import type { LoaderFunctionArgs } from 'react-router'
import { requireUser } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info } = await requireUser(request, context)
  const [addresses, provinces] = await Promise.all([info.data.profile.addresses(), info.data.profile.provinces()])
  return { addresses, provinces }
}
