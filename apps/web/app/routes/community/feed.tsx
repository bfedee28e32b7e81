import type { TPost } from '@xinh/contracts'
import { Hash, Newspaper, Users } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData, useNavigation } from 'react-router'
import { communityApi } from '#web/features/community/api.ts'
import { FOLLOWING_TAB } from '#web/features/community/paths.ts'
import { Composer } from '#web/features/community/composer.tsx'
import { FeedSkeleton, PostList } from '#web/features/community/post-list.tsx'
import { useCT } from '#web/features/community/t.ts'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import type { Route } from './+types/feed.ts'
import type { loader as feedLoader } from './feed.server.ts'

export { loader } from './feed.server.ts'
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

function Tabs({ tab }: { tab: 'following' | 'discover' }) {
  const t = useCT()
  const tabs = [
    { id: 'following', label: t('cm.tab_following'), to: `/cong-dong?tab=${FOLLOWING_TAB}` },
    { id: 'discover', label: t('cm.tab_discover'), to: '/cong-dong' },
  ] as const
  return (
    <nav aria-label={t('cm.tabs')}>
      <ul className="flex border-b border-neutral-200">
        {tabs.map((x) => (
          <li key={x.id} className="flex-1 sm:flex-none">
            <Link
              to={x.to}
              aria-current={x.id === tab ? 'page' : undefined}
              className={`block min-h-11 border-b-2 px-4 py-2.5 text-center text-sm font-semibold ${x.id === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700 hover:text-neutral-900'}`}
            >
              {x.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Feed() {
  const { tab, hashtag, first, failed } = useLoaderData<typeof feedLoader>()
  const t = useCT()
  const { api, openAuth } = useApp()
  const [mine, setMine] = useState<TPost[]>([])
  // another tab (or hashtag) is loading: placeholders rather than the feed being left
  const navigation = useNavigation()
  const switching = navigation.state === 'loading' && navigation.location.pathname === '/cong-dong'
  const load = async (cursor: string) => {
    const page = hashtag ? await communityApi(api).hashtag(hashtag, cursor) : await communityApi(api).feed(tab, cursor)
    return { items: page.items, next: page.next_cursor }
  }
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      {hashtag ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="flex items-center gap-1 text-xl font-bold">
            <Hash aria-hidden className="size-5" />
            {t('cm.hashtag_title', { tag: hashtag })}
          </h1>
          <Link to="/cong-dong" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('cm.hashtag_back')}
          </Link>
        </div>
      ) : (
        <>
          <h1 className="text-xl font-bold">{t('cm.title')}</h1>
          <Tabs tab={tab} />
          <Composer onCreated={(p) => setMine((xs) => [p, ...xs])} />
        </>
      )}
      {switching ? (
        <FeedSkeleton label={t('cm.loading')} />
      ) : failed ? (
        <ErrorState title={t('cm.load_error')} body={t('cm.load_error_body')} retryLabel={t('cm.retry')} />
      ) : !first ? (
        <EmptyState
          icon={Users}
          title={t('cm.guest_following')}
          body={t('cm.guest_following_body')}
          action={<Button onClick={() => openAuth('login')}>{t('cm.login')}</Button>}
        />
      ) : (
        <PostList
          key={`${tab}:${hashtag ?? ''}`}
          label={t('cm.feed_label')}
          first={{ items: first.items, next: first.next_cursor }}
          load={load}
          prepend={mine}
          empty={
            hashtag ? (
              <EmptyState
                icon={Hash}
                title={t('cm.empty_hashtag')}
                action={
                  <Link to="/cong-dong" className="font-semibold text-brand-700 hover:underline">
                    {t('cm.go_discover')}
                  </Link>
                }
              />
            ) : tab === 'following' ? (
              <EmptyState
                icon={Users}
                title={t('cm.empty_following')}
                body={t('cm.empty_following_body')}
                action={
                  <Link to="/cong-dong" className="font-semibold text-brand-700 hover:underline">
                    {t('cm.go_discover')}
                  </Link>
                }
              />
            ) : (
              <EmptyState icon={Newspaper} title={t('cm.empty_discover')} body={t('cm.empty_discover_body')} />
            )
          }
        />
      )}
    </div>
  )
}

export default function CommunityFeed() {
  const { messages } = useLoaderData<typeof feedLoader>()
  return (
    <I18nArea messages={messages}>
      <Feed />
    </I18nArea>
  )
}
