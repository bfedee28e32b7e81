import { ZAdminDashboard, ZEnvelope, ZQueueStats } from '@xinh/contracts'
import { adminOnly } from '#server/platform/admin-queue.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { AdminDashboardService } from './dashboard.service.ts'

/** docs/api/admin-queues.md: the dashboard and the queue counts (admin only). */
export async function adminDashboardRoutes(app: App, { service }: { service: AdminDashboardService }) {
  const tags = ['admin']
  app.get(
    '/api/v1/admin/dashboard',
    { preValidation: adminOnly, schema: { tags, response: { 200: ZEnvelope(ZAdminDashboard) } } },
    async (req) => ok(await service.dashboard({ actor: req.actor })),
  )
  app.get('/api/v1/admin/queues', { preValidation: adminOnly, schema: { tags, response: { 200: ZEnvelope(ZQueueStats) } } }, async (req) =>
    ok(await service.queueStats({ actor: req.actor })),
  )
}
