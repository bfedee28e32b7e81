import type { TPost } from '@xinh/contracts'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from '#web/ui/button.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { PostCard } from './post-card.tsx'
import { useCT } from './t.ts'

/** A post-shaped placeholder while the next page loads. */
export function PostSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-3 w-5/6" />
      <Skeleton className="aspect-video w-full rounded-xl" />
    </div>
  )
}

/** The feed while another tab or page of it loads (a navigation): post-shaped placeholders. */
export function FeedSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-4" data-testid="feed-skeleton">
      <PostSkeleton />
      <PostSkeleton />
    </div>
  )
}

/** What a page of posts answers: the items and how to ask for the next page (null: the last one). */
export type PostPage = { items: TPost[]; next: string | null }

/**
 * A list of posts that loads its next page when its end scrolls into view (cursor or page
 * number, the caller's `load` knows), with a "more" button for keyboards and browsers without
 * IntersectionObserver, a skeleton while loading and an error with retry. Repeats are dropped
 * (a ranked feed may hand a post twice while ranks move, docs/api/community.md).
 */
export function PostList({
  first,
  load,
  empty,
  prepend = [],
  label,
}: {
  first: PostPage
  load: (next: string) => Promise<PostPage>
  empty: ReactNode
  /** Posts written here since the page loaded (the composer's): on top. */
  prepend?: TPost[]
  label: string
}) {
  const t = useCT()
  const [items, setItems] = useState(first.items)
  const [next, setNext] = useState(first.next)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const [removed, setRemoved] = useState<Set<string>>(() => new Set())
  const sentinel = useRef<HTMLDivElement>(null)
  const busy = useRef(false)

  async function more() {
    if (!next || busy.current) return
    busy.current = true
    setState('loading')
    try {
      const page = await load(next)
      setItems((list) => {
        const seen = new Set(list.map((p) => p._id))
        return [...list, ...page.items.filter((p) => !seen.has(p._id))]
      })
      setNext(page.next)
      setState('idle')
    } catch {
      setState('error')
    } finally {
      busy.current = false
    }
  }

  useEffect(() => {
    const el = sentinel.current
    if (!el || !next || state !== 'idle' || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void more(), { rootMargin: '600px 0px' })
    io.observe(el)
    return () => io.disconnect()
  })

  const fresh = prepend.filter((p) => !removed.has(p._id))
  const freshIds = new Set(fresh.map((p) => p._id))
  const shown = [...fresh, ...items.filter((p) => !freshIds.has(p._id) && !removed.has(p._id))]
  const onDeleted = (id: string) => setRemoved((s) => new Set(s).add(id))

  if (shown.length === 0 && !next) return <>{empty}</>
  return (
    <section aria-label={label} aria-busy={state === 'loading'} className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" data-testid="post-list">
        {shown.map((p) => (
          <li key={p._id}>
            <PostCard post={p} onDeleted={onDeleted} />
          </li>
        ))}
      </ul>
      {state === 'loading' && (
        <div role="status" aria-label={t('cm.loading')} className="flex flex-col gap-4">
          <PostSkeleton />
        </div>
      )}
      {state === 'error' && (
        <ErrorState title={t('cm.load_error')} body={t('cm.load_error_body')} retryLabel={t('cm.retry')} onRetry={() => void more()} />
      )}
      <div ref={sentinel}>
        {next && state === 'idle' && (
          <Button variant="secondary" className="w-full" onClick={() => void more()}>
            {t('cm.load_more')}
          </Button>
        )}
        {!next && shown.length > 0 && <p className="py-4 text-center text-sm text-neutral-600">{t('cm.end')}</p>}
      </div>
    </section>
  )
}
