import { Outlet, useLoaderData, useRouteError, isRouteErrorResponse } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { SellerShell } from '#web/features/seller/seller-shell.tsx'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import type { loader } from './layout.server.ts'

export { loader } from './layout.server.ts'

export const meta = () => [{ name: 'robots', content: 'noindex' }]

export default function SellerLayout() {
  const { shop, todo, messages } = useLoaderData<typeof loader>()
  return (
    <I18nArea messages={messages}>
      <SellerShell shop={shop} todo={todo}>
        <Outlet />
      </SellerShell>
    </I18nArea>
  )
}

/**
 * A seller screen whose loader failed: an error with a retry, inside the seller centre's frame.
 * Every `/ban-hang/*` route exports it: `export { SellerRouteError as ErrorBoundary } from '../seller/layout.tsx'`.
 */
export function SellerRouteError() {
  const t = useSellerT()
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <ErrorState
      title={notFound ? t('sc.state.not_found') : t('sc.state.error_title')}
      body={notFound ? undefined : t('sc.state.error_body')}
      retryLabel={t('sc.state.retry')}
    />
  )
}

/** The frame itself failed (its own loader): the core catalogue's words, no seller strings. */
export function ErrorBoundary() {
  const t = useT()
  return <ErrorState title={t('error.title')} retryLabel={t('error.retry')} />
}
