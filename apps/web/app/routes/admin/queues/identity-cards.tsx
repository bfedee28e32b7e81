import { IdCard } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/identity-cards.ts'
import type { loader as listLoader } from './identity-cards.server.ts'

export { loader } from './identity-cards.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.identity_cards' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/**
 * `/admin/xac-minh-cccd`: each card with both photos (served privately to admins) and its
 * decision in the row for quick work; the name opens the card's page (`/admin/xac-minh-cccd/{id}`)
 * with the photos large, the account and who decided.
 */
export default function IdentityCardQueuePage() {
  const { status, q, list, waiting, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.identity_cards')} description={t('ad.cards.description')} />
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
        searchLabel={t('ad.cards.search')}
        q={q}
        bulkBase="/api/v1/admin/identity-cards"
        selectable={status === 'pending'}
        emptyIcon={IdCard}
        emptyTitle={t('ad.cards.empty_title')}
        emptyBody={t('ad.cards.empty_body')}
        renderItem={(c) => (
          <div>
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <Link to={`/admin/xac-minh-cccd/${c._id}`} className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline">
                  {c.user.userName}
                </Link>
                <p className="text-sm text-neutral-700">
                  {c.id_number} · {c.user.email ?? c.user.phoneNumber ?? ''}
                </p>
              </div>
              {c.status === 'pending' ? (
                <span className="text-sm text-neutral-700">{t('ad.q.waiting_since', { age: age(c.created_at, now) })}</span>
              ) : (
                <StatusBadge tone={c.status === 'approved' ? 'success' : 'danger'}>
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
            <div className="mt-2 grid max-w-lg grid-cols-2 gap-2">
              {(
                [
                  [c.front_url, t('ad.cards.front')],
                  [c.back_url, t('ad.cards.back')],
                ] as const
              ).map(([src, label]) => (
                <a key={label} href={src} target="_blank" rel="noreferrer">
                  <img
                    src={src}
                    alt={`${label} · ${c.user.userName}`}
                    loading="lazy"
                    className="aspect-[8/5] w-full rounded-lg bg-neutral-100 object-cover ring-1 ring-neutral-200"
                  />
                </a>
              ))}
            </div>
            {c.review_note && <p className="mt-1 text-sm text-neutral-800">{c.review_note}</p>}
            <DecisionBar
              inline
              base={`/api/v1/admin/identity-cards/${c._id}`}
              canApprove={c.status === 'pending'}
              canReject={c.status === 'pending'}
            />
          </div>
        )}
      />
    </>
  )
}
