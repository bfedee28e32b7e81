import { useLoaderData } from 'react-router'
import { CampaignPage } from '#web/features/affiliate/campaign-page.tsx'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { loader } from './campaign.server.ts'

export { loader } from './campaign.server.ts'

export const meta = () => [{ title: 'Chiến dịch tiếp thị liên kết – Xinh' }]

/** The public page of a seller's (or Xinh's) affiliate campaign, where KOLs join (spec §2 affiliate paths). */
export default function AffiliateCampaignRoute() {
  const { id, seed, messages } = useLoaderData<typeof loader>()
  return (
    <I18nArea messages={messages}>
      <CampaignPage key={id} id={id} seed={seed} />
    </I18nArea>
  )
}
