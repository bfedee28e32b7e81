import { Suspense, lazy } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

// Most page views are anonymous: the signed-in menu loads only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu.tsx'))

/** The header's account corner: log in and sign up, or the signed-in visitor's menu. */
export function AccountMenu() {
  const { user, openAuth } = useApp()
  const t = useT()
  if (!user || user.is_guest) {
    return (
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => openAuth('login')}
          className="min-h-10 rounded-lg px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 sm:px-3"
        >
          {t('header.login')}
        </button>
        <button
          type="button"
          onClick={() => openAuth('signup')}
          className="hidden min-h-10 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 sm:block"
        >
          {t('header.signup')}
        </button>
      </div>
    )
  }

  return (
    <Suspense fallback={null}>
      <UserMenu user={user} />
    </Suspense>
  )
}
