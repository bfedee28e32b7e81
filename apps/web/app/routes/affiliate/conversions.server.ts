import type { LoaderFunctionArgs } from 'react-router'
import { seedOfPage } from '#web/features/affiliate/page.server.ts'
import { screens } from '#web/features/affiliate/screens.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** affssr: the converted orders of `?status=&page=`, painted on the server. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const { query, path } = screens.conversions(new URL(request.url).searchParams)
  return { seed: await seedOfPage(path, () => info.data.affiliate.conversions(query)) }
}
