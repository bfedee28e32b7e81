import { data, type LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { requireUser } from '#web/lib/session.server.ts'

/** `/blook/{a}/{b}/sua` (n16): the composer in edit mode, for the blook's author only (anyone else: 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const authorId = requireId(params.a)
  const id = requireId(params.b)
  const { info, user } = await requireUser(request, context)
  const [blook, tree] = await Promise.all([info.data.blog.blook(id).catch(notFoundOnMissing), info.data.blog.blookCategories()])
  if (blook.author._id !== authorId || !blook.is_mine || user._id !== authorId) throw data(null, { status: 404 })
  return { blook, tree }
}
