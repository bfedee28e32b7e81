import {
  NOTIFICATION_API as P,
  ZCreatePushToken,
  ZEnvelope,
  ZNotificationLanguage,
  ZNotificationListQuery,
  ZNotificationMaskRead,
  ZNotificationPage,
  ZNotificationPreferences,
  ZNotificationReadAll,
  ZNotificationReadResult,
  ZNotificationUnreadCount,
  ZNotificationUnreadQuery,
  ZPushTokenRemoved,
  ZPushTokenSaved,
  ZRemovePushToken,
  ZUpdateNotificationPreferences,
  ZVapidPublicKey,
} from '@xinh/contracts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { NotificationsService } from './notifications.service.ts'

const tags = ['notifications']
// a guest checkout's orders notify too: a guest session may read its notifications and subscribe
const member = { access: 'member' as const }

/** Spec §7 Notifications (docs/api/notifications.md); the caller only ever sees their own. */
export async function notificationsRoutes(app: App, { service }: { service: NotificationsService }) {
  const idsOf = (body: { id?: string; ids?: string[] }) => [...(body.ids ?? []), ...(body.id ? [body.id] : [])]

  app.get(
    P.list,
    { schema: { tags, querystring: ZNotificationListQuery, response: { 200: ZNotificationPage } }, config: member },
    async (req) => ({
      success: true as const,
      ...(await service.list({ actor: req.actor, query: req.query, audience: 'BUYER' })),
    }),
  )
  app.get(
    P.unreadCount,
    { schema: { tags, querystring: ZNotificationUnreadQuery, response: { 200: ZEnvelope(ZNotificationUnreadCount) } } },
    async (req) => ok(await service.unreadCount({ actor: req.actor, audience: req.query.audience })),
  )
  app.put(
    P.buyerMaskRead,
    { schema: { tags, body: ZNotificationMaskRead, response: { 200: ZEnvelope(ZNotificationReadResult) } } },
    async (req) => ok(await service.markRead({ actor: req.actor, ids: idsOf(req.body), audience: 'BUYER' })),
  )
  app.put(P.buyerMaskReadAll, { schema: { tags, response: { 200: ZEnvelope(ZNotificationReadResult) } } }, async (req) =>
    ok(await service.readAll({ actor: req.actor, filter: { audience: 'BUYER' } })),
  )

  app.get(
    P.getAll,
    { schema: { tags, querystring: ZNotificationListQuery, response: { 200: ZNotificationPage } }, config: member },
    async (req) => ({ success: true as const, ...(await service.list({ actor: req.actor, query: req.query })) }),
  )
  app.put(
    P.maskRead,
    { schema: { tags, body: ZNotificationMaskRead, response: { 200: ZEnvelope(ZNotificationReadResult) } }, config: member },
    async (req) => ok(await service.markRead({ actor: req.actor, ids: idsOf(req.body) })),
  )
  app.put(
    P.readAll,
    { schema: { tags, body: ZNotificationReadAll.nullish(), response: { 200: ZEnvelope(ZNotificationReadResult) } }, config: member },
    async (req) => ok(await service.readAll({ actor: req.actor, filter: req.body ?? {} })),
  )

  app.post(
    P.createPushToken,
    { schema: { tags, body: ZCreatePushToken, response: { 200: ZEnvelope(ZPushTokenSaved) } }, config: member },
    async (req) => ok(await service.savePushToken({ actor: req.actor, input: req.body, lang: req.lang })),
  )
  app.post(
    P.removePushToken,
    { schema: { tags, body: ZRemovePushToken, response: { 200: ZEnvelope(ZPushTokenRemoved) } }, config: member },
    async (req) => ok(await service.removePushToken({ actor: req.actor, deviceId: req.body.deviceId })),
  )
  app.get(P.vapidPublicKey, { schema: { tags, response: { 200: ZEnvelope(ZVapidPublicKey) } } }, async () => ok(service.vapidPublicKey()))

  app.get(P.preferences, { schema: { tags, response: { 200: ZEnvelope(ZNotificationPreferences) } }, config: member }, async (req) =>
    ok(await service.getPreferences({ actor: req.actor })),
  )
  app.put(
    P.preferences,
    { schema: { tags, body: ZUpdateNotificationPreferences, response: { 200: ZEnvelope(ZNotificationPreferences) } }, config: member },
    async (req) => ok(await service.updatePreferences({ actor: req.actor, input: req.body })),
  )
  app.put(
    P.language,
    { schema: { tags, body: ZNotificationLanguage, response: { 200: ZEnvelope(ZNotificationLanguage) } }, config: member },
    async (req) => ok(await service.setLanguage({ actor: req.actor, language: req.body.language })),
  )
}
