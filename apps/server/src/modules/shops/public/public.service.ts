import {
  type Lang,
  type TBanner,
  type TProductCard,
  type TShopProductsQuery,
  type TShopProfile,
  type TShopSearchItem,
  zId,
} from '@xinh/contracts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { type KeywordPlan, planKeyword, typoFallback } from '#server/modules/search/index.ts'
import type { banners } from '../shops.tables.ts'
import { publicReturnPolicy } from '../settings/settings.service.ts'
import * as repo from './public.repo.ts'

type Paging = { page: number; limit: number }

/**
 * The catalogue reads shop pages are made of. app.ts passes catalog's read service: shops sits
 * below catalog (catalog joins on shopsView and guards its seller routes with sellerAccess), so
 * shops names the two functions it calls instead of importing catalog.
 */
export type ShopCatalog = {
  listProducts: (
    q: { shop_id?: string; ids?: string[]; keepIdsOrder?: boolean; keyword?: string; sort?: TShopProductsQuery['sort'] } & Paging,
    opts?: { viewerId?: string },
  ) => Promise<{ items: TProductCard[]; meta: Paging & { total: number; corrected_keyword?: string } }>
  /** Visible products per shop id (shops without any are absent). */
  countVisibleByShop: (shopIds: string[]) => Promise<Map<string, number>>
}
export type ShopsPublicDeps = {
  db: Db
  /** Public shop pages and shop search read here (a read replica, or `db`); follows stay on `db`. */
  readDb?: Db
  catalog: ShopCatalog
}

/**
 * The shipping and payment methods a shop offers (the shipping and payments modules' settings),
 * shown on its page. app.ts connects them once those modules exist: they sit above shops.
 */
export type ShopMethods = {
  shipping: (shopId: string) => Promise<{ methods: string[]; self_shipping: boolean }>
  payments: (shopId: string) => Promise<string[]>
}

const isId = (id: string) => zId.safeParse(id).success

function toBanner(b: typeof banners.$inferSelect): TBanner {
  return {
    _id: b.id,
    title: b.title,
    type: b.type,
    image: b.image,
    cover: b.cover,
    link: b.link,
    product_ids: b.productIds,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
  }
}

