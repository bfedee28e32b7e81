import { PAGING } from '@xinh/contracts/constants'
import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, provinceNames, requireId } from '#web/features/catalog/api.server.ts'
import { readListing } from '#web/features/catalog/listing.server.ts'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import type { PageMeta } from '#web/features/catalog/types.ts'

/** `/banner/{banner_id}`: a banner campaign and its products. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, t, origin, abs, url } = pageKit(request, context)
  const { page } = readListing(url)
  const limit = PAGING.productsPerPage * 2
  const [res, provinces] = await Promise.all([info.data.shops.banner(id, { page, limit }).catch(notFoundOnMissing), provinceNames(info)])
  const { banner, items: products } = res
  const meta: PageMeta = res.meta
  const seo: Seo = {
    title: t('catalog.meta_title', { name: banner.title }),
    description: `${banner.title} – ${t('banner.products')}`,
    url: `${origin}/banner/${id}`,
    image: abs(banner.cover ?? banner.image),
    noindex: page > 1,
    preload: banner.image,
  }
  const jsonLd = breadcrumbLd([
    { name: t('header.home'), url: `${origin}/` },
    { name: banner.title, url: seo.url },
  ])
  return {
    meta: seoMeta(seo),
    jsonLd,
    banner,
    products: { items: products, meta },
    provinces,
  }
}
