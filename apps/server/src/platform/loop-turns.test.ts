import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Config } from './config.ts'
import { createLoopTurns, loopTurns } from './loop-turns.ts'

/** Synchronous work, as a request on PGlite does it: nothing yields until it is done. */
const busy = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('loop turns', () => {
  it('lets the loop turn once a turn has spent its budget, and serves the waiting first come, first served', async () => {
    const turns = createLoopTurns(5)
    const order: string[] = []
    // requests read from sockets one after another in one poll phase, each working at once when let in
    const request = (name: string) => {
      const work = () => {
        order.push(name)
        busy(8)
      }
      const wait = turns.enter()
      if (!wait) return work()
      return wait.then(work)
    }
    const done = Promise.all(['a', 'b', 'c', 'd'].map(request))
    // what the next turn of the loop would do (a timer; accepting a connection happens in the same turn)
    setTimeout(() => order.push('next turn'), 0)
    expect(turns.waiting).toBe(3)
    await done
    expect(order.filter((x) => x !== 'next turn')).toEqual(['a', 'b', 'c', 'd'])
    // without the budget all four would run before the loop turned
    const turnedAt = order.indexOf('next turn')
    expect(turnedAt).toBeGreaterThan(0)
    expect(turnedAt).toBeLessThan(order.indexOf('d'))
    expect(turns.waiting).toBe(0)
  })

  it('lets cheap requests in at once, all in the same turn', async () => {
    const turns = createLoopTurns(50)
    const waits = Array.from({ length: 20 }, () => turns.enter())
    expect(waits.every((w) => w === undefined)).toBe(true)
    expect(turns.waiting).toBe(0)
  })

  it('as a request hook: every request is answered, health checks never wait', async () => {
    const app = Fastify()
    await app.register(loopTurns, { config: { LOOP_TURN_BUDGET_MS: 2 } as Config })
    app.get('/busy', async () => {
      busy(4)
      return { ok: true }
    })
    app.get('/readyz', async () => ({ ready: true }))
    const answers = await Promise.all([...Array.from({ length: 6 }, () => app.inject({ url: '/busy' })), app.inject({ url: '/readyz' })])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200])
    await app.close()
  })
})
