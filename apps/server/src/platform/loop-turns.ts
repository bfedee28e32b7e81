import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config.ts'
import { isHealthCheck } from './overload.ts'

/**
 * Keeps each turn of the event loop short while requests pile up, so that new connections are
 * accepted (issue 11: PGlite's p99 at c=50).
 *
 * libuv accepts one connection per turn of the loop (libuv#3696, Node ≥ 18). With PGlite a whole
 * request runs in one go — its queries are in-process, so nothing yields between them — and one
 * turn served every waiting request: 25 requests of 13 ms made a 330 ms turn, and the load
 * generator's other 25 connections were accepted one per turn, the last after 9.9 s (measured:
 * the listen socket's accept queue held 28 connections, draining by one per turn; a bare Node
 * server with a 13 ms handler does the same).
 *
 * Here a turn runs up to `budgetMs` of request starts in its poll phase; later requests wait in
 * arrival order and each waiting one gets its own `setImmediate`, which starts it if the check
 * phase still has budget, else moves it to the next turn. A turn is then at most about two
 * budgets plus one request long, the poll phase comes round every few tens of milliseconds, and
 * waiting is first come, first served. With PostgreSQL a request yields at each query anyway and
 * the budget is rarely reached: then this costs one clock read per request.
 */
export function createLoopTurns(budgetMs: number) {
  let turnStart = -1
  const waiting: Array<() => void> = []

  /** Marks where this phase's request work began; a check-phase callback closes it. */
  const startWork = (now: number) => {
    if (turnStart >= 0) return
    turnStart = now
    setImmediate(() => {
      turnStart = -1
    })
  }

  const releaseOne = () => {
    const now = performance.now()
    if (turnStart >= 0 && now - turnStart >= budgetMs) {
      setImmediate(releaseOne) // this turn is spent: the next one
      return
    }
    startWork(now)
    waiting.shift()?.()
  }

  return {
    /** Resolves at once while this turn has budget and nobody waits; else when its turn comes. */
    enter(): Promise<void> | undefined {
      const now = performance.now()
      if (waiting.length === 0 && (turnStart < 0 || now - turnStart < budgetMs)) {
        startWork(now)
        return undefined
      }
      return new Promise<void>((resolve) => {
        waiting.push(resolve)
        setImmediate(releaseOne)
      })
    },
    get waiting() {
      return waiting.length
    },
  }
}

/** Registers the turn budget (`LOOP_TURN_BUDGET_MS`, 0 = off) as the first request hook after load shedding. */
export const loopTurns = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    if (config.LOOP_TURN_BUDGET_MS <= 0) return
    const turns = createLoopTurns(config.LOOP_TURN_BUDGET_MS)
    app.addHook('onRequest', (req, _reply, done) => {
      const wait = isHealthCheck(req.url) ? undefined : turns.enter()
      if (wait) wait.then(() => done())
      else done()
    })
  },
  { name: 'xinh-loop-turns' },
)
