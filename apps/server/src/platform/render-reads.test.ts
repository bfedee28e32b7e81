import { describe, expect, it } from 'vitest'
import { readOncePerRender, withRenderReads } from './render-reads.ts'

function counter() {
  let calls = 0
  return {
    read: async () => ++calls,
    get calls() {
      return calls
    },
  }
}

describe('reads shared by the loaders of one render', () => {
  it('reads a key once inside a render, whatever asks and when', async () => {
    const c = counter()
    const answers = await withRenderReads(async () => {
      const first = await Promise.all([readOncePerRender('me:1', c.read), readOncePerRender('me:1', c.read)])
      await new Promise((r) => setTimeout(r, 1))
      return [...first, await readOncePerRender('me:1', c.read)]
    })
    expect(answers).toEqual([1, 1, 1])
    expect(c.calls).toBe(1)
  })

  it('keeps keys apart, and each render has its own reads', async () => {
    const c = counter()
    const a = await withRenderReads(() => Promise.all([readOncePerRender('me:1', c.read), readOncePerRender('me:2', c.read)]))
    const b = await withRenderReads(() => readOncePerRender('me:1', c.read))
    expect(a).toEqual([1, 2])
    expect(b).toBe(3)
  })

  it('reads every time outside a render (API requests, jobs)', async () => {
    const c = counter()
    expect(await Promise.all([readOncePerRender('me:1', c.read), readOncePerRender('me:1', c.read)])).toEqual([1, 2])
  })

  it('shares a failed read within the render: every loader that asked sees the same error', async () => {
    let calls = 0
    const failing = async () => {
      calls++
      throw new Error('database gone')
    }
    const results = await withRenderReads(() =>
      Promise.allSettled([readOncePerRender('me:1', failing), readOncePerRender('me:1', failing)]),
    )
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(calls).toBe(1)
  })
})
