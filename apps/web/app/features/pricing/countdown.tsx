import { useEffect, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Time left until `to`, ticking every second. The server (and the first render in the browser)
 * print the date itself, so the page hydrates without a mismatch; the ticking starts once the
 * page is live. Screen readers get the label and the date, not a value changing every second.
 */
export function Countdown({ to, label, fallback }: { to: string; label: string; fallback: string }) {
  const t = useT()
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  const left = now === null ? null : Math.max(0, Date.parse(to) - now)
  if (left === null) return <span className="text-sm text-neutral-700">{fallback}</span>
  const s = Math.floor(left / 1000)
  const days = Math.floor(s / 86_400)
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-sm text-neutral-700">
      <span className="sr-only">{fallback}</span>
      <span aria-hidden>{label}</span>
      <span aria-hidden className="flex items-center gap-1 font-mono font-semibold tabular-nums">
        {days > 0 && <span className="rounded bg-neutral-900 px-1.5 py-0.5 text-white">{t('promotions.days', { count: days })}</span>}
        {[Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60].map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hours, minutes, seconds in a fixed order
          <span key={i} className="rounded bg-neutral-900 px-1.5 py-0.5 text-white">
            {pad(n)}
          </span>
        ))}
      </span>
    </span>
  )
}
