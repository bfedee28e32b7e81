import type { TCommunityProfile, TPost } from '@xinh/contracts'
import { BookMarked, Newspaper, Package, Store } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigation } from 'react-router'
import { formatNumber } from '#web/features/catalog/format.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { communityApi } from './api.ts'
import { FollowToggle } from './follow-button.tsx'
import { FollowsDialog } from './follows-dialog.tsx'
import { WallBlock } from './wall-block.tsx'
import { FeedSkeleton, PostList } from './post-list.tsx'
import { useCT } from './t.ts'
import { WallBlooks } from './wall-blooks.tsx'

type Tab = 'posts' | 'bookmarks' | 'blooks'
type Page = { items: TPost[]; meta: { page: number; limit: number; total: number } }
const nextOf = (m: Page['meta']) => (m.page * m.limit < m.total ? String(m.page + 1) : null)

/** A wall: the person's header (avatar, counts with their lists, follow) and the tabs posts / saved / blooks. */
export function Wall({ profile, tab, first, failed }: { profile: TCommunityProfile; tab: Tab; first: Page | null; failed: boolean }) {
  const t = useCT()
  const { api } = useApp()
  const [followers, setFollowers] = useState(profile.follower_count)
  const [list, setList] = useState<'followers' | 'following' | null>(null)
  const navigation = useNavigation()
  const switching = navigation.state === 'loading' && navigation.location.pathname.startsWith('/tuong')
  const count = 'flex min-h-11 flex-col items-center rounded-lg px-3 hover:bg-neutral-100'
  const num = (n: number) => formatNumber(n, t.lang)
  const load = async (next: string) => {
    const page = Number(next)
    const r =
      tab === 'bookmarks' ? await communityApi(api).userBookmarks(profile._id, page) : await communityApi(api).userPosts(profile._id, page)
    const meta = r.meta ?? { page, limit: 20, total: 0 }
    return { items: r.items, next: nextOf(meta) }
  }
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <section className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200" data-testid="wall-header">
        <div className="flex items-center gap-4">
          <ShopAvatar shop={{ name: profile.userName, avatar: profile.avatar }} size={72} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h1 className="truncate text-xl font-bold">{profile.userName}</h1>
            <div className="flex flex-wrap gap-2">
              {profile.is_me ? (
                <Link
                  to="/trang-ca-nhan/don-hang"
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ring-1 ring-neutral-300 hover:bg-neutral-100"
                >
                  <Package aria-hidden className="size-4" />
                  {t('cm.my_orders')}
                </Link>
              ) : (
                <FollowToggle
                  target={{ type: 'user', _id: profile._id, name: profile.userName }}
                  following={profile.is_following}
                  onCount={(n) => setFollowers((x) => (typeof n === 'function' ? n(x) : n))}
                />
              )}
              {!profile.is_me && <WallBlock userId={profile._id} userName={profile.userName} />}
              {profile.shop && (
                <Link
                  to={`/nguoi-ban/${profile.shop._id}`}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ring-1 ring-neutral-300 hover:bg-neutral-100"
                >
                  <Store aria-hidden className="size-4" />
                  {profile.shop.name}
                </Link>
              )}
            </div>
          </div>
        </div>
        <div className="-mx-2 flex justify-around text-sm">
          <span className={count}>
            <strong className="text-base" data-testid="wall-posts">
              {num(profile.post_count)}
            </strong>
            <span className="text-neutral-700">{t('cm.tab_posts')}</span>
          </span>
          <button type="button" className={count} onClick={() => setList('followers')} data-testid="wall-followers">
            <strong className="text-base">{num(followers)}</strong>
            <span className="text-neutral-700">{t('cm.followers_title')}</span>
          </button>
          <button type="button" className={count} onClick={() => setList('following')} data-testid="wall-following">
            <strong className="text-base">{num(profile.following_count)}</strong>
            <span className="text-neutral-700">{t('cm.following_title')}</span>
          </button>
        </div>
      </section>
      <FollowsDialog userId={profile._id} which={list} onClose={() => setList(null)} />
      <TabLinks
        label={t('cm.wall_tabs')}
        active={tab === 'bookmarks' ? 'da-luu' : tab === 'blooks' ? 'blook' : 'bai-viet'}
        tabs={[
          { id: 'bai-viet', label: t('cm.tab_posts') },
          { id: 'da-luu', label: t('cm.tab_bookmarks') },
          { id: 'blook', label: t('cm.tab_blooks') },
        ]}
      />
      {switching ? (
        <FeedSkeleton label={t('cm.loading')} />
      ) : tab === 'blooks' ? (
        <WallBlooks userId={profile._id} />
      ) : failed || !first ? (
        <ErrorState title={t('cm.load_error')} body={t('cm.load_error_body')} retryLabel={t('cm.retry')} />
      ) : (
        <PostList
          key={`${profile._id}:${tab}`}
          label={tab === 'bookmarks' ? t('cm.tab_bookmarks') : t('cm.tab_posts')}
          first={{ items: first.items, next: nextOf(first.meta) }}
          load={load}
          empty={
            tab === 'bookmarks' ? (
              <EmptyState
                icon={BookMarked}
                title={profile.is_me ? t('cm.bookmarks_empty_me') : t('cm.bookmarks_empty', { name: profile.userName })}
                body={profile.is_me ? t('cm.bookmarks_empty_me_body') : undefined}
                action={
                  <Link to="/cong-dong" className="font-semibold text-brand-700 hover:underline">
                    {t('cm.go_community')}
                  </Link>
                }
              />
            ) : (
              <EmptyState
                icon={Newspaper}
                title={profile.is_me ? t('cm.wall_empty_me') : t('cm.wall_empty', { name: profile.userName })}
                body={profile.is_me ? t('cm.wall_empty_me_body') : undefined}
                action={
                  <Link to="/cong-dong" className="font-semibold text-brand-700 hover:underline">
                    {t('cm.go_community')}
                  </Link>
                }
              />
            )
          }
        />
      )}
    </div>
  )
}
