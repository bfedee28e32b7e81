import { type TCheckInResult, type TVoteResult, type TVotingCampaign, VOTING } from '@xinh/contracts'
import { CalendarCheck, Gift, Trophy, Vote } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { Ranking } from '#web/features/voting/ranking.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDay } from '#web/lib/dates.ts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/campaign.ts'
import type { loader as campaignLoader } from './campaign.server.ts'

export { loader } from './campaign.server.ts'
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

const TONE = { upcoming: 'info', running: 'success', ended: 'neutral' } as const

/**
 * `/binh-chon/{id}` (issue 18): check in once a day for 10 votes, spend them on the candidates,
 * watch the ranking move; the vote that reaches the threshold puts the 200K voucher in the wallet.
 */
export default function VotingCampaign() {
  const { campaign: loaded, jsonLd } = useLoaderData<typeof campaignLoader>()
  const t = useT()
  const { user, api, openAuth } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [campaign, setCampaign] = useState<TVotingCampaign>(loaded)
  const [busy, setBusy] = useState<string | null>(null)
  // a revalidation (after a vote) brings the fresh ranking
  useEffect(() => setCampaign(loaded), [loaded])
  const signedIn = Boolean(user && !user.is_guest)
  const me = campaign.me
  const running = campaign.status === 'running'
  const reward = campaign.reward

  function failed(error: unknown) {
    if (error instanceof ApiError && error.status === 401) return openAuth('login')
    toast(error instanceof ApiError && error.message ? error.message : t('vote.failed'), 'error')
  }

  async function checkIn() {
    if (!signedIn) return openAuth('login')
    setBusy('check-in')
    try {
      const result = await api.post<TCheckInResult>(`/api/v1/mobile/voting-campaigns/${campaign._id}/check-in`)
      setCampaign((c) => ({ ...c, me: result.me }))
      toast(t('vote.checkin_done', { count: result.granted }), 'success')
    } catch (error) {
      failed(error)
      revalidator.revalidate()
    } finally {
      setBusy(null)
    }
  }

  async function vote(candidateId: string, name: string) {
    if (!signedIn) return openAuth('login')
    setBusy(candidateId)
    try {
      const result = await api.post<TVoteResult>(`/api/v1/mobile/voting-campaigns/${campaign._id}/votes`, {
        candidate_id: candidateId,
        count: 1,
      })
      setCampaign((c) => ({
        ...c,
        me: result.me,
        total_votes: c.total_votes + 1,
        candidates: c.candidates.map((x) => (x._id === candidateId ? { ...x, votes: result.candidate.votes } : x)),
      }))
      toast(t('vote.voted', { name }), 'success')
      if (result.reward_granted === 'saved' && reward) toast(t('vote.reward_saved', { value: formatVnd(reward.value) }), 'success')
      if (result.reward_granted === 'exhausted') toast(t('vote.reward_exhausted'), 'info')
      revalidator.revalidate()
    } catch (error) {
      failed(error)
    } finally {
      setBusy(null)
    }
  }

  const toReward = reward && me && !me.reward ? Math.max(0, reward.min_votes - me.spent) : null
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: t('vote.title'), to: '/binh-chon' }, { name: campaign.title }]} />
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{campaign.title}</h1>
          <StatusBadge tone={TONE[campaign.status]}>{t(`vote.status.${campaign.status}`)}</StatusBadge>
        </div>
        {campaign.description && <p className="text-sm whitespace-pre-line text-neutral-700">{campaign.description}</p>}
        <p className="text-sm text-neutral-700">
          {t('vote.period', { from: formatDay(campaign.starts_at, t.lang), to: formatDay(campaign.ends_at, t.lang) })} ·{' '}
          {t('vote.total_votes', { count: campaign.total_votes.toLocaleString('vi-VN') })}
        </p>
      </header>

      <section
        className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
        aria-live="polite"
        data-testid="vote-panel"
      >
        {!running ? (
          <p className="text-sm font-medium text-neutral-800">{t('vote.not_running')}</p>
        ) : !signedIn || !me ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-brand-900">{t('vote.login_prompt')}</p>
            <Button variant="secondary" onClick={() => openAuth('login')}>
              {t('vote.login')}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-4">
              <p className="flex flex-col">
                <span className="text-xs text-neutral-700">{t('vote.balance')}</span>
                <span className="text-2xl font-bold text-brand-700" data-testid="vote-balance">
                  {me.balance}
                </span>
              </p>
              <p className="flex flex-col">
                <span className="text-xs text-neutral-700">{t('vote.spent')}</span>
                <span className="text-2xl font-bold text-neutral-900" data-testid="vote-spent">
                  {me.spent}
                </span>
              </p>
              <div className="ml-auto">
                {me.checked_in_today ? (
                  <p className="flex items-center gap-2 text-sm font-medium text-emerald-800" data-testid="vote-checked-in">
                    <CalendarCheck aria-hidden className="size-5" />
                    {t('vote.checked_in')}
                  </p>
                ) : (
                  <Button onClick={() => void checkIn()} loading={busy === 'check-in'} data-testid="vote-check-in">
                    <CalendarCheck aria-hidden className="size-4" />
                    {t('vote.checkin', { count: VOTING.votesPerCheckIn })}
                  </Button>
                )}
              </div>
            </div>
            {me.balance === 0 && me.checked_in_today && <p className="text-sm text-neutral-800">{t('vote.no_votes_hint')}</p>}
          </>
        )}
        {reward && (
          <p className="flex items-start gap-2 text-sm font-medium text-brand-900" data-testid="vote-reward">
            <Gift aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 flex-1">
              {me?.reward === 'saved' || me?.reward === 'already' ? (
                <>
                  {t('vote.reward_have', { value: formatVnd(reward.value) })}{' '}
                  <Link to="/trang-ca-nhan/vi-voucher" className="underline">
                    {t('vote.my_vouchers')}
                  </Link>
                </>
              ) : me?.reward === 'exhausted' ? (
                t('vote.reward_exhausted')
              ) : toReward !== null ? (
                t('vote.reward_progress', { count: toReward, value: formatVnd(reward.value) })
              ) : (
                t('vote.reward', { count: reward.min_votes, value: formatVnd(reward.value) })
              )}
            </span>
          </p>
        )}
      </section>

      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t('vote.candidates')}</h2>
        <Link
          to={`/binh-chon/${campaign._id}/ket-qua`}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700"
        >
          <Trophy aria-hidden className="size-4" />
          {t('vote.results')}
        </Link>
      </div>
      <Ranking
        candidates={campaign.candidates}
        action={(c) =>
          running ? (
            <Button
              variant="secondary"
              className="shrink-0 px-3 sm:px-4"
              loading={busy === c._id}
              disabled={Boolean(me && me.balance === 0) || (busy !== null && busy !== c._id)}
              onClick={() => void vote(c._id, c.name)}
              aria-label={t('vote.vote_for', { name: c.name })}
              data-testid="vote-button"
            >
              <Vote aria-hidden className="size-4" />
              {/* on a phone the icon alone (the button's name says whom it is for): the name keeps the room */}
              <span className="hidden sm:inline">{t('vote.vote')}</span>
            </Button>
          ) : null
        }
      />
    </div>
  )
}
