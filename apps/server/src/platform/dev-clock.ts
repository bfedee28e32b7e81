import { z } from 'zod'
import { requireRole } from './auth/actor.ts'
import { AppError } from './errors.ts'
import { ok } from './http.ts'
import type { App } from './server.ts'

/** A moment to run a job at: an ISO time, or this many days from now. */
const ZDevClockBody = z.union([
  z.strictObject({ now: z.iso.datetime({ offset: true }) }),
  z.strictObject({ days: z.number().int().min(0).max(400) }),
])

/**
 * The browser journeys' moved clock (issue 18): runs a time-driven job as if it were another
 * moment — `POST /dev-gateway/clock/{job}` with `{ now }` or `{ days }` — e.g. the affiliate
 * release (the ledger's release, then the commissions it freed) once the return window has
 * passed. Mounted only where the carrier simulator is (development, e2e); an admin only in
 * production mode. The jobs themselves take `now` (their tests drive it the same way).
 */
export async function devClockRoutes(
  app: App,
  { production, jobs }: { production: boolean; jobs: Record<string, (now: Date) => Promise<unknown>> },
) {
  app.post<{ Params: { job: string } }>('/dev-gateway/clock/:job', { schema: { hide: true, body: ZDevClockBody } }, async (req) => {
    if (production) requireRole(req.actor, 'admin')
    const run = Object.hasOwn(jobs, req.params.job) ? jobs[req.params.job] : undefined
    if (!run) throw new AppError('NOT_FOUND')
    const body = req.body as z.infer<typeof ZDevClockBody>
    const now = 'now' in body ? new Date(body.now) : new Date(Date.now() + body.days * 86_400_000)
    return ok({ job: req.params.job, now: now.toISOString(), result: await run(now) })
  })
}
