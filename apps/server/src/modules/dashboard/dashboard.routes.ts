import { ZDashboard, ZDashboardQuery, ZEnvelope, ZSellerTodo } from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { DashboardService } from './dashboard.service.ts'
import { XLSX_MIME } from './dashboard.report.ts'

/** docs/api/seller-dashboard.md: the dashboard, the to-do counts and the sales report (owner of an approved shop). */
export async function dashboardRoutes(app: App, { service }: { service: DashboardService }) {
  const tags = ['seller-dashboard']
  app.get(
    '/api/v1/seller/dashboard',
    { schema: { tags, querystring: ZDashboardQuery, response: { 200: ZEnvelope(ZDashboard) } } },
    async (req) => ok(await service.overview({ actor: req.actor, query: req.query })),
  )
  app.get('/api/v1/seller/dashboard/todo', { schema: { tags, response: { 200: ZEnvelope(ZSellerTodo) } } }, async (req) =>
    ok(await service.todo({ actor: req.actor })),
  )
  app.get(
    '/api/v1/seller/dashboard/report',
    {
      schema: {
        tags,
        querystring: ZDashboardQuery,
        produces: [XLSX_MIME],
        response: { 200: z.any().describe('The sales report (.xlsx): summary, chart points, products sold, orders') },
      },
    },
    async (req, reply) => {
      const { data, fileName } = await service.report({ actor: req.actor, query: req.query, lang: req.lang })
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )
}
