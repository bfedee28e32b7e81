import {
  issuesToFields,
  type TAdminVotingCampaign,
  VOTING,
  VOTING_CANDIDATE_TYPES,
  type VotingCandidateType,
  ZVotingCampaignInput,
} from '@xinh/contracts'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminWrite } from '#web/features/admin/content/use-save.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { ProductSearchDialog } from '#web/features/blog/product-search-dialog.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { loader } from './edit.server.ts'

export { loader } from './edit.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.voting' }
export const meta = () => [{ title: 'Bình chọn – Quản trị Xinh' }]

/** ISO → a datetime-local value in the browser's time; and back. */
const toLocal = (iso: string | null | undefined) => {
  if (!iso) return ''
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : '')
const areaClass =
  'w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus:border-brand-600 aria-[invalid=true]:border-red-600'

/** `/admin/binh-chon/moi` and `/admin/binh-chon/{id}` (issue 18): the whole campaign in one form. */
export default function AdminVotingEdit() {
  const { campaign } = useLoaderData<typeof loader>()
  return <CampaignForm key={campaign?._id ?? 'new'} campaign={campaign} />
}

function CampaignForm({ campaign }: { campaign: TAdminVotingCampaign | null }) {
  const t = useAdminT()
  const navigate = useNavigate()
  const { run, formError } = useAdminWrite()
  const [title, setTitle] = useState(campaign?.title ?? '')
  const [description, setDescription] = useState(campaign?.description ?? '')
  const [type, setType] = useState<VotingCandidateType>(campaign?.candidate_type ?? 'product')
  const [startsAt, setStartsAt] = useState(toLocal(campaign?.starts_at ?? new Date().toISOString()))
  const [endsAt, setEndsAt] = useState(toLocal(campaign?.ends_at ?? new Date(Date.now() + 14 * 86_400_000).toISOString()))
  const [rewardCode, setRewardCode] = useState(campaign?.reward?.code ?? '')
  const [rewardMin, setRewardMin] = useState(String(campaign?.reward?.min_votes ?? VOTING.rewardMinVotesDefault))
  const [ids, setIds] = useState(() =>
    campaign
      ? [...campaign.candidates]
          .sort((a, b) => a.rank - b.rank)
          .map((c) => c.target_id)
          .join('\n')
      : '',
  )
  const [picking, setPicking] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function save() {
    const body = {
      title,
      description,
      candidate_type: type,
      candidate_ids: ids
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
      starts_at: fromLocal(startsAt),
      ends_at: fromLocal(endsAt),
      reward_voucher_code: rewardCode,
      reward_min_votes: rewardMin,
    }
    const checked = ZVotingCampaignInput.safeParse(body)
    if (!checked.success) {
      setErrors(issuesToFields(checked.error.issues, t.lang))
      return
    }
    setErrors({})
    setBusy(true)
    const saved = await run(
      (api) =>
        campaign
          ? api.put<TAdminVotingCampaign>(`/api/v1/admin/voting-campaigns/${campaign._id}`, body)
          : api.post<TAdminVotingCampaign>('/api/v1/admin/voting-campaigns', body),
      {
        success: t('ad.vote.saved'),
        setError: ((field: string, e: { message?: string }) => setErrors((x) => ({ ...x, [field]: e.message ?? '' }))) as never,
      },
    )
    setBusy(false)
    if (saved) navigate('/admin/binh-chon')
  }

  return (
    <>
      <PageHeader title={campaign ? t('ad.vote.edit_title') : t('ad.vote.new_title')} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
        className="flex max-w-3xl flex-col gap-5"
        data-testid="admin-vote-form"
      >
        <FormError message={formError} />
        <TextField
          label={t('ad.vote.f.title')}
          name="title"
          value={title}
          maxLength={VOTING.titleMax}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <Field label={t('ad.vote.f.description')} error={errors.description}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="description"
              rows={3}
              value={description}
              maxLength={VOTING.descriptionMax}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => setDescription(e.target.value)}
              className={areaClass}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('ad.vote.f.starts_at')}
            name="starts_at"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
            error={errors.starts_at}
          />
          <TextField
            type="datetime-local"
            label={t('ad.vote.f.ends_at')}
            name="ends_at"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
            error={errors.ends_at}
          />
          <TextField
            label={t('ad.vote.f.reward_code')}
            name="reward_voucher_code"
            value={rewardCode}
            hint={t('ad.vote.f.reward_hint')}
            onChange={(e) => setRewardCode(e.target.value.toUpperCase())}
            error={errors.reward_voucher_code}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={VOTING.rewardMinVotesMax}
            label={t('ad.vote.f.reward_min')}
            name="reward_min_votes"
            value={rewardMin}
            onChange={(e) => setRewardMin(e.target.value)}
            error={errors.reward_min_votes}
          />
        </div>
        <SelectField
          label={t('ad.vote.f.type')}
          name="candidate_type"
          value={type}
          onChange={(e) => setType(e.target.value as VotingCandidateType)}
          options={VOTING_CANDIDATE_TYPES.map((value) => ({ value, label: t(`ad.vote.type.${value}`) }))}
          error={errors.candidate_type}
        />
        <Field label={t('ad.vote.f.candidates')} hint={t('ad.vote.f.candidates_hint')} error={errors.candidate_ids}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="candidate_ids"
              rows={6}
              value={ids}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => setIds(e.target.value)}
              className={`${areaClass} font-mono text-sm`}
            />
          )}
        </Field>
        {type === 'product' && (
          <Button type="button" variant="secondary" className="self-start" onClick={() => setPicking(true)}>
            <Plus aria-hidden className="size-4" />
            {t('ad.vote.pick_product')}
          </Button>
        )}
        {campaign && campaign.candidates.length > 0 && (
          <section aria-label={t('ad.vote.current')} className="rounded-xl border border-neutral-200 bg-white p-3">
            <h2 className="mb-2 text-sm font-semibold">{t('ad.vote.current')}</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {campaign.candidates.map((c) => (
                <li key={c._id} className="flex justify-between gap-2">
                  <span className="truncate">
                    #{c.rank} {c.name} <span className="font-mono text-xs text-neutral-600">{c.target_id}</span>
                  </span>
                  <span className="shrink-0 text-neutral-700">{t('ad.vote.votes', { count: c.votes })}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex gap-2">
          <Button type="submit" loading={busy} data-testid="admin-vote-save">
            {t('ad.vote.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => navigate('/admin/binh-chon')}>
            {t('ad.content.cancel')}
          </Button>
        </div>
      </form>
      <ProductSearchDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(p) => {
          setIds((current) => (current.split(/\s+/).includes(p._id) ? current : `${current.trim()}${current.trim() ? '\n' : ''}${p._id}`))
          setPicking(false)
        }}
      />
    </>
  )
}
