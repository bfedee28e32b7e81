// The shop the money benches (checkout, ipn-storm, crash) sell from, and the address they ship to.
import type { Db } from '../apps/server/src/platform/db/client.ts'
import { products, productVariants } from '../apps/server/src/modules/catalog/catalog.tables.ts'
import { users } from '../apps/server/src/modules/identity/identity.tables.ts'
import { shops } from '../apps/server/src/modules/shops/shops.tables.ts'
import { listWards } from '../apps/server/src/modules/profile/address-book.ts'

export type BenchLine = { productId: string; variantId: string }

/** An approved shop in Ho Chi Minh City with one single-variant product per entry of `items`. */
export async function benchShop(db: Db, name: string, items: Array<{ name: string; stock: number; price: number; salePrice: number }>) {
  const tag = Date.now().toString(36)
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${tag}`
  const [owner] = await db
    .insert(users)
    .values({ email: `bench.${slug}@example.vn`, userName: 'Bench seller', roles: ['buyer', 'seller'] })
    .returning()
  const [shop] = await db
    .insert(shops)
    .values({ ownerId: owner!.id, name: `${name} ${tag}`, slug, status: 'approved', provinceCode: '79' })
    .returning()
  const lines: BenchLine[] = []
  for (const item of items) {
    const [p] = await db
      .insert(products)
      .values({
        shopId: shop!.id,
        name: `${item.name} ${tag}`,
        status: 'accepted',
        price: item.price,
        salePrice: item.salePrice,
        stock: item.stock,
        weight: 300,
        images: [],
      })
      .returning()
    const [v] = await db
      .insert(productVariants)
      .values({ productId: p!.id, options: [], price: item.price, salePrice: item.salePrice, stock: item.stock })
      .returning()
    lines.push({ productId: p!.id, variantId: v!.id })
  }
  return { shopId: shop!.id, tag, lines }
}

/** A quick-checkout (guest) delivery address in Ho Chi Minh City. */
export const benchAddress = {
  name: 'Nguyễn Thu Hà',
  phone: '0912345678',
  email: 'bench@example.vn',
  province_code: '79',
  ward_code: listWards('79')[0]!.code,
  street: '1 Nguyễn Huệ',
}
