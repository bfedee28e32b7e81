import { describe, expect, it } from 'vitest'
import { readable } from './audit.service.ts'

describe('readable (the Excel cells of before and after)', () => {
  it('writes one key: value per line, nested values as JSON, nothing for null', () => {
    expect(readable({ state: 'open', roles: ['buyer', 'kol'], n: 2 })).toBe('state: open\nroles: ["buyer","kol"]\nn: 2')
    expect(readable(null)).toBe('')
    expect(readable('x')).toBe('x')
    expect(readable([1, { a: 1 }])).toBe('1, {"a":1}')
  })
})
