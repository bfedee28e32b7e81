import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

/**
 * "Chat ngay" on the product and shop pages — the only chat code public pages carry (their JS
 * budget, ARCHITECTURE.md §6: the product page had 0.3 KB left), so it is a plain link with no
 * code of its own, and no icon:
 * - signed in, the chat's lazy part (launcher.tsx, loaded by the header) catches the click and
 *   opens the drawer in place;
 * - otherwise it leads to the login page, which comes back to this page with `?chat=<shop>`
 *   (and `chat_product`), and the drawer opens then (spec §6: login is needed for chat).
 */
export function ChatButton({
  shopId,
  productId,
  next,
  className = '',
}: {
  shopId: string
  productId?: string
  next: string
  className?: string
}) {
  const { user } = useApp()
  const t = useT()
  // a seller does not chat with their own shop
  if (user?.shop?._id === shopId) return null
  const q = `chat=${shopId}${productId ? `&chat_product=${productId}` : ''}`
  return (
    <Link
      to={`/dang-nhap?next=${encodeURIComponent(`${next}?${q}`)}`}
      data-chat-shop={shopId}
      data-chat-product={productId}
      data-testid="chat-now"
      className={`inline-flex min-h-10 items-center justify-center rounded-lg px-3.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 ${className}`}
    >
      {t('chat.open')}
    </Link>
  )
}
