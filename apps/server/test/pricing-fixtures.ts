import { eq } from 'drizzle-orm'
import { promotionItems, promotions } from '../src/modules/pricing/pricing.tables.ts'
import type { TestApp } from './helpers.ts'

const HOUR = 3_600_000

/**
 * A promotion written straight to the tables (read-side tests do not depend on the seller API):
 * running by default (started an hour ago, ends in a day).
 */
export async function insertPromotion(
  t: TestApp,
  seed: {
    shopId: string | null
    name?: string
    startsAt?: Date
    endsAt?: Date
    endedAt?: Date | null
    items: Array<{
      productId: string
      variantId?: string | null
      discount: number
      productLimit?: number | null
      purchaseLimit?: number | null
      sold?: number
    }>
  },
) {
  return t.database.db.transaction(async (tx) => {
    const [promotion] = await tx
      .insert(promotions)
      .values({
        shopId: seed.shopId,
        name: seed.name ?? 'Giờ vàng giá sốc',
        startsAt: seed.startsAt ?? new Date(Date.now() - HOUR),
        endsAt: seed.endsAt ?? new Date(Date.now() + 24 * HOUR),
        endedAt: seed.endedAt ?? null,
      })
      .returning()
    if (!promotion) throw new Error('insert failed')
    const items = await tx
      .insert(promotionItems)
      .values(
        seed.items.map((i) => ({
          promotionId: promotion.id,
          productId: i.productId,
          variantId: i.variantId ?? null,
          discountPercent: i.discount,
          maxDiscountPercent: i.discount,
          productLimit: i.productLimit ?? null,
          purchaseLimit: i.purchaseLimit ?? null,
          sold: i.sold ?? 0,
        })),
      )
      .returning()
    return { promotion, items }
  })
}

export async function deletePromotion(t: TestApp, id: string) {
  await t.database.db.delete(promotions).where(eq(promotions.id, id))
}
