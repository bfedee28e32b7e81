import type { LoaderFunctionArgs } from 'react-router'
import { accountKit } from '#web/features/account-areas/page.server.ts'
import { provinceNames } from '#web/features/catalog/api.server.ts'

export const SEEN_PER_PAGE = 20

/** `/trang-ca-nhan/da-xem?page=`: the products the buyer viewed, most recent first (§7 seen products). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, page, t } = await accountKit(request, context)
  const [list, provinces] = await Promise.all([info.data.account.seen({ page, limit: SEEN_PER_PAGE }), provinceNames(info)])
  return { items: list.items, meta: list.meta, provinces, title: `${t('acct.seen_title')} – Xinh` }
}
