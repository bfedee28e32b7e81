import { data, type LoaderFunctionArgs } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/blog/moi` (a new article) or `/admin/blog/{id}`; the categories for the picker either way. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const categories = await info.data.blog.categories()
  if (params.id === 'moi') return { blog: null, categories }
  try {
    return { blog: await info.data.blog.adminBlog(params.id ?? ''), categories }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.code === 'BLOG_NOT_FOUND')) throw data(null, { status: 404 })
    throw error
  }
}
