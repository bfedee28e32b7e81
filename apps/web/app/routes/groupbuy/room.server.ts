import type { TAddress } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { currentUser } from '#web/lib/session.server.ts'

/** `/mua-chung/{roomId}`: the room members share (members, countdown, share), and joining it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, t, abs } = pageKit(request, context)
  const [room, user] = await Promise.all([info.data.groupBuy.room(id).catch(notFoundOnMissing), currentUser(info)])
  const signedIn = Boolean(user && !user.is_guest)
  const addresses: TAddress[] = signedIn && room.can_join ? await info.data.profile.addresses() : []
  const title = t('gb.share_text', { name: room.deal.product_name, price: formatVnd(room.deal.group_price) })
  return { room, addresses, signedIn, title, image: abs(room.deal.image) }
}
