import type { TAffiliatePayout, TAffiliatePayoutDue } from '@xinh/contracts'
import { HandCoins } from 'lucide-react'
import { useId, useState } from 'react'
import { AFF } from '#web/features/affiliate/api.ts'
import { formatCount } from '#web/features/affiliate/format.ts'
import { Pager } from '#web/features/affiliate/pager.tsx'
import { Loaded } from '#web/features/affiliate/states.tsx'
import { screens } from '#web/features/affiliate/screens.ts'
import { type Seed, useApiData } from '#web/features/affiliate/use-api-data.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { useAdminT } from '../i18n/index.ts'

/** `/admin/tiep-thi-lien-ket/thanh-toan?tab=history&page=`: KOLs due a payout (pay the whole payable balance), and the payouts made. */
export function AffiliatePayouts({ seed }: { seed?: Seed<TAffiliatePayoutDue[]> | Seed<TAffiliatePayout[]> | null }) {
  const t = useAdminT()
  const [params] = useUrlState()
  const { history } = screens.payouts(params)
  return (
    <>
      <PageHeader title={t('ad.nav.aff_payouts')} description={t('ad.aff.payouts_intro')} />
      <TabLinks
        label={t('ad.aff.filter')}
        active={history ? 'history' : 'due'}
        tabs={[
          { id: 'due', label: t('ad.aff.tab_due') },
          { id: 'history', label: t('ad.aff.tab_history') },
        ]}
      />
      <div className="mt-4">
        {history ? <History seed={seed as Seed<TAffiliatePayout[]> | null} /> : <Due seed={seed as Seed<TAffiliatePayoutDue[]> | null} />}
      </div>
    </>
  )
}

// the seed is for one tab's path only (useApiData ignores it for the other)
function Due({ seed }: { seed: Seed<TAffiliatePayoutDue[]> | null }) {
  const t = useAdminT()
  const [params] = useUrlState()
  const { state, reload } = useApiData<TAffiliatePayoutDue[]>(AFF.admin.due(screens.payouts(params).query), seed)
  return (
    <Loaded state={state} reload={reload}>
      {(items, meta) =>
        items.length === 0 ? (
          <EmptyState icon={HandCoins} title={t('ad.aff.empty_due')} />
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-neutral-200">
              {items.map((d) => (
                <DueRow key={d.kol._id} d={d} onPaid={reload} />
              ))}
            </ul>
            <Pager meta={meta} />
          </>
        )
      }
    </Loaded>
  )
}

function DueRow({ d, onPaid }: { d: TAffiliatePayoutDue; onPaid: () => void }) {
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const noteId = useId()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="aff-payout-due">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{d.kol.name}</span>
        <span className="font-bold text-brand-700 tabular-nums">{t('ad.aff.payable', { amount: formatVnd(d.payable) })}</span>
      </div>
      <p className="text-sm text-neutral-700">
        {t('ad.aff.lines', { count: formatCount(d.lines, t.lang) })} ·{' '}
        {d.payout_ready && d.bank_name && d.bank_account_number
          ? t('ad.aff.bank', { bank: d.bank_name, number: d.bank_account_number, name: d.bank_account_name ?? '' })
          : t('ad.aff.no_bank')}
        {d.tax_id && <> · {t('ad.aff.tax_id', { tax: d.tax_id })}</>}
      </p>
      <Button className="self-start" disabled={!d.payout_ready} onClick={() => setOpen(true)}>
        {t('ad.aff.pay')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('ad.aff.pay_title', { amount: formatVnd(d.payable), name: d.kol.name })}
        body={t('ad.aff.pay_body')}
        confirmLabel={t('ad.aff.pay')}
        cancelLabel={t('ad.aff.cancel')}
        onConfirm={async () => {
          const payout = await api.post<TAffiliatePayout>(AFF.admin.pay, { kol_id: d.kol._id, note })
          toast(t('ad.aff.paid_toast', { amount: formatVnd(payout.amount), name: d.kol.name }), 'success')
          onPaid()
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-neutral-800">
            {t('ad.aff.note')}
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={300}
            onChange={(e) => setNote(e.target.value)}
            className="min-h-11 w-full rounded-lg border border-neutral-300 px-3 text-base"
          />
        </div>
      </ConfirmDialog>
    </li>
  )
}

function History({ seed }: { seed: Seed<TAffiliatePayout[]> | null }) {
  const t = useAdminT()
  const [params] = useUrlState()
  const { state, reload } = useApiData<TAffiliatePayout[]>(AFF.admin.payouts(screens.payouts(params).query), seed)
  return (
    <Loaded state={state} reload={reload}>
      {(items, meta) =>
        items.length === 0 ? (
          <EmptyState icon={HandCoins} title={t('ad.aff.empty_history')} />
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-neutral-200">
              {items.map((p) => (
                <li key={p._id} className="flex flex-col gap-0.5 py-3 text-sm">
                  <span className="font-semibold">{p.kol.name}</span>
                  <span className="text-neutral-700">
                    {t('ad.aff.paid_line', {
                      amount: formatVnd(p.amount),
                      count: formatCount(p.lines, t.lang),
                      date: formatDateTime(p.created_at, t.lang),
                    })}
                  </span>
                  {p.note && <span className="text-neutral-700">{p.note}</span>}
                </li>
              ))}
            </ul>
            <Pager meta={meta} />
          </>
        )
      }
    </Loaded>
  )
}
