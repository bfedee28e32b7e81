import { BellRing, BookOpen, MessagesSquare, Sparkles, TicketPercent } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { ContactSection } from '#web/features/pages/contact-section.tsx'
import { usePagesT } from '#web/features/pages/i18n/index.ts'
import { publicPageHeaders } from '#web/lib/cache-headers.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/download.ts'
import type { loader as downloadLoader } from './download.server.ts'

export { loader } from './download.server.ts'
export const headers = publicPageHeaders
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

const FEATURES = [
  [TicketPercent, 'pg.dl.f1_title', 'pg.dl.f1_body'],
  [BellRing, 'pg.dl.f2_title', 'pg.dl.f2_body'],
  [Sparkles, 'pg.dl.f3_title', 'pg.dl.f3_body'],
  [MessagesSquare, 'pg.dl.f4_title', 'pg.dl.f4_body'],
] as const
const STORE =
  'inline-flex min-h-12 items-center justify-center rounded-xl bg-neutral-900 px-5 text-base font-semibold text-white hover:bg-neutral-800'

/** `/download`: the app landing (spec §2), its two store links first, then why and how. */
export default function DownloadPage() {
  const data = useLoaderData<typeof downloadLoader>()
  return (
    <I18nArea messages={data.messages}>
      <JsonLd data={data.jsonLd} />
      <Download appStoreUrl={data.appStoreUrl} googlePlayUrl={data.googlePlayUrl} qrSvg={data.qrSvg} />
    </I18nArea>
  )
}

function Download({ appStoreUrl, googlePlayUrl, qrSvg }: { appStoreUrl: string; googlePlayUrl: string; qrSvg: string }) {
  const t = usePagesT()
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 pb-8">
      <section className="rounded-2xl bg-gradient-to-br from-brand-50 to-white px-5 py-10 text-center ring-1 ring-brand-100 sm:px-10 sm:py-14">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('pg.dl.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-neutral-700 sm:text-lg">{t('pg.dl.subtitle')}</p>
        <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center" data-testid="store-links">
          <a href={appStoreUrl} rel="noopener" className={STORE}>
            {t('pg.dl.app_store')}
          </a>
          <a href={googlePlayUrl} rel="noopener" className={STORE}>
            {t('pg.dl.google_play')}
          </a>
        </div>
        <div
          className="mx-auto mt-6 hidden max-w-md items-center gap-4 rounded-2xl bg-white p-4 text-left ring-1 ring-neutral-200 md:flex"
          data-testid="download-qr"
        >
          <div
            role="img"
            aria-label={t('pg.dl.qr_title')}
            className="size-28 shrink-0"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the loader drew from the page's own address (qrcode), never from input
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <div>
            <p className="font-semibold">{t('pg.dl.qr_title')}</p>
            <p className="mt-1 text-sm text-neutral-700">{t('pg.dl.qr_body')}</p>
          </div>
        </div>
      </section>
      <section aria-labelledby="why">
        <h2 id="why" className="mb-4 text-2xl font-bold">
          {t('pg.dl.why')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {FEATURES.map(([Icon, title, body]) => (
            <li key={title} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
              <Icon aria-hidden className="size-8 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm text-neutral-700">{t(body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="steps">
        <h2 id="steps" className="mb-4 text-2xl font-bold">
          {t('pg.dl.steps')}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-3">
          {(['pg.dl.s1', 'pg.dl.s2', 'pg.dl.s3'] as const).map((key, i) => (
            <li key={key} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <p className="text-sm text-neutral-800">{t(key)}</p>
            </li>
          ))}
        </ol>
        <Link to="/huong-dan" className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <BookOpen aria-hidden className="size-4" />
          {t('pg.dl.guides')}
        </Link>
      </section>
      <ContactSection source="download" />
    </div>
  )
}
