import { PAGING } from '@xinh/contracts/constants'
import type { TVoucher } from '@xinh/contracts/vouchers'
import type { LoaderFunctionArgs } from 'react-router'
import { isId, notFoundOnMissing, provinceNames, requireId } from '#web/features/catalog/api.server.ts'
import { readListing } from '#web/features/catalog/listing.server.ts'
import { pageKit, summary } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import type { Collection } from '#web/features/catalog/types.ts'
import { formatNumber } from '#web/features/catalog/format.ts'

/** `/nguoi-ban/{id}?position=`: the shop's profile, categories, banners, collections and products. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, t, origin, abs, url } = pageKit(request, context)
  const { sort, page } = readListing(url)
  const category = url.searchParams.get('shop_category_id') ?? undefined
  const shopCategory = isId(category) ? category : undefined
  const [shop, products, collections, provinces, vouchers] = await Promise.all([
    info.data.shops.profile(id).catch(notFoundOnMissing),
    info.data.shops
      .products(id, { shop_category_id: shopCategory, sort: sort === 'relevance' ? undefined : sort, page, limit: PAGING.productsPerPage })
      .catch(notFoundOnMissing),
    info.data.catalog.collections({ shop_id: id }).catch(() => [] as Collection[]),
    provinceNames(info),
    // the shop's running public vouchers (issue 13: what the seller made shows on the shop page); tagged `content`, so a voucher change evicts the stored page
    info.data.pricing
      .saleVouchers({ shop_id: id, page: 1, limit: PAGING.vouchersPerPage })
      .then((found) => found.items as TVoucher[])
      .catch(() => [] as TVoucher[]),
  ])
  const canonical = `${origin}/nguoi-ban/${id}`
  const seo: Seo = {
    title: t('catalog.meta_title', { name: shop.name }),
    description: shop.description
      ? summary(shop.description)
      : t('shop.description', {
          name: shop.name,
          count: formatNumber(shop.product_count, info.lang),
          rating: shop.rating.toFixed(1),
          followers: formatNumber(shop.follower_count, info.lang),
        }),
    url: canonical,
    image: abs(shop.cover ?? shop.avatar),
    type: 'profile',
    noindex: Boolean(shopCategory) || sort !== 'relevance' || page > 1,
    preload: shop.cover ?? products.items[0]?.images[0] ?? null,
  }
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shop.name,
    url: canonical,
    image: abs(shop.cover ?? shop.avatar) ?? undefined,
    logo: abs(shop.avatar) ?? undefined,
    description: shop.description ?? undefined,
    address:
      shop.province_code && provinces[shop.province_code]
        ? { '@type': 'PostalAddress', addressRegion: provinces[shop.province_code], addressCountry: 'VN' }
        : undefined,
  }
  return {
    meta: seoMeta({ ...seo, lang: info.lang }),
    jsonLd,
    shop,
    products,
    collections,
    provinces,
    sort,
    shopCategory: shopCategory ?? null,
    vouchers,
    now: Date.now(),
  }
}
