import { Megaphone } from 'lucide-react'
import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/social-feedback.ts'
import type { loader as listLoader } from './social-feedback.server.ts'

export { loader } from './social-feedback.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.social_feedback' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/**
 * `/admin/phan-anh-xa-hoi` (pages, issue 18): each submission with its organisation, decision
 * number, text and picture, decided in the row (accept, or decline with the reason the sender
 * reads on /danh-sach); bulk decisions on the pending tab. Text is shown as text.
 */
export default function SocialFeedbackQueuePage() {
  const { status, q, list, waiting, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.social_feedback')} description={t('ad.sfb.description')} />
      <QueueList
        items={list.items}
        meta={list.meta}
        idOf={(f) => f._id}
        tabs={[
          { id: 'pending', label: t('ad.q.tab.pending'), count: waiting },
          { id: 'approved', label: t('ad.q.tab.approved') },
          { id: 'rejected', label: t('ad.q.tab.rejected') },
        ]}
        activeTab={status}
        searchLabel={t('ad.sfb.search')}
        q={q}
        bulkBase="/api/v1/admin/social-feedback"
        selectable={status === 'pending'}
        emptyIcon={Megaphone}
        emptyTitle={t('ad.sfb.empty_title')}
        emptyBody={t('ad.sfb.empty_body')}
        renderItem={(f) => (
          <div data-testid="social-feedback-item">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-neutral-900">{f.organization_name}</p>
                <p className="text-sm text-neutral-700">
                  {t('ad.sfb.decision_no', { no: f.decision_number })}
                  {f.reason ? ` · ${f.reason}` : ''}
                </p>
                <p className="text-sm text-neutral-700">{t('ad.sfb.from', { name: f.user.userName, email: f.email })}</p>
              </div>
              {f.status === 'pending' ? (
                <span className="text-sm text-neutral-700">{t('ad.q.waiting_since', { age: age(f.created_at, now) })}</span>
              ) : (
                <StatusBadge tone={f.status === 'approved' ? 'success' : 'danger'}>
                  {f.decided?.decided_at
                    ? t('ad.q.decided_by', {
                        status: t(`ad.q.status.${f.status}`),
                        by: f.decided.decided_by?.name ?? '—',
                        at: formatDateTime(f.decided.decided_at, t.lang),
                      })
                    : t(`ad.q.status.${f.status}`)}
                </StatusBadge>
              )}
            </div>
            <div className="mt-2 flex gap-3">
              <a href={f.image} target="_blank" rel="noreferrer" className="shrink-0">
                <img
                  src={f.image}
                  alt={t('ad.sfb.image', { org: f.organization_name })}
                  loading="lazy"
                  className="size-24 rounded-lg bg-neutral-100 object-cover ring-1 ring-neutral-200"
                />
              </a>
              <p className="min-w-0 whitespace-pre-line break-words text-sm text-neutral-800">{f.content}</p>
            </div>
            {f.review_note && <p className="mt-1 text-sm text-neutral-800">{f.review_note}</p>}
            <DecisionBar
              inline
              base={`/api/v1/admin/social-feedback/${f._id}`}
              canApprove={f.status === 'pending'}
              canReject={f.status === 'pending'}
            />
          </div>
        )}
      />
    </>
  )
}