/** Shop pages, shop search, follows and banners for buyers. */
export function createShopsPublicService({ db, readDb = db, catalog }: ShopsPublicDeps) {
  let methods: ShopMethods | undefined

  async function requireShop(id: string) {
    const shop = isId(id) ? await repo.findApprovedShop(readDb, id) : undefined
    if (!shop) throw new AppError('SHOP_NOT_FOUND')
    return shop
  }

  async function shopProfile(id: string, viewerId?: string, lang: Lang = 'vi'): Promise<TShopProfile> {
    const shop = await requireShop(id)
    const [counts, categories, shopBanners, isFollowing, shipping, payments] = await Promise.all([
      catalog.countVisibleByShop([shop.id]),
      repo.listShopCategories(readDb, shop.id),
      repo.listRunningBanners(readDb, shop.id),
      viewerId ? repo.isFollowing(db, viewerId, shop.id) : false,
      methods?.shipping(shop.id),
      methods?.payments(shop.id),
    ])
    return {
      _id: shop.id,
      name: shop.name,
      slug: shop.slug,
      description: shop.description,
      avatar: shop.avatarUrl,
      cover: shop.coverUrl,
      rating: shop.rating,
      follower_count: shop.followerCount,
      // a paused shop shows no products (spec: pause mode)
      product_count: shop.isPaused ? 0 : (counts.get(shop.id) ?? 0),
      province_code: shop.provinceCode,
      is_paused: shop.isPaused,
      paused_until: shop.isPaused ? (shop.pauseEndsAt?.toISOString() ?? null) : null,
      is_following: isFollowing,
      categories: categories.map((c) => ({ _id: c.id, name: c.name, title: c.title })),
      banners: shopBanners.map(toBanner),
      policies: {
        address: shop.address ? { city: shop.address.city, ward: shop.address.ward, street: shop.address.street } : null,
        return_policy: publicReturnPolicy(shop, lang),
        shipping_methods: shipping?.methods ?? [],
        self_shipping: shipping?.self_shipping ?? false,
        payment_methods: payments ?? [],
      },
    }
  }

  /** A shop's products, optionally one of its own categories (shop_categories.product_ids). */
  async function shopProducts(id: string, q: TShopProductsQuery, viewerId?: string) {
    const shop = await requireShop(id)
    let ids: string[] | undefined
    if (q.shop_category_id) {
      const category = await repo.findShopCategory(readDb, shop.id, q.shop_category_id)
      if (!category) throw new AppError('NOT_FOUND')
      ids = category.productIds.filter(isId)
    }
    return catalog.listProducts({ shop_id: shop.id, ids, keyword: q.keyword, sort: q.sort, page: q.page, limit: q.limit }, { viewerId })
  }

  async function searchPage(plan: KeywordPlan | undefined, paging: Paging) {
    const rows = await repo.searchOpenShops(readDb, plan, paging)
    const total = rows[0]?.total ?? (paging.page === 1 ? 0 : await repo.countOpenShops(readDb, plan))
    return { rows, total }
  }

  /** Shop search: open shops by folded name (typo-tolerant when nothing matches), with product counts. */
  async function searchShops(q: { keyword?: string } & Paging): Promise<{ items: TShopSearchItem[]; meta: Paging & { total: number } }> {
    const paging = { page: q.page, limit: q.limit }
    const plan = planKeyword(q.keyword)
    if (plan === null) return { items: [], meta: { ...paging, total: 0 } }
    let result = await searchPage(plan, paging)
    const retry = plan && result.total === 0 ? typoFallback(plan) : null
    if (retry) result = await searchPage(retry, paging)
    const counts = await catalog.countVisibleByShop(result.rows.map((s) => s.id))
    return {
      items: result.rows.map((s) => ({
        _id: s.id,
        name: s.name,
        avatar: s.avatarUrl,
        rating: s.rating,
        follower_count: s.followerCount,
        product_count: counts.get(s.id) ?? 0,
        province_code: s.provinceCode,
      })),
      meta: { ...paging, total: result.total },
    }
  }

  /** Autocomplete: a few open shops whose name matches. */
  async function suggestShops(plan: KeywordPlan, limit: number) {
    let rows = await repo.searchOpenShops(readDb, plan, { page: 1, limit })
    const retry = rows.length === 0 ? typoFallback(plan) : null
    if (retry) rows = await repo.searchOpenShops(readDb, retry, { page: 1, limit })
    return rows.map((s) => ({ _id: s.id, name: s.name, avatar: s.avatarUrl }))
  }

  async function toggleFollow(userId: string, shopId: string) {
    await requireShop(shopId)
    return repo.toggleFollow(db, userId, shopId)
  }

  /** Follow (true) or unfollow (false), idempotent: the community API's follow (issue 16). */
  async function setFollow(userId: string, shopId: string, follow: boolean) {
    await requireShop(shopId)
    return repo.setFollow(db, userId, shopId, follow)
  }

  /** Running platform banners. `placement` is accepted for the spec's API and not yet used. */
  async function platformBanners(_placement?: string): Promise<TBanner[]> {
    return (await repo.listRunningBanners(readDb, null)).map(toBanner)
  }

  /** A running banner and its visible products, in the banner's order. */
  async function bannerPage(id: string, paging: Paging) {
    const banner = isId(id) ? await repo.findRunningBanner(readDb, id) : undefined
    if (!banner) throw new AppError('BANNER_NOT_FOUND')
    const { items, meta } = await catalog.listProducts({ ids: banner.productIds.filter(isId), keepIdsOrder: true, ...paging })
    return { data: { banner: toBanner(banner), products: items }, meta }
  }

  return {
    /** app.ts: the shipping and payments modules' settings readers (see `ShopMethods`). */
    connectMethods(m: ShopMethods) {
      methods = m
    },
    shopProfile,
    /** An open (approved) shop, or SHOP_NOT_FOUND. */
    requireShop,
    shopProducts,
    searchShops,
    suggestShops,
    toggleFollow,
    setFollow,
    isFollowing: (userId: string, shopId: string) => repo.isFollowing(db, userId, shopId),
    platformBanners,
    bannerPage,
  }
}
export type ShopsPublicService = ReturnType<typeof createShopsPublicService>
