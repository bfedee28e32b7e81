import type { GroupBuyMemberStatus, GroupBuyRoomStatus } from '@xinh/contracts'
import { Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { MessageKey } from '#web/lib/i18n/index.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'

const ROOM_TONE: Record<GroupBuyRoomStatus, Tone> = { open: 'info', succeeded: 'success', failed: 'danger' }
export const MEMBER_LABEL: Record<GroupBuyMemberStatus, MessageKey> = {
  paid: 'gb.member_paid',
  pending: 'gb.member_pending',
  cancelled: 'gb.member_cancelled',
  left: 'gb.member_left',
}

export function RoomStatus({ status }: { status: GroupBuyRoomStatus }) {
  const t = useT()
  return <StatusBadge tone={ROOM_TONE[status]}>{t(`gb.status_${status}`)}</StatusBadge>
}

const two = (n: number) => String(n).padStart(2, '0')

/** Time left to the deadline, ticking each second once in the browser (the server renders the first value). */
export function Countdown({ until }: { until: string }) {
  const t = useT()
  const end = new Date(until).getTime()
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const left = Math.max(0, end - (now ?? end))
  if (now !== null && left === 0) return <p className="text-sm font-semibold text-red-700">{t('gb.time_over')}</p>
  const days = Math.floor(left / 86_400_000)
  const h = Math.floor((left % 86_400_000) / 3_600_000)
  const m = Math.floor((left % 3_600_000) / 60_000)
  const s = Math.floor((left % 60_000) / 1000)
  return (
    <p className="flex items-baseline gap-2 text-sm">
      <span className="text-neutral-600">{t('gb.time_left')}</span>
      <time dateTime={until} className="font-mono text-lg font-semibold text-brand-700" data-testid="group-buy-countdown">
        {now === null ? '--:--:--' : `${days > 0 ? `${days}d ` : ''}${two(h)}:${two(m)}:${two(s)}`}
      </time>
    </p>
  )
}

/** The phone's share sheet where there is one, else the link copied to the clipboard. */
export function ShareRoom({ path, text }: { path: string; text: string }) {
  const t = useT()
  const toast = useToast()
  async function share() {
    const url = new URL(path, window.location.origin).toString()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, text })
        return
      } catch {
        // dismissed, or not allowed here: fall back to the clipboard
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast(t('gb.copied'), 'success', { key: 'group-buy-share' })
    } catch {
      toast(t('gb.copy_failed'), 'error', { key: 'group-buy-share' })
    }
  }
  return (
    <Button type="button" variant="secondary" onClick={() => void share()} data-testid="group-buy-share">
      <Share2 aria-hidden className="size-4" />
      {t('gb.share')}
    </Button>
  )
}
