import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, provinceNames, requireId } from '#web/features/catalog/api.server.ts'
import { breadcrumbLd, pageKit, summary } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import type { PageMeta, ProductCard, Review, ReviewSummary } from '#web/features/catalog/types.ts'
import { errorMessage, publicReasons } from '@xinh/contracts'
import { formatVnd } from '#web/lib/i18n/index.ts'

type Reviews = { data: Review[]; meta: PageMeta; summary: ReviewSummary }

/** `/san-pham/{id}?position=`: the product, its reviews (page `review_page`) and similar products. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, t, origin, abs, url } = pageKit(request, context)
  const position = /^[A-Za-z_]{1,30}$/.test(url.searchParams.get('position') ?? '') ? (url.searchParams.get('position') as string) : 'Home'
  const reviewPage = Math.min(Math.max(Number.parseInt(url.searchParams.get('review_page') ?? '1', 10) || 1, 1), 1000)
  // the review filters kept in the URL (issue 16): hearts 1–5 and "with photos"
  const reviewRating = /^[1-5]$/.test(url.searchParams.get('review_rating') ?? '')
    ? Number(url.searchParams.get('review_rating'))
    : undefined
  const reviewPhotos = url.searchParams.get('review_photos') === '1' ? true : undefined
  const [detail, similar, reviews, provinces, groupBuy] = await Promise.all([
    // with the signed-in buyer's size advice ("Size gợi ý cho bạn: M", issue 17), rendered
    // in the product facts on the server: no new JavaScript on the page
    info.data.catalog
      .product(id, { position })
      .then(async (p) => ({ ...p, size_advice: await info.data.fit.productAdvice(p) }))
      .catch(notFoundOnMissing),
    info.data.catalog.similar(id, 10).catch(() => [] as ProductCard[]),
    info.data.catalog
      .reviews(id, { page: reviewPage, limit: 10, rating: reviewRating, with_images: reviewPhotos })
      .then((r): Reviews => ({ data: r.items, meta: r.meta, summary: r.summary }))
      .catch(() => null),
    provinceNames(info),
    // gbuy (issue 18): the product's running group-buy deal, a plain link on the page (no JavaScript)
    info.data.groupBuy
      .offer(id)
      .then((o) => o.deal)
      .catch(() => null),
  ])
  const product = detail
  const canonical = `${origin}/san-pham/${id}`
  const rating: ReviewSummary = reviews?.summary ?? {
    average: product.rating,
    count: product.rating_count,
    by_rating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  }
  const description =
    summary(product.description) ||
    t('product.description_description', {
      name: product.name,
      price: formatVnd(product.sale_price),
      shop: product.shop.name,
      days: product.return_days,
    })
  const seo: Seo = {
    title: t('catalog.meta_title', { name: product.name }),
    description,
    url: canonical,
    image: abs(product.images[0]),
    type: 'product',
    preload: product.images[0] ?? null,
  }
  const prices = product.variants.length ? product.variants.map((v) => v.sale_price) : [product.sale_price]
  const availability = product.is_sold_out
    ? 'https://schema.org/OutOfStock'
    : product.is_preorder
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/InStock'
  const offer = {
    priceCurrency: 'VND',
    availability,
    url: canonical,
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: product.shop.name, url: `${origin}/nguoi-ban/${product.shop._id}` },
  }
  const lo = Math.min(...prices)
  const hi = Math.max(...prices)
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${canonical}#product`,
    name: product.name,
    description: summary(product.description, 500),
    image: product.images.map((src) => abs(src)),
    sku: product._id,
    url: canonical,
    category: product.category?.name,
    brand: { '@type': 'Brand', name: product.shop.name },
    offers:
      lo === hi
        ? { '@type': 'Offer', price: lo, ...offer }
        : { '@type': 'AggregateOffer', lowPrice: lo, highPrice: hi, offerCount: prices.length, ...offer },
    ...(rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(rating.average * 10) / 10,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
  const trail = [
    { name: t('header.home'), url: `${origin}/` },
    ...(product.category ? [{ name: product.category.name, url: `${origin}/nganh-hang/${product.category._id}` }] : []),
    { name: product.name, url: canonical },
  ]
  return {
    meta: seoMeta({ ...seo, lang: info.lang }),
    jsonLd: [productLd, breadcrumbLd(trail)],
    product,
    similar,
    reviews: reviews
      ? {
          items: reviews.data,
          meta: reviews.meta,
          summary: reviews.summary,
          // polish (issue 18): the review report form's reasons, the server's one list (no query)
          reportReasons: reviews.data.length ? publicReasons('report', info.lang) : [],
        }
      : null,
    rating,
    provinces,
    groupBuy,
    // spec §8 "Please select classification", localised here so the page does not ship the error catalogue
    selectClassification: errorMessage('SELECT_CLASSIFICATION', info.lang),
  }
}
