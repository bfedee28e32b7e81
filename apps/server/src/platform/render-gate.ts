/**
 * How many page renders one process runs at once (issue 11). Fifty renders interleaved on one
 * event loop each keep their loader data, React state, streams and compressor alive until the
 * last byte leaves, so the heap and the garbage collector's work grow with the crowd: measured
 * at c=50, a cold product page cost 20.7 ms of CPU against 13.3 ms one at a time. Past the gate a
 * render waits its turn (first come, first served) instead; a few at once still overlap one
 * render's SQL with another's React work.
 */
export class RenderGate {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly limit: number) {}

  /** Resolves when this render may start, with the function that ends its turn (safe to call twice). */
  async enter(): Promise<() => void> {
    if (this.limit > 0 && this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    this.running++
    let left = false
    return () => {
      if (left) return
      left = true
      this.running--
      this.waiting.shift()?.()
    }
  }

  /**
   * A turn for the response `res`, ended when `res` closes (sent, or the client left). Listens
   * before queueing: a client that gives up while waiting must not keep its place for good, and
   * gets no turn at all (null).
   */
  async enterFor(res: { once(event: 'close', listener: () => void): unknown }): Promise<(() => void) | null> {
    let leave: (() => void) | undefined
    let gone = false
    res.once('close', () => {
      gone = true
      leave?.()
    })
    leave = await this.enter()
    if (!gone) return leave
    leave()
    return null
  }

  get queued() {
    return this.waiting.length
  }
}
