import { SHOP_CATEGORY_TABS, type TShopCategoryListQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { listFilters, sellerTitle } from '#web/features/seller/marketing/loader.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/ban-hang/quan-ly-danh-muc?tab=&keyword=`: every category of the shop in order, the tab's, with counts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const tabParam = new URL(request.url).searchParams.get('tab')
  const tab: TShopCategoryListQuery['tab'] = (SHOP_CATEGORY_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as TShopCategoryListQuery['tab'])
    : 'all'
  const { keyword } = listFilters(request)
  const { data, counts } = await info.data.seller.marketing.categories({ tab, keyword })
  return { categories: data, counts, tab, keyword: keyword ?? null, title: sellerTitle(info, 'sc.nav.categories') }
}
