import { KOL_APPLICATION_STATUSES, type TKolApplication, ZKolRejectInput } from '@xinh/contracts'
import { ExternalLink, UserRoundCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { AFF } from '#web/features/affiliate/api.ts'
import { check, failure } from '#web/features/affiliate/form.ts'
import { formatCount } from '#web/features/affiliate/format.ts'
import { Pager } from '#web/features/affiliate/pager.tsx'
import { Loaded } from '#web/features/affiliate/states.tsx'
import { screens } from '#web/features/affiliate/screens.ts'
import { type Seed, useApiData } from '#web/features/affiliate/use-api-data.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { useAdminT } from '../i18n/index.ts'

const TONE: Record<TKolApplication['status'], Tone> = { pending: 'warning', approved: 'success', rejected: 'danger' }

/** `/admin/tiep-thi-lien-ket/kol?status=&page=`: KOL applications; pending first by default. */
export function KolApprovals({ seed }: { seed?: Seed<TKolApplication[]> | null }) {
  const t = useAdminT()
  const [params] = useUrlState()
  const { status, path } = screens.applications(params)
  const { state, reload } = useApiData<TKolApplication[]>(path, seed)
  return (
    <>
      <PageHeader title={t('ad.nav.aff_kols')} description={t('ad.aff.kols_intro')} />
      <TabLinks
        param="status"
        label={t('ad.aff.filter')}
        active={status ?? 'all'}
        tabs={[...KOL_APPLICATION_STATUSES.map((s) => ({ id: s, label: t(`ad.aff.app.${s}`) })), { id: 'all', label: t('ad.aff.all') }]}
      />
      <div className="mt-4">
        <Loaded state={state} reload={reload}>
          {(items, meta) =>
            items.length === 0 ? (
              <EmptyState icon={UserRoundCheck} title={t('ad.aff.empty_apps')} />
            ) : (
              <>
                <ul className="flex flex-col gap-3">
                  {items.map((a) => (
                    <Application key={a._id} a={a} onDecided={reload} />
                  ))}
                </ul>
                <Pager meta={meta} />
              </>
            )
          }
        </Loaded>
      </div>
    </>
  )
}

function Application({ a, onDecided }: { a: TKolApplication; onDecided: () => void }) {
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  async function approve() {
    setBusy(true)
    try {
      await api.post(AFF.admin.approve(a._id))
      toast(t('ad.aff.approved_toast', { name: a.display_name }), 'success')
      onDecided()
    } catch (error) {
      toast(failure(error, t('aff.state.failed')).message, 'error')
    } finally {
      setBusy(false)
    }
  }
  async function reject() {
    const verdict = check(ZKolRejectInput, { reason }, t.lang)
    if (!verdict.ok) {
      setReasonError(verdict.errors.reason)
      throw new ApiError(400, 'VALIDATION_FAILED', verdict.errors.reason ?? '')
    }
    try {
      await api.post(AFF.admin.reject(a._id), verdict.data)
    } catch (error) {
      if (error instanceof ApiError && error.fields?.reason) setReasonError(error.fields.reason)
      throw error
    }
    toast(t('ad.aff.rejected_toast', { name: a.display_name }), 'success')
    onDecided()
  }
  return (
    <li className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-neutral-200" data-testid="kol-application">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {a.display_name} <span className="font-normal text-neutral-700">({a.user.name})</span>
        </span>
        <StatusBadge tone={TONE[a.status]}>{t(`ad.aff.app.${a.status}`)}</StatusBadge>
      </div>
      <p className="text-xs text-neutral-700">{t('ad.aff.applied_at', { date: formatDateTime(a.created_at, t.lang) })}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {a.channels.map((c) => (
          <li key={c.url} className="flex flex-wrap items-center gap-2">
            <span className="font-medium capitalize">{c.platform}</span>
            <a
              href={c.url}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 break-all text-brand-700 underline"
            >
              {c.url}
              <ExternalLink aria-hidden className="size-3.5 shrink-0" />
            </a>
            <span className="text-neutral-700">{t('ad.aff.followers', { count: formatCount(c.followers, t.lang) })}</span>
          </li>
        ))}
      </ul>
      {a.introduction && <p className="whitespace-pre-line text-sm text-neutral-800">{a.introduction}</p>}
      {a.status === 'rejected' && a.reject_reason && (
        <p className="text-sm text-red-800">{t('ad.aff.reject_reason', { reason: a.reject_reason })}</p>
      )}
      {a.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button loading={busy} onClick={approve} data-testid="kol-approve">
            {t('ad.aff.approve')}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t('ad.aff.reject')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={rejecting}
        onClose={() => {
          setRejecting(false)
          setReasonError(undefined)
        }}
        title={t('ad.aff.reject_title', { name: a.display_name })}
        body={t('ad.aff.reject_body')}
        confirmLabel={t('ad.aff.reject')}
        cancelLabel={t('ad.aff.cancel')}
        tone="danger"
        onConfirm={reject}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-neutral-800">
            {t('ad.aff.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={Boolean(reasonError) || undefined}
            className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
          />
        </div>
      </ConfirmDialog>
    </li>
  )
}
