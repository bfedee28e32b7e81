import { ShieldAlert } from 'lucide-react'
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError } from 'react-router'
import { AdminShell } from '#web/features/admin/admin-shell.tsx'
import { StepUpHost } from '#web/features/admin/step-up.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { ErrorState } from '#web/ui/error-state.tsx'
import type { loader } from './layout.server.ts'

export { loader } from './layout.server.ts'

export const meta = () => [{ name: 'robots', content: 'noindex' }]

export default function AdminLayout() {
  const { name, waiting, affiliateOnly, messages } = useLoaderData<typeof loader>()
  return (
    <I18nArea messages={messages}>
      <AdminShell name={name} waiting={waiting} affiliateOnly={affiliateOnly}>
        <Outlet />
        <StepUpHost />
      </AdminShell>
    </I18nArea>
  )
}

/**
 * An admin screen whose loader failed: an error with a retry inside the frame. Every `/admin/*`
 * route exports it: `export { AdminRouteError as ErrorBoundary } from '../admin/layout.tsx'`.
 */
export function AdminRouteError() {
  const t = useAdminT()
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <ErrorState
      title={notFound ? t('ad.state.not_found') : t('ad.state.error_title')}
      body={notFound ? undefined : t('ad.state.error_body')}
      retryLabel={t('ad.state.retry')}
    />
  )
}

/** The frame itself failed: 403 for a signed-in user who is not an admin, else a generic error (core words). */
export function ErrorBoundary() {
  const t = useT()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <ShieldAlert aria-hidden className="size-12 text-brand-600" />
        <p className="text-5xl font-bold text-brand-600">403</p>
        <h1 className="text-xl font-semibold">{t('forbidden.title')}</h1>
        <p className="text-neutral-700">{t('forbidden.text')}</p>
        <Link to="/" className="mt-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          {t('not_found.back')}
        </Link>
      </section>
    )
  return <ErrorState title={t('error.title')} retryLabel={t('error.retry')} />
}
