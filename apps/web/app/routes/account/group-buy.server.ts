import type { LoaderFunctionArgs } from 'react-router'
import { accountKit } from '#web/features/account-areas/page.server.ts'

export const ROOMS_PER_PAGE = 20

/** `/trang-ca-nhan/mua-chung?page=`: the buyer's group-buy rooms, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, page, t } = await accountKit(request, context)
  const list = await info.data.groupBuy.myRooms({ page, limit: ROOMS_PER_PAGE })
  return { items: list.items, meta: list.meta, title: `${t('gb.my_title')} – Xinh` }
}
