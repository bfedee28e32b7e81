import { describe, expect, it } from 'vitest'
import { createShapeNamer } from './shapes.ts'

/** A stand-in for a Drizzle builder: records how it was run. */
function query(text: string, runs: Array<{ text: string; name?: string }>) {
  const rows = [{ text }]
  return {
    toSQL: () => ({ sql: text }),
    prepare: (name: string) => ({
      execute: async () => {
        runs.push({ text, name })
        return rows
      },
    }),
    // biome-ignore lint/suspicious/noThenProperty: a Drizzle builder is awaitable; so is its stand-in
    then<R>(resolve: (v: typeof rows) => R) {
      runs.push({ text })
      return Promise.resolve(resolve(rows))
    },
  }
}

describe('createShapeNamer', () => {
  it('names a statement after its text: the same shape the same name, another shape another', async () => {
    const runs: Array<{ text: string; name?: string }> = []
    const run = createShapeNamer('cards', 10)
    expect(await run(query('select $1', runs))).toEqual([{ text: 'select $1' }])
    await run(query('select $1', runs))
    await run(query('select $1, $2', runs))
    expect(runs[0]?.name).toMatch(/^cards_[\w-]{20}$/)
    expect(runs[1]?.name).toBe(runs[0]?.name)
    expect(runs[2]?.name).toMatch(/^cards_/)
    expect(runs[2]?.name).not.toBe(runs[0]?.name)
  })

  it('runs shapes past the limit unnamed, and keeps naming the ones it has', async () => {
    const runs: Array<{ text: string; name?: string }> = []
    const run = createShapeNamer('cards', 2)
    for (const text of ['a', 'b', 'c', 'a']) await run(query(text, runs))
    expect(runs.map((r) => Boolean(r.name))).toEqual([true, true, false, true])
    expect(runs[2]).toEqual({ text: 'c' })
  })
})
