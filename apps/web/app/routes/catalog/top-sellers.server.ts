import type { LoaderFunctionArgs } from 'react-router'
import { provinceNames } from '#web/features/catalog/api.server.ts'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** `/top-seller`: the best shops, ranked. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin } = pageKit(request, context)
  const [shops, provinces] = await Promise.all([info.data.shops.top(50), provinceNames(info)])
  const seo: Seo = {
    title: t('catalog.meta_title', { name: t('top.title') }),
    description: t('top.description'),
    url: `${origin}/top-seller`,
  }
  const jsonLd = [
    breadcrumbLd([
      { name: t('header.home'), url: `${origin}/` },
      { name: t('top.title'), url: seo.url },
    ]),
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: shops.map((s, i) => ({ '@type': 'ListItem', position: i + 1, name: s.name, url: `${origin}/nguoi-ban/${s._id}` })),
    },
  ]
  return {
    meta: seoMeta(seo),
    jsonLd,
    shops,
    provinces,
  }
}
