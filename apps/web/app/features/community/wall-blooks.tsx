import { BookOpen } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { imageSources } from '#web/ui/image.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { useCT } from './t.ts'

/**
 * The fields of a blook summary this tab shows (the blog part's `TBlookSummary`, spec §7
 * `GET /web/bbook-template/bbook-user/{id}`; kept local so the tab does not depend on that part
 * being merged first).
 */
type BlookCard = { _id: string; title: string; cover: string; url: string; page_count: number; sub_category?: { name: string } }

/**
 * A wall's blooks, read in the browser page by page. Until the blooks API is deployed the call
 * answers 404, and the tab says what blooks are and where to see them.
 */
export function WallBlooks({ userId }: { userId: string }) {
  const t = useCT()
  const { api } = useApp()
  const [items, setItems] = useState<BlookCard[] | null>(null)
  const [page, setPage] = useState(1)
  const [total, setTotal] = useState(0)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('loading')

  const load = useCallback(
    async (p: number) => {
      setState('loading')
      try {
        const r = await api.request<BlookCard[]>('GET', `/community/v1/web/bbook-template/bbook-user/${userId}?page=${p}`)
        setItems((xs) => [...(p > 1 && xs ? xs : []), ...r.data])
        setTotal(r.meta?.total ?? r.data.length)
        setPage(p)
        setState('idle')
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          setItems([])
          setState('idle')
        } else setState('error')
      }
    },
    [api, userId],
  )
  useEffect(() => {
    void load(1)
  }, [load])

  if (state === 'error')
    return (
      <ErrorState
        title={t('cm.load_error')}
        body={t('cm.load_error_body')}
        retryLabel={t('cm.retry')}
        onRetry={() => void load(items ? page + 1 : 1)}
      />
    )
  if (!items)
    return (
      <div role="status" aria-busy="true" aria-label={t('cm.loading')} className="grid grid-cols-2 gap-3">
        <Skeleton className="aspect-[3/4] rounded-xl" />
        <Skeleton className="aspect-[3/4] rounded-xl" />
      </div>
    )
  if (items.length === 0)
    return (
      <EmptyState
        icon={BookOpen}
        title={t('cm.blooks_empty')}
        body={t('cm.blooks_empty_body')}
        action={
          // a document navigation: the blooks screens are another part's routes
          <a href="/blook" className="font-semibold text-brand-700 hover:underline">
            {t('cm.blooks_go')}
          </a>
        }
      />
    )
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="wall-blooks">
        {items.map((b) => (
          <li key={b._id}>
            <Link
              to={b.url.startsWith('/') ? b.url : '/blook'}
              className="block overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200 hover:ring-brand-600"
            >
              <span className="block aspect-[3/4] bg-neutral-100">
                <img
                  {...imageSources(b.cover, '(min-width: 640px) 200px, 50vw')}
                  alt=""
                  loading="lazy"
                  width={300}
                  height={400}
                  className="size-full object-cover"
                />
              </span>
              <span className="flex flex-col gap-0.5 p-2">
                <span className="line-clamp-2 text-sm font-semibold">{b.title}</span>
                {b.sub_category && <span className="text-xs text-neutral-600">{b.sub_category.name}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {items.length < total && (
        <Button variant="secondary" loading={state === 'loading'} onClick={() => void load(page + 1)}>
          {t('cm.list_more')}
        </Button>
      )}
    </div>
  )
}
