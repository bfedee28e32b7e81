import type { TAffiliateCampaignDetail } from '@xinh/contracts'
import { useLoaderData, useParams } from 'react-router'
import { AFF } from '#web/features/affiliate/api.ts'
import { Loaded } from '#web/features/affiliate/states.tsx'
import { useApiData } from '#web/features/affiliate/use-api-data.ts'
import { SellerCampaignForm } from '#web/features/seller/affiliate/campaign-form.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { loader } from './edit.server.ts'

export { loader } from './edit.server.ts'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.aff.crumb_edit' }
export const meta = () => [{ title: 'Sửa chiến dịch – Kênh người bán Xinh' }]

/** `/ban-hang/tiep-thi-lien-ket/cap-nhat/{id}`: another shop's campaign is a 404; an ended one is read-only. */
export default function EditAffiliateCampaign() {
  const t = useSellerT()
  const { id = '' } = useParams()
  const { seed } = useLoaderData<typeof loader>()
  const { state, reload } = useApiData<TAffiliateCampaignDetail>(AFF.seller.campaign(id), seed)
  return (
    <Loaded state={state} reload={reload}>
      {(c) => (
        <>
          <PageHeader title={t('sc.aff.edit_title', { name: c.name })} />
          {c.state === 'ended' ? (
            <p className="rounded-lg bg-neutral-100 p-3 text-sm">{t('sc.aff.ended_readonly')}</p>
          ) : (
            <SellerCampaignForm key={c._id} campaign={c} />
          )}
        </>
      )}
    </Loaded>
  )
}
