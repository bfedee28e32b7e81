import { BLOG_STATES, type BlogState } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/blog?tab=&page=`: the articles of one state (all by default), last edited first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const param = url.searchParams.get('tab')
  const tab: BlogState | 'all' = BLOG_STATES.find((s) => s === param) ?? 'all'
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get('page')) || 1))
  const list = await info.data.blog.adminBlogs({ state: tab === 'all' ? undefined : tab, page, limit: 20 })
  return { tab, blogs: list.items, meta: list.meta }
}
