import type { TUserProfile } from '@xinh/contracts'
import { type RefObject, useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { disablePushOnLogout } from '#web/features/notifications/push.ts'
import { ordersPath } from '#web/features/orders/labels.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'

/** The open account menu: its links and logout; closes on a click outside or Escape (focus back on the button). */
export default function AccountMenuList({
  id,
  user,
  root,
  button,
  onClose,
}: {
  id: string
  user: TUserProfile
  root: RefObject<HTMLDivElement | null>
  button: RefObject<HTMLButtonElement | null>
  onClose: () => void
}) {
  const { api, refresh } = useApp()
  const t = useT()
  const toast = useToast()
  const navigate = useNavigate()

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) onClose()
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose()
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [root, button, onClose])

  async function logout() {
    onClose()
    // while still signed in: this device's push token goes (the header closes the socket)
    await disablePushOnLogout(api).catch(() => undefined)
    await api.post('/community/v1/auth/logout').catch(() => undefined)
    toast(t('auth.logged_out'), 'info')
    navigate('/')
    await refresh()
  }

  const item = 'flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm hover:bg-neutral-100 focus-visible:bg-neutral-100'
  return (
    <ul id={id} className="absolute right-0 z-50 mt-1 min-w-52 rounded-xl border border-neutral-200 bg-white p-1 shadow-lg">
      <li>
        <Link to="/trang-ca-nhan" className={item}>
          {t('header.profile')}
        </Link>
      </li>
      <li>
        {/* straight to the orders (spec §2's /tuong?order=1 still redirects there, one round trip later) */}
        <Link to={ordersPath} className={item}>
          {t('header.orders')}
        </Link>
      </li>
      <li>
        <Link to="/tuong" className={item}>
          {t('community.my_wall')}
        </Link>
      </li>
      {/* an approved shop opens the seller centre; anyone else (no shop, or an application in progress) applies */}
      {user.shop?.is_approved || user.roles.includes('seller') ? (
        <li>
          <Link to="/ban-hang/tong-quan" className={item}>
            {t('header.seller_centre')}
          </Link>
        </li>
      ) : (
        <li>
          <Link to="/become-seller" className={item}>
            {t('header.become_seller')}
          </Link>
        </li>
      )}
      {/* affweb (issue 18): a KOL's area; anyone else applies there */}
      <li>
        <Link to="/tiep-thi-lien-ket" className={item}>
          {t('header.affiliate')}
        </Link>
      </li>
      {user.roles.includes('admin') ? (
        <li>
          <Link to="/admin/tong-quan" className={item}>
            {t('header.admin')}
          </Link>
        </li>
      ) : (
        user.roles.includes('affiliate_admin') && (
          <li>
            <Link to="/admin/tiep-thi-lien-ket/kol" className={item}>
              {t('header.admin')}
            </Link>
          </li>
        )
      )}
      <li aria-hidden className="my-1 h-px bg-neutral-200" />
      <li>
        <button type="button" onClick={() => void logout()} className={item} data-testid="logout">
          {t('header.logout')}
        </button>
      </li>
    </ul>
  )
}
