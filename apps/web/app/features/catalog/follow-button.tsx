import { Check, Plus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { track } from '#web/features/tracking/track.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'

/**
 * Follow / unfollow a shop (optimistic, rolled back on error). Anonymous visitors (and guests)
 * get the login modal; after they log in the page's loaders run again and bring the real state.
 */
export function FollowButton({
  shop,
  following: initial,
  onCount,
  className = '',
}: {
  shop: { _id: string; name: string }
  following: boolean
  onCount?: (count: number) => void
  className?: string
}) {
  const { user, api, openAuth } = useApp()
  const t = useT()
  const toast = useToast()
  const [following, setFollowing] = useState(initial)
  const [busy, setBusy] = useState(false)
  useEffect(() => setFollowing(initial), [initial])

  async function toggle() {
    if (!user || user.is_guest) return openAuth('login')
    // optimistic: the button turns at once and turns back if the server refuses
    const before = following
    setFollowing(!before)
    setBusy(true)
    try {
      const res = await api.post<{ following: boolean; follower_count: number }>(`/api/v1/mobile/shops/${shop._id}/follow`)
      setFollowing(res.following)
      onCount?.(res.follower_count)
      // trackwire (issue 18): a follow (an unfollow is no spec event)
      if (res.following) track('FollowShop', { object_id: shop._id })
      toast(t(res.following ? 'shop.followed' : 'shop.unfollowed', { name: shop.name }), 'success')
    } catch (error) {
      setFollowing(before)
      if (error instanceof ApiError && error.status === 401) openAuth('login')
      else toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      data-testid="follow-button"
      className={`inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold transition-colors disabled:opacity-60 ${following ? 'bg-white text-neutral-800 ring-1 ring-neutral-300 hover:bg-neutral-100' : 'bg-brand-600 text-white hover:bg-brand-700'} ${className}`}
    >
      {following ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
      {following ? t('shop.following') : t('shop.follow')}
    </button>
  )
}
