import type { LoaderFunctionArgs } from 'react-router'
import { accountKit } from '#web/features/account-areas/page.server.ts'
import { walletTabOf } from '#web/features/account-areas/wallet.ts'

export const WALLET_PER_PAGE = 10

/** `/trang-ca-nhan/vi-voucher?tab=&page=` (spec §2 account area "my vouchers"): the saved-voucher wallet by tab. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, url, page, t } = await accountKit(request, context)
  const tab = walletTabOf(url.searchParams.get('tab'))
  const wallet = await info.data.account.wallet({ status: tab, page, limit: WALLET_PER_PAGE })
  return { tab, items: wallet.items, meta: wallet.meta, counts: wallet.counts, now: Date.now(), title: `${t('acct.v_title')} – Xinh` }
}
