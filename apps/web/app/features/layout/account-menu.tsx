import * as Menu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, User } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'

export function AccountMenu() {
  const { user, api, openAuth, refresh } = useApp()
  const t = useT()
  const toast = useToast()
  const navigate = useNavigate()

  if (!user || user.is_guest) {
    return (
      <div className="flex items-center gap-1">
        <button type="button" onClick={() => openAuth('login')} className="min-h-10 rounded-lg px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 sm:px-3">
          {t('header.login')}
        </button>
        <button type="button" onClick={() => openAuth('signup')} className="hidden min-h-10 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 sm:block">
          {t('header.signup')}
        </button>
      </div>
    )
  }

  async function logout() {
    await api.post('/community/v1/auth/logout').catch(() => undefined)
    toast(t('auth.logged_out'), 'info')
    navigate('/')
    await refresh()
  }

  const item = 'flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-neutral-100'
  return (
    <Menu.Root>
      <Menu.Trigger className="flex min-h-10 max-w-[12rem] items-center gap-2 rounded-lg px-2 text-sm font-semibold hover:bg-neutral-100" aria-label={t('header.account_menu')} data-testid="account-menu">
        {user.avatar ? (
          <img src={user.avatar} alt="" width={28} height={28} className="size-7 rounded-full object-cover" />
        ) : (
          <User aria-hidden className="size-5" />
        )}
        <span className="truncate" data-testid="header-user-name">
          {user.userName}
        </span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-52 rounded-xl border border-neutral-200 bg-white p-1 shadow-lg">
          <Menu.Item asChild className={item}>
            <Link to="/trang-ca-nhan">{t('header.profile')}</Link>
          </Menu.Item>
          <Menu.Item asChild className={item}>
            <Link to="/tuong?order=1">{t('header.orders')}</Link>
          </Menu.Item>
          {user.roles.includes('seller') && (
            <Menu.Item asChild className={item}>
              <Link to="/ban-hang/tong-quan">{t('header.seller_centre')}</Link>
            </Menu.Item>
          )}
          {user.roles.includes('kol') && (
            <Menu.Item asChild className={item}>
              <Link to="/tiep-thi-lien-ket">{t('header.affiliate')}</Link>
            </Menu.Item>
          )}
          <Menu.Separator className="my-1 h-px bg-neutral-200" />
          <Menu.Item className={item} onSelect={() => void logout()} data-testid="logout">
            {t('header.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
