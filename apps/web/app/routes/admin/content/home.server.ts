import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/trang-chu`: the home page's platform banners and collections, in their order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = requestInfo(request, context).data.admin.content
  const [banners, collections] = await Promise.all([content.homeBanners(), content.homeCollections()])
  return { banners, collections }
}
