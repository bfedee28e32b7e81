import { LayoutDashboard } from 'lucide-react'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { AdminRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.overview' }
export const meta = () => [{ title: 'Quản trị – Xinh' }]

/** `/admin/tong-quan` — the dashboard (queues, today's figures, 30-day charts) comes with the admin dashboard work (issue 14). */
export default function AdminOverview() {
  const t = useAdminT()
  return (
    <>
      <PageHeader title={t('ad.nav.overview')} />
      <EmptyState icon={LayoutDashboard} title={t('ad.title')} />
    </>
  )
}
