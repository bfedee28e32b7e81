import type { TAffiliateCampaign } from '@xinh/contracts'
import { Megaphone } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { CampaignFacts, CampaignState } from './campaign-card.tsx'
import { useAffT } from './i18n/index.ts'
import { Pager } from './pager.tsx'
import { screens } from './screens.ts'
import { Loaded } from './states.tsx'
import { type Seed, useApiData } from './use-api-data.ts'

export const campaignPath = (id: string) => `/nha-ban/chien-dich-mo/chi-tiet/${id}`

/** `/tiep-thi-lien-ket/chien-dich?joined=true&page=`: running and upcoming campaigns to join, or the ones joined. */
export function CampaignList({ seed }: { seed?: Seed<TAffiliateCampaign[]> | null }) {
  const t = useAffT()
  const [params] = useUrlState()
  const { joined, path } = screens.campaigns(params)
  const { state, reload } = useApiData<TAffiliateCampaign[]>(path, seed)
  return (
    <>
      <PageHeader title={t('aff.nav.campaigns')} description={t('aff.camp.intro')} />
      <TabLinks
        param="joined"
        label={t('aff.camp.filter')}
        active={joined ? 'true' : 'all'}
        tabs={[
          { id: 'all', label: t('aff.camp.all') },
          { id: 'true', label: t('aff.camp.joined_only') },
        ]}
      />
      <div className="mt-4">
        <Loaded state={state} reload={reload}>
          {(items, meta) =>
            items.length === 0 ? (
              <EmptyState
                icon={Megaphone}
                title={t('aff.camp.empty_title')}
                body={joined ? t('aff.camp.empty_joined') : t('aff.camp.empty_body')}
              />
            ) : (
              <>
                <ul className="flex flex-col gap-3">
                  {items.map((c) => (
                    <li key={c._id} className="flex flex-col gap-1 rounded-xl p-3 ring-1 ring-neutral-200">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <Link to={campaignPath(c._id)} className="font-semibold text-brand-700 hover:underline">
                          {c.name}
                        </Link>
                        <span className="flex gap-2">
                          {c.joined && c.kind === 'seller' && (
                            <span className="text-sm font-semibold text-emerald-800">{t('aff.camp.joined')}</span>
                          )}
                          <CampaignState state={c.state} />
                        </span>
                      </div>
                      <CampaignFacts c={c} />
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
