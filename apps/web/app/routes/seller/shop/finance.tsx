import { useLoaderData } from 'react-router'
import { FinanceView } from '#web/features/seller/finance/finance-view.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { loader as financeLoader } from './finance.server.ts'

export { loader } from './finance.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.finance' }
export const meta = () => [{ title: 'Tài chính – Kênh người bán Xinh' }]

/** `/ban-hang/tai-chinh` — the seller's money from the ledger: balance, held funds, statements, payouts. */
export default function SellerFinance() {
  const data = useLoaderData<typeof financeLoader>()
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.nav.finance')} description={t('sc.fin.description')} />
      <FinanceView {...data} />
    </>
  )
}
