import { ZEnvelope, ZReport, ZReportQuery } from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import { type ReportsService, XLSX_MIME } from './reports.service.ts'

/** `/api/v1/admin/reports` (docs/api/admin-content.md); the role is checked before the query. */
export async function reportsRoutes(app: App, { service }: { service: ReportsService }) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  app.get(
    '/api/v1/admin/reports',
    { preValidation: adminOnly, schema: { tags: ['admin'], querystring: ZReportQuery, response: { 200: ZEnvelope(ZReport) } } },
    async (req) => ok(await service.report({ actor: req.actor, query: req.query })),
  )
  app.get(
    '/api/v1/admin/reports/export',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        querystring: ZReportQuery,
        produces: [XLSX_MIME],
        response: { 200: z.any().describe('The .xlsx workbook') },
      },
    },
    async (req, reply) => {
      const { data, fileName } = await service.workbook({ actor: req.actor, query: req.query })
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )
}
