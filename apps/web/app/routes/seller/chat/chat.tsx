import { SellerChat } from '#web/features/chat/seller-chat.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.chat' }
export const meta = () => [{ title: 'Trò chuyện – Kênh người bán – Xinh' }]

/**
 * `/ban-hang/tro-chuyen?id=` (spec §2, issue 15). The conversations load in the browser: they are
 * live (socket) and change while the page is open, so a server render would be stale at once.
 */
export default function SellerChatPage() {
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.nav.chat')} description={t('sc.chat.description')} />
      <SellerChat />
    </>
  )
}
