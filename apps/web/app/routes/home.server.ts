import type { LoaderFunctionArgs } from 'react-router'
import { provinceNames } from '#web/features/catalog/api.server.ts'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import type { RequestInfo } from '#web/lib/session.server.ts'
import type { Banner, CategoryNode, Collection, PageMeta, ProductCard, ShopCard } from '#web/features/catalog/types.ts'

const SUGGEST_PER_PAGE = 8

let pictures: { at: number; byCategory: Record<string, string | null> } | undefined
/** A picture for each department (categories have no images): its best seller's, refreshed every 10 minutes. */
async function departmentPictures(data: RequestInfo['data'], categories: CategoryNode[]) {
  if (pictures && Date.now() - pictures.at < 10 * 60_000 && categories.every((c) => c._id in pictures!.byCategory))
    return pictures.byCategory
  const entries = await Promise.all(
    categories.map(async (c) => {
      const top = await data.catalog
        .products({ category_id: c._id, sort: 'best_selling', limit: 1 })
        .then((r) => r.items)
        .catch(() => [] as ProductCard[])
      return [c._id, top[0]?.images[0] ?? null] as const
    }),
  )
  pictures = { at: Date.now(), byCategory: Object.fromEntries(entries) }
  return pictures.byCategory
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin, abs, url } = pageKit(request, context)
  const { data } = info
  // Without JavaScript, "show more" asks for the home page with more suggestion pages (?goi_y=n).
  const pages = Math.min(Math.max(Number(url.searchParams.get('goi_y')) || 1, 1), 7)
  const soft = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback)
  const [categories, shops, banners, flash, collections, suggested, provinces] = await Promise.all([
    data.catalog.categories(),
    soft<ShopCard[]>(data.shops.top(8), []),
    soft<Banner[]>(data.shops.banners({ placement: 'home' }), []),
    soft<ProductCard[]>(data.catalog.flash(12), []),
    soft<Collection[]>(data.catalog.collections(), []),
    soft(data.catalog.suggested({ page: 1, limit: SUGGEST_PER_PAGE * pages }), {
      items: [],
      meta: { page: 1, limit: SUGGEST_PER_PAGE, total: 0 } as PageMeta,
    }),
    provinceNames(info),
  ])
  const images = await departmentPictures(data, categories)
  const seo: Seo = {
    title: t('meta.home_title'),
    description: t('meta.home_description'),
    url: `${origin}/`,
    image: abs(banners[0]?.cover ?? banners[0]?.image),
    preload: banners[0]?.image ?? null,
  }
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': `${origin}/#organization`, name: 'Xinh', url: `${origin}/`, logo: `${origin}/favicon.svg` },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: 'Xinh',
        url: `${origin}/`,
        inLanguage: info.lang,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/tim-kiem?keyword={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
  return {
    meta: seoMeta({ ...seo, lang: info.lang }),
    jsonLd,
    categories: categories.map((c) => ({ _id: c._id, name: c.name, image: images[c._id] ?? null })),
    shops,
    banners: banners.slice(0, 8),
    flash,
    collections: collections.slice(0, 8),
    suggested,
    provinces,
  }
}
