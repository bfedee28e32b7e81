import {
  type BuyerPageData,
  ZBannersQuery,
  ZCollectionsQuery,
  ZOrderListQuery,
  ZPagedQuery,
  ZProductDetailQuery,
  ZProductSearchQuery,
  ZPublicPromotionsQuery,
  ZQuoteRequest,
  ZReviewListQuery,
  ZSaleVouchersQuery,
  ZSearchSuggestionsQuery,
  ZShopProductsQuery,
  ZShopSearchQuery,
  ZSimilarQuery,
  ZSuggestProductsQuery,
  ZTopShopsQuery,
  ZFlashProductsQuery,
} from '@xinh/contracts'
import type { ReadMemo } from './memo.ts'
import { id, parse } from './parse.ts'
import { requireUser, viewerOf, visitorOf } from '../platform/auth/actor.ts'
import { AppError } from '../platform/errors.ts'
import { readOncePerRender } from '../platform/render-reads.ts'
import { listProvinces } from '../modules/profile/index.ts'
import { enabledProviders, type SocialProviders } from '../modules/identity/index.ts'
import type { PageRequest } from '../platform/web.ts'
import type { CartService } from '../modules/cart/index.ts'
import type { CatalogReadService, CatalogService } from '../modules/catalog/index.ts'
import type { CheckoutService } from '../modules/checkout/index.ts'
import type { OrdersService } from '../modules/orders/index.ts'
import type { PaymentsService } from '../modules/payments/index.ts'
import type { PromotionsService, VouchersService } from '../modules/pricing/index.ts'
import type { ProfileService } from '../modules/profile/index.ts'
import type { ReturnsService } from '../modules/returns/index.ts'
import type { ReviewsService } from '../modules/reviews/index.ts'
import type { SearchService } from '../modules/search/index.ts'
import type { ShippingService } from '../modules/shipping/index.ts'
import type { ShopsPublicService, ShopsService } from '../modules/shops/index.ts'

/** The services pages read from (composed in app.ts). */
export type PageDataServices = {
  profile: ProfileService
  catalog: CatalogService
  catalogRead: CatalogReadService
  shops: ShopsService
  shopsPublic: ShopsPublicService
  search: SearchService
  reviews: ReviewsService
  promotions: PromotionsService
  vouchers: VouchersService
  cart: CartService
  checkout: CheckoutService
  orders: OrdersService
  shipping: ShippingService
  returns: ReturnsService
  payments: PaymentsService
}

/**
 * The buyer-side reads of server-side loaders (contracts `BuyerPageData`): each method does
 * what its HTTP route does — same schema, same actor checks, same service call — and tags the
 * render with what it read so the page cache can evict it when that data changes.
 */
