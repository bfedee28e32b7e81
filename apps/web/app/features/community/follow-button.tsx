import { Check, Plus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { communityApi, messageOf } from './api.ts'
import { useCT } from './t.ts'

/**
 * Follow / unfollow a user or a shop through the community API. Optimistic: the button and the
 * count change at once and go back if the server refuses. Visitors get the login modal.
 */
export function FollowToggle({
  target,
  following: initial,
  onCount,
  className = '',
}: {
  target: { type: 'user' | 'shop'; _id: string; name: string }
  following: boolean
  onCount?: (count: number | ((n: number) => number)) => void
  className?: string
}) {
  const t = useCT()
  const { user, api, openAuth } = useApp()
  const toast = useToast()
  const [following, setFollowing] = useState(initial)
  const [busy, setBusy] = useState(false)
  useEffect(() => setFollowing(initial), [initial])

  async function toggle() {
    if (!user || user.is_guest) return openAuth('login')
    const next = !following
    setFollowing(next)
    onCount?.((n) => Math.max(0, n + (next ? 1 : -1)))
    setBusy(true)
    try {
      const r = await communityApi(api).follow(target.type, target._id, next)
      setFollowing(r.following)
      onCount?.(r.follower_count)
      toast(t(r.following ? 'cm.followed_toast' : 'cm.unfollowed_toast', { name: target.name }), 'success')
    } catch (error) {
      setFollowing(!next)
      onCount?.((n) => Math.max(0, n + (next ? -1 : 1)))
      if (error instanceof ApiError && error.status === 401) openAuth('login')
      else toast(messageOf(error, t('common.network_error')), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={following}
      data-testid="follow-toggle"
      className={`inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold transition-colors disabled:opacity-80 ${following ? 'bg-white text-neutral-800 ring-1 ring-neutral-300 hover:bg-neutral-100' : 'bg-brand-600 text-white hover:bg-brand-700'} ${className}`}
    >
      {following ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
      {following ? t('cm.unfollow') : t('cm.follow')}
    </button>
  )
}
