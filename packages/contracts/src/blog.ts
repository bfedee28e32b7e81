import { z } from 'zod'
import { zId } from './common.ts'
import { ZProductCard, zMediaUrl } from './catalog.ts'

/**
 * Blogs and blooks (issue 16, docs/api/blog.md). Blogs are written by admins in a rich-text
 * editor; the server keeps only what its allow-list sanitiser lets through. Blooks (lookbooks)
 * are composed by users and shops: a cover and pages of photos with product hotspots.
 * Public reads live under `/community/v1`, admin writes under `/api/v1/admin`.
 */

export const BLOG_RULES = {
  titleMin: 5,
  titleMax: 200,
  excerptMax: 300,
  /** The editor's HTML before sanitising (a long article with embeds is ~30 KB). */
  htmlMax: 200_000,
  /** Products embedded or related to one article. */
  maxProducts: 20,
  categoryNameMax: 60,
  pageSize: 12,
  /** Words read per minute for the reading time (Vietnamese prose, a common web figure). */
  wordsPerMinute: 200,
  relatedProducts: 8,
} as const

export const BLOOK_RULES = {
  titleMax: 100,
  captionMax: 300,
  pagesMin: 1,
  pagesMax: 10,
  hotspotsPerPage: 6,
  pageSize: 12,
} as const

/** Per signed-in user write limits of blooks. */
export const BLOOK_RATE_LIMITS = { create: { max: 10, windowMs: 60 * 60_000 } } as const

const zText = (max: number) =>
  z
    .string({ error: 'v.invalid' })
    .trim()
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))
const zRequiredText = (min: number, max: number) =>
  z
    .string({ error: 'v.required' })
    .trim()
    .min(min, { error: min > 1 ? 'v.too_short' : 'v.required' })
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))
const zMedia = zMediaUrl.pipe(z.string().max(500, { error: 'v.image_url' }))

// ----- blogs ---------------------------------------------------------------------------------

export const BLOG_STATES = ['draft', 'scheduled', 'published'] as const
export type BlogState = (typeof BLOG_STATES)[number]

export const ZBlogCategory = z.object({ _id: z.string(), name: z.string(), slug: z.string(), blog_count: z.number() })
export type TBlogCategory = z.infer<typeof ZBlogCategory>

/** `POST /api/v1/admin/blog-categories`. */
export const ZBlogCategoryCreate = z.strictObject({ name: zRequiredText(2, BLOG_RULES.categoryNameMax) })

/**
 * `POST /api/v1/admin/blogs`, `PUT /api/v1/admin/blogs/{id}`: the whole article. `action`
 * says what the save does: keep a draft, publish now, or schedule at `publish_at` (future).
 * Product embeds are `<div data-product-id="…"></div>` in `content_html`.
 */
export const ZBlogInput = z
  .strictObject({
    title: zRequiredText(BLOG_RULES.titleMin, BLOG_RULES.titleMax),
    excerpt: zText(BLOG_RULES.excerptMax).default(''),
    cover: zMedia.nullable().default(null),
    category_id: zId.nullable().default(null),
    content_html: z.string({ error: 'v.required' }).max(BLOG_RULES.htmlMax, { error: 'v.too_long' }),
    /** Related products beside the ones embedded in the text. */
    product_ids: z.array(zId, { error: 'v.invalid' }).max(BLOG_RULES.maxProducts, { error: 'v.max_items' }).default([]),
    action: z.enum(['draft', 'publish', 'schedule'], { error: 'v.invalid' }),
    publish_at: z.iso.datetime({ offset: true, error: 'v.invalid' }).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'schedule' && !v.publish_at) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'v.required' })
  })
export type TBlogInput = z.infer<typeof ZBlogInput>

export const ZBlogAuthor = z.object({ _id: z.string(), userName: z.string() })

export const ZBlogSummary = z.object({
  _id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  category: ZBlogCategory.omit({ blog_count: true }).nullable(),
  author: ZBlogAuthor,
  publish_at: z.string().nullable(),
  reading_minutes: z.number(),
})
export type TBlogSummary = z.infer<typeof ZBlogSummary>

/** The article cut at its product embeds: sanitised HTML runs and the embedded products' cards. */
export const ZBlogBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('html'), html: z.string() }),
  z.object({ type: z.literal('product'), product: ZProductCard }),
])
export type TBlogBlock = z.infer<typeof ZBlogBlock>

export const ZBlogDetail = ZBlogSummary.extend({
  blocks: z.array(ZBlogBlock),
  related_products: z.array(ZProductCard),
  updated_at: z.string(),
})
export type TBlogDetail = z.infer<typeof ZBlogDetail>

/** What the admin edits: the stored (sanitised) HTML and the state. */
export const ZBlogAdmin = z.object({
  _id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  content_html: z.string(),
  product_ids: z.array(z.string()),
  /** The related products' names, for the editor (those still for sale). */
  products: z.array(z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() })),
  state: z.enum(BLOG_STATES),
  publish_at: z.string().nullable(),
  reading_minutes: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TBlogAdmin = z.infer<typeof ZBlogAdmin>

