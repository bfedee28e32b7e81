import type { LoaderFunctionArgs } from 'react-router'
import { requireUser } from '#web/lib/session.server.ts'

/** `/blook/tao`: the composer, for signed-in users (others go to the home page, spec §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, user } = await requireUser(request, context)
  const tree = await info.data.blog.blookCategories()
  return { tree, canPostAsShop: Boolean(user.shop?.is_approved) }
}
