import type { TAddress } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { currentUser } from '#web/lib/session.server.ts'

/** `/mua-chung/chuong-trinh/{dealId}`: a group-buy deal, its rooms waiting for people, and opening a room. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, t } = pageKit(request, context)
  const deal = await info.data.groupBuy.deal(id).catch(notFoundOnMissing)
  const [offer, user] = await Promise.all([info.data.groupBuy.offer(deal.product_id), currentUser(info)])
  const signedIn = Boolean(user && !user.is_guest)
  const addresses: TAddress[] = signedIn && deal.status === 'active' ? await info.data.profile.addresses() : []
  // the rooms of this deal (the product's running deal is this one, or the deal has ended)
  const rooms = offer.deal?._id === deal._id ? offer.open_rooms : []
  return {
    deal,
    rooms,
    addresses,
    signedIn,
    title: `${t('gb.deal_title', { name: deal.product_name })} – ${formatVnd(deal.group_price)} – Xinh`,
  }
}
