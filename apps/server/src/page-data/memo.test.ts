import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReadMemo } from './memo.ts'

afterEach(() => vi.useRealTimers())

describe('ReadMemo', () => {
  it('reads once while fresh, again after its time or an eviction of one of its tags', async () => {
    vi.useFakeTimers({ now: 0 })
    const memo = new ReadMemo()
    let reads = 0
    const load = async () => ++reads
    expect(await memo.get('k', ['listing', 'product:1'], 1_000, load)).toBe(1)
    expect(await memo.get('k', ['listing', 'product:1'], 1_000, load)).toBe(1)
    vi.setSystemTime(1_001)
    expect(await memo.get('k', ['listing', 'product:1'], 1_000, load)).toBe(2)
    memo.invalidate(['product:2'])
    expect(await memo.get('k', ['listing', 'product:1'], 1_000, load)).toBe(2)
    memo.invalidate(['product:1'])
    expect(await memo.get('k', ['listing', 'product:1'], 1_000, load)).toBe(3)
    memo.invalidate(['*'])
    expect(await memo.get('k', [], 1_000, load)).toBe(4)
  })

  it('shares one read between concurrent callers and forgets a failure', async () => {
    const memo = new ReadMemo()
    let reads = 0
    const failing = async () => {
      reads++
      throw new Error('down')
    }
    await expect(Promise.all([memo.get('f', [], 1_000, failing), memo.get('f', [], 1_000, failing)])).rejects.toThrow('down')
    expect(reads).toBe(1)
    await expect(memo.get('f', [], 1_000, failing)).rejects.toThrow('down')
    expect(reads).toBe(2)
  })

  it('holds a bounded number of entries', async () => {
    const memo = new ReadMemo(3)
    let reads = 0
    const load = async () => ++reads
    for (const k of ['a', 'b', 'c', 'd']) await memo.get(k, [], 60_000, load)
    await memo.get('a', [], 60_000, load)
    expect(reads).toBe(5)
  })
})
