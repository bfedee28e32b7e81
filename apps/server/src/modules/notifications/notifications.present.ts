import type { NotificationAudience, NotificationTargetType, NotificationType, TNotification, TPushPayload } from '@xinh/contracts'
import type { NotificationRow } from './notifications.repo.ts'

export function presentNotification(r: NotificationRow): TNotification {
  return {
    _id: r.id,
    type: r.type as NotificationType,
    event: r.event,
    audience: r.audience as NotificationAudience,
    title: r.title,
    body: r.body,
    image: r.image,
    order_id: r.orderId,
    campaign_id: r.campaignId,
    blog_id: r.blogId,
    product_id: r.productId,
    user_id: r.userId,
    shop_id: r.shopId,
    banner_id: r.bannerId,
    refund_id: r.refundId,
    room_id: r.roomId,
    voucher_id: r.voucherId,
    targetType: r.targetType as NotificationTargetType,
    link: r.link,
    is_read: r.readAt !== null,
    read_at: r.readAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }
}

export function pushPayloadOf(n: {
  id: string
  type: NotificationType
  event: string
  title: string
  body: string
  link: string | null
  image: string | null
  createdAt: Date
  tag: string
}): TPushPayload {
  return {
    _id: n.id,
    type: n.type,
    event: n.event,
    title: n.title,
    body: n.body,
    link: n.link,
    image: n.image,
    tag: n.tag,
    created_at: n.createdAt.toISOString(),
  }
}
