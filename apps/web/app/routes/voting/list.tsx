import { VOTING } from '@xinh/contracts'
import { Vote } from 'lucide-react'
import { useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { CampaignCard } from '#web/features/voting/campaign-card.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import type { Route } from './+types/list.ts'
import type { loader as listLoader } from './list.server.ts'

export { loader } from './list.server.ts'
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

/** `/binh-chon` (issue 18): the voting campaigns, running ones first; `?status=all` for the archive. */
export default function VotingList() {
  const { items, status, page, jsonLd } = useLoaderData<typeof listLoader>()
  const t = useT()
  const reloading = useReloading()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: t('vote.title') }]} />
      <header>
        <h1 className="text-2xl font-bold">{t('vote.title')}</h1>
        <p className="text-sm text-neutral-700">{t('vote.description', { count: VOTING.votesPerCheckIn })}</p>
      </header>
      <TabLinks
        label={t('vote.filter_label')}
        param="status"
        active={status}
        tabs={[
          { id: 'current', label: t('vote.filter.current') },
          { id: 'all', label: t('vote.filter.all') },
        ]}
      />
      {reloading ? (
        <ListSkeleton label={t('vote.title')} />
      ) : items.length ? (
        <ul className="flex flex-col gap-3">
          {items.map((c) => (
            <CampaignCard key={c._id} campaign={c} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={Vote} title={t('vote.empty')} body={t('vote.empty_body')} />
      )}
      <Pagination meta={page} />
    </div>
  )
}
