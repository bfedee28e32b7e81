import { ArrowLeft } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { usePagesT } from '#web/features/pages/i18n/index.ts'
import { publicPageHeaders } from '#web/lib/cache-headers.ts'
import { formatDay } from '#web/lib/dates.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/guide.ts'
import type { loader as guideLoader } from './guide.server.ts'

export { loader } from './guide.server.ts'
export const headers = publicPageHeaders
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

/** One guide: its steps beside a screenshot of the real screen, then the other guides of its group. */
export default function GuidePage() {
  const data = useLoaderData<typeof guideLoader>()
  return (
    <I18nArea messages={data.messages}>
      {data.jsonLd.map((ld) => (
        <JsonLd key={ld['@type'] as string} data={ld} />
      ))}
      <Guide />
    </I18nArea>
  )
}

function Guide() {
  const { guide, related } = useLoaderData<typeof guideLoader>()
  const t = usePagesT()
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-6 pb-8">
      <nav aria-label={t('pg.guides.title')}>
        <Link to="/huong-dan" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          {t('pg.guides.back')}
        </Link>
      </nav>
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {guide.group === 'mua-hang' ? t('pg.guides.buying') : t('pg.guides.selling')}
        </p>
        <h1 className="mt-1 text-3xl font-bold">{guide.title}</h1>
        <p className="mt-2 text-neutral-700">{guide.summary}</p>
        <p className="mt-1 text-xs text-neutral-600">{t('pg.guides.updated', { date: formatDay(guide.updated, t.lang) })}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_320px]">
        <ol className="flex flex-col gap-3" data-testid="guide-steps">
          {guide.steps.map((s, i) => (
            <li key={s.title} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <div>
                <h2 className="font-semibold">
                  <span className="sr-only">{t('pg.guides.step', { n: i + 1 })}: </span>
                  {s.title}
                </h2>
                <p className="mt-1 text-sm leading-relaxed text-neutral-800">{s.body}</p>
              </div>
            </li>
          ))}
        </ol>
        <figure className="flex flex-col gap-2">
          <img
            src={guide.shot}
            alt={t('pg.guides.screenshot', { title: guide.title })}
            width={360}
            height={720}
            loading="lazy"
            className="h-auto w-full rounded-2xl bg-neutral-100 ring-1 ring-neutral-200"
          />
          <figcaption className="text-xs text-neutral-600">
            <Link to={guide.screen} className="font-medium text-brand-700 hover:underline">
              {guide.screen}
            </Link>
          </figcaption>
        </figure>
      </div>
      <section aria-labelledby="related">
        <h2 id="related" className="mb-3 text-xl font-bold">
          {t('pg.guides.related')}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {related.map((c) => (
            <li key={c.path}>
              <Link
                to={c.path}
                className="flex min-h-11 items-center rounded-xl bg-white px-4 py-2 font-medium ring-1 ring-neutral-200 hover:ring-brand-400"
              >
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-neutral-700">{t('pg.guides.help')}</p>
    </article>
  )
}
