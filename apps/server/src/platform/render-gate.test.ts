import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { RenderGate } from './render-gate.ts'

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('RenderGate', () => {
  it('lets `limit` renders in at once and the next in first come, first served as turns end', async () => {
    const gate = new RenderGate(2)
    const started: number[] = []
    const leaves: Array<() => void> = []
    for (const n of [1, 2, 3, 4])
      void gate.enter().then((leave) => {
        started.push(n)
        leaves.push(leave)
      })
    await tick()
    expect(started).toEqual([1, 2])
    expect(gate.queued).toBe(2)
    leaves[1]?.()
    await tick()
    expect(started).toEqual([1, 2, 3])
    leaves[0]?.()
    await tick()
    expect(started).toEqual([1, 2, 3, 4])
    expect(gate.queued).toBe(0)
  })

  it('ends a turn once however often its end is reported (sent, then the socket closed)', async () => {
    const gate = new RenderGate(1)
    const first = await gate.enter()
    let second = false
    let third = false
    void gate.enter().then(() => (second = true))
    void gate.enter().then(() => (third = true))
    first()
    first()
    await tick()
    expect(second).toBe(true)
    expect(third).toBe(false)
  })

  it("ends a response's turn when it closes, and gives no turn to one that closed while it waited", async () => {
    const gate = new RenderGate(1)
    const first = new EventEmitter()
    const waiting = new EventEmitter()
    const next = new EventEmitter()
    expect(await gate.enterFor(first)).toBeTypeOf('function')
    const queued = gate.enterFor(waiting)
    const after = gate.enterFor(next)
    // the visitor of `waiting` hangs up while queued…
    waiting.emit('close')
    first.emit('close')
    // …so it gets no turn and holds none: the one after it is let in
    expect(await queued).toBeNull()
    expect(await after).toBeTypeOf('function')
    next.emit('close')
    expect(await gate.enterFor(new EventEmitter())).toBeTypeOf('function')
  })

  it('gives no turn to an answer that has already closed (its close event will not come again)', async () => {
    const gate = new RenderGate(1)
    const closed = Object.assign(new EventEmitter(), { closed: true })
    expect(await gate.enterFor(closed)).toBeNull()
    const destroyed = Object.assign(new EventEmitter(), { destroyed: true })
    expect(await gate.enterFor(destroyed)).toBeNull()
    // the one place is still free
    const open = new EventEmitter()
    const leave = await gate.enterFor(open)
    expect(leave).toBeTypeOf('function')
    expect(gate.queued).toBe(0)
  })

  it('has no limit at 0', async () => {
    const gate = new RenderGate(0)
    await Promise.all(Array.from({ length: 50 }, () => gate.enter()))
    expect(gate.queued).toBe(0)
  })

  it('ends a turn held past maxTurnMs and says so, so a stuck answer cannot keep its place for good', async () => {
    vi.useFakeTimers()
    try {
      const overruns: number[] = []
      const gate = new RenderGate(1, { maxTurnMs: 1000, onOverrun: () => overruns.push(1) })
      const stuck = await gate.enter()
      let started = false
      const next = gate.enter().then((leave) => {
        started = true
        return leave
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(started).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(started).toBe(true)
      expect(overruns).toEqual([1])
      stuck() // leaving late changes nothing: the place was already given up
      expect(gate.queued).toBe(0)
      const leaveNext = await next
      leaveNext()
      await vi.advanceTimersByTimeAsync(5000)
      expect(overruns).toEqual([1]) // a turn that ended in time is not reported
    } finally {
      vi.useRealTimers()
    }
  })
})
