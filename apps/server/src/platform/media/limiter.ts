import { AppError } from '../errors.ts'

/**
 * Runs at most `concurrency` jobs at once, queueing the rest (first come, first served).
 * Image encoding is CPU-bound: without this, ten simultaneous uploads would each get a tenth
 * of the CPU and every request in the process would slow down with them. A queue longer than
 * `maxQueue` refuses new work with RATE_LIMITED instead of holding ever more buffers in memory.
 */
export function createLimiter(concurrency: number, maxQueue = 64) {
  let active = 0
  const queue: Array<() => void> = []
  const next = () => {
    if (active >= concurrency) return
    const start = queue.shift()
    if (start) {
      active++
      start()
    }
  }
  return {
    get pending() {
      return queue.length
    },
    get active() {
      return active
    },
    run<T>(job: () => Promise<T>): Promise<T> {
      if (queue.length >= maxQueue) return Promise.reject(new AppError('RATE_LIMITED', { params: { seconds: 5 } }))
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          job()
            .then(resolve, reject)
            .finally(() => {
              active--
              next()
            })
        })
        next()
      })
    },
  }
}

export type Limiter = ReturnType<typeof createLimiter>
