import { CheckCheck, PackageSearch, RotateCcw, Shirt, TicketPercent } from 'lucide-react'
import type { ReactNode } from 'react'
import { Cards, FollowUps } from './cards.tsx'
import { useAssistantT } from './i18n.tsx'
import { formatTime, imageSrc, isImageData } from './format.ts'
import type { ShownMessage } from './use-assistant.ts'
import { useWidget } from './widget-context.ts'

function Bubble({
  mine,
  time,
  seen,
  children,
  testId,
}: {
  mine: boolean
  time?: string
  seen?: boolean
  children: ReactNode
  testId: string
}) {
  const t = useAssistantT()
  return (
    <div className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-testid={testId}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line shadow-sm ${
          mine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-white text-neutral-900'
        }`}
      >
        {children}
      </div>
      {time && (
        <p className="mt-0.5 flex items-center gap-1 px-1 text-xs text-neutral-600">
          <time dateTime={time}>{formatTime(time)}</time>
          {mine && seen && (
            <>
              <CheckCheck aria-hidden className="size-3.5 text-brand-600" data-testid="assistant-seen" />
              <span className="sr-only">{t('asst.seen')}</span>
            </>
          )}
        </p>
      )}
    </div>
  )
}

/** `**bold**` is the only markup replies use (spec §7: the image label); the rest is plain text. */
function Text({ content }: { content: string }) {
  const parts = content.split(/\*\*(.+?)\*\*/g)
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
  return <>{parts.map((p, i) => (i % 2 ? <strong key={i}>{p}</strong> : p))}</>
}

function Message({ m }: { m: ShownMessage }) {
  const t = useAssistantT()
  const image = m.image ?? (isImageData(m.content) ? imageSrc(m.content) : null)
  return (
    <>
      <Bubble mine={m.isUser} time={m.timestamp} seen={m.seen} testId={m.isUser ? 'assistant-user-message' : 'assistant-reply'}>
        {image ? (
          <img src={image} alt={t('asst.your_image')} className="max-h-60 rounded-lg object-contain" />
        ) : (
          <Text content={m.content} />
        )}
      </Bubble>
      {!m.isUser && m.generated_image && (
        <figure className="max-w-[85%] overflow-hidden rounded-2xl bg-white shadow-sm" data-testid="assistant-generated-image">
          <img src={m.generated_image} alt={t('asst.tryon_result_alt')} className="w-full object-contain" />
          <figcaption className="px-3 py-1.5 text-xs font-semibold text-neutral-700">{t('asst.ai_preview')}</figcaption>
        </figure>
      )}
      {!m.isUser && m.ui && (
        <>
          <Cards message={m} />
          <FollowUps buttons={m.ui.follow_ups} />
        </>
      )}
    </>
  )
}

/** The greeting (the persona's), then every message with its cards and follow-ups. */
export function Conversation({ greeting }: { greeting: string }) {
  const { messages } = useWidget()
  return (
    <>
      <Bubble mine={false} testId="assistant-greeting">
        {greeting}
      </Bubble>
      {messages.map((m) => (
        <Message key={m.id} m={m} />
      ))}
    </>
  )
}

/** spec §2: before any message, four suggested actions. */
export function SuggestedActions() {
  const t = useAssistantT()
  const { send, waiting } = useWidget()
  const actions = [
    { key: 'search', icon: PackageSearch, label: t('asst.action_search'), action: { type: 'search' as const } },
    { key: 'vouchers', icon: TicketPercent, label: t('asst.action_vouchers'), action: { type: 'vouchers' as const } },
    { key: 'return_guide', icon: RotateCcw, label: t('asst.action_return'), action: { type: 'return_guide' as const } },
    { key: 'try_on', icon: Shirt, label: t('asst.action_tryon'), action: { type: 'try_on' as const } },
  ]
  return (
    <nav aria-label={t('asst.suggested')} className="grid grid-cols-2 gap-2" data-testid="assistant-suggested">
      {actions.map(({ key, icon: Icon, label, action }) => (
        <button
          key={key}
          type="button"
          disabled={waiting}
          onClick={() => void send({ message: label, action })}
          className="flex min-h-14 items-center gap-2 rounded-xl bg-white px-3 py-2 text-left text-sm font-medium shadow-sm ring-1 ring-neutral-200 hover:ring-brand-600 disabled:opacity-60"
          data-testid={`assistant-action-${key}`}
        >
          <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
          {label}
        </button>
      ))}
    </nav>
  )
}
