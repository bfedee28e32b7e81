import type { TAffiliateCampaign } from '@xinh/contracts'
import { formatDay } from '#web/lib/dates.ts'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { formatCount, formatRate } from './format.ts'
import { useAffT } from './i18n/index.ts'

const STATE_TONE: Record<TAffiliateCampaign['state'], Tone> = { upcoming: 'info', running: 'success', ended: 'neutral' }

export function CampaignState({ state }: { state: TAffiliateCampaign['state'] }) {
  const t = useAffT()
  return <StatusBadge tone={STATE_TONE[state]}>{t(`aff.camp.state.${state}`)}</StatusBadge>
}

/** Who runs it, the rate, the period and the reach of a campaign (list rows and the public page). */
export function CampaignFacts({ c }: { c: TAffiliateCampaign }) {
  const t = useAffT()
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-neutral-700">
      <span>{c.shop ? t('aff.camp.by_shop', { shop: c.shop.name }) : t('aff.camp.by_xinh')}</span>
      <span className="font-semibold text-brand-700">{t('aff.camp.rate', { rate: formatRate(c.rate_bps, t.lang) })}</span>
      <span>{t('aff.camp.period', { start: formatDay(c.starts_at, t.lang), end: formatDay(c.ends_at, t.lang) })}</span>
      <span>{c.product_count ? t('aff.camp.products', { count: formatCount(c.product_count, t.lang) }) : t('aff.camp.all_products')}</span>
      {c.kind === 'seller' && <span>{t('aff.camp.members', { count: formatCount(c.member_count, t.lang) })}</span>}
    </p>
  )
}
