import type { TAddress } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { requireUser } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info } = await requireUser(request, context)
  const [addresses, provinces] = await Promise.all([
    info.api.get<TAddress[]>('/api/v1/mobile/addresses'),
    info.api.get<Array<{ code: string; name: string }>>('/api/v1/public/provinces'),
  ])
  return { addresses, provinces }
}
