import { eq } from 'drizzle-orm'
import type { NotificationEvent } from '@xinh/contracts'
import type { Tx } from '#server/platform/db/client.ts'
import { enqueueNotification } from '#server/modules/notifications/index.ts'
import { orders } from '#server/modules/orders/orders.tables.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import type { ReturnAction } from '@xinh/contracts'

type Step = { action: ReturnAction; to: string; actorRole: string }
type Planned = { audience: 'BUYER' | 'SELLER'; event: NotificationEvent }

/** Who hears of each step of a return request (spec §4 refund flow; issue 15 producers). */
export function plannedReturnNotifications({ action, to, actorRole }: Step): Planned[] {
  const out: Planned[] = []
  if (action === 'request' || action === 'carrier_return') out.push({ audience: 'SELLER', event: 'return.requested' })
  if (action === 'agree') out.push({ audience: 'BUYER', event: 'return.accepted' })
  if (action === 'reject') out.push({ audience: 'BUYER', event: 'return.rejected' })
  if (action === 'ship_back') out.push({ audience: 'SELLER', event: 'return.shipped_back' })
  if (action === 'receive') out.push({ audience: 'BUYER', event: 'return.received' })
  if (to === 'awaiting_admin' && action !== 'receive') {
    out.push({ audience: 'BUYER', event: 'return.admin_review' })
    out.push({ audience: 'SELLER', event: 'return.admin_review' })
  }
  if (action === 'reject' && actorRole === 'admin') out.push({ audience: 'SELLER', event: 'return.rejected' })
  if (action === 'settle') out.push({ audience: 'BUYER', event: 'return.refunded' })
  if (action === 'cancel') out.push({ audience: 'SELLER', event: 'return.cancelled' })
  if (action === 'expire') {
    out.push({ audience: 'BUYER', event: 'return.closed' })
    out.push({ audience: 'SELLER', event: 'return.closed' })
  }
  return out
}

/** Writes a step's notifications into the outbox, in the step's transaction. */
export async function enqueueReturnNotifications(
  tx: Tx,
  step: Step & { returnId: string; orderId: string; buyerId: string; shopId: string; amount: number; seq: string; note?: string | null },
) {
  const planned = plannedReturnNotifications(step)
  if (planned.length === 0) return
  const [row] = await tx
    .select({ code: orders.code, shopName: shopsView.name, ownerId: shopsView.table.ownerId })
    .from(orders)
    .innerJoin(shopsView.table, eq(shopsView.id, orders.shopId))
    .where(eq(orders.id, step.orderId))
  for (const p of planned) {
    const userId = p.audience === 'BUYER' ? step.buyerId : row?.ownerId
    if (!userId) continue
    await enqueueNotification(tx, {
      userId,
      audience: p.audience,
      event: p.event,
      params: { code: row?.code ?? '', shop: row?.shopName ?? '', amount: step.amount, reason: step.note ?? undefined },
      target: { order_id: step.orderId, refund_id: step.returnId, shop_id: step.shopId },
      dedupeKey: `return:${step.returnId}:${step.seq}:${p.event}`,
    })
  }
}
