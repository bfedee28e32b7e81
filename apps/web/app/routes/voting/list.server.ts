import { VOTING } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** `/binh-chon`: the running voting campaigns; `?status=all` lists the ended ones too (their results). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin, url } = pageKit(request, context)
  const status = url.searchParams.get('status') === 'all' ? 'all' : 'current'
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get('page')) || 1))
  const list = await info.data.voting.campaigns({ status, page, limit: 12 })
  const seo: Seo = {
    title: `${t('vote.title')} – Xinh`,
    description: t('vote.description', { count: VOTING.votesPerCheckIn }),
    url: `${origin}/binh-chon`,
    image: null,
    noindex: page > 1 || status === 'all',
  }
  return {
    meta: seoMeta(seo),
    jsonLd: breadcrumbLd([
      { name: t('header.home'), url: `${origin}/` },
      { name: t('vote.title'), url: `${origin}/binh-chon` },
    ]),
    status,
    items: list.items,
    page: list.meta,
  }
}
