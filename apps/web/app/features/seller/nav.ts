import {
  BadgePercent,
  Banknote,
  BookOpen,
  Bell,
  ClipboardList,
  FolderTree,
  Image,
  LayoutDashboard,
  Megaphone,
  MessageSquareHeart,
  MessageSquareText,
  type LucideIcon,
  MessageCircle,
  Package,
  Ruler,
  Settings,
  Tag,
  Undo2,
  Users,
} from 'lucide-react'
import type { SellerKey } from './i18n/index.ts'

export type NavItem = { to: string; label: SellerKey; icon: LucideIcon; end?: boolean; todo?: TodoKey }
export type NavGroup = { label: SellerKey | null; items: NavItem[] }
/** What a nav entry's badge counts (the layout's `todo` counts; absent → no badge). */
export type TodoKey = 'orders' | 'returns' | 'products' | 'chat' | 'notifications'

/**
 * The seller centre's screens (spec §2 "Seller centre under /ban-hang" and its further screens).
 * Chat, group-buy and affiliate join when their issues land.
 */
export const SELLER_NAV: NavGroup[] = [
  {
    label: null,
    items: [
      { to: '/ban-hang/tong-quan', label: 'sc.nav.overview', icon: LayoutDashboard },
      // issue 15: buyers' chats, with the shop side's unread total (live, features/chat/shop-unread.ts)
      { to: '/ban-hang/tro-chuyen', label: 'sc.nav.chat', icon: MessageCircle, todo: 'chat' },
      { to: '/ban-hang/thong-bao', label: 'notify.page.seller_nav', icon: Bell, todo: 'notifications' },
    ],
  },
  {
    label: 'sc.group.orders',
    items: [
      { to: '/ban-hang/quan-ly-don-hang', label: 'sc.nav.orders', icon: ClipboardList, todo: 'orders' },
      { to: '/ban-hang/tra-hang-hoan-tien', label: 'sc.nav.returns', icon: Undo2, todo: 'returns' },
    ],
  },
  {
    label: 'sc.group.products',
    items: [
      { to: '/ban-hang/quan-ly-san-pham', label: 'sc.nav.products', icon: Package, todo: 'products' },
      { to: '/ban-hang/quan-ly-size-chart', label: 'sc.nav.size_charts', icon: Ruler },
      { to: '/ban-hang/quan-ly-danh-muc', label: 'sc.nav.categories', icon: FolderTree },
      { to: '/ban-hang/danh-gia', label: 'sc.nav.reviews', icon: MessageSquareHeart },
      // acct (issue 16): buyers' feedback to the shop
      { to: '/ban-hang/gop-y-cua-khach', label: 'sc.nav.feedback', icon: MessageSquareText },
    ],
  },
  {
    label: 'sc.group.marketing',
    items: [
      { to: '/ban-hang/quan-ly-banner', label: 'sc.nav.banners', icon: Image },
      { to: '/ban-hang/chuong-trinh-cua-toi', label: 'sc.nav.promotions', icon: BadgePercent },
      { to: '/ban-hang/ma-giam-gia', label: 'sc.nav.vouchers', icon: Tag },
      // gbuy (issue 18): group-buy deals
      { to: '/ban-hang/mua-chung', label: 'sc.nav.group_buy', icon: Users },
      // affweb (issue 18): affiliate campaigns KOLs join
      { to: '/ban-hang/tiep-thi-lien-ket', label: 'sc.nav.affiliate', icon: Megaphone },
    ],
  },
  { label: 'sc.group.finance', items: [{ to: '/ban-hang/tai-chinh', label: 'sc.nav.finance', icon: Banknote }] },
  { label: 'sc.group.shop', items: [{ to: '/ban-hang/cai-dat', label: 'sc.nav.settings', icon: Settings }] },
  // pages (issue 18): the selling guides
  { label: 'sc.group.help', items: [{ to: '/huong-dan#ban-hang', label: 'sc.nav.guides', icon: BookOpen }] },
]
