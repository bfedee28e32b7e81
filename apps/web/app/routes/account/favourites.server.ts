import type { LoaderFunctionArgs } from 'react-router'
import { accountKit } from '#web/features/account-areas/page.server.ts'

export const FAVOURITES_PER_PAGE = 20

/** `/trang-ca-nhan/yeu-thich?page=` (spec §2 account area "favorites"): products saved with the §7 bookmark toggle. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, page, t } = await accountKit(request, context)
  const list = await info.data.account.favourites({ page, limit: FAVOURITES_PER_PAGE })
  return { items: list.items, meta: list.meta, title: `${t('acct.fav_title')} – Xinh` }
}
