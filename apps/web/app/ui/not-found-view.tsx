import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'

/** The 404 view (spec §2: "This page could not be found."), shown in the visitor's language. */
export function NotFoundView() {
  const t = useT()
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-xl font-semibold">{t('not_found.title')}</h1>
      {t.lang !== 'en' && (
        <p lang="en" className="text-sm text-neutral-600">
          This page could not be found.
        </p>
      )}
      <Link to="/" className="mt-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t('not_found.back')}
      </Link>
    </section>
  )
}
