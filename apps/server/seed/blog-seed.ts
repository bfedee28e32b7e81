import { and, asc, eq, sql } from 'drizzle-orm'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { blogCategories, blogs, blookCategories, blooks } from '#server/modules/blogs/blogs.tables.ts'
import { sanitizeBlogHtml } from '#server/modules/blogs/index.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import type { DbOrTx } from '#server/platform/db/client.ts'

const DAY = 86_400_000

const BLOG_CATEGORIES = [
  { name: 'Xu hướng', slug: 'xu-huong' },
  { name: 'Phối đồ', slug: 'phoi-do' },
  { name: 'Làm đẹp', slug: 'lam-dep' },
]

const PARAGRAPHS = [
  'Mùa này, những gam màu trung tính như be, kem và nâu sữa tiếp tục lên ngôi. Chúng dễ phối, hợp với làn da châu Á và giúp tổng thể trông sang hơn hẳn.',
  'Bí quyết là chọn một món làm điểm nhấn, còn lại giữ thật đơn giản. Một chiếc áo sơ mi linen, quần ống rộng và đôi sandal quai mảnh là đủ cho cả ngày dài.',
  'Đừng quên chất liệu: vải cotton và linen thoáng mát rất hợp khí hậu nóng ẩm của Sài Gòn, trong khi len mỏng là lựa chọn tốt cho những ngày se lạnh ở Hà Nội.',
  'Với làn da dầu, hãy ưu tiên sản phẩm có kết cấu mỏng nhẹ, không chứa dầu khoáng, và luôn thoa kem chống nắng mỗi sáng kể cả khi trời râm.',
  'Cuối cùng, hãy mặc điều khiến bạn tự tin. Thời trang đẹp nhất là khi nó kể được câu chuyện của chính bạn.',
]

const ARTICLES = [
  {
    title: '5 xu hướng thời trang thu đông 2026 bạn nên biết',
    cat: 0,
    excerpt: 'Màu trung tính, áo khoác dáng dài và phụ kiện tối giản dẫn đầu mùa này.',
  },
  {
    title: 'Phối đồ công sở thanh lịch chỉ với 3 món cơ bản',
    cat: 1,
    excerpt: 'Áo sơ mi, quần tây và blazer: công thức không bao giờ lỗi mốt.',
  },
  {
    title: 'Chu trình skincare 4 bước cho da dầu mụn mùa nồm',
    cat: 2,
    excerpt: 'Làm sạch, cân bằng, dưỡng ẩm và chống nắng — đơn giản mà hiệu quả.',
  },
  {
    title: 'Gợi ý trang phục đi biển Nha Trang cho nàng mê chụp ảnh',
    cat: 1,
    excerpt: 'Váy maxi, mũ cói và kính râm: bộ ba cho những bức ảnh lên màu thật xinh.',
  },
  {
    title: 'Chọn son theo tông da: bí quyết từ chuyên gia trang điểm',
    cat: 2,
    excerpt: 'Da ngăm, da trắng hay da vàng đều có những gam son tôn lên vẻ đẹp riêng.',
  },
  // scheduled and draft
  { title: 'Bộ sưu tập Tết 2027: áo dài cách tân lên ngôi', cat: 0, excerpt: 'Sắp ra mắt: những mẫu áo dài cách tân cho mùa Tết.' },
  { title: 'Bản nháp: review 10 đôi sneaker trắng dưới 1 triệu', cat: 1, excerpt: 'Đang viết.' },
]

const BLOOK_TREE = [
  {
    name: 'Thời trang nữ',
    slug: 'thoi-trang-nu',
    children: [
      { name: 'Công sở', slug: 'cong-so' },
      { name: 'Dạo phố', slug: 'dao-pho' },
      { name: 'Dự tiệc', slug: 'du-tiec' },
    ],
  },
  {
    name: 'Thời trang nam',
    slug: 'thoi-trang-nam',
    children: [
      { name: 'Tối giản', slug: 'toi-gian' },
      { name: 'Đường phố', slug: 'duong-pho' },
    ],
  },
  {
    name: 'Làm đẹp',
    slug: 'blook-lam-dep',
    children: [
      { name: 'Trang điểm', slug: 'trang-diem' },
      { name: 'Chăm sóc da', slug: 'cham-soc-da' },
    ],
  },
]

const BLOOK_TITLES = [
  'Một tuần đi làm không lặp đồ',
  'Dạo phố cuối tuần tông pastel',
  'Tiệc tối sang trọng với đầm satin',
  'Tủ đồ tối giản 10 món',
  'Streetwear Sài Gòn',
  'Trang điểm tự nhiên 5 phút',
  'Da khỏe mùa hanh khô',
  'Đà Lạt se lạnh mặc gì',
]

/**
 * Blogs and blooks of the demo (issue 16): published articles with pictures and product embeds,
 * one scheduled for next week and one draft; blook categories with sub-categories, and blooks
 * by buyers and shops with hotspots on their products.
 */
