import { NavLink, Outlet, useRouteLoaderData } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.settings' }

export const SETTINGS_TABS = [
  { to: 'thong-tin-cua-hang', label: 'sc.set.tab.info' },
  { to: 'van-chuyen', label: 'sc.set.tab.shipping' },
  { to: 'thanh-toan', label: 'sc.set.tab.payments' },
  { to: 'chinh-sach-hoan-tra-hang', label: 'sc.set.tab.returns' },
  { to: 'tam-nghi', label: 'sc.set.tab.pause' },
] as const

/** `/ban-hang/cai-dat/*`: the settings sections as tabs (links; a row that scrolls on a phone). */
export default function SettingsLayout() {
  const t = useSellerT()
  const layout = useRouteLoaderData('routes/seller/layout') as { shop: { _id: string } } | undefined
  return (
    <>
      <PageHeader
        title={t('sc.nav.settings')}
        description={t('sc.set.description')}
        actions={
          layout && (
            <a
              href={`/nguoi-ban/${layout.shop._id}`}
              className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('sc.set.view_shop')}
            </a>
          )
        }
      />
      <nav aria-label={t('sc.set.tabs')} className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-1 border-b border-neutral-200">
          {SETTINGS_TABS.map((tab) => (
            <li key={tab.to} className="shrink-0">
              <NavLink
                to={`/ban-hang/cai-dat/${tab.to}`}
                className={({ isActive }) =>
                  `block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700 hover:text-neutral-900'}`
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  )
}
