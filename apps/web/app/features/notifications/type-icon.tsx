import type { NotificationType } from '@xinh/contracts'
import { Bell, CreditCard, Heart, Link2, MessageCircle, Package, Store, Tag, Undo2, Users, Video } from 'lucide-react'

const ICONS = {
  orders: Package,
  refunds: Undo2,
  promotions: Tag,
  livestreams: Video,
  group_buy: Users,
  payments: CreditCard,
  affiliate: Link2,
  chat: MessageCircle,
  shop: Store,
  community: Heart,
} as const

/** The picture of a notification without an image of its own: its type's icon. */
export function TypeIcon({ type, className = 'size-5' }: { type: NotificationType | string; className?: string }) {
  const Icon = ICONS[type as NotificationType] ?? Bell
  return <Icon aria-hidden className={className} />
}
