import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helpers.ts'

let t: TestApp | undefined
afterAll(async () => {
  await t?.close()
})

describe('background jobs (pg-boss)', () => {
  it(`start, send and process a job on this engine (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    t = await createTestApp({ JOBS_ENABLED: 'true' })
    const seen: Array<{ n: number }> = []
    let done!: () => void
    const processed = new Promise<void>((resolve) => {
      done = resolve
    })
    t.jobs.define<{ n: number }>({
      name: 'test-echo',
      retryLimit: 0,
      handler: async (data) => {
        seen.push(data)
        done()
      },
    })
    await t.jobs.start()
    const id = await t.jobs.send('test-echo', { n: 42 })
    expect(id).toEqual(expect.any(String))
    await processed
    expect(seen).toEqual([{ n: 42 }])
    // every queue wakes its workers when a job lands (LISTEN/NOTIFY), the poll being only a backstop
    const queues = await t.database.query<{ name: string; notify: boolean }>(
      `SELECT name, notify FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%'`, // pg-boss's own cron queue aside
    )
    expect(queues.length).toBeGreaterThan(10)
    expect(queues.filter((q) => !q.notify)).toEqual([])
    // the recurring purge the app defines is scheduled once
    const schedules = await t.database.query<{ name: string; cron: string }>('SELECT name, cron FROM pgboss.schedule')
    expect(schedules).toContainEqual(expect.objectContaining({ name: 'identity-purge-deletions', cron: '*/15 * * * *' }))
    await t.jobs.stop()
  })

  it('JOBS_UNSCHEDULED leaves those recurring jobs out of the schedule; their queues still run', async () => {
    const app = await createTestApp({ JOBS_ENABLED: 'true', JOBS_UNSCHEDULED: 'ledger-payout, chat-seller-inactivity' })
    try {
      await app.jobs.start()
      const names = (await app.database.query<{ name: string }>('SELECT name FROM pgboss.schedule')).map((r) => r.name)
      expect(names).toContain('ledger-release')
      expect(names).not.toContain('ledger-payout')
      expect(names).not.toContain('chat-seller-inactivity')
      expect(await app.jobs.send('ledger-payout', {})).toEqual(expect.any(String))
    } finally {
      await app.jobs.stop()
      await app.close()
    }
  })

  it('runNow runs a handler directly; send before start is an error', async () => {
    const app = await createTestApp()
    let ran = 0
    app.jobs.define({ name: 'direct', handler: async () => void ran++ })
    await app.jobs.runNow('direct', {})
    expect(ran).toBe(1)
    await expect(app.jobs.send('direct', {})).rejects.toThrow(/not started/)
    await expect(app.jobs.runNow('missing', {})).rejects.toThrow(/unknown job/)
    await app.close()
  })
})
