import type { LoaderFunctionArgs } from 'react-router'
import { NavLink, Outlet } from 'react-router'
import type { MessageKey } from '#web/lib/i18n/index.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { requireUser } from '#web/lib/session.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context)
  return null
}

export const meta = () => [{ name: 'robots', content: 'noindex' }]

const NAV: Array<{ to: string; label: MessageKey; end?: boolean }> = [
  { to: '/trang-ca-nhan', label: 'account.nav_profile', end: true },
  { to: '/trang-ca-nhan/don-hang', label: 'orders.nav' },
  { to: '/trang-ca-nhan/danh-gia', label: 'rv.nav' },
  { to: '/trang-ca-nhan/thong-bao', label: 'notify.nav' },
  // acct (issue 16): spec §2 account areas
  { to: '/trang-ca-nhan/yeu-thich', label: 'acct.nav_favourites' },
  { to: '/trang-ca-nhan/da-xem', label: 'acct.nav_seen' },
  { to: '/trang-ca-nhan/vi-voucher', label: 'acct.nav_vouchers' },
  { to: '/trang-ca-nhan/thanh-toan', label: 'acct.nav_payment' },
  // gbuy (issue 18)
  { to: '/trang-ca-nhan/mua-chung', label: 'gb.nav' },
  { to: '/trang-ca-nhan/dia-chi', label: 'account.nav_addresses' },
  { to: '/trang-ca-nhan/so-do-co-the', label: 'account.nav_measurements' },
  { to: '/trang-ca-nhan/xac-minh', label: 'account.nav_verification' },
  { to: '/trang-ca-nhan/doi-mat-khau', label: 'account.nav_password' },
  { to: '/trang-ca-nhan/xoa-tai-khoan', label: 'account.nav_delete' },
]

export default function AccountLayout() {
  const t = useT()
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      <nav aria-label={t('account.title')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:w-56 md:shrink-0 md:px-0">
        <ul className="flex gap-2 md:flex-col md:gap-1">
          {NAV.map((item) => (
            <li key={item.to} className="shrink-0">
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-brand-50 text-brand-700' : 'text-neutral-800 hover:bg-neutral-100'}`
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6">
        <Outlet />
      </div>
    </div>
  )
}
