import { fakerVI } from '@faker-js/faker'
import type { Role } from '@xinh/contracts'
import type { Db } from '#server/platform/db/client.ts'
import { categories } from '#server/modules/catalog/catalog.tables.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import type { ShopsService } from '#server/modules/shops/index.ts'
import { CATEGORY_TREE, SHOP_NAMES } from './vocabulary.ts'

/** The demo accounts printed at start-up; they keep working as later issues extend the seed. */
export const DEMO_PASSWORD = 'Xinh@2026'
export const DEMO_ACCOUNTS: Array<{ role: string; email: string; userName: string; roles: Role[] }> = [
  { role: 'buyer', email: 'buyer@xinh.vn', userName: 'Nguyễn Thu Trang', roles: ['buyer'] },
  { role: 'seller', email: 'seller@xinh.vn', userName: 'Trần Minh Anh', roles: ['buyer', 'seller'] },
  { role: 'admin', email: 'admin@xinh.vn', userName: 'Quản trị Xinh', roles: ['admin'] },
  { role: 'KOL', email: 'kol@xinh.vn', userName: 'Lê Hoàng Mai', roles: ['buyer', 'kol'] },
]

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Deterministic demo data (fixed faker seed), so every fresh start looks the same. */
export async function seedDemo({ db, identity, shops }: { db: Db; identity: IdentityService; shops: ShopsService }) {
  const faker = fakerVI
  faker.seed(20261121)

  const accounts = new Map<string, string>()
  for (const a of DEMO_ACCOUNTS) {
    const user = await identity.createAccount({
      email: a.email,
      userName: a.userName,
      password: DEMO_PASSWORD,
      roles: a.roles,
      phoneNumber: `09${faker.string.numeric(8)}`,
      kolInfo: a.roles.includes('kol')
        ? { code: 'MAIXINH', followers: 128_000, commission_rate: 0.08, channels: ['tiktok', 'instagram'] }
        : undefined,
    })
    accounts.set(a.role, user.id)
  }

  // The demo seller's shop first, then a few more with their own owners.
  const provinces = ['01', '79', '48', '31', '92']
  for (const [i, name] of SHOP_NAMES.entries()) {
    const ownerId =
      i === 0
        ? (accounts.get('seller') as string)
        : (
            await identity.createAccount({
              email: `shop${i + 1}@xinh.vn`,
              userName: faker.person.fullName().slice(0, 40),
              password: DEMO_PASSWORD,
              roles: ['buyer', 'seller'],
            })
          ).id
    await shops.createShop({
      ownerId,
      name,
      slug: slugify(name),
      description: `${name}: thời trang và làm đẹp chính hãng, đổi trả dễ dàng, giao nhanh toàn quốc.`,
      status: 'approved',
      provinceCode: provinces[i % provinces.length],
      rating: Math.round((4 + faker.number.float({ min: 0, max: 1 })) * 10) / 10,
      followerCount: faker.number.int({ min: 120, max: 48_000 }),
    })
  }

  for (const [position, root] of CATEGORY_TREE.entries()) {
    const [parent] = await db.insert(categories).values({ name: root.name, slug: root.slug, position }).returning({ id: categories.id })
    await db.insert(categories).values(root.children.map((c, i) => ({ name: c.name, slug: c.slug, position: i, parentId: parent?.id })))
  }
}
