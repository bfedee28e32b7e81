import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/nganh-hang`: every category, hidden ones too, with product counts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { categories: await requestInfo(request, context).data.admin.content.categories() }
}
