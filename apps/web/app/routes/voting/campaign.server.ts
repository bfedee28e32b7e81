import { VOTING } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/**
 * `/binh-chon/{id}` and `/binh-chon/{id}/ket-qua`: the campaign with its candidates ranked and,
 * for a signed-in buyer, their votes (so never in the shared page cache: no public headers).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, t, origin, abs } = pageKit(request, context)
  const campaign = await info.data.voting.campaign(id).catch(notFoundOnMissing)
  const results = new URL(request.url).pathname.endsWith('/ket-qua')
  const seo: Seo = {
    title: `${results ? `${t('vote.results_title')}: ` : ''}${campaign.title} – Xinh`,
    description: campaign.description || t('vote.description', { count: VOTING.votesPerCheckIn }),
    url: `${origin}/binh-chon/${id}${results ? '/ket-qua' : ''}`,
    image: abs(campaign.candidates[0]?.image),
  }
  return {
    meta: seoMeta(seo),
    jsonLd: breadcrumbLd([
      { name: t('header.home'), url: `${origin}/` },
      { name: t('vote.title'), url: `${origin}/binh-chon` },
      { name: campaign.title, url: `${origin}/binh-chon/${id}` },
    ]),
    campaign,
  }
}
