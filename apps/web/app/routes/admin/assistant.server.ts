import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/tro-ly` (issue 17): the shopping assistant's remote config (style split, texts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  return { config: await info.data.admin.assistant.config() }
}
