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

  /**
   * `maxTurnMs`: a turn still held after this long is ended anyway (`onOverrun` is told). A render
   * is aborted after ~6 s (entry.server.tsx), and its answer normally leaves within seconds; a turn
   * that never ends (a response that neither finishes nor closes) would otherwise keep its place for
   * good, and with `limit` of them every page of the process waits forever (seen once in a
   * clean-clone run: the APIs answered, every page hung).
   */
  constructor(
    private readonly limit: number,
    private readonly options: { maxTurnMs?: number; onOverrun?: () => void } = {},
  ) {}

  /** Resolves when this render may start, with the function that ends its turn (safe to call twice). */
  async enter(): Promise<() => void> {
    if (this.limit > 0 && this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    this.running++
    let left = false
    const leave = () => {
      if (left) return
      left = true
      clearTimeout(timer)
      this.running--
      this.waiting.shift()?.()
    }
    const { maxTurnMs = 0, onOverrun } = this.options
    const timer =
      maxTurnMs > 0
        ? setTimeout(() => {
            onOverrun?.()
            leave()
          }, maxTurnMs).unref()
        : undefined
    return leave
  }

  /**
   * A turn for the response `res`, ended when `res` closes (sent, or the client left). Listens
   * before queueing: a client that gives up while waiting must not keep its place for good, and
   * gets no turn at all (null).
   */
  async enterFor(res: {
    once(event: 'close', listener: () => void): unknown
    closed?: boolean
    destroyed?: boolean
  }): Promise<(() => void) | null> {
    // already closed (the client left while the request waited elsewhere, e.g. for another render
    // of the same page): 'close' will not come again, so a turn taken now would never end
    if (res.closed || res.destroyed) return null
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
