import { LayoutDashboard } from 'lucide-react'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { SellerRouteError as ErrorBoundary } from './layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.overview' }
export const meta = () => [{ title: 'Kênh người bán – Xinh' }]

/** `/ban-hang/tong-quan` — the dashboard lands with the seller-centre dashboard work (issue 13). */
export default function SellerOverview() {
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.nav.overview')} />
      <EmptyState icon={LayoutDashboard} title={t('sc.title')} />
    </>
  )
}
