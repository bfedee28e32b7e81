import { Flag, Lock, TriangleAlert } from 'lucide-react'
import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/reported-content.ts'
import type { loader as listLoader } from './reported-content.server.ts'

export { loader } from './reported-content.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.reported_content' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/**
 * `/admin/noi-dung-bi-bao-cao`: each reported post, comment, review, blook or user with what it says
 * now, who reported it and why, and the decision in the row: hide, warn the author (hides too and
 * sends a notice), lock the author (hides too; a fresh second factor when enrolled), or dismiss.
 * User text is rendered as text.
 */
export default function ReportedContentPage() {
  const { status, list, waiting, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.reported_content')} description={t('ad.reports.description')} />
      <QueueList
        items={list.items}
        meta={list.meta}
        idOf={(c) => c._id}
        tabs={[
          { id: 'pending', label: t('ad.q.tab.pending'), count: waiting },
          { id: 'approved', label: t('ad.q.tab.approved') },
          { id: 'rejected', label: t('ad.q.tab.rejected') },
        ]}
        activeTab={status}
        bulkBase="/api/v1/admin/reported-content"
        selectable={status === 'pending'}
        emptyIcon={Flag}
        emptyTitle={t('ad.reports.empty_title')}
        emptyBody={t('ad.reports.empty_body')}
        renderItem={(c) => (
          <div>
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-neutral-900">
                  {t(`ad.reports.target.${c.target_type}`)} · {t('ad.reports.count', { count: c.report_count })}
                </p>
                {c.target?.author && <p className="text-sm text-neutral-700">{t('ad.reports.by', { name: c.target.author.userName })}</p>}
              </div>
              {c.status === 'pending' ? (
                <span className="text-sm text-neutral-700">{t('ad.q.waiting_since', { age: age(c.first_reported_at, now) })}</span>
              ) : (
                <StatusBadge tone={c.status === 'approved' ? 'success' : 'danger'}>
                  {c.action && c.action !== 'hide' && c.action !== 'dismiss' ? `${t(`ad.reports.action.${c.action}`)} · ` : ''}
                  {c.decided?.decided_at
                    ? t('ad.q.decided_by', {
                        status: t(`ad.q.status.${c.status}`),
                        by: c.decided.decided_by?.name ?? '—',
                        at: formatDateTime(c.decided.decided_at, t.lang),
                      })
                    : t(`ad.q.status.${c.status}`)}
                </StatusBadge>
              )}
            </div>
            {c.target ? (
              <div className="mt-2 rounded-lg bg-neutral-50 p-3 ring-1 ring-neutral-200">
                <p className="whitespace-pre-wrap break-words text-sm text-neutral-900">{c.target.text}</p>
                {c.target.images.length > 0 && (
                  <div className="mt-2 flex gap-2">
                    {c.target.images.slice(0, 5).map((src) => (
                      <img key={src} src={src} alt="" loading="lazy" className="size-16 rounded-md bg-neutral-100 object-cover" />
                    ))}
                  </div>
                )}
                {c.target.is_hidden && (
                  <p className="mt-1 text-xs font-medium text-neutral-700">
                    <StatusBadge tone="neutral">{t('ad.reports.hidden')}</StatusBadge>
                  </p>
                )}
              </div>
            ) : (
              <p className="mt-2 text-sm text-neutral-700">{t('ad.reports.deleted')}</p>
            )}
            <ul className="mt-2 space-y-1 text-sm text-neutral-800">
              {c.reasons.map((r) => (
                <li key={`${r.reporter._id}-${r.created_at}`}>
                  <span className="font-medium">{r.reporter.userName}</span>: {r.reason}
                </li>
              ))}
            </ul>
            {c.decision_reason && <p className="mt-1 text-sm text-neutral-800">{c.decision_reason}</p>}
            <DecisionBar
              inline
              base={`/api/v1/admin/reported-content/${c._id}`}
              canApprove={c.status === 'pending'}
              canReject={c.status === 'pending'}
              approveLabel={c.target_type === 'user' ? t('ad.reports.uphold_user') : t('ad.reports.hide')}
              rejectLabel={t('ad.reports.dismiss')}
              actions={
                c.target?.author
                  ? [
                      {
                        path: 'warn',
                        label: t('ad.reports.warn'),
                        description: t('ad.reports.warn_description', { name: c.target.author.userName }),
                        done: t('ad.reports.warned'),
                        icon: TriangleAlert,
                      },
                      {
                        path: 'lock',
                        label: t('ad.reports.lock'),
                        description: t('ad.reports.lock_description', { name: c.target.author.userName }),
                        done: t('ad.reports.locked'),
                        icon: Lock,
                      },
                    ]
                  : []
              }
            />
          </div>
        )}
      />
    </>
  )
}
