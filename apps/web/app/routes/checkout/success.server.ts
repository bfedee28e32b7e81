import type { TOrder } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { isId } from '#web/features/catalog/api.server.ts'
import { ApiError } from '#web/lib/api.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** A checkout makes one order per shop (at most 30 shops per checkout). */
const MAX_ORDERS = 30

/**
 * `/thanh-toan/thanh-cong?orders={id},{id}`: the orders a checkout just made, read again with the
 * buyer's session (a guest's too), so the page survives a reload and the back button. Another
 * buyer's order, or one that does not exist, is left out.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const ids = [...new Set((new URL(request.url).searchParams.get('orders') ?? '').split(','))].filter(isId).slice(0, MAX_ORDERS)
  if (!info.hasSession || ids.length === 0) return { orders: [] as TOrder[] }
  const found = await Promise.all(
    ids.map((id) =>
      info.data.orders.get(id).catch((e: unknown) => {
        if (e instanceof ApiError && e.status >= 400 && e.status < 500) return null
        throw e
      }),
    ),
  )
  return { orders: found.filter((o): o is TOrder => o !== null) }
}
