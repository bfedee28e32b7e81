import { AFFILIATE_CAMPAIGN_STATES, type TAffiliateCampaign } from '@xinh/contracts'
import { Megaphone, Pencil, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { CampaignState } from '#web/features/affiliate/campaign-card.tsx'
import { campaignPath } from '#web/features/affiliate/campaigns.tsx'
import { CopyLinkButton } from '#web/features/affiliate/copy-button.tsx'
import { formatCount, formatRate } from '#web/features/affiliate/format.ts'
import { Pager } from '#web/features/affiliate/pager.tsx'
import { Loaded } from '#web/features/affiliate/states.tsx'
import { screens } from '#web/features/affiliate/screens.ts'
import { type Seed, useApiData } from '#web/features/affiliate/use-api-data.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { Period } from '../marketing/common.tsx'
import { useSellerT } from '../i18n/index.ts'

export const SELLER_AFF = '/ban-hang/tiep-thi-lien-ket'
const createClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700'

/** `/ban-hang/tiep-thi-lien-ket?state=&page=`: the shop's affiliate campaigns with their results. */
export function SellerCampaignList({ seed }: { seed?: Seed<TAffiliateCampaign[]> | null }) {
  const t = useSellerT()
  const [params] = useUrlState()
  const { state, path } = screens.sellerCampaigns(params)
  const { state: data, reload } = useApiData<TAffiliateCampaign[]>(path, seed)
  return (
    <>
      <PageHeader
        title={t('sc.nav.affiliate')}
        description={t('sc.aff.intro')}
        actions={
          <Link to={`${SELLER_AFF}/tao`} className={createClass}>
            <Plus aria-hidden className="size-4" />
            {t('sc.aff.create')}
          </Link>
        }
      />
      <TabLinks
        param="state"
        label={t('sc.aff.filter')}
        active={state ?? 'all'}
        tabs={[{ id: 'all', label: t('sc.aff.all') }, ...AFFILIATE_CAMPAIGN_STATES.map((s) => ({ id: s, label: t(`sc.aff.state.${s}`) }))]}
      />
      <div className="mt-4">
        <Loaded state={data} reload={reload}>
          {(items, meta) =>
            items.length === 0 ? (
              <EmptyState
                icon={Megaphone}
                title={t('sc.aff.empty_title')}
                body={state ? t('sc.aff.empty_filtered') : t('sc.aff.empty_body')}
                action={
                  state ? undefined : (
                    <Link to={`${SELLER_AFF}/tao`} className={createClass}>
                      {t('sc.aff.create')}
                    </Link>
                  )
                }
              />
            ) : (
              <>
                <ul className="flex flex-col gap-3" data-testid="seller-aff-campaigns">
                  {items.map((c) => (
                    <li key={c._id} className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-neutral-200">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <Link to={campaignPath(c._id)} className="font-semibold text-brand-700 hover:underline">
                          {c.name}
                        </Link>
                        <CampaignState state={c.state} />
                      </div>
                      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-neutral-700">
                        <span className="font-semibold text-brand-700">{t('sc.aff.rate', { rate: formatRate(c.rate_bps, t.lang) })}</span>
                        <Period start={c.starts_at} end={c.ends_at} />
                        <span>{t('sc.aff.products', { count: formatCount(c.product_count, t.lang) })}</span>
                        <span>{t('sc.aff.members', { count: formatCount(c.member_count, t.lang) })}</span>
                        <span>{t('sc.aff.orders', { count: formatCount(c.orders, t.lang) })}</span>
                        <span>{t('sc.aff.commission', { amount: formatVnd(c.commission) })}</span>
                      </p>
                      <div className="flex flex-wrap gap-2">
                        {c.state !== 'ended' && (
                          <Link
                            to={`${SELLER_AFF}/cap-nhat/${c._id}`}
                            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ring-1 ring-neutral-300 hover:bg-neutral-100"
                          >
                            <Pencil aria-hidden className="size-4" />
                            {t('sc.aff.edit')}
                          </Link>
                        )}
                        <CopyLinkButton url={campaignPath(c._id)} label={t('sc.aff.copy_link')} />
                      </div>
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
