import { Shirt, Sparkles, Store } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader as homeLoader } from './home.server.ts'

export { loader } from './home.server.ts'

export const meta = ({ matches }: { matches: Array<{ id: string; data?: unknown } | undefined> }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as { messages?: Record<string, string> } | undefined
  const title = root?.messages?.['meta.home_title'] ?? 'Xinh'
  const description = root?.messages?.['meta.home_description'] ?? ''
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

export default function Home() {
  const { categories, shops } = useLoaderData<typeof homeLoader>()
  const t = useT()
  const nf = new Intl.NumberFormat(t.lang === 'vi' ? 'vi-VN' : t.lang === 'ko' ? 'ko-KR' : 'en-US')
  return (
    <div className="flex flex-col gap-8">
      <section
        className="overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 px-5 py-8 text-white sm:px-10 sm:py-12"
        aria-labelledby="hero-title"
      >
        <Sparkles aria-hidden className="mb-3 size-8 opacity-90" />
        <h1 id="hero-title" className="text-3xl font-bold sm:text-4xl">
          {t('home.hero_title')}
        </h1>
        <p className="mt-2 max-w-xl text-base text-white/90">{t('home.hero_body')}</p>
        <Link
          to="/danh-muc"
          className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('home.hero_cta')}
        </Link>
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-3 text-lg font-bold">
          {t('home.categories')}
        </h2>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-7">
          {categories.map((c) => (
            <li key={c._id}>
              <Link
                to={`/nganh-hang/${c._id}`}
                className="flex h-full flex-col items-center gap-2 rounded-xl bg-white p-3 text-center text-sm font-medium shadow-sm ring-1 ring-neutral-200 hover:ring-brand-600"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Shirt aria-hidden className="size-6" />
                </span>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-shops">
        <h2 id="home-shops" className="mb-3 text-lg font-bold">
          {t('home.top_sellers')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {shops.map((s) => (
            <li key={s._id}>
              <Link
                to={`/nguoi-ban/${s._id}`}
                className="flex h-full flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 hover:ring-brand-600"
              >
                <Store aria-hidden className="size-6 text-brand-600" />
                <span className="font-semibold">{s.name}</span>
                <span className="text-xs text-neutral-600">{t('home.followers', { count: nf.format(s.follower_count) })}</span>
                <span className="text-xs text-neutral-600">{t('home.rating', { rating: s.rating.toFixed(1) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
