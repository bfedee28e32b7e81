import type { TDecidedBy } from '@xinh/contracts'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type AdminKey, useAdminT } from '#web/features/admin/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'

/** The queue pattern's detail pieces: the way back to the list (filters kept by the browser's history), sections, history. */
export function BackLink({ to }: { to: string }) {
  const t = useAdminT()
  return (
    <Link to={to} className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-neutral-700 hover:text-brand-700">
      <ArrowLeft aria-hidden className="size-4" />
      {t('ad.q.back')}
    </Link>
  )
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-neutral-200 bg-white p-4">
      <h2 className="mb-3 font-semibold text-neutral-900">{title}</h2>
      {children}
    </section>
  )
}

export function HistoryList({ entries }: { entries: Array<{ label: string; by?: string | null; reason?: string | null; at: string }> }) {
  const t = useAdminT()
  return (
    <ol className="flex flex-col gap-2 border-l-2 border-neutral-200 pl-3 text-sm">
      {entries.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id and never reorder
        <li key={i}>
          <p className="font-medium text-neutral-900">
            {e.label}
            {e.by ? ` · ${e.by}` : ''}
          </p>
          <p className="text-xs text-neutral-700">{formatDateTime(e.at, t.lang)}</p>
          {e.reason && <p className="text-neutral-800">{e.reason}</p>}
        </li>
      ))}
    </ol>
  )
}

/** Who decided a queue item, when, and the reason given (a decided item's detail page). */
export function DecidedLine({ decided, reason }: { decided: TDecidedBy | null; reason?: string | null }) {
  const t = useAdminT()
  if (!decided?.decided_at) return null
  return (
    <p className="mb-3 text-sm text-neutral-700" data-testid="decided-line">
      {t('ad.q.decided_by', {
        status: t(`ad.q.status.${decided.status}` as AdminKey),
        by: decided.decided_by?.name ?? '—',
        at: formatDateTime(decided.decided_at, t.lang),
      })}
      {reason ? ` — ${reason}` : ''}
    </p>
  )
}
