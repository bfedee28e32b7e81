import type { TVotingCampaignSummary } from '@xinh/contracts'
import { Gift, Trophy, Vote } from 'lucide-react'
import { Link } from 'react-router'
import { formatDay } from '#web/lib/dates.ts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { StatusBadge } from '#web/ui/status-badge.tsx'

const TONE = { upcoming: 'info', running: 'success', ended: 'neutral' } as const

/** A campaign in the list: period, state, how many voted, the reward; links to voting and results. */
export function CampaignCard({ campaign: c }: { campaign: TVotingCampaignSummary }) {
  const t = useT()
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200" data-testid="vote-campaign">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold text-neutral-900">
          <Link to={`/binh-chon/${c._id}`} className="hover:underline">
            {c.title}
          </Link>
        </h2>
        <StatusBadge tone={TONE[c.status]}>{t(`vote.status.${c.status}`)}</StatusBadge>
      </div>
      {c.description && <p className="line-clamp-2 text-sm text-neutral-700">{c.description}</p>}
      <p className="text-sm text-neutral-700">
        {t('vote.period', { from: formatDay(c.starts_at, t.lang), to: formatDay(c.ends_at, t.lang) })} ·{' '}
        {t(`vote.type.${c.candidate_type}`)} · {t('vote.candidate_count', { count: c.candidate_count })} ·{' '}
        {t('vote.total_votes', { count: c.total_votes.toLocaleString('vi-VN') })}
      </p>
      {c.reward && (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          <Gift aria-hidden className="size-4 shrink-0" />
          {t('vote.reward', { count: c.reward.min_votes, value: formatVnd(c.reward.value) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {c.status !== 'ended' && (
          <Link
            to={`/binh-chon/${c._id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Vote aria-hidden className="size-4" />
            {t('vote.open')}
          </Link>
        )}
        <Link
          to={`/binh-chon/${c._id}/ket-qua`}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100"
        >
          <Trophy aria-hidden className="size-4" />
          {t('vote.results')}
        </Link>
      </div>
    </li>
  )
}
