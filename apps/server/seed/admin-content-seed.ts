import { eq } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { categories } from '#server/modules/catalog/catalog.tables.ts'
import { vouchers } from '#server/modules/pricing/pricing.tables.ts'
import { platformSettings } from '#server/modules/settings/settings.tables.ts'

const DAY = 24 * 3600 * 1000

/**
 * What the admin console's content screens show on first start (issue 14, admin-content): a
 * hidden category branch (the show/hide state), platform vouchers in the states the seed lacks
 * (an upcoming KOL voucher, an ended unique-code one) and a saved remote config. The fees and
 * order rules stay at their defaults (the screen says so). Deterministic.
 */
export async function seedAdminContent(tx: DbOrTx, opts: { now: number }) {
  const at = (days: number) => new Date(opts.now + days * DAY)
  const position = (await tx.select({ id: categories.id }).from(categories).where(eq(categories.isVisible, true))).length
  const [swim] = await tx
    .insert(categories)
    .values({ name: 'Đồ bơi', slug: 'do-boi', position, isVisible: false })
    .onConflictDoNothing()
    .returning({ id: categories.id })
  if (swim)
    await tx.insert(categories).values([
      { name: 'Bikini', slug: 'bikini', parentId: swim.id, position: 0, isVisible: true },
      { name: 'Đồ bơi một mảnh', slug: 'do-boi-mot-manh', parentId: swim.id, position: 1, isVisible: true },
    ])
  const base = {
    kind: 'platform' as const,
    type: 'price' as const,
    quantity: 500,
    perCustomerLimit: 1,
    minOrderValue: 199_000,
    requiresLogin: true,
    requiresApp: false,
    classify: 'other' as const,
    allProducts: true,
    tiers: [],
    conditions: {},
  }
  await tx
    .insert(vouchers)
    .values([
      {
        ...base,
        code: 'KOLXINH',
        name: 'Ưu đãi KOL tháng sau 40K',
        description: 'Dành cho người mua đến từ link của KOL.',
        value: 40_000,
        target: 'kol',
        display: 'public',
        startsAt: at(5),
        endsAt: at(35),
      },
      {
        ...base,
        code: 'MARIE8',
        name: 'Mã riêng tri ân khách thân thiết',
        description: 'Mã dùng một lần cho khách được gửi mã.',
        value: 80_000,
        target: 'unique_code',
        display: 'code_only',
        startsAt: at(-30),
        endsAt: at(-2),
      },
    ])
    .onConflictDoNothing()
  await tx
    .insert(platformSettings)
    .values({ key: 'remote_config', value: { assistant_ab_split: 50, min_fetch_minutes: 60 } })
    .onConflictDoNothing()
}
