import { ExternalLink, Pencil, Plus, Vote } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { loader } from './list.server.ts'

export { loader } from './list.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.voting' }
export const meta = () => [{ title: 'Bình chọn – Quản trị Xinh' }]

const TONE = { upcoming: 'info', running: 'success', ended: 'neutral' } as const

/** `/admin/binh-chon` (issue 18): the voting campaigns with their figures, edit and the public page. */
export default function AdminVotingCampaigns() {
  const { campaigns, meta } = useLoaderData<typeof loader>()
  const t = useAdminT()
  const reloading = useReloading()
  return (
    <>
      <PageHeader
        title={t('ad.vote.title')}
        description={t('ad.vote.description')}
        actions={
          <Link
            to="/admin/binh-chon/moi"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Plus aria-hidden className="size-4" />
            {t('ad.vote.new')}
          </Link>
        }
      />
      <div className="mt-4">
        {reloading ? (
          <ListSkeleton label={t('ad.content.loading')} />
        ) : campaigns.length === 0 ? (
          <EmptyState icon={Vote} title={t('ad.vote.empty')} body={t('ad.vote.empty_body')} />
        ) : (
          <ul className="flex flex-col gap-2">
            {campaigns.map((c) => (
              <li
                key={c._id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-neutral-200 bg-white p-3"
                data-testid="admin-vote-row"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{c.title}</p>
                  <p className="text-sm text-neutral-700">
                    {formatDateTime(c.starts_at, t.lang)} – {formatDateTime(c.ends_at, t.lang)}
                  </p>
                  <p className="text-sm text-neutral-700">
                    {t('ad.vote.row', {
                      type: t(`ad.vote.type.${c.candidate_type}`),
                      count: c.candidate_count,
                      votes: c.total_votes,
                      voters: c.voters,
                      rewards: c.rewards_granted,
                    })}
                  </p>
                </div>
                <StatusBadge tone={TONE[c.status]}>{t(`ad.vote.status.${c.status}`)}</StatusBadge>
                <div className="flex gap-1">
                  <Link
                    to={`/admin/binh-chon/${c._id}`}
                    aria-label={`${t('ad.content.edit')} ${c.title}`}
                    className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Link>
                  <a
                    href={`/binh-chon/${c._id}`}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`${t('ad.vote.view')} ${c.title}`}
                    className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
                  >
                    <ExternalLink aria-hidden className="size-4" />
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <Pagination meta={meta} />
        </div>
      </div>
    </>
  )
}
