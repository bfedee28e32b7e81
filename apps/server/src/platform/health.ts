import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { MIGRATIONS_DIR, type Database } from './db/client.ts'
import type { App } from './server.ts'

const journalSize = () =>
  (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length

/** /healthz: the process is up. /readyz: the database answers and every migration is applied. */
export async function healthRoutes(app: App, { database }: { database: Database }) {
  const expected = journalSize()
  // pid: which process answered (WORKERS=N, or several processes behind a load balancer)
  app.get('/healthz', { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok'), pid: z.number() }) } } }, async () => ({
    status: 'ok' as const,
    pid: process.pid,
  }))
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
      const applied = Number(rows[0]?.n ?? 0)
      const ready = applied >= expected
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'migrations pending', engine: database.engine, migrations: { applied, expected } })
    } catch {
      return reply.status(503).send({ status: 'database unreachable', engine: database.engine })
    }
  })
}