export async function seedBlogs(tx: DbOrTx, { adminId, buyerId, now }: { adminId: string; buyerId: string; now: number }) {
  const catalogue = await tx
    .select({ id: products.id, images: products.images, shopId: products.shopId })
    .from(products)
    .where(and(eq(products.status, 'accepted'), eq(products.allowToSell, true)))
    .orderBy(asc(products.id))
    .limit(60)
  if (catalogue.length < 8) return { blogs: 0, blooks: 0 }
  const cats = await tx
    .insert(blogCategories)
    .values(BLOG_CATEGORIES.map((c, i) => ({ ...c, position: i })))
    .returning()
  const rows = ARTICLES.map((a, i) => {
    const embed = catalogue[(i * 3) % catalogue.length]!
    const embed2 = catalogue[(i * 3 + 1) % catalogue.length]!
    const picture = catalogue[(i * 3 + 2) % catalogue.length]!.images[0]
    const html = sanitizeBlogHtml(
      [
        `<p>${PARAGRAPHS[i % PARAGRAPHS.length]}</p>`,
        '<h2>Gợi ý từ Xinh</h2>',
        `<p>${PARAGRAPHS[(i + 1) % PARAGRAPHS.length]} <strong>Đừng bỏ lỡ</strong> những món dưới đây.</p>`,
        `<div data-product-id="${embed.id}"></div>`,
        '<ul><li>Chọn chất liệu thoáng mát</li><li>Ưu tiên gam màu trung tính</li><li>Thêm một phụ kiện điểm nhấn</li></ul>',
        picture ? `<img src="${picture}" alt="${a.title}">` : '',
        `<p>${PARAGRAPHS[(i + 2) % PARAGRAPHS.length]}</p>`,
        `<div data-product-id="${embed2.id}"></div>`,
        `<blockquote>${PARAGRAPHS[(i + 3) % PARAGRAPHS.length]}</blockquote>`,
        `<p>Xem thêm <a href="/khuyen-mai">ưu đãi hôm nay</a>.</p>`,
      ].join(''),
    )
    const scheduled = i === 5
    const draft = i === 6
    const words = html
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .split(/\s+/).length
    return {
      title: a.title,
      excerpt: a.excerpt,
      cover: embed.images[0] ?? null,
      categoryId: cats[a.cat]!.id,
      contentHtml: html,
      embedIds: [embed.id, embed2.id],
      productIds: [catalogue[(i * 3 + 2) % catalogue.length]!.id],
      status: draft ? ('draft' as const) : ('published' as const),
      publishAt: draft ? null : scheduled ? new Date(now + 7 * DAY) : new Date(now - (i + 1) * 2 * DAY),
      readingMinutes: Math.max(1, Math.ceil(words / 200)),
      authorId: adminId,
    }
  })
  await tx.insert(blogs).values(rows)

  // blook categories and sub-categories
  const subs: Array<{ id: string; parentId: string }> = []
  for (const [i, top] of BLOOK_TREE.entries()) {
    const [parent] = await tx.insert(blookCategories).values({ name: top.name, slug: top.slug, position: i }).returning()
    const children = await tx
      .insert(blookCategories)
      .values(top.children.map((c, j) => ({ ...c, parentId: parent!.id, position: j })))
      .returning()
    for (const c of children) subs.push({ id: c.id, parentId: parent!.id })
  }
  const people = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isGuest, false), sql`not ('admin' = any(${users.roles}))`))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(6)
  ).map((u) => u.id)
  const shopRows = await tx
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(eq(shops.status, 'approved'))
    .orderBy(asc(shops.createdAt), asc(shops.id))
    .limit(4)
  const templates = ['classic', 'editorial', 'street'] as const
  const blookRows = BLOOK_TITLES.map((title, i) => {
    const shop = i % 3 === 1 ? shopRows[i % Math.max(1, shopRows.length)] : undefined
    const authorId = shop ? shop.ownerId : i === 0 ? buyerId : (people[i % Math.max(1, people.length)] ?? buyerId)
    const own = shop ? catalogue.filter((p) => p.shopId === shop.id) : []
    const pool = own.length >= 3 ? own : catalogue
    const sub = subs[i % subs.length]!
    const pages = [0, 1, 2].map((k) => {
      const p = pool[(i * 5 + k) % pool.length]!
      const q = pool[(i * 5 + k + 1) % pool.length]!
      return {
        image: p.images[0] ?? '',
        caption: k === 0 ? 'Điểm nhấn của set đồ' : k === 1 ? 'Phối cùng phụ kiện tối giản' : 'Hoàn thiện với đôi giày yêu thích',
        hotspots: [
          { x: 42, y: 38, product_id: p.id },
          { x: 64, y: 72, product_id: q.id },
        ],
      }
    })
    return {
      authorId,
      shopId: shop?.id ?? null,
      template: templates[i % templates.length]!,
      title,
      caption: 'Lookbook do cộng đồng Xinh thực hiện, chạm vào điểm sáng để xem sản phẩm.',
      cover: pages[0]!.image,
      categoryId: sub.parentId,
      subCategoryId: sub.id,
      pages,
      createdAt: new Date(now - (BLOOK_TITLES.length - i) * DAY),
    }
  })
  await tx.insert(blooks).values(blookRows)
  return { blogs: rows.length, blooks: blookRows.length }
}
