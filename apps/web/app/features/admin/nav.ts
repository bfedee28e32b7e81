import {
  BadgeCheck,
  BarChart3,
  Bot,
  ClipboardCheck,
  Flag,
  FolderTree,
  IdCard,
  Image,
  LayoutDashboard,
  Megaphone,
  Newspaper,
  MessageSquareWarning,
  type LucideIcon,
  Package,
  Ruler,
  ScrollText,
  Settings,
  ShieldCheck,
  Store,
  Tag,
  Truck,
  UserRoundCheck,
  ShieldAlert,
  HandCoins,
  Undo2,
  Users,
  Vote,
} from 'lucide-react'
import type { AdminQueueKey } from '@xinh/contracts'
import type { AdminKey } from './i18n/index.ts'

/** What a queue's badge counts (the layout's `waiting` counts; absent → no badge). */
export type QueueKey = AdminQueueKey
export type AdminNavItem = { to: string; label: AdminKey; icon: LucideIcon; queue?: QueueKey }
/** `affiliate`: the group an affiliate admin (role affiliate_admin without admin) sees, and the only one. */
export type AdminNavGroup = { label: AdminKey | null; items: AdminNavItem[]; affiliate?: boolean }

/** The admin console's screens (issue 14). Reported content and social feedback join when their issues land. */
export const ADMIN_NAV: AdminNavGroup[] = [
  { label: null, items: [{ to: '/admin/tong-quan', label: 'ad.nav.overview', icon: LayoutDashboard }] },
  {
    label: 'ad.group.queues',
    items: [
      { to: '/admin/dang-ky-ban-hang', label: 'ad.nav.shop_applications', icon: ClipboardCheck, queue: 'shop_applications' },
      { to: '/admin/duyet-san-pham', label: 'ad.nav.products', icon: Package, queue: 'products' },
      { to: '/admin/duyet-size-chart', label: 'ad.nav.size_charts', icon: Ruler, queue: 'size_charts' },
      { to: '/admin/xac-minh-cccd', label: 'ad.nav.identity_cards', icon: IdCard, queue: 'identity_cards' },
      { to: '/admin/don-cod', label: 'ad.nav.cod_orders', icon: Truck, queue: 'cod_orders' },
      { to: '/admin/tra-hang', label: 'ad.nav.returns', icon: Undo2, queue: 'returns' },
      { to: '/admin/noi-dung-bi-bao-cao', label: 'ad.nav.reported_content', icon: Flag, queue: 'reported_content' },
      { to: '/admin/tro-chuyen-bi-bao-cao', label: 'ad.nav.chat_reports', icon: MessageSquareWarning, queue: 'chat_reports' },
      // pages (issue 18)
      { to: '/admin/phan-anh-xa-hoi', label: 'ad.nav.social_feedback', icon: Megaphone, queue: 'social_feedback' },
    ],
  },
  {
    label: 'ad.group.people',
    items: [
      { to: '/admin/nguoi-dung', label: 'ad.nav.users', icon: Users },
      { to: '/admin/cua-hang', label: 'ad.nav.shops', icon: Store },
    ],
  },
  {
    label: 'ad.group.content',
    items: [
      { to: '/admin/nganh-hang', label: 'ad.nav.categories', icon: FolderTree },
      { to: '/admin/trang-chu', label: 'ad.nav.home_content', icon: Image },
      { to: '/admin/voucher', label: 'ad.nav.vouchers', icon: Tag },
      { to: '/admin/blog', label: 'ad.nav.blog', icon: Newspaper },
      // vote (issue 18): voting campaigns
      { to: '/admin/binh-chon', label: 'ad.nav.voting', icon: Vote },
    ],
  },
  {
    label: 'ad.group.system',
    items: [
      { to: '/admin/cai-dat', label: 'ad.nav.settings', icon: Settings },
      // asst (issue 17): the shopping assistant's remote config
      { to: '/admin/tro-ly', label: 'ad.nav.assistant', icon: Bot },
      { to: '/admin/bao-cao', label: 'ad.nav.reports', icon: BarChart3 },
      { to: '/admin/nhat-ky', label: 'ad.nav.audit', icon: ScrollText },
      { to: '/admin/bao-mat', label: 'ad.nav.security', icon: ShieldCheck },
    ],
  },
  // affweb (issue 18): the affiliate admin's screens (roles admin and affiliate_admin)
  {
    label: 'ad.group.affiliate',
    affiliate: true,
    items: [
      { to: '/admin/tiep-thi-lien-ket/kol', label: 'ad.nav.aff_kols', icon: UserRoundCheck },
      { to: '/admin/tiep-thi-lien-ket/chien-dich', label: 'ad.nav.aff_campaigns', icon: Megaphone },
      { to: '/admin/tiep-thi-lien-ket/gian-lan', label: 'ad.nav.aff_fraud', icon: ShieldAlert },
      { to: '/admin/tiep-thi-lien-ket/thanh-toan', label: 'ad.nav.aff_payouts', icon: HandCoins },
    ],
  },
]

/** Where the affiliate admin's screens live: an affiliate admin who is not an admin may open these only. */
export const ADMIN_AFFILIATE_PREFIX = '/admin/tiep-thi-lien-ket'

export const ADMIN_BADGE_ICON = BadgeCheck
