import { ZAddHoliday, ZEnvelope, ZHoliday, ZHolidayParams, ZHolidaysQuery, ZOk } from '@xinh/contracts'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { CalendarService } from './calendar.service.ts'

/** The holiday calendar, for the admin console (admins only; who asks is checked before what). */
export async function calendarRoutes(app: App, { service }: { service: CalendarService }) {
  const adminOnly = async (req: { actor: Parameters<typeof requireRole>[0] }) => void requireRole(req.actor, 'admin')

  app.get(
    '/api/v1/admin/holidays',
    { preValidation: adminOnly, schema: { tags: ['admin'], querystring: ZHolidaysQuery, response: { 200: ZEnvelope(z.array(ZHoliday)) } } },
    async (req) => ok(await service.listHolidays({ actor: req.actor, year: req.query.year })),
  )
  app.post(
    '/api/v1/admin/holidays',
    { preValidation: adminOnly, schema: { tags: ['admin'], body: ZAddHoliday, response: { 201: ZEnvelope(ZHoliday) } } },
    async (req, reply) => reply.status(201).send(ok(await service.addHoliday({ actor: req.actor, ...req.body }))),
  )
  app.delete(
    '/api/v1/admin/holidays/:date',
    { preValidation: adminOnly, schema: { tags: ['admin'], params: ZHolidayParams, response: { 200: ZOk } } },
    async (req) => {
      await service.removeHoliday({ actor: req.actor, date: req.params.date })
      return ok({ ok: true as const })
    },
  )
}
