import { useEffect, useRef } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { track, whenIdle } from './track.ts'

/**
 * Hands the tracking client's loader to `track.ts` (a lazy chunk, loaded when the page is idle and
 * has something to track: rendering never waits for it), and turns sign-in and sign-out into the
 * session's Login and Logout events.
 */
export function TrackingBoot() {
  const { user, lang, country, bases } = useApp()
  const userId = user?._id ?? null
  // read when each session starts: the language or the user may change while the page lives
  const now = useRef({ userId, lang, country, base: bases.commerce })
  now.current = { userId, lang, country, base: bases.commerce }
  const previous = useRef<string | null | undefined>(undefined)

  useEffect(() => whenIdle(() => void import('./tracking-client.ts').then((m) => m.startTracking(() => now.current))), [])

  useEffect(() => {
    const before = previous.current
    previous.current = userId
    if (before === undefined) return
    if (!before && userId) track('Login')
    else if (before && !userId) track('Logout')
  }, [userId])
  return null
}
