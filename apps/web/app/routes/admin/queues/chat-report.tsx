import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { ChatReportHeading, ChatTranscript } from '#web/features/admin/queue/chat-report.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { BackLink, DetailSection } from '#web/features/admin/queue/detail.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/chat-report.ts'
import type { loader as detailLoader } from './chat-report.server.ts'

export { loader } from './chat-report.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.chat_reports' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** One chat report for the admin's decision: the conversation around it, the reported message marked. */
export default function ChatReportPage() {
  const { report: r } = useLoaderData<typeof detailLoader>()
  const t = useAdminT()
  return (
    <>
      <BackLink to="/admin/tro-chuyen-bi-bao-cao" />
      <PageHeader title={t('ad.nav.chat_reports')} />
      <ChatReportHeading report={r} waitingSince={null} />
      <div className="mt-4">
        <DetailSection title={t('ad.chat_reports.context')}>
          <ChatTranscript report={r} />
        </DetailSection>
      </div>
      <DecisionBar
        base={`/api/v1/admin/chat-reports/${r._id}`}
        canApprove={r.status === 'open'}
        canReject={r.status === 'open'}
        approveLabel={t('ad.chat_reports.uphold')}
        rejectLabel={t('ad.chat_reports.dismiss')}
      />
    </>
  )
}
