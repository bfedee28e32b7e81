import { ZAuditPage, ZAuditQuery, ZEnvelope } from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import { type AuditService, XLSX_MIME } from './audit.service.ts'

/**
 * `/api/v1/admin/audit`: the trail of admin actions, filtered, newest first with a cursor, and
 * the same filters as an Excel workbook. The role is checked before the query (preValidation).
 */
export async function auditRoutes(app: App, { service }: { service: AuditService }) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')

  app.get(
    '/api/v1/admin/audit',
    { preValidation: adminOnly, schema: { tags: ['admin'], querystring: ZAuditQuery, response: { 200: ZEnvelope(ZAuditPage) } } },
    async (req) => ok(await service.list({ actor: req.actor, query: req.query })),
  )

  app.get(
    '/api/v1/admin/audit/export',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        querystring: ZAuditQuery,
        produces: [XLSX_MIME],
        response: { 200: z.any().describe('The .xlsx workbook of the filtered rows (newest first)') },
      },
    },
    async (req, reply) => {
      const { data, fileName } = await service.exportXlsx({ actor: req.actor, query: req.query })
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(data)
    },
  )
}
