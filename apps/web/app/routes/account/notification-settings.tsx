import { useLoaderData } from 'react-router'
import { NotificationPreferences } from '#web/features/notifications/preferences.tsx'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/notification-settings.ts'
import type { loader as settingsLoader } from './notifications.server.ts'

export { loader } from './notifications.server.ts'

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.messages['notify.prefs.meta_title'] ?? 'Xinh' },
  { name: 'robots', content: 'noindex' },
]

/** `/trang-ca-nhan/thong-bao/cai-dat`: which notifications arrive, per type and channel (in-app, push, e-mail). */
export default function NotificationSettingsPage() {
  const { messages } = useLoaderData<typeof settingsLoader>()
  return (
    <I18nArea messages={messages}>
      <NotificationPreferences />
    </I18nArea>
  )
}
