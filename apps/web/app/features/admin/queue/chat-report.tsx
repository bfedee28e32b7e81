import type { TChatMessage, TChatReport, TChatReportDetail } from '@xinh/contracts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { StatusBadge } from '#web/ui/status-badge.tsx'

/** Who reported whom, why, in which shop's room, and the decision once made. */
export function ChatReportHeading({ report: r, waitingSince }: { report: TChatReport; waitingSince: string | null }) {
  const t = useAdminT()
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-neutral-900">
          {t('ad.chat_reports.who', {
            reporter: r.reporter.name,
            reporter_side: t(`ad.chat_reports.side.${r.reporter.side}`),
            reported: r.reported.name,
            reported_side: t(`ad.chat_reports.side.${r.reported.side}`),
          })}
        </p>
        <p className="text-sm text-neutral-700">
          {t(`ad.chat_reports.reason.${r.reason}`)} · {t('ad.chat_reports.shop', { shop: r.shop.name })}
        </p>
        {r.note && <p className="mt-1 whitespace-pre-wrap break-words text-sm text-neutral-900">{r.note}</p>}
        {r.decision_note && (
          <p className="mt-1 text-sm text-neutral-800">{t('ad.chat_reports.decision_note', { note: r.decision_note })}</p>
        )}
      </div>
      {waitingSince ? (
        <span className="text-sm text-neutral-700">{t('ad.q.waiting_since', { age: waitingSince })}</span>
      ) : (
        <StatusBadge tone={r.status === 'upheld' ? 'success' : r.status === 'dismissed' ? 'danger' : 'info'}>
          {r.decided_at
            ? t('ad.q.decided_by', {
                status: t(`ad.chat_reports.tab.${r.status}`),
                by: r.decided_by?.name ?? '—',
                at: formatDateTime(r.decided_at, t.lang),
              })
            : t(`ad.chat_reports.tab.${r.status}`)}
        </StatusBadge>
      )}
    </div>
  )
}

/** A message as plain text: its words, its picture, or which card it carried. */
function MessageBody({ message: m }: { message: TChatMessage }) {
  const t = useAdminT()
  if (m.type === 'image')
    return (
      <img
        src={m.content}
        alt={t('ad.chat_reports.image')}
        loading="lazy"
        className="mt-1 size-24 rounded-md bg-neutral-100 object-cover"
      />
    )
  if (m.card) {
    const label = 'name' in m.card ? m.card.name : 'code' in m.card ? m.card.code : m.content
    return (
      <p className="text-sm text-neutral-900">
        {t('ad.chat_reports.card', { kind: m.card.kind })}: {label}
      </p>
    )
  }
  return <p className="whitespace-pre-wrap break-words text-sm text-neutral-900">{m.content}</p>
}

/** The reported message in the list row. */
export function ReportedMessage({ message }: { message: TChatMessage }) {
  const t = useAdminT()
  return (
    <div className="mt-2 rounded-lg bg-neutral-50 p-3 ring-1 ring-neutral-200">
      <p className="text-xs font-medium text-neutral-700">{t('ad.chat_reports.reported_message')}</p>
      <MessageBody message={message} />
    </div>
  )
}

/** The room's latest messages, oldest first; the reported one marked, each side named. */
export function ChatTranscript({ report: r }: { report: TChatReportDetail }) {
  const t = useAdminT()
  if (r.context.length === 0) return <p className="text-sm text-neutral-700">{t('ad.chat_reports.no_messages')}</p>
  const nameOf = (m: TChatMessage) =>
    m.sender_id === r.reporter._id ? r.reporter.name : m.sender_id === r.reported._id ? r.reported.name : m.sender_side
  return (
    <ol className="flex flex-col gap-2" data-testid="chat-report-transcript">
      {r.context.map((m) => {
        const reported = m._id === r.message?._id
        return (
          <li
            key={m._id}
            className={`rounded-lg p-2 ${reported ? 'bg-red-50 ring-2 ring-red-700' : m.sender_id === r.reported._id ? 'bg-neutral-100' : 'bg-white ring-1 ring-neutral-200'}`}
            aria-current={reported ? 'true' : undefined}
          >
            <p className="text-xs text-neutral-700">
              <span className="font-semibold">{nameOf(m)}</span> · {formatDateTime(m.created_at, t.lang)}
              {reported && <span className="ml-1 font-semibold text-red-700">· {t('ad.chat_reports.reported_message')}</span>}
            </p>
            <MessageBody message={m} />
          </li>
        )
      })}
    </ol>
  )
}
