import { Trophy } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { Ranking } from '#web/features/voting/ranking.tsx'
import { formatDay } from '#web/lib/dates.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/results.ts'
import type { loader as campaignLoader } from './campaign.server.ts'

export { loader } from './campaign.server.ts'
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

const TONE = { upcoming: 'info', running: 'success', ended: 'neutral' } as const

/** `/binh-chon/{id}/ket-qua` (issue 18): the ranking, final once the campaign ended. */
export default function VotingResults() {
  const { campaign, jsonLd } = useLoaderData<typeof campaignLoader>()
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb
        items={[
          { name: t('vote.title'), to: '/binh-chon' },
          { name: campaign.title, to: `/binh-chon/${campaign._id}` },
          { name: t('vote.results') },
        ]}
      />
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Trophy aria-hidden className="size-4" />
          {t('vote.results_title')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{campaign.title}</h1>
          <StatusBadge tone={TONE[campaign.status]}>{t(`vote.status.${campaign.status}`)}</StatusBadge>
        </div>
        <p className="text-sm text-neutral-700">
          {t('vote.period', { from: formatDay(campaign.starts_at, t.lang), to: formatDay(campaign.ends_at, t.lang) })} ·{' '}
          {t('vote.total_votes', { count: campaign.total_votes.toLocaleString('vi-VN') })}
        </p>
      </header>
      <Ranking candidates={campaign.candidates} />
      {campaign.status === 'running' && (
        <Link
          to={`/binh-chon/${campaign._id}`}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('vote.back_campaign')}
        </Link>
      )}
    </div>
  )
}
