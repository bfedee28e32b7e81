import type { LoaderFunctionArgs } from 'react-router'
import { Outlet } from 'react-router'
import { requireUser } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context)
  return null
}

export const meta = () => [{ name: 'robots', content: 'noindex' }]

export default function AffiliateLayout() {
  return <Outlet />
}
