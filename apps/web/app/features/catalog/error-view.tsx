import { Link, isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { NotFoundView } from '#web/ui/not-found-view.tsx'
import { useT } from '#web/lib/i18n/index.ts'

/** A catalog page's error view: the 404 view for unknown ids, else an error with a retry. */
export default function CatalogErrorView() {
  const error = useRouteError()
  const t = useT()
  const { pathname, search } = useLocation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />
  return (
    <section role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-xl font-semibold">{t('error.title')}</h1>
      <p className="text-neutral-700">{t('common.network_error')}</p>
      <Link to={pathname + search} reloadDocument className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t('error.retry')}
      </Link>
    </section>
  )
}
