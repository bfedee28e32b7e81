import type { TPost } from '@xinh/contracts'
import { Bookmark, Flag, Heart, MessageCircle, Share2, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { imageSources } from '#web/ui/image.ts'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { communityApi, messageOf } from './api.ts'
import { PostText } from './post-text.tsx'
import { ReportDialog } from './report-dialog.tsx'
import { sharePost } from './share.ts'
import { useCT } from './t.ts'

/** Where an author's name leads: a shop post to the shop, anyone else to their wall. */
export const authorLink = (post: Pick<TPost, 'author' | 'shop'>) =>
  post.shop ? `/nguoi-ban/${post.shop._id}` : `/tuong/${post.author._id}`

function Images({ images, postId }: { images: string[]; postId: string }) {
  const t = useCT()
  if (images.length === 0) return null
  const one = images.length === 1
  return (
    <ul className={`grid gap-1 overflow-hidden rounded-xl ${one ? 'grid-cols-1' : images.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
      {images.map((src, i) => (
        <li key={src} className={`bg-neutral-100 ${images.length === 5 && i === 0 ? 'col-span-2' : ''}`}>
          <Link to={`/post/${postId}`} className="block">
            <img
              {...imageSources(src, one ? '(min-width: 640px) 600px, 100vw' : '(min-width: 640px) 300px, 50vw')}
              alt={t('cm.images_alt', { n: i + 1 })}
              loading="lazy"
              width={600}
              height={one ? 600 : 300}
              className={`w-full object-cover ${one ? 'max-h-[32rem]' : 'aspect-square'}`}
            />
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The tagged products: shoppable cards leading to the product page. */
function Products({ products }: { products: TPost['products'] }) {
  const t = useCT()
  if (products.length === 0) return null
  return (
    <section aria-label={t('cm.products')}>
      <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1">
        {products.map((p) => (
          <li key={p._id} className="w-56 shrink-0 snap-start">
            <Link
              to={`/san-pham/${p._id}`}
              data-testid="post-product"
              className="flex items-center gap-2 rounded-lg bg-neutral-50 p-2 ring-1 ring-neutral-200 hover:ring-brand-600"
            >
              <span className="block size-14 shrink-0 overflow-hidden rounded-md bg-neutral-200">
                {p.picture && (
                  <img
                    {...imageSources(p.picture, '56px')}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="line-clamp-2 text-sm font-medium">{p.name}</span>
                {p.sale_price !== null && p.is_available ? (
                  <span className="text-sm font-semibold text-brand-700">{formatVnd(p.sale_price)}</span>
                ) : (
                  <span className="text-xs text-neutral-600">{t('cm.unavailable')}</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * One post: author, time, text (as text), pictures, video, tagged products and the actions
 * (like, comment, save, share; report others' posts, delete one's own). Likes and saves are
 * optimistic and roll back when the server refuses.
 */
export function PostCard({
  post,
  onDeleted,
  headingLevel = 2,
  authorExtra,
}: {
  post: TPost
  onDeleted?: (id: string) => void
  headingLevel?: 1 | 2 | 3
  /** Next to the author (the post page's follow button). */
  authorExtra?: React.ReactNode
}) {
  const t = useCT()
  const { user, api, openAuth } = useApp()
  const toast = useToast()
  const [like, setLike] = useState({ on: post.is_liked, count: post.like_count })
  const [save, setSave] = useState({ on: post.is_bookmarked, count: post.bookmark_count })
  const [reporting, setReporting] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const name = post.shop?.name ?? post.author.userName
  const H = `h${headingLevel}` as const

  function signedIn() {
    if (user && !user.is_guest) return true
    openAuth('login')
    return false
  }
  async function toggleLike() {
    if (!signedIn()) return
    const before = like
    setLike({ on: !before.on, count: Math.max(0, before.count + (before.on ? -1 : 1)) })
    try {
      const r = await communityApi(api).like(post._id, !before.on)
      setLike({ on: r.liked, count: r.like_count })
    } catch (e) {
      setLike(before)
      if (e instanceof ApiError && e.status === 401) openAuth('login')
      else toast(messageOf(e, t('common.network_error')), 'error')
    }
  }
  async function toggleSave() {
    if (!signedIn()) return
    const before = save
    setSave({ on: !before.on, count: Math.max(0, before.count + (before.on ? -1 : 1)) })
    try {
      const r = await communityApi(api).bookmark(post._id, !before.on)
      setSave({ on: r.bookmarked, count: r.bookmark_count })
      toast(t(r.bookmarked ? 'cm.saved_toast' : 'cm.unsaved_toast'), 'success', { key: `save-${post._id}` })
    } catch (e) {
      setSave(before)
      if (e instanceof ApiError && e.status === 401) openAuth('login')
      else toast(messageOf(e, t('common.network_error')), 'error')
    }
  }
  async function share() {
    const r = await sharePost(post.share, t.lang)
    if (r === 'copied') toast(t('cm.link_copied'), 'success')
    else if (r === 'failed') toast(t('cm.copy_failed', { url: post.share.url }), 'error', { durationMs: 10_000 })
  }

  const action = 'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm text-neutral-700 hover:bg-neutral-100'
  return (
    <article
      aria-label={t('cm.post_by', { name })}
      data-testid="post-card"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
    >
      <header className="flex items-center gap-3">
        <ShopAvatar shop={{ name, avatar: post.shop?.avatar ?? post.author.avatar }} size={40} />
        <div className="flex min-w-0 flex-1 flex-col">
          <H className="truncate text-sm font-semibold">
            <Link to={authorLink(post)} className="hover:text-brand-700">
              {name}
            </Link>
            {post.shop && (
              <span className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">{t('cm.shop_badge')}</span>
            )}
          </H>
          <Link to={`/post/${post._id}`} className="text-xs text-neutral-600 hover:underline">
            <time dateTime={post.created_at}>{formatDateTime(post.created_at, t.lang)}</time>
          </Link>
        </div>
        {authorExtra}
        {post.is_mine ? (
          <button
            type="button"
            onClick={() => setDeleting(true)}
            aria-label={t('cm.delete')}
            className="rounded-full p-2.5 text-neutral-600 hover:bg-neutral-100"
            data-testid="post-delete"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        ) : (
          <button
            type="button"
            onClick={() => signedIn() && setReporting(true)}
            aria-label={t('cm.report')}
            className="rounded-full p-2.5 text-neutral-600 hover:bg-neutral-100"
            data-testid="post-report"
          >
            <Flag aria-hidden className="size-4" />
          </button>
        )}
      </header>
      {post.is_hidden && <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('cm.hidden')}</p>}
      {post.content && <PostText text={post.content} className="text-[15px] leading-relaxed" />}
      <Images images={post.images} postId={post._id} />
      {post.video && (
        // biome-ignore lint/a11y/useMediaCaption: user videos come without captions
        <video
          controls
          preload="none"
          playsInline
          src={post.video.url}
          poster={post.video.poster ?? undefined}
          aria-label={t('cm.video_label')}
          className="max-h-[32rem] w-full rounded-xl bg-black"
        />
      )}
      <Products products={post.products} />
      <footer className="-mx-2 flex flex-wrap items-center gap-1 border-t border-neutral-100 pt-2">
        <button type="button" onClick={() => void toggleLike()} aria-pressed={like.on} className={action} data-testid="post-like">
          <Heart aria-hidden className={`size-5 ${like.on ? 'fill-brand-600 text-brand-600' : ''}`} />
          <span className="sr-only">{t('cm.like')}</span>
          <span aria-hidden>{like.count}</span>
          <span className="sr-only">{t('cm.likes', { count: like.count })}</span>
        </button>
        <Link to={`/post/${post._id}#binh-luan`} className={action} data-testid="post-comments">
          <MessageCircle aria-hidden className="size-5" />
          <span aria-hidden>{post.comment_count}</span>
          <span className="sr-only">{t('cm.comments', { count: post.comment_count })}</span>
        </Link>
        <button type="button" onClick={() => void toggleSave()} aria-pressed={save.on} className={action} data-testid="post-bookmark">
          <Bookmark aria-hidden className={`size-5 ${save.on ? 'fill-neutral-800' : ''}`} />
          <span className="sr-only">{t('cm.bookmark')}</span>
          <span aria-hidden>{save.count}</span>
          <span className="sr-only">{t('cm.bookmarks', { count: save.count })}</span>
        </button>
        <button type="button" onClick={() => void share()} className={`${action} ml-auto`} data-testid="post-share">
          <Share2 aria-hidden className="size-5" />
          {t('cm.share')}
        </button>
      </footer>
      <ReportDialog open={reporting} onClose={() => setReporting(false)} target={{ type: 'post', id: post._id }} />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('cm.delete_post_title')}
        body={t('cm.delete_post_body')}
        confirmLabel={t('cm.delete')}
        cancelLabel={t('cm.cancel')}
        tone="danger"
        testId="post-delete-confirm"
        onConfirm={async () => {
          await communityApi(api).remove(post._id)
          toast(t('cm.deleted'), 'success')
          onDeleted?.(post._id)
        }}
      />
    </article>
  )
}
