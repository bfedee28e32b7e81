import { fakerVI } from '@faker-js/faker'
import { foldVietnamese, normaliseKeyword } from '@xinh/contracts'
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { loadConfig } from '#server/platform/config.ts'
import {
  categories,
  collectionProducts,
  collections,
  productClassifications,
  products,
  productVariants,
  sizeCharts,
} from '#server/modules/catalog/catalog.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import { productReviews } from '#server/modules/reviews/reviews.tables.ts'
import { bodyMeasurements } from '#server/modules/profile/profile.tables.ts'
import { bookmarks, searchKeywords } from '#server/modules/search/search.tables.ts'
import { banners, shopCategories, shopFollows, shops as shopsTable } from '#server/modules/shops/shops.tables.ts'
import type { ShopsService } from '#server/modules/shops/index.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts'
import { chance, int, pick, planProduct, type ProductPlan, type Rng, sample, shopDescription, slugify } from './catalog-gen.ts'
import { seedPricing } from './pricing-seed.ts'
import { seedSellerProducts } from './seller-products-seed.ts'
import { seedSellerApplications } from './seller-applications-seed.ts'
import { seedMarketing } from './marketing-seed.ts'
import { localStorage, type Storage } from '#server/platform/storage.ts'
import { seedSellerOrders } from './seller-orders-seed.ts'
import { seedSellerCentre } from './seller-centre-seed.ts'
import { seedAdminQueues } from './admin-queues-seed.ts'
import { seedAdminContent } from './admin-content-seed.ts'
import { seedAdminCore } from './admin-core-seed.ts'
import { seedCommunity } from './community-seed.ts'
import { seedChat } from './chat-seed.ts'
import {
  avatarPicture,
  DEFAULT_IMAGE_CACHE,
  hashString,
  type ImageJob,
  type Picture,
  productImageRel,
  productPicture,
  renderImages,
  SCENE_PALETTES,
  pictureRel,
  type Shape,
  scenePicture,
  urlOf,
} from './images.ts'
import {
  CATEGORY_TREE,
  COLLECTIONS,
  COLOURS,
  type ColourKey,
  KIND_BY_KEY,
  PLATFORM_BANNERS,
  POPULAR_KEYWORDS,
  REVIEW_DETAILS,
  REVIEWS,
  SELLER_REPLIES,
  SHOPS,
  SIZE_CHARTS,
} from './vocabulary.ts'
import { seedNotifications } from './notifications-seed.ts'
import { seedBlogs } from './blog-seed.ts'
import { seedAccountAreas } from './account-seed.ts'
// vote (issue 18)
import { seedVoting } from './voting-seed.ts'
import { seedGroupBuy } from './groupbuy-seed.ts'
// pages (issue 18)
import { seedPages } from './pages-seed.ts'
import { seedAffiliate } from './affiliate-seed.ts' // aff (issue 18)
import { seedTracking } from './tracking-seed.ts' // trackwire (issue 18)

export { DEMO_ACCOUNTS, DEMO_PASSWORD }

const FAKER_SEED = 20261121
/** Products in the demo catalogue; the demo seller's shop gets DEMO_SHOP_PRODUCTS of them. */
export const DEMO_PRODUCT_TOTAL = 1640
const DEMO_SHOP_PRODUCTS = 64
const SEEDED_BUYERS = 60
/** Demo shop products that are not on sale, to show the seller's filters (spec §4). */
const DEMO_SHOP_STATES: Array<{ status: 'draft' | 'pending' | 'rejected' | 'delisted'; reason?: string }> = [
  { status: 'draft' },
  { status: 'draft' },
  { status: 'pending' },
  { status: 'pending' },
  { status: 'rejected', reason: 'Hình ảnh chưa đúng sản phẩm thực tế, vui lòng cập nhật ảnh tự chụp.' },
  { status: 'rejected', reason: 'Tên sản phẩm chứa từ khoá không liên quan.' },
  { status: 'delisted' },
]
const DAY = 86_400_000

type PlannedProduct = ProductPlan & {
  status: 'draft' | 'pending' | 'accepted' | 'rejected' | 'delisted'
  rejectionReason: string | null
  reviews: Array<{
    buyer: number
    rating: number
    content: string
    variantLabel: string | null
    ageDays: number
    sellerReply: string | null
    isAnonymous: boolean
  }>
  rating: number
}

