import { type LoaderFunctionArgs, redirect } from 'react-router'
import { SELLER_CATALOGUE } from '#web/features/seller/i18n/catalogue.server.ts'
import type { TodoCounts } from '#web/features/seller/seller-shell.tsx'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { requireUser } from '#web/lib/session.server.ts'

/**
 * `/ban-hang/*`: anonymous visitors go home (spec §2); a signed-in user without an approved
 * shop goes to `/become-seller` (apply, or see where the application stands). The seller
 * centre's strings come with this loader, not with every page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, user } = await requireUser(request, context)
  if (!user.shop?.is_approved) throw redirect('/become-seller')
  const [shop, counts] = await Promise.all([info.data.seller.shop(), info.data.seller.dashboard.todo()])
  // the navigation's badges (one cheap read): orders to confirm or prepare and cancel requests, returns waiting, rejected products
  const todo: TodoCounts = {
    orders: counts.to_confirm + counts.to_prepare + counts.cancel_requests,
    returns: counts.return_requests,
    products: counts.rejected_products,
  }
  return { shop, todo, messages: areaMessages(SELLER_CATALOGUE, info.lang) }
}
