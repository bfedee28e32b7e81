import { PAGING } from '@xinh/contracts/constants'
import type { LoaderFunctionArgs } from 'react-router'
import { isId, notFoundOnMissing, provinceNames, requireId } from '#web/features/catalog/api.server.ts'
import { readListing } from '#web/features/catalog/listing.server.ts'
import { breadcrumbLd, pageKit, summary } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import type { Collection, PageMeta, ShopProfile } from '#web/features/catalog/types.ts'

/**
 * A collection and a page of its products. Shared by `/bo-suu-tap/{id}` and the shop's list view
 * `/danh-sach/bo-suu-tap/{id}?shop_id=` (which adds the shop and its other collections).
 */
export async function collectionPage({ request, context, params }: LoaderFunctionArgs, withShop: boolean) {
  const id = requireId(params.id)
  const { info, t, origin, abs, url } = pageKit(request, context)
  const { page } = readListing(url)
  const res = await info.data.catalog.collection(id, { page, limit: PAGING.productsPerPage }).catch(notFoundOnMissing)
  const { collection, items: products } = res
  const meta: PageMeta = res.meta
  const shopParam = url.searchParams.get('shop_id') ?? undefined
  const shopId = withShop ? (isId(shopParam) ? shopParam : collection.shop_id) : null
  const [provinces, shop, siblings] = await Promise.all([
    provinceNames(info),
    shopId ? info.data.shops.profile(shopId).catch((): ShopProfile | null => null) : null,
    shopId ? info.data.catalog.collections({ shop_id: shopId }).catch(() => [] as Collection[]) : [],
  ])
  const path = withShop ? `/danh-sach/bo-suu-tap/${id}${shopId ? `?shop_id=${shopId}` : ''}` : `/bo-suu-tap/${id}`
  const seo: Seo = {
    title: t('catalog.meta_title', { name: shop ? `${collection.name} – ${shop.name}` : collection.name }),
    description: collection.description
      ? summary(collection.description)
      : t('collection.description', { name: collection.name, count: meta.total }),
    // The shop's list view shows the same collection: one canonical URL for both.
    url: `${origin}/bo-suu-tap/${id}`,
    image: abs(collection.cover ?? products[0]?.images[0]),
    noindex: page > 1,
    preload: collection.cover ?? products[0]?.images[0] ?? null,
  }
  const jsonLd = breadcrumbLd([
    { name: t('header.home'), url: `${origin}/` },
    ...(shop ? [{ name: shop.name, url: `${origin}/nguoi-ban/${shop._id}` }] : []),
    { name: collection.name, url: `${origin}${path}` },
  ])
  return {
    meta: seoMeta(seo),
    jsonLd,
    collection,
    products: { items: products, meta },
    provinces,
    shop,
    siblings,
  }
}

export const loader = (args: LoaderFunctionArgs) => collectionPage(args, false)
