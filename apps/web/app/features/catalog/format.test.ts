import { describe, expect, it } from 'vitest'
import { formatTotal } from './format.ts'

describe('formatTotal', () => {
  it('shows exact totals below the API cap and "10.000+" at it', () => {
    expect(formatTotal(9_999, 'vi')).toBe('9.999')
    expect(formatTotal(10_000, 'vi')).toBe('10.000+')
    expect(formatTotal(10_000, 'en')).toBe('10,000+')
  })
})
