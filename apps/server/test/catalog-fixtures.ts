import { eq } from 'drizzle-orm'
import { categories, productClassifications, products, productVariants } from '../src/modules/catalog/catalog.tables.ts'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { authHeader, login, PASSWORD, type TestApp, uniqueEmail } from './helpers.ts'

/**
 * Catalog fixtures shared by tests: an approved shop with its seller, a category, and products
 * written straight to the tables (read-side tests do not depend on the seller API).
 */
export async function createSeller(
  t: TestApp,
  opts: { shopName?: string; provinceCode?: string; status?: 'approved' | 'waiting_approval' | 'rejected' } = {},
) {
  const email = uniqueEmail('seller')
  const user = await t.services.identity.createAccount({ email, userName: 'Người bán thử', password: PASSWORD, roles: ['buyer', 'seller'] })
  const name = opts.shopName ?? `Shop ${email.slice(7, 15)}`
  const shop = await t.services.shops.createShop({
    ownerId: user.id,
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${user.id.slice(-6)}`,
    status: opts.status ?? 'approved',
    provinceCode: opts.provinceCode ?? '79',
  })
  const tokens = await login(t.app, email, PASSWORD)
  return { user, shop, email, token: tokens.accessToken, headers: authHeader(tokens.accessToken) }
}

export async function createCategory(t: TestApp, name = 'Áo thun nữ', parentId?: string) {
  const [row] = await t.database.db
    .insert(categories)
    .values({
      name,
      slug: `${name
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/đ/g, 'd')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
      parentId,
    })
    .returning()
  return row as typeof categories.$inferSelect
}

type ProductSeed = Partial<typeof products.$inferInsert> & {
  shopId: string
  name: string
  variants?: Array<{ options: string[]; price: number; salePrice: number; stock: number; images?: string[] }>
  classifications?: Array<{ name: string; options: Array<{ name: string }> }>
}

/** Inserts an accepted, sellable product with its variants (denormalised price/stock kept in step). */
export async function insertProduct(t: TestApp, seed: ProductSeed) {
  const variants = seed.variants ?? [{ options: [], price: 200_000, salePrice: 150_000, stock: 10 }]
  const cheapest = variants.reduce((a, b) => (b.salePrice < a.salePrice ? b : a))
  return t.database.db.transaction(async (tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        status: 'accepted',
        description:
          'Mô tả sản phẩm đủ dài để qua kiểm tra: chất liệu cotton mềm mại, thoáng mát, phù hợp mặc hằng ngày, đi học, đi làm và dạo phố cuối tuần.',
        images: ['/uploads/products/00/sample.webp'],
        weight: 200,
        packLength: 20,
        packWidth: 15,
        packHeight: 3,
        returnConditions: ['Còn nguyên tem mác'],
        ...seed,
        price: cheapest.price,
        salePrice: cheapest.salePrice,
        stock: variants.reduce((n, v) => n + v.stock, 0),
      })
      .returning()
    if (!product) throw new Error('insert failed')
    if (seed.classifications?.length)
      await tx
        .insert(productClassifications)
        .values(seed.classifications.map((c, position) => ({ productId: product.id, position, name: c.name, options: c.options })))
    await tx.insert(productVariants).values(
      variants.map((v) => ({
        productId: product.id,
        options: v.options,
        price: v.price,
        salePrice: v.salePrice,
        stock: v.stock,
        images: v.images ?? [],
      })),
    )
    return product
  })
}

export async function setShopPaused(t: TestApp, shopId: string, isPaused: boolean) {
  await t.database.db.update(shops).set({ isPaused }).where(eq(shops.id, shopId))
}

export async function createAdmin(t: TestApp) {
  const email = uniqueEmail('admin')
  await t.services.identity.createAccount({ email, userName: 'Quản trị', password: PASSWORD, roles: ['admin'] })
  const tokens = await login(t.app, email, PASSWORD)
  return { email, token: tokens.accessToken, headers: authHeader(tokens.accessToken) }
}
