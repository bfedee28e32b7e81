import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from 'react-router'
import { useAffT } from '#web/features/affiliate/i18n/index.ts'
import { AffiliateShell } from '#web/features/affiliate/shell.tsx'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { ErrorState } from '#web/ui/error-state.tsx'
import type { loader } from './layout.server.ts'

export { loader } from './layout.server.ts'
// affssr: a filter or page change inside the area is fetched by its screen, not by the loaders
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'

export const meta = () => [{ title: 'Tiếp thị liên kết – Xinh' }, { name: 'robots', content: 'noindex' }]

export default function AffiliateLayout() {
  const { name, isKol, messages } = useLoaderData<typeof loader>()
  return (
    <I18nArea messages={messages}>
      <AffiliateShell name={name} isKol={isKol}>
        <Outlet />
      </AffiliateShell>
    </I18nArea>
  )
}

/** A screen of the area failed: an error with a retry inside the frame (every child route exports it). */
export function AffiliateRouteError() {
  const t = useAffT()
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <ErrorState
      title={notFound ? t('aff.state.not_found') : t('aff.state.error_title')}
      body={notFound ? undefined : t('aff.state.error_body')}
      retryLabel={t('aff.state.retry')}
    />
  )
}

/** The frame itself failed: the core catalogue's words. */
export function ErrorBoundary() {
  const t = useT()
  return <ErrorState title={t('error.title')} retryLabel={t('error.retry')} />
}
