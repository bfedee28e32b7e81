import type { TNotification } from '@xinh/contracts'
import { Link } from 'react-router'
import { formatDateTime } from '#web/lib/dates.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { TypeIcon } from './type-icon.tsx'

/**
 * One notification: picture or type icon, title, body (plain text, never HTML), time, an unread
 * mark. It links to its target (`link`); opening it marks it read (`onOpen`).
 */
export function NotificationItem({
  item,
  onOpen,
  compact = false,
}: {
  item: TNotification
  onOpen: (item: TNotification) => void
  compact?: boolean
}) {
  const t = useT()
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-brand-700">
        {item.image ? (
          <img src={item.image} alt="" width={40} height={40} loading="lazy" className="size-10 object-cover" />
        ) : (
          <TypeIcon type={item.type} />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={`text-sm break-words ${item.is_read ? 'font-medium text-neutral-800' : 'font-semibold text-neutral-950'}`}>
          {item.title}
        </span>
        <span className={`text-sm break-words text-neutral-700 ${compact ? 'line-clamp-2' : ''}`}>{item.body}</span>
        <time dateTime={item.created_at} className="text-xs text-neutral-600">
          {formatDateTime(item.created_at, t.lang)}
        </time>
      </span>
      {!item.is_read && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">{t('notify.unread')}</span>
        </span>
      )}
    </>
  )
  const cls = `flex w-full items-start gap-3 rounded-lg p-2 text-left ${item.is_read ? '' : 'bg-brand-50/60'} hover:bg-neutral-100 focus-visible:bg-neutral-100`
  return item.link ? (
    <Link
      to={item.link}
      className={cls}
      onClick={() => onOpen(item)}
      data-testid="notification-item"
      data-unread={!item.is_read || undefined}
    >
      {body}
    </Link>
  ) : (
    <button
      type="button"
      className={cls}
      onClick={() => onOpen(item)}
      data-testid="notification-item"
      data-unread={!item.is_read || undefined}
    >
      {body}
    </button>
  )
}