/** `GET /community/v1/blogs`. */
export const ZBlogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(BLOG_RULES.pageSize),
  category: z.string().trim().max(80).optional(),
})
/** `GET /api/v1/admin/blogs`. */
export const ZAdminBlogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(BLOG_STATES).optional(),
})

// ----- blooks --------------------------------------------------------------------------------

/** Templates a blook is composed from: how its cover and pages are laid out. */
export const BLOOK_TEMPLATES = [
  { id: 'classic', pages: 3 },
  { id: 'editorial', pages: 4 },
  { id: 'street', pages: 5 },
] as const
export type BlookTemplateId = (typeof BLOOK_TEMPLATES)[number]['id']
export const BLOOK_TEMPLATE_IDS = BLOOK_TEMPLATES.map((t) => t.id) as [BlookTemplateId, ...BlookTemplateId[]]

const zPercent = z.number({ error: 'v.invalid' }).min(0, { error: 'v.invalid' }).max(100, { error: 'v.invalid' })
export const ZHotspotInput = z.strictObject({ x: zPercent, y: zPercent, product_id: zId })
export const ZBlookPageInput = z.strictObject({
  image: zMedia,
  caption: zText(BLOOK_RULES.captionMax).default(''),
  hotspots: z.array(ZHotspotInput).max(BLOOK_RULES.hotspotsPerPage, { error: 'v.max_items' }).default([]),
})

/** `POST /community/v1/blooks`: a blook from a template, as the user or their approved shop. */
export const ZBlookCreate = z.strictObject({
  template: z.enum(BLOOK_TEMPLATE_IDS, { error: 'v.invalid' }),
  title: zRequiredText(1, BLOOK_RULES.titleMax),
  caption: zText(BLOOK_RULES.captionMax).default(''),
  cover: zMedia,
  sub_category_id: zId,
  pages: z.array(ZBlookPageInput).min(BLOOK_RULES.pagesMin, { error: 'v.required' }).max(BLOOK_RULES.pagesMax, { error: 'v.max_items' }),
  as_shop: z.boolean({ error: 'v.boolean' }).default(false),
})
export type TBlookCreate = z.infer<typeof ZBlookCreate>
/** `PUT /community/v1/blooks/{id}` (n16): the author edits title, captions, photos, hotspots, category; who it is by stays. */
export const ZBlookUpdate = ZBlookCreate.omit({ as_shop: true })
export type TBlookUpdate = z.infer<typeof ZBlookUpdate>

export const ZBlookCategory = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.string().nullable(),
  blook_count: z.number(),
})
export type TBlookCategory = z.infer<typeof ZBlookCategory>
export const ZBlookCategoryTree = z.array(ZBlookCategory.extend({ children: z.array(ZBlookCategory) }))
export type TBlookCategoryTree = z.infer<typeof ZBlookCategoryTree>

export const ZHotspot = z.object({
  x: z.number(),
  y: z.number(),
  product: z.object({ _id: z.string(), name: z.string(), sale_price: z.number(), image: z.string().nullable(), url: z.string() }),
})
export type THotspot = z.infer<typeof ZHotspot>

export const ZBlookPage = z.object({ image: z.string(), caption: z.string(), hotspots: z.array(ZHotspot) })

export const ZBlookSummary = z.object({
  _id: z.string(),
  template: z.enum(BLOOK_TEMPLATE_IDS),
  title: z.string(),
  cover: z.string(),
  author: z.object({ _id: z.string(), userName: z.string(), avatar: z.string().nullable() }),
  shop: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  category: z.object({ _id: z.string(), name: z.string() }),
  sub_category: z.object({ _id: z.string(), name: z.string() }),
  page_count: z.number(),
  /** `/blook/{author_id}/{blook_id}`. */
  url: z.string(),
  created_at: z.string(),
})
export type TBlookSummary = z.infer<typeof ZBlookSummary>

export const ZBlook = ZBlookSummary.extend({
  caption: z.string(),
  pages: z.array(ZBlookPage),
  is_mine: z.boolean(),
  /** n16: hidden by a moderator after reports; only its author still gets it */
  is_hidden: z.boolean(),
})
export type TBlook = z.infer<typeof ZBlook>

/** `GET /community/v1/blooks`: newest first, by category or sub-category. */
export const ZBlookListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(BLOOK_RULES.pageSize),
  category_id: zId.optional(),
  sub_category_id: zId.optional(),
})
/** spec §7 `GET /web/bbook-template/bbook-user/{id}` (page). */
export const ZBlookUserQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(BLOOK_RULES.pageSize),
})

export const BLOG_PATHS = {
  blogs: '/community/v1/blogs',
  blog: (id: string) => `/community/v1/blogs/${id}`,
  categories: '/community/v1/blog-categories',
  adminBlogs: '/api/v1/admin/blogs',
  adminBlog: (id: string) => `/api/v1/admin/blogs/${id}`,
  adminCategories: '/api/v1/admin/blog-categories',
  blooks: '/community/v1/blooks',
  blook: (id: string) => `/community/v1/blooks/${id}`,
  blookCategories: '/community/v1/blook-categories',
  blookTemplates: '/community/v1/bbook-template',
  blooksOfUser: (userId: string) => `/community/v1/web/bbook-template/bbook-user/${userId}`,
} as const
