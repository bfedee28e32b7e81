import { LogIn } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { type MetaMatches, titleMeta } from '#web/features/checkout/route-kit.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import type { loader as loginLoader } from './login.server.ts'

export { loader } from './login.server.ts'
export const meta = ({ matches }: { matches: MetaMatches }) => titleMeta(matches, 'auth.login_title')

/**
 * `/dang-nhap?next=…`: a link that opens the login form (the same modal as the header's), and
 * goes on to `next` once the visitor is signed in — by logging in, signing up or a social login.
 */
export default function LoginPage() {
  const { next, locked } = useLoaderData<typeof loginLoader>()
  const { user, openAuth } = useApp()
  const t = useT()
  const navigate = useNavigate()
  const opened = useRef(false)

  useEffect(() => {
    if (user && !user.is_guest) {
      navigate(next, { replace: true })
      return
    }
    if (!opened.current) {
      opened.current = true
      openAuth('login')
    }
  }, [user, next, navigate, openAuth])

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center" data-testid="login-page">
      <LogIn aria-hidden className="size-12 text-brand-600" />
      <h1 className="text-xl font-bold">{t('auth.login_title')}</h1>
      {locked && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {t('auth.account_locked')}
        </p>
      )}
      <p className="text-neutral-700">{t('auth.login_page_text')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => openAuth('login')}>{t('header.login')}</Button>
        <Button variant="secondary" onClick={() => openAuth('signup')}>
          {t('header.signup')}
        </Button>
      </div>
    </div>
  )
}