/** Cover/banner compositions: three items from the shop's (or collection's) kinds. */
function sceneItems(rng: Rng, kindKeys: string[]) {
  const kinds = kindKeys.map((k) => KIND_BY_KEY.get(k)).filter((k) => k !== undefined)
  const unique = [...new Map(kinds.map((k) => [k.shape, k])).values()]
  const chosen = unique.length >= 3 ? sample(rng, unique, 3) : [...unique, ...sample(rng, kinds, 3 - unique.length)]
  return chosen.map((k) => ({ shape: k.shape, colour: pick(rng, k.colours) as ColourKey }))
}

/**
 * Everything the demo seed writes, decided up front from the seeded faker (no ids, no clock),
 * so two runs produce the same catalogue; `seedDemo` only adds ids and timestamps.
 */
export function planDemo() {
  const faker = fakerVI
  faker.seed(FAKER_SEED)
  const rng: Rng = () => faker.number.float({ min: 0, max: 1 })

  const demoPhones = DEMO_ACCOUNTS.map(() => `09${faker.string.numeric(8)}`)
  const owners = SHOPS.slice(1).map((_, i) => ({ email: `shop${i + 2}@xinh.vn`, userName: faker.person.fullName().slice(0, 40) }))
  const buyers = Array.from({ length: SEEDED_BUYERS }, (_, i) => ({
    email: `khach${i + 1}@xinh.vn`,
    userName: faker.person.fullName().slice(0, 40),
    gender: pick(rng, [1, 2, 2, 2]),
  }))

  // products per shop: the demo shop a fixed number, the rest shared by weight
  const weights = SHOPS.slice(1).map(() => int(rng, 6, 14))
  const rest = DEMO_PRODUCT_TOTAL - DEMO_SHOP_PRODUCTS
  const sum = weights.reduce((a, b) => a + b, 0)
  const counts = [DEMO_SHOP_PRODUCTS, ...weights.map((w) => Math.floor((rest * w) / sum))]
  for (let i = 1; counts.reduce((a, b) => a + b, 0) < DEMO_PRODUCT_TOTAL; i = (i % (counts.length - 1)) + 1)
    counts[i] = (counts[i] as number) + 1

  // buyers who write reviews: the demo buyer (index 0) and the seeded buyers
  const reviewerCount = 1 + SEEDED_BUYERS
  const shops = SHOPS.map((def, i) => {
    const kinds = def.kinds.map((k) => KIND_BY_KEY.get(k)).filter((k) => k !== undefined)
    const planned: PlannedProduct[] = Array.from({ length: counts[i] as number }, (_, j) => {
      const plan = planProduct(rng, pick(rng, kinds), def)
      const state = i === 0 ? DEMO_SHOP_STATES[j] : undefined
      const status = state?.status ?? 'accepted'
      // a couple of sold-out products in the demo shop for the "sold out" filter
      if (i === 0 && (j === DEMO_SHOP_STATES.length || j === DEMO_SHOP_STATES.length + 1)) {
        for (const v of plan.variants) v.stock = 0
        plan.stock = 0
      }
      const reviews: PlannedProduct['reviews'] = []
      if (status === 'accepted' && plan.sold >= 900) {
        const authors = sample(
          rng,
          Array.from({ length: reviewerCount }, (_, k) => k),
          int(rng, 2, 7),
        )
        for (const buyer of authors) {
          const rating = Math.max(1, Math.min(5, Math.round(plan.quality + (rng() - 0.5) * 2.2))) as 1 | 2 | 3 | 4 | 5
          let content = pick(rng, REVIEWS[rating])
          const detail = rating >= 4 && chance(rng, 0.6) ? pick(rng, REVIEW_DETAILS[plan.kind.group]) : ''
          if (detail && [...`${content} ${detail}`].length <= 150) content = `${content} ${detail}`
          const variant = pick(rng, plan.variants)
          reviews.push({
            buyer,
            rating,
            content: content.normalize('NFC'),
            variantLabel: variant.options.length ? variant.options.join(', ') : null,
            ageDays: rng() * Math.min(plan.ageDays, 60),
            sellerReply: chance(rng, 0.3) ? (SELLER_REPLIES[rating <= 2 ? 2 : int(rng, 0, 1)] ?? null) : null,
            isAnonymous: chance(rng, 0.1),
          })
        }
      }
      const rating = reviews.length ? Math.round((reviews.reduce((n, r) => n + r.rating, 0) / reviews.length) * 10) / 10 : 0
      return { ...plan, status, rejectionReason: state?.reason ?? null, reviews, rating }
    })
    const reviewed = planned.filter((p) => p.reviews.length)
    const allReviews = reviewed.flatMap((p) => p.reviews)
    const avatarKind = kinds[0] ?? (KIND_BY_KEY.get('ao-thun-nu') as NonNullable<(typeof kinds)[number]>)
    return {
      def,
      slug: slugify(def.name),
      description: shopDescription(rng, def),
      followerCount: int(rng, 120, 48_000),
      rating: allReviews.length ? Math.round((allReviews.reduce((n, r) => n + r.rating, 0) / allReviews.length) * 10) / 10 : 4.8,
      avatar: { shape: avatarKind.shape, colour: pick(rng, avatarKind.colours) as ColourKey },
      cover: sceneItems(rng, def.kinds),
      products: planned,
    }
  })
  const platformBanners = PLATFORM_BANNERS.map((b) => ({
    ...b,
    items: sceneItems(rng, b.kinds),
    palette: int(rng, 0, SCENE_PALETTES.length - 1),
  }))
  const platformCollections = COLLECTIONS.map((c) => ({
    ...c,
    items: sceneItems(rng, c.kinds ?? ['vay-dam', 'tui-deo-cheo', 'son-moi', 'giay-sneaker']),
    palette: int(rng, 0, SCENE_PALETTES.length - 1),
  }))
  return { demoPhones, owners, buyers, shops, platformBanners, platformCollections }
}
export type DemoPlan = ReturnType<typeof planDemo>

