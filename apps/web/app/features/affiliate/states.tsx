import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { useAffT } from './i18n/index.ts'
import type { ApiData } from './use-api-data.ts'

/** The loading and error states every affiliate screen shares; `children` renders the data. */
export function Loaded<T>({
  state,
  reload,
  rows = 5,
  children,
}: {
  state: ApiData<T>
  reload: () => void
  rows?: number
  children: (data: T, meta?: { page: number; limit: number; total: number }) => React.ReactNode
}) {
  const t = useAffT()
  if (state.status === 'loading') return <ListSkeleton rows={rows} label={t('aff.state.loading')} />
  if (state.status === 'error')
    return state.httpStatus === 404 ? (
      <ErrorState title={t('aff.state.not_found')} retryLabel={t('aff.state.retry')} onRetry={reload} />
    ) : (
      <ErrorState title={t('aff.state.error_title')} body={t('aff.state.error_body')} retryLabel={t('aff.state.retry')} onRetry={reload} />
    )
  return <>{children(state.data, state.meta)}</>
}
