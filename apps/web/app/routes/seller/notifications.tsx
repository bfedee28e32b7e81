import { NotificationList } from '#web/features/notifications/notification-list.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from './layout.tsx'
export const handle: SellerHandle = { crumb: 'notify.page.seller_nav' }
export const meta = () => [{ title: 'Thông báo – Kênh người bán Xinh' }, { name: 'robots', content: 'noindex' }]

/**
 * `/ban-hang/thong-bao`: the shop's notifications (audience SELLER: new orders, cancel requests,
 * returns, product and application decisions, low stock). Strings come with the seller centre's
 * catalogue; the list loads in the browser and updates live.
 */
export default function SellerNotifications() {
  const t = useSellerT()
  return <NotificationList audience="SELLER" title={t('notify.page.seller_title')} />
}
