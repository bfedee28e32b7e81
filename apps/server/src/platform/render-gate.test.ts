import { describe, expect, it } from 'vitest'
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

  it('has no limit at 0', async () => {
    const gate = new RenderGate(0)
    await Promise.all(Array.from({ length: 50 }, () => gate.enter()))
    expect(gate.queued).toBe(0)
  })
})
