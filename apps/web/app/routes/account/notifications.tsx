import { useLoaderData } from 'react-router'
import type { NotificationPageKey } from '#web/features/notifications/i18n.ts'
import { NotificationList } from '#web/features/notifications/notification-list.tsx'
import { I18nArea, useAreaT } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/notifications.ts'
import type { loader as notificationsLoader } from './notifications.server.ts'

export { loader } from './notifications.server.ts'

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.messages['notify.page.meta_title'] ?? 'Xinh' },
  { name: 'robots', content: 'noindex' },
]

function Page() {
  const t = useAreaT<NotificationPageKey>()
  return <NotificationList audience="BUYER" title={t('notify.page.title')} />
}

/** spec §2 account area "notifications": the buyer's notifications, by type, live. */
export default function NotificationsPage() {
  const { messages } = useLoaderData<typeof notificationsLoader>()
  return (
    <I18nArea messages={messages}>
      <Page />
    </I18nArea>
  )
}
