import { MessageSquareWarning } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { ChatReportHeading, ReportedMessage } from '#web/features/admin/queue/chat-report.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/chat-reports.ts'
import type { loader as listLoader } from './chat-reports.server.ts'

export { loader } from './chat-reports.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.chat_reports' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/**
 * `/admin/tro-chuyen-bi-bao-cao`: each reported conversation (who reported whom, why, the reported
 * message) with the decision in the row; the detail shows the messages around it. Text as text.
 */
export default function ChatReportsPage() {
  const { status, list, waiting, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.chat_reports')} description={t('ad.chat_reports.description')} />
      <QueueList
        items={list.items}
        meta={list.meta}
        idOf={(r) => r._id}
        tabs={[
          { id: 'open', label: t('ad.chat_reports.tab.open'), count: waiting },
          { id: 'upheld', label: t('ad.chat_reports.tab.upheld') },
          { id: 'dismissed', label: t('ad.chat_reports.tab.dismissed') },
        ]}
        activeTab={status}
        bulkBase="/api/v1/admin/chat-reports"
        selectable={status === 'open'}
        emptyIcon={MessageSquareWarning}
        emptyTitle={t('ad.chat_reports.empty_title')}
        emptyBody={t('ad.chat_reports.empty_body')}
        renderItem={(r) => (
          <div data-testid="chat-report-row">
            <ChatReportHeading report={r} waitingSince={r.status === 'open' ? age(r.created_at, now) : null} />
            {r.message && <ReportedMessage message={r.message} />}
            <Link
              to={`/admin/tro-chuyen-bi-bao-cao/${r._id}`}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
            >
              {t('ad.chat_reports.open')}
            </Link>
            <DecisionBar
              inline
              base={`/api/v1/admin/chat-reports/${r._id}`}
              canApprove={r.status === 'open'}
              canReject={r.status === 'open'}
              approveLabel={t('ad.chat_reports.uphold')}
              rejectLabel={t('ad.chat_reports.dismiss')}
            />
          </div>
        )}
      />
    </>
  )
}
