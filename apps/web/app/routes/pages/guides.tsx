import { BookOpen, Store } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { usePagesT } from '#web/features/pages/i18n/index.ts'
import { publicPageHeaders } from '#web/lib/cache-headers.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/guides.ts'
import type { loader as guidesLoader } from './guides.server.ts'

export { loader } from './guides.server.ts'
export const headers = publicPageHeaders
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

type Card = { group: string; path: string; title: string; summary: string }

/** `/huong-dan`: the guides in two groups (buying, selling). */
export default function GuidesPage() {
  const { messages, cards } = useLoaderData<typeof guidesLoader>()
  return (
    <I18nArea messages={messages}>
      <Guides cards={cards} />
    </I18nArea>
  )
}

function Guides({ cards }: { cards: Card[] }) {
  const t = usePagesT()
  const groups = [
    { id: 'mua-hang', title: t('pg.guides.buying'), Icon: BookOpen },
    { id: 'ban-hang', title: t('pg.guides.selling'), Icon: Store },
  ] as const
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 pb-8">
      <header>
        <h1 className="text-3xl font-bold">{t('pg.guides.title')}</h1>
        <p className="mt-2 text-neutral-700">{t('pg.guides.intro')}</p>
      </header>
      {groups.map(({ id, title, Icon }) => (
        <section key={id} aria-labelledby={`g-${id}`} id={id}>
          <h2 id={`g-${id}`} className="mb-3 flex items-center gap-2 text-xl font-bold">
            <Icon aria-hidden className="size-5 text-brand-600" />
            {title}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {cards
              .filter((c) => c.group === id)
              .map((c) => (
                <li key={c.path}>
                  <Link
                    to={c.path}
                    className="flex h-full flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 hover:ring-brand-400"
                  >
                    <span className="font-semibold text-neutral-900">{c.title}</span>
                    <span className="text-sm text-neutral-700">{c.summary}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-neutral-700">{t('pg.guides.help')}</p>
    </div>
  )
}
