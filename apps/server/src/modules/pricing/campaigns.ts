import { and, asc, eq, gt, isNull, lt, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { promotions, vouchers } from './pricing.tables.ts'

/** A shop's promotion or voucher with its period (what stands in the way of a pause). */
export type ShopCampaign = { kind: 'promotion' | 'voucher'; id: string; name: string; startsAt: Date; endsAt: Date }

/**
 * The shop's promotions and shop vouchers that are not over (neither ended by hand nor deleted)
 * and whose period overlaps [from, to) — `to` null means "from then on". Running ones first,
 * then by start. Uses the shop indexes of both tables (shop_id, ends_at).
 */
export async function shopCampaignsBetween(db: DbOrTx, shopId: string, from: Date, to: Date | null): Promise<ShopCampaign[]> {
  const overlaps = (t: typeof promotions | typeof vouchers): SQL | undefined =>
    and(eq(t.shopId, shopId), gt(t.endsAt, from), to ? lt(t.startsAt, to) : undefined, isNull(t.endedAt))
  const [promos, shopVouchers] = await Promise.all([
    db
      .select({ id: promotions.id, name: promotions.name, startsAt: promotions.startsAt, endsAt: promotions.endsAt })
      .from(promotions)
      .where(overlaps(promotions))
      .orderBy(asc(promotions.startsAt), asc(promotions.id))
      .limit(20),
    db
      .select({ id: vouchers.id, name: vouchers.name, startsAt: vouchers.startsAt, endsAt: vouchers.endsAt })
      .from(vouchers)
      .where(and(overlaps(vouchers), isNull(vouchers.deletedAt)))
      .orderBy(asc(vouchers.startsAt), asc(vouchers.id))
      .limit(20),
  ])
  return [
    ...promos.map((p) => ({ kind: 'promotion' as const, ...p })),
    ...shopVouchers.map((v) => ({ kind: 'voucher' as const, ...v })),
  ].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}