// ----- images -------------------------------------------------------------------------------

const hexOf = (c: ColourKey) => COLOURS[c].hex
const coverRel = (kind: string, key: string) => pictureRel(kind, key)
const sceneKey = (items: Array<{ shape: Shape; colour: ColourKey }>, palette: number) =>
  `${palette}-${items.map((i) => `${i.shape}-${i.colour}`).join('-')}`

/** Every picture the plan refers to, keyed by its path under the uploads dir. */
export function imageJobs(plan: DemoPlan): ImageJob[] {
  const jobs = new Map<string, ImageJob>()
  const add = (rel: string, picture: () => Picture) => jobs.set(rel, { rel, picture })
  for (const shop of plan.shops) {
    for (const p of shop.products) {
      // every picture a product shows: gallery, option swatches, variant images
      const known = new Map<string, { shape: Shape; colour: ColourKey }>()
      for (const shape of [p.kind.shape, p.kind.extraShape])
        if (shape) for (const colour of p.kind.colours) known.set(urlOf(productImageRel(shape, colour)), { shape, colour })
      const urls = [...p.images, ...p.classifications.flatMap((c) => c.options.map((o) => o.image)), ...p.variants.flatMap((v) => v.images)]
      for (const url of urls) {
        const ref = url ? known.get(url) : undefined
        if (!ref) continue
        add(productImageRel(ref.shape, ref.colour), () => productPicture(ref.shape, hexOf(ref.colour)))
      }
    }
    const palette = SCENE_PALETTES[shop.def.palette] as [string, string]
    const { avatar } = shop
    add(coverRel('avatar', `${avatar.shape}-${avatar.colour}-${shop.def.palette}`), () =>
      avatarPicture(avatar.shape, hexOf(avatar.colour), palette),
    )
    const items = shop.cover.map((i) => ({ shape: i.shape, colour: hexOf(i.colour) }))
    add(coverRel('cover', sceneKey(shop.cover, shop.def.palette)), () => scenePicture(1340, 754, items, palette))
    add(coverRel('banner', sceneKey(shop.cover, shop.def.palette)), () => scenePicture(686, 300, items, palette))
  }
  for (const b of [...plan.platformBanners, ...plan.platformCollections]) {
    const items = b.items.map((i) => ({ shape: i.shape, colour: hexOf(i.colour) }))
    const palette = SCENE_PALETTES[b.palette] as [string, string]
    add(coverRel('cover', sceneKey(b.items, b.palette)), () => scenePicture(1340, 754, items, palette))
    if ('link' in b) add(coverRel('banner', sceneKey(b.items, b.palette)), () => scenePicture(686, 300, items, palette))
  }
  return [...jobs.values()]
}

// ----- writing ------------------------------------------------------------------------------

