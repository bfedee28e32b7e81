import { communityBlockPath, type TUserBlockState } from '@xinh/contracts'
import { useEffect, useState } from 'react'
import { BlockButton } from '#web/features/community-safety/block-button.tsx'
import { useApp } from '#web/lib/app-context.tsx'

/**
 * The wall's block / unblock entry (issue 16): only for a signed-in visitor on someone else's
 * wall. The state is read after hydration, so the cached-per-person wall HTML stays the same.
 */
export function WallBlock({ userId, userName }: { userId: string; userName: string }) {
  const { api, user } = useApp()
  const [state, setState] = useState<TUserBlockState | null>(null)
  useEffect(() => {
    if (!user) return
    let live = true
    api
      .get<TUserBlockState>(communityBlockPath(userId))
      .then((s) => live && setState(s))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, user, userId])
  if (!user || !state) return null
  return <BlockButton userId={userId} userName={userName} blocked={state.blocked_by_me} onChange={setState} />
}
