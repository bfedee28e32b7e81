import {
  NOTIFICATION_API,
  type NotificationAudience,
  type NotificationType,
  type TNotification,
  type TNotificationPreferences,
  type TNotificationReadResult,
  type TNotificationUnread,
  type TNotificationUnreadCount,
  type TUpdateNotificationPreferences,
} from '@xinh/contracts'
import type { ApiClient } from '#web/lib/api.ts'
import { setUnread } from './unread-store.ts'

export type NotificationPage = {
  items: TNotification[]
  meta: { page: number; limit: number; total: number; unread: TNotificationUnread }
}

/** The browser's calls to the notifications API (docs/api/notifications.md); every answer with counts updates the bell. */
export async function listNotifications(
  api: ApiClient,
  query: { audience: NotificationAudience; page?: number; limit?: number; type?: NotificationType; is_read?: boolean },
): Promise<NotificationPage> {
  const params = new URLSearchParams({ audience: query.audience, page: String(query.page ?? 1), limit: String(query.limit ?? 20) })
  if (query.type) params.set('type', query.type)
  if (query.is_read !== undefined) params.set('is_read', String(query.is_read))
  const res = await api.request<TNotification[]>('GET', `${NOTIFICATION_API.getAll}?${params}`)
  const meta = res.meta as NotificationPage['meta']
  if (meta?.unread) setUnread(meta.unread)
  return { items: res.data, meta }
}

export async function fetchUnread(api: ApiClient): Promise<TNotificationUnread> {
  const res = await api.get<TNotificationUnreadCount>(NOTIFICATION_API.unreadCount)
  const unread = { buyer: res.buyer, seller: res.seller }
  setUnread(unread)
  return unread
}

export async function markRead(api: ApiClient, ids: string[]) {
  const res = await api.put<TNotificationReadResult>(NOTIFICATION_API.maskRead, { ids })
  setUnread(res.unread)
  return res
}

export async function markAllRead(api: ApiClient, audience: NotificationAudience, type?: NotificationType) {
  const res = await api.put<TNotificationReadResult>(NOTIFICATION_API.readAll, type ? { audience, type } : { audience })
  setUnread(res.unread)
  return res
}

export const getPreferences = (api: ApiClient) => api.get<TNotificationPreferences>(NOTIFICATION_API.preferences)

export const updatePreferences = (api: ApiClient, body: TUpdateNotificationPreferences) =>
  api.put<TNotificationPreferences>(NOTIFICATION_API.preferences, body)