export function createBuyerPageData(s: PageDataServices, social: SocialProviders, memo: ReadMemo) {
  /** Lists change often enough that 30 s is the most a shared block may lag (evictions aside). */
  const LIST_MS = 30_000
  const CONTENT_MS = 300_000
  return (req: PageRequest): BuyerPageData => {
    const { actor, lang, tag } = req
    const viewerId = viewerOf(actor)
    const listing = <T>(p: Promise<T>) => {
      tag('listing')
      return p
    }
    return {
      providers: async () => enabledProviders(social),
      profile: {
        // the root, a layout and the page each ask: read once per render
        me: async () => {
          if (actor.kind !== 'user') return null
          const { userId } = actor
          return readOncePerRender(`me:${userId}`, () =>
            s.profile.getMe(userId).catch((error) => {
              if (error instanceof AppError && (error.status === 401 || error.status === 404)) return null
              throw error
            }),
          )
        },
        addresses: async () => s.profile.listAddresses(requireUser(actor, { allowGuest: true }).userId),
        provinces: async () => listProvinces(),
      },
      catalog: {
        categories: async () => {
          tag('content')
          return memo.get('categories', ['content'], CONTENT_MS, () => s.catalog.categoryTree())
        },
        category: async (categoryId) => {
          tag('content')
          const cid = id(categoryId)
          // the category and its trail depend on the category tree only (evicted with it by `content`)
          return memo.get(`category:${cid}`, ['content'], CONTENT_MS, () => s.catalogRead.categoryDetail(cid))
        },
        products: (query) => {
          const q = parse(ZProductSearchQuery, query)
          // a stored copy of this page served later is a search too (autocomplete learns from it)
          if (q.keyword) req.onHit((hit) => s.catalogRead.recordCachedSearch(q, { visitor: visitorOf(hit) }))
          return listing(s.catalogRead.listProducts(q, { viewerId, visitor: req.visitor }))
        },
        productCount: (query) => listing(s.catalogRead.countProducts(parse(ZProductSearchQuery, query))),
        product: async (productId, query) => {
          const detail = await s.catalogRead.getProductDetail({
            id: id(productId),
            position: parse(ZProductDetailQuery, query).position,
            viewerId,
          })
          tag(`product:${detail._id}`, `shop:${detail.shop._id}`)
          return detail
        },
        similar: (productId, limit) => {
          const n = parse(ZSimilarQuery, { limit }).limit
          const pid = id(productId)
          return listing(
            memo.get(`similar:${pid}:${n}`, ['listing', `product:${pid}`], LIST_MS, () => s.catalogRead.similarProducts(pid, n)),
          )
        },
        suggested: (query) => {
          const q = parse(ZSuggestProductsQuery, query)
          return listing(memo.get(`suggested:${JSON.stringify(q)}`, ['listing'], LIST_MS, () => s.catalogRead.suggestProducts(q)))
        },
        flash: (limit) => {
          const n = parse(ZFlashProductsQuery, { limit }).limit
          return listing(memo.get(`flash:${n}`, ['listing'], LIST_MS, () => s.catalogRead.flashProducts(n)))
        },
        collections: async (query) => {
          const q = parse(ZCollectionsQuery, query)
          tag('content')
          return memo.get(`collections:${q.shop_id ?? ''}:${q.limit}`, ['content', 'listing'], LIST_MS, () =>
            s.catalogRead.listCollections({ shopId: q.shop_id, limit: q.limit }),
          )
        },
        collection: async (collectionId, query) => {
          const { data, meta } = await listing(s.catalogRead.collectionPage(id(collectionId), parse(ZPagedQuery, query)))
          tag('content')
          return { collection: data.collection, items: data.products, meta }
        },
        reviews: async (productId, query) => {
          const pid = id(productId)
          const q = parse(ZReviewListQuery, query)
          const { data, meta, summary } = await memo.get(
            `reviews:${pid}:${q.page}:${q.limit}:${q.rating ?? ''}:${q.with_images ?? ''}`,
            [`product:${pid}`],
            LIST_MS,
            () => s.reviews.listFeedbacks(pid, q),
          )
          tag(`product:${pid}`)
          return { items: data, meta, summary }
        },
      },
      shops: {
        top: (limit) => {
          const n = parse(ZTopShopsQuery, { limit }).limit
          return listing(memo.get(`top-shops:${n}`, ['listing'], LIST_MS, () => s.shops.topShops(n)))
        },
        search: (query) => listing(s.shopsPublic.searchShops(parse(ZShopSearchQuery, query))),
        profile: async (shopId) => {
          const shop = await s.shopsPublic.shopProfile(id(shopId), viewerId, lang)
          tag(`shop:${shop._id}`)
          return shop
        },
        products: (shopId, query) => listing(s.shopsPublic.shopProducts(id(shopId), parse(ZShopProductsQuery, query), viewerId)),
        banners: async (query) => {
          tag('content')
          const placement = parse(ZBannersQuery, query).placement
          return memo.get(`banners:${placement ?? ''}`, ['content'], LIST_MS, () => s.shopsPublic.platformBanners(placement))
        },
        banner: async (bannerId, query) => {
          const { data, meta } = await listing(s.shopsPublic.bannerPage(id(bannerId), parse(ZPagedQuery, query)))
          tag('content')
          return { banner: data.banner, items: data.products, meta }
        },
      },
      search: {
        suggestions: (keyword) =>
          listing(s.search.suggestions({ keyword: parse(ZSearchSuggestionsQuery, { keyword }).keyword, userId: viewerId })),
      },
      pricing: {
        promotions: async (query) => {
          const { data, meta } = await listing(s.promotions.listPublic(parse(ZPublicPromotionsQuery, query)))
          return { items: data, meta }
        },
        saleVouchers: async (query) => {
          const { data, meta } = await s.vouchers.forSale({ viewerId, query: parse(ZSaleVouchersQuery, query) })
          tag('content')
          return { items: data, meta }
        },
      },
      cart: {
        all: async () => s.cart.listCart({ userId: requireUser(actor, { allowGuest: true }).userId, lang }),
        count: async () => ({ data: await s.cart.countCart(requireUser(actor, { allowGuest: true }).userId) }),
      },
      checkout: {
        quote: async (body) =>
          s.checkout.quote({ actor: requireUser(actor, { allowGuest: true }), lang, app: false, ip: req.ip }, parse(ZQuoteRequest, body)),
      },
      orders: {
        list: async (query) => {
          const { data, meta, counts } = await s.orders.listBuyerOrders({ actor, lang, query: parse(ZOrderListQuery, query) })
          return { items: data, meta, counts }
        },
        get: async (orderId) => s.orders.getBuyerOrder({ actor, lang, id: id(orderId) }),
        shipment: async (orderId) => s.shipping.buyerShipment({ actor, lang, id: id(orderId) }),
        returnRequest: async (orderId) => s.returns.getOrderReturn({ actor, lang, orderId: id(orderId) }),
      },
      payments: {
        get: async (paymentId, key) => s.payments.getPayment({ actor, id: id(paymentId), key: key?.slice(0, 64) }),
      },
    }
  }
}
