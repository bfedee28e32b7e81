import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import { type FollowEntry, communityApi } from './api.ts'
import { useCT } from './t.ts'

/** A wall's followers or following (users and shops), page by page. */
export function FollowsDialog({
  userId,
  which,
  onClose,
}: {
  userId: string
  which: 'followers' | 'following' | null
  onClose: () => void
}) {
  const t = useCT()
  const { api } = useApp()
  const [items, setItems] = useState<FollowEntry[] | null>(null)
  const [page, setPage] = useState(1)
  const [total, setTotal] = useState(0)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')

  async function load(p: number) {
    if (!which) return
    setState('loading')
    try {
      const r = await communityApi(api).follows(userId, which, p)
      setItems((xs) => [...(p > 1 && xs ? xs : []), ...r.items])
      setTotal(r.meta?.total ?? r.items.length)
      setPage(p)
      setState('idle')
    } catch {
      setState('error')
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list each time the dialog opens on another list
  useEffect(() => {
    setItems(null)
    if (which) void load(1)
  }, [which, userId])

  const title = which === 'following' ? t('cm.following_title') : t('cm.followers_title')
  return (
    <Dialog open={which !== null} onOpenChange={(o) => !o && onClose()} title={title}>
      {state === 'error' ? (
        <ErrorState title={t('cm.load_error')} retryLabel={t('cm.retry')} onRetry={() => void load(items ? page + 1 : 1)} />
      ) : !items ? (
        <ListSkeleton rows={4} label={t('cm.list_loading')} />
      ) : items.length === 0 ? (
        <p className="text-sm text-neutral-700">{which === 'following' ? t('cm.list_empty_following') : t('cm.list_empty_followers')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <ul className="flex flex-col gap-1" data-testid="follows-list">
            {items.map((e) => (
              <li key={`${e.type}-${e._id}`}>
                <Link
                  to={e.type === 'shop' ? `/nguoi-ban/${e._id}` : `/tuong/${e._id}`}
                  onClick={onClose}
                  className="flex min-h-12 items-center gap-3 rounded-lg px-2 hover:bg-neutral-50"
                >
                  <ShopAvatar shop={{ name: e.name, avatar: e.avatar }} size={36} />
                  <span className="truncate font-medium">{e.name}</span>
                  {e.type === 'shop' && (
                    <span className="ml-auto rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">{t('cm.shop_badge')}</span>
                  )}
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
      )}
    </Dialog>
  )
}
