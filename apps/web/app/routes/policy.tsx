import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import { NotFoundView } from '#web/ui/not-found-view.tsx'
import { POLICIES } from '#web/features/layout/policies.ts'
import { parseCatalogue, useT } from '#web/lib/i18n/index.ts'
import { dateTimeFormat } from '#web/lib/intl.ts'
import type { loader as policyLoader } from './policy.server.ts'

export { loader } from './policy.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data, matches }: { data?: { titleKey: string }; matches: Array<{ id: string; data?: unknown } | undefined> }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as { messages?: string } | undefined
  const title = data && root?.messages ? (parseCatalogue(root.messages)[data.titleKey] ?? 'Xinh') : 'Xinh'
  return [{ title: `${title} – Xinh` }]
}

export default function PolicyPage() {
  const { slug, titleKey, document } = useLoaderData<typeof policyLoader>()
  const t = useT()
  const dateFormat = dateTimeFormat(t.lang === 'vi' ? 'vi-VN' : t.lang === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long' })
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <nav aria-label={t('footer.policies')} className="md:w-64 md:shrink-0">
        <ul className="flex flex-col gap-1 text-sm">
          {POLICIES.map((p) => (
            <li key={p.slug}>
              <Link
                to={`/chinh-sach/${p.slug}`}
                aria-current={p.slug === slug ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 ${p.slug === slug ? 'bg-brand-50 font-semibold text-brand-700' : 'text-neutral-800 hover:bg-neutral-100'}`}
              >
                {t(p.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="min-w-0 flex-1 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-8">
        <h1 className="text-2xl font-bold">{t(titleKey as never)}</h1>
        {document && <p className="mt-1 text-xs text-neutral-600">{dateFormat.format(new Date(document.updated))}</p>}
        {document?.sections.map((s) => (
          <section key={s.heading} className="mt-6">
            <h2 className="mb-2 text-lg font-semibold">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)} className="mb-2 leading-relaxed text-neutral-800">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />
  throw error
}