/**
 * Bulk INSERT: each chunk of rows travels as ONE JSON parameter that PostgreSQL unpacks with
 * json_populate_recordset (much faster than tens of thousands of bind parameters, on PGlite
 * especially). Columns a row leaves out get their SQL default; client-side defaults (UUIDv7
 * ids) are filled in here.
 */
export async function insertMany(db: DbOrTx, table: PgTable, rows: Array<Record<string, unknown>>, chunk = 5_000) {
  if (!rows.length) return
  const columns = getTableColumns(table) as Record<string, PgColumn & { defaultFn?: () => unknown }>
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const withDefaultFn = Object.entries(columns).filter(([k, c]) => c.defaultFn && !keys.includes(k))
  const names = [...keys, ...withDefaultFn.map(([k]) => k)].map((k) => {
    const column = columns[k]
    if (!column) throw new Error(`insertMany: ${getTableName(table)} has no column ${k}`)
    return `"${column.name}"`
  })
  const list = sql.raw(names.join(', '))
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(
      rows.slice(i, i + chunk).map((r) => {
        const out: Record<string, unknown> = {}
        for (const k of keys) out[(columns[k] as PgColumn).name] = r[k] === undefined ? null : r[k]
        for (const [k, c] of withDefaultFn) out[(columns[k] as PgColumn).name] = c.defaultFn?.()
        return out
      }),
    )
    await db.execute(sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(null::${table}, ${json}::json)`)
  }
}

export type SeedStats = {
  shops: number
  products: number
  accepted: number
  variants: number
  reviews: number
  images: number
  imagesRendered: number
  ms: { total: number; accounts: number; plan: number; database: number; images: number }
}

/**
 * Deterministic demo data (fixed faker seed), so every fresh start looks the same: the four
 * demo accounts, 36 approved shops across the two-tier provinces, ~1,640 products with
 * variants, size charts, reviews, collections and banners, and locally drawn pictures.
 * Bulk inserts in one transaction; pictures render on libvips threads meanwhile.
 */
export async function seedDemo({
  db,
  identity,
  dataDir,
  publicDir: uploadsDir,
  imageCacheDir,
  storage,
}: {
  db: Db
  identity: IdentityService
  shops?: ShopsService
  /** Where uploads live (`${dataDir}/uploads`); defaults to the configured DATA_DIR. */
  dataDir?: string
  /** The folder the app serves at /uploads (the storage's publicDir), when it is not `${dataDir}/uploads`. */
  publicDir?: string
  /** Machine-wide picture cache (default node_modules/.cache/xinh-seed); false renders every picture. */
  imageCacheDir?: string | false
  /** The app's file storage (private documents of the seller application); local under DATA_DIR when omitted. */
  storage?: Storage
}): Promise<SeedStats> {
  const t0 = performance.now()
  const plan = planDemo()
  const tPlan = performance.now()
  const publicDir = uploadsDir ?? `${dataDir ?? loadConfig().dataDir}/uploads`
  const jobs = imageJobs(plan)
  // started now, awaited last: libvips renders on its own threads while the database works
  const tImages = performance.now()
  let imagesMs = 0
  // SEED_IMAGE_CACHE=off (or a folder) is a knob for measuring the very first start
  const envCache = process.env.SEED_IMAGE_CACHE
  const cacheDir = imageCacheDir ?? (envCache === 'off' ? false : envCache || DEFAULT_IMAGE_CACHE)
  const rendering = renderImages(publicDir, jobs, { cacheDir: cacheDir === false ? undefined : cacheDir }).then((r) => {
    imagesMs = performance.now() - tImages
    return r
  })
  rendering.catch(() => {})

  // the demo accounts through the identity service (real password hashes), in parallel
  const accounts = new Map<string, string>()
  await Promise.all(
    DEMO_ACCOUNTS.map(async (a, i) => {
      const user = await identity.createAccount({
        email: a.email,
        userName: a.userName,
        password: DEMO_PASSWORD,
        roles: a.roles,
        phoneNumber: plan.demoPhones[i],
        kolInfo: a.roles.includes('kol')
          ? { code: 'MAIXINH', followers: 128_000, commission_rate: 0.08, channels: ['tiktok', 'instagram'] }
          : undefined,
      })
      accounts.set(a.role, user.id)
    }),
  )
  const tAccounts = performance.now()
  const buyerId = accounts.get('buyer') as string
  const sellerId = accounts.get('seller') as string
  // every other seeded account shares the demo password: reuse one hash instead of 95 more
  const [hashRow] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, buyerId))
  const passwordHash = hashRow?.hash ?? null

  const now = Date.now()
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY)
  const stats = { products: 0, accepted: 0, variants: 0, reviews: 0 }

  await db.transaction(async (tx) => {
    const ownerIds = plan.owners.map(() => uuidv7())
    const buyerIds = plan.buyers.map(() => uuidv7())
    await insertMany(tx, users, [
      ...plan.owners.map((o, i) => ({
        id: ownerIds[i],
        email: o.email,
        userName: o.userName,
        passwordHash,
        roles: ['buyer', 'seller'],
        emailVerified: true,
      })),
      ...plan.buyers.map((b, i) => ({
        id: buyerIds[i],
        email: b.email,
        userName: b.userName,
        passwordHash,
        roles: ['buyer'],
        emailVerified: true,
        gender: b.gender,
      })),
    ])
    const reviewerIds = [buyerId, ...buyerIds]

    // categories: the tree, leaf ids by slug
    const categoryIds = new Map<string, string>()
    const categoryRows: Array<Record<string, unknown>> = []
    for (const [position, root] of CATEGORY_TREE.entries()) {
      const rootId = uuidv7()
      categoryIds.set(root.slug, rootId)
      categoryRows.push({ id: rootId, name: root.name, slug: root.slug, position })
      for (const [i, c] of root.children.entries()) {
        const id = uuidv7()
        categoryIds.set(c.slug, id)
        categoryRows.push({ id, name: c.name, slug: c.slug, position: i, parentId: rootId })
      }
    }
    await insertMany(tx, categories, categoryRows)

    const shopRows: Array<Record<string, unknown>> = []
    const chartRows: Array<Record<string, unknown>> = []
    const productRows: Array<Record<string, unknown>> = []
    const classificationRows: Array<Record<string, unknown>> = []
    const variantRows: Array<Record<string, unknown>> = []
    const reviewRows: Array<Record<string, unknown>> = []
    const shopCategoryRows: Array<Record<string, unknown>> = []
    const bannerRows: Array<Record<string, unknown>> = []
    const collectionRows: Array<Record<string, unknown>> = []
    const collectionProductRows: Array<Record<string, unknown>> = []
    /** Accepted products with what collections and banners select on. */
    const catalogue: Array<{ id: string; shopIndex: number; kind: string; salePrice: number; discount: number; sold: number }> = []
    const shopIds: string[] = []

    for (const [si, shop] of plan.shops.entries()) {
      const shopId = uuidv7()
      shopIds.push(shopId)
      const coverKey = sceneKey(shop.cover, shop.def.palette)
      shopRows.push({
        id: shopId,
        ownerId: si === 0 ? sellerId : ownerIds[si - 1],
        name: shop.def.name,
        slug: shop.slug,
        description: shop.description,
        avatarUrl: urlOf(coverRel('avatar', `${shop.avatar.shape}-${shop.avatar.colour}-${shop.def.palette}`)),
        coverUrl: urlOf(coverRel('cover', coverKey)),
        status: 'approved',
        provinceCode: shop.def.province,
        rating: shop.rating,
        // the demo buyer follows the first three shops (rows below)
        followerCount: shop.followerCount + (si < 3 ? 1 : 0),
        createdAt: at(400 - si * 7),
      })

      // one size chart per chart type this shop's products use
      const chartIds = new Map<string, string>()
      for (const p of shop.products) {
        const type = p.kind.chart
        if (!type || chartIds.has(type)) continue
        const spec = SIZE_CHARTS[type]
        const id = uuidv7()
        chartIds.set(type, id)
        chartRows.push({
          id,
          shopId,
          name: spec.name,
          type,
          attributes: spec.attributes,
          rows: spec.rows.map(([sizeName, ...values]) => ({
            size_name: sizeName,
            size_values: spec.attributes.map((a, k) => ({ values: values[k] as string, attribute_id: a._id, size_name: a.name })),
          })),
          status: 'accepted',
        })
      }

      const shopProducts: Array<{ id: string; plan: PlannedProduct; createdAt: Date }> = []
      for (const p of shop.products) {
        const id = uuidv7()
        const createdAt = at(p.ageDays)
        shopProducts.push({ id, plan: p, createdAt })
        const submitted = p.status === 'draft' ? null : new Date(createdAt.getTime() + 3_600_000)
        const reviewed =
          p.status === 'accepted' || p.status === 'rejected' || p.status === 'delisted'
            ? new Date(createdAt.getTime() + 6 * 3_600_000)
            : null
        productRows.push({
          id,
          shopId,
          categoryId: categoryIds.get(p.kind.category),
          name: p.name,
          description: p.description,
          status: p.status,
          rejectionReason: p.rejectionReason,
          allowToSell: true,
          images: p.images,
          descriptionImages: [],
          price: p.price,
          salePrice: p.salePrice,
          stock: p.stock,
          weight: p.weight,
          packLength: p.packLength,
          packWidth: p.packWidth,
          packHeight: p.packHeight,
          prepDays: p.prepDays,
          returnDays: p.returnDays,
          returnConditions: p.returnConditions,
          isPreorder: p.isPreorder,
          isAuthentic: p.isAuthentic,
          isGuaranteed: p.isGuaranteed,
          sizeChartId: p.kind.chart ? chartIds.get(p.kind.chart) : null,
          sizeDetails: p.sizeDetails,
          rating: p.rating,
          ratingCount: p.reviews.length,
          sold: p.status === 'draft' || p.status === 'pending' ? 0 : p.sold,
          submittedAt: submitted,
          reviewedAt: reviewed,
          createdAt,
          updatedAt: createdAt,
        })
        for (const [position, c] of p.classifications.entries())
          classificationRows.push({ productId: id, position, name: c.name, options: c.options })
        for (const [k, v] of p.variants.entries())
          variantRows.push({
            productId: id,
            options: v.options,
            sku: `${slugify(shop.def.brand).toUpperCase().slice(0, 6)}-${id.slice(-6).toUpperCase()}-${k + 1}`,
            price: v.price,
            salePrice: v.salePrice,
            stock: v.stock,
            sold: p.status === 'draft' || p.status === 'pending' ? 0 : v.sold,
            images: v.images,
            createdAt,
            updatedAt: createdAt,
          })
        for (const [k, r] of p.reviews.entries()) {
          const createdAt = at(Math.max(0, p.ageDays - r.ageDays - 1))
          reviewRows.push({
            productId: id,
            userId: reviewerIds[r.buyer],
            variantLabel: r.variantLabel,
            rating: r.rating,
            content: r.content,
            // issue 16: every third review has the buyer's photos (the product's own pictures stand in for them)
            images: k % 3 === 0 ? p.images.slice(0, 1 + (k % 2)) : [],
            isAnonymous: r.isAnonymous,
            sellerReply: r.sellerReply,
            sellerReplyAt: r.sellerReply ? createdAt : null,
            helpfulCount: 0,
            createdAt,
          })
        }
        stats.products++
        stats.variants += p.variants.length
        stats.reviews += p.reviews.length
        if (p.status === 'accepted') {
          stats.accepted++
          catalogue.push({ id, shopIndex: si, kind: p.kind.key, salePrice: p.salePrice, discount: p.discountPercent, sold: p.sold })
        }
      }

      // shop categories: one per product category, plus "new" and "on sale"
      const live = shopProducts.filter((p) => p.plan.status === 'accepted')
      const byCategory = new Map<string, string[]>()
      for (const p of live) byCategory.set(p.plan.kind.category, [...(byCategory.get(p.plan.kind.category) ?? []), p.id])
      const categoryName = (slug: string) => CATEGORY_TREE.flatMap((r) => r.children).find((c) => c.slug === slug)?.name ?? slug
      const newest = [...live].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 12)
      const onSale = live.filter((p) => p.plan.discountPercent > 0).slice(0, 24)
      const groups: Array<[string, string, string[]]> = [
        ['Hàng mới về', `Hàng mới về tại ${shop.def.name}`, newest.map((p) => p.id)],
        ...[...byCategory.entries()].map(([slug, ids]): [string, string, string[]] => [
          categoryName(slug),
          `${categoryName(slug)} – ${shop.def.name}`,
          ids,
        ]),
        ['Đang giảm giá', `Ưu đãi đang diễn ra tại ${shop.def.name}`, onSale.map((p) => p.id)],
      ]
      for (const [position, [name, title, productIds]] of groups.entries())
        shopCategoryRows.push({ shopId, name, title, productIds, position })

      const top = [...live].sort((a, b) => b.plan.sold - a.plan.sold).slice(0, 6)
      bannerRows.push({
        shopId,
        title: `${shop.def.name}: ${shop.def.tagline}`.slice(0, 190),
        type: 'shop',
        image: urlOf(coverRel('banner', coverKey)),
        cover: urlOf(coverRel('cover', coverKey)),
        link: `/nguoi-ban/${shopId}`,
        productIds: top.map((p) => p.id),
        startsAt: at(7),
        endsAt: at(-365),
        position: 0,
      })
      // a shop collection for the original shops (the demo shop gets two)
      if (si < 8)
        for (let k = 0; k < (si === 0 ? 2 : 1); k++) {
          const id = uuidv7()
          const picks = (k === 0 ? top : newest).slice(0, 8)
          collectionRows.push({
            id,
            shopId,
            name: k === 0 ? `Bán chạy nhất của ${shop.def.name}` : `Mới về tuần này – ${shop.def.name}`,
            description: k === 0 ? 'Những món được khách hàng chọn nhiều nhất.' : 'Thiết kế mới cập nhật mỗi tuần.',
            cover: urlOf(coverRel('cover', coverKey)),
            position: k,
          })
          for (const [position, p] of picks.entries()) collectionProductRows.push({ collectionId: id, productId: p.id, position })
        }
    }

    // platform collections and home banners pick from the whole catalogue, a few per shop
    const selectProducts = (c: { kinds?: string[]; maxPrice?: number; minDiscount?: number }, limit: number) => {
      const perShop = new Map<number, number>()
      return catalogue
        .filter(
          (p) =>
            (!c.kinds || c.kinds.includes(p.kind)) &&
            (!c.maxPrice || p.salePrice <= c.maxPrice) &&
            (!c.minDiscount || p.discount >= c.minDiscount),
        )
        .sort((a, b) => b.sold - a.sold)
        .filter((p) => {
          const n = perShop.get(p.shopIndex) ?? 0
          perShop.set(p.shopIndex, n + 1)
          return n < 3
        })
        .slice(0, limit)
        .map((p) => p.id)
    }
    for (const [position, c] of plan.platformCollections.entries()) {
      const id = uuidv7()
      collectionRows.push({
        id,
        shopId: null,
        name: c.name,
        description: c.description,
        cover: urlOf(coverRel('cover', sceneKey(c.items, c.palette))),
        position,
      })
      for (const [k, productId] of selectProducts(c, 24).entries()) collectionProductRows.push({ collectionId: id, productId, position: k })
    }
    for (const [position, b] of plan.platformBanners.entries()) {
      const key = sceneKey(b.items, b.palette)
      bannerRows.push({
        shopId: null,
        title: b.title,
        type: 'home',
        image: urlOf(coverRel('banner', key)),
        cover: urlOf(coverRel('cover', key)),
        link: b.link,
        productIds: selectProducts(b, 12),
        startsAt: at(3),
        endsAt: at(-365),
        position,
      })
    }

    await insertMany(tx, shopsTable, shopRows)
    await insertMany(tx, sizeCharts, chartRows)
    await insertMany(tx, products, productRows)
    await insertMany(tx, productClassifications, classificationRows)
    await insertMany(tx, productVariants, variantRows)
    await insertMany(tx, productReviews, reviewRows)
    await insertMany(tx, shopCategories, shopCategoryRows)
    await insertMany(tx, banners, bannerRows)
    await insertMany(tx, collections, collectionRows)
    await insertMany(tx, collectionProducts, collectionProductRows)
    // the demo buyer follows three shops and has a few bookmarks, so those screens are not empty
    await insertMany(
      tx,
      shopFollows,
      shopIds.slice(0, 3).map((shopId) => ({ userId: buyerId, shopId })),
    )
    await insertMany(
      tx,
      bookmarks,
      catalogue
        .filter((_, i) => i % 97 === 5)
        .slice(0, 6)
        .map((p) => ({ userId: buyerId, productId: p.id })),
    )
    await insertMany(
      tx,
      searchKeywords,
      // seeded as searched by many visitors, so they are offered from the first start
      POPULAR_KEYWORDS.map(([display, count]) => ({ keyword: foldVietnamese(normaliseKeyword(display)), display, count, visitors: count })),
    )
    // vouchers (the 100K first-purchase one included) and promotions (issue 4)
    await seedPricing(tx, insertMany, { shopIds, catalogue, buyerId, now })
    // the demo seller's size charts in review, Excel history and a product under the price rule (issue 13)
    await seedSellerProducts(tx, insertMany, { shopId: shopIds[0] as string, now })
    // the demo seller's orders in every spec §4 status, with parcels, cancel and return requests (issue 13)
    const sellerOrders = await seedSellerOrders(tx, { db, identity, shopId: shopIds[0] as string, buyerIds: reviewerIds.slice(0, 8), now })
    stats.reviews += sellerOrders.reviews // the demo buyer's own reviews (issue 16)
    // 90 days of sales, payouts and every shop setting for the seller centre (issue 13)
    await seedSellerCentre(tx, insertMany, { shopIds, buyerIds: reviewerIds, now })
    await seedAdminContent(tx, { now }) // admin console: a hidden category branch, upcoming and ended platform vouchers (issue 14)
    // buyer–seller conversations: text, product, order and voucher cards, unread ones (issue 15)
    await seedChat(tx, { buyerId, shopIds, otherBuyerIds: reviewerIds.slice(1, 5), now: new Date(now) })
  })
  // the demo seller's categories, banners, promotions and vouchers in every state (issue 13, seller marketing)
  await seedMarketing({ db, sellerId, publicDir, cacheDir: cacheDir || undefined, now })
  // a seller application waiting for the admin's decision (issue 13)
  await seedSellerApplications({
    db,
    identity,
    storage: storage ?? localStorage(dataDir ?? loadConfig().dataDir),
    password: DEMO_PASSWORD,
    now,
  })
  await seedAdminQueues({ db, now, stats }) // admin console (issue 14): something in every review queue
  // the admin console's users, shops and audit log: a locked user, a scheduled seller deletion, a paused shop (issue 14)
  await seedAdminCore({ db, identity, adminId: accounts.get('admin') as string, sellerId, password: DEMO_PASSWORD, now })
  // a lively community: follows, posts with pictures and tagged products, likes, comments, reports (issue 16)
  await db.transaction((tx) => seedCommunity(tx, insertMany, { buyerId, sellerId, now }))
  // the demo buyer's and seller's notifications, read and unread, of several types (issue 15)
  await seedNotifications({ db, now })
  // fit (issue 17, helper fit): the demo buyer's body measurements, so product pages show "Size gợi ý cho bạn"
  await db.insert(bodyMeasurements).values({ userId: buyerId, height: 160, weight: 50, bust: 85, waist: 66, hip: 90 }).onConflictDoNothing()
  // blog (issue 16): published, scheduled and draft blogs with product embeds; blooks by users and shops
  await db.transaction((tx) => seedBlogs(tx, { adminId: accounts.get('admin') as string, buyerId, now }))
  // acct (issue 16): the demo buyer's refund bank account, buyers' feedback to the demo seller's shop
  await seedAccountAreas({ db, now })
  // vote (issue 18): a running voting campaign with votes and the 200K vote voucher, and an ended one with results
  await seedVoting({ db, adminId: accounts.get('admin') as string, buyerId, now })
  // gbuy (issue 18): a running group-buy deal with an open room (its host paid, two places left)
  await seedGroupBuy({ db, now })
  // pages (issue 18): social-organisation feedbacks, one waiting in the admin's queue
  await seedPages({ db, now })
  // aff (issue 18): the demo KOL's links, clicks, campaigns and converted orders (pending, payable, reversed)
  await seedAffiliate({ db, identity, kolId: accounts.get('KOL') as string, sellerId, adminId: accounts.get('admin') as string, now })
  // trackwire (issue 18): 30 days of visitors' sessions and events, aggregated (seller funnel, visitors, admin behaviour)
  await seedTracking({ db, now })
  const tDb = performance.now()
  const { rendered } = await rendering
  return {
    shops: plan.shops.length,
    ...stats,
    images: jobs.length,
    imagesRendered: rendered,
    ms: {
      total: Math.round(performance.now() - t0),
      plan: Math.round(tPlan - t0),
      accounts: Math.round(tAccounts - tPlan),
      database: Math.round(tDb - tAccounts),
      images: Math.round(imagesMs),
    },
  }
}

/** A stable fingerprint of the plan (names, prices, stock, reviews), for the determinism test. */
export function planFingerprint(plan: DemoPlan) {
  const text = JSON.stringify(
    plan.shops.map((s) => [s.def.name, s.description, s.rating, s.products.map((p) => [p.name, p.description, p.variants, p.reviews])]),
  )
  return `${hashString(text).toString(16)}:${text.length}`
}
