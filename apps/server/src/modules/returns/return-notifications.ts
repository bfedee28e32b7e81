import { eq } from 'drizzle-orm'
import type { NotificationEvent } from '@xinh/contracts'
import type { Tx } from '#server/platform/db/client.ts'
import { type EmailRenderer, enqueueNotification } from '#server/modules/notifications/index.ts'
import { orders } from '#server/modules/orders/orders.tables.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import type { ReturnAction } from '@xinh/contracts'
import { type ReturnMailEvent, returnStatusEmail } from './return-emails.ts'

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
  if (action === 'approve') out.push({ audience: 'BUYER', event: 'return.approved' })
  if (action === 'settle') out.push({ audience: 'BUYER', event: 'return.refunded' })
  if (action === 'cancel') out.push({ audience: 'SELLER', event: 'return.cancelled' })
  if (action === 'expire') {
    out.push({ audience: 'BUYER', event: 'return.closed' })
    out.push({ audience: 'SELLER', event: 'return.closed' })
  }
  return out
}

/**
 * The steps the buyer is also e-mailed about (spec: the seller's answer, the admin's decision, the
 * refund): the kind of `returnStatusEmail`, carried by the step's BUYER notification.
 */
export function returnMailKind({ action, actorRole }: Step): ReturnMailEvent | null {
  if (action === 'agree') return 'seller_agreed'
  if (action === 'reject') return actorRole === 'admin' ? 'admin_rejected' : 'seller_rejected'
  if (action === 'approve') return 'admin_approved'
  if (action === 'settle') return 'refunded'
  return null
}

/**
 * Writes a step's notifications into the outbox, in the step's transaction. The buyer's e-mail of
 * a step is its BUYER notification's e-mail channel (issue 15: once, after commit, in the buyer's
 * stored language, per the `refunds` e-mail preference; rendered by `returnEmailRenderers`).
 */
export async function enqueueReturnNotifications(
  tx: Tx,
  step: Step & {
    returnId: string
    orderId: string
    buyerId: string
    shopId: string
    amount: number
    seq: string
    note?: string | null
    /** The buyer's next deadline after the step (to send back, to dispute), for the e-mail. */
    dueAt?: Date | null
  },
) {
  const planned = plannedReturnNotifications(step)
  if (planned.length === 0) return
  const [row] = await tx
    .select({ code: orders.code, address: orders.address, shopName: shopsView.name, ownerId: shopsView.table.ownerId })
    .from(orders)
    .innerJoin(shopsView.table, eq(shopsView.id, orders.shopId))
    .where(eq(orders.id, step.orderId))
  const mailKind = returnMailKind(step)
  for (const p of planned) {
    const userId = p.audience === 'BUYER' ? step.buyerId : row?.ownerId
    if (!userId) continue
    const mail = p.audience === 'BUYER' && mailKind !== null
    await enqueueNotification(tx, {
      userId,
      audience: p.audience,
      event: p.event,
      params: { code: row?.code ?? '', shop: row?.shopName ?? '', amount: step.amount, reason: step.note ?? undefined },
      target: { order_id: step.orderId, refund_id: step.returnId, shop_id: step.shopId },
      dedupeKey: `return:${step.returnId}:${step.seq}:${p.event}`,
      ...(mail
        ? {
            email: true,
            // a guest checkout's buyer is reached at the order's address (name and e-mail)
            emailTo: row?.address.email ?? null,
            emailData: { kind: mailKind, due_at: step.dueAt?.toISOString() ?? null, buyer_name: row?.address.name ?? '' },
          }
        : {}),
    })
  }
}

const MAIL_KINDS: readonly string[] = [
  'seller_agreed',
  'seller_rejected',
  'admin_approved',
  'admin_rejected',
  'refunded',
] satisfies ReturnMailEvent[]

/**
 * The return e-mails as the e-mail channel of the buyer's `return.*` notifications. app.ts passes
 * these to `notifications.connectEmails`.
 */
export function returnEmailRenderers(publicUrl: string): Record<string, EmailRenderer> {
  const render: EmailRenderer = async ({ input, lang, recipient }) => {
    const data = input.emailData ?? {}
    if (typeof data.kind !== 'string' || !MAIL_KINDS.includes(data.kind)) return null
    const p = input.params ?? {}
    return returnStatusEmail({
      lang,
      buyerName: recipient.isGuest ? String(data.buyer_name ?? '') : recipient.name,
      event: data.kind as ReturnMailEvent,
      orderCode: p.code ?? '',
      shopName: p.shop ?? '',
      refundAmount: p.amount ?? 0,
      note: p.reason ?? null,
      dueAt: typeof data.due_at === 'string' ? new Date(data.due_at) : null,
      url: `${publicUrl}/trang-ca-nhan/don-hang/${input.target?.order_id ?? ''}`,
    })
  }
  return { 'return.accepted': render, 'return.rejected': render, 'return.approved': render, 'return.refunded': render }
}
