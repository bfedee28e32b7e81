import { AFFILIATE_FRAUD_KINDS, AFFILIATE_RULES, type TAffiliateFraudSignal } from '@xinh/contracts'
import { ShieldCheck } from 'lucide-react'
import { formatCount } from '#web/features/affiliate/format.ts'
import { Pager } from '#web/features/affiliate/pager.tsx'
import { Loaded } from '#web/features/affiliate/states.tsx'
import { screens } from '#web/features/affiliate/screens.ts'
import { type Seed, useApiData } from '#web/features/affiliate/use-api-data.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { useAdminT } from '../i18n/index.ts'

/** `/admin/tiep-thi-lien-ket/gian-lan?kind=&page=`: many clicks and no orders; self-purchases. */
export function FraudSignals({ seed }: { seed?: Seed<TAffiliateFraudSignal[]> | null }) {
  const t = useAdminT()
  const [params] = useUrlState()
  const { kind, path } = screens.fraud(params)
  const { state, reload } = useApiData<TAffiliateFraudSignal[]>(path, seed)
  return (
    <>
      <PageHeader
        title={t('ad.nav.aff_fraud')}
        description={t('ad.aff.fraud_intro', { days: AFFILIATE_RULES.fraudPeriodDays, clicks: AFFILIATE_RULES.fraudClicksNoOrders })}
      />
      <TabLinks
        param="kind"
        label={t('ad.aff.filter')}
        active={kind ?? 'all'}
        tabs={[{ id: 'all', label: t('ad.aff.all') }, ...AFFILIATE_FRAUD_KINDS.map((k) => ({ id: k, label: t(`ad.aff.fraud.${k}`) }))]}
      />
      <div className="mt-4">
        <Loaded state={state} reload={reload}>
          {(items, meta) =>
            items.length === 0 ? (
              <EmptyState icon={ShieldCheck} title={t('ad.aff.empty_fraud')} />
            ) : (
              <>
                <ul className="flex flex-col divide-y divide-neutral-200">
                  {items.map((s) => (
                    <li key={`${s.kind}-${s.kol._id}-${s.order_id ?? ''}-${s.detected_at}`} className="flex flex-col gap-1 py-3">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold">{s.kol.name}</span>
                        <StatusBadge tone={s.kind === 'self_purchase' ? 'danger' : 'warning'}>{t(`ad.aff.fraud.${s.kind}`)}</StatusBadge>
                      </div>
                      <p className="text-sm text-neutral-700">
                        {t('ad.aff.fraud_clicks', { clicks: formatCount(s.clicks, t.lang), orders: formatCount(s.orders, t.lang) })}
                        {s.order_code && <> · {t('ad.aff.fraud_order', { code: s.order_code })}</>}
                      </p>
                      <p className="text-xs text-neutral-700">{t('ad.aff.detected_at', { date: formatDateTime(s.detected_at, t.lang) })}</p>
                    </li>
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
