export { notificationsRoutes } from './notifications.routes.ts'
export { createNotificationsService, type NotificationsService } from './notifications.service.ts'
export {
  enqueueNotification,
  enqueueBroadcast,
  type NotificationInput,
  type BroadcastInput,
} from './notifications.enqueue.ts'
export type { EmailRenderer, RenderedMail, Recipient } from './notifications.dispatch.ts'
export type { NotificationParams, NotificationTarget } from './notifications.templates.ts'
export { notifications as notificationsTable } from './notifications.tables.ts'
export { vapidSubjectOf } from './push.ts'
export { renderNotification, targetOf, typeOfEvent } from './notifications.templates.ts'
export { chatNotificationEvents } from './chat-events.ts'
export { communityNotificationEvents, type CommunityNotificationDeps } from './community-events.ts'
