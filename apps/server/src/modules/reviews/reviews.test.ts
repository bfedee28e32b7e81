import { describe, expect, it } from 'vitest'
import { maskName, summarise } from './reviews.service.ts'

describe('maskName', () => {
  it('keeps the first and last character around ***', () => {
    expect(maskName('Nguyễn Thị Ánh')).toBe('N***h')
    expect(maskName('Ngọc')).toBe('N***c')
    expect(maskName(' Đ ')).toBe('Đ***')
    expect(maskName('')).toBe('***')
    // characters, not UTF-16 code units
    expect(maskName('😀 Linh 🌸')).toBe('😀***🌸')
  })
})

describe('summarise', () => {
  it('averages to one decimal and counts each rating', () => {
    expect(
      summarise([
        { rating: 5, n: 3 },
        { rating: 4, n: 1 },
        { rating: 2, n: 1 },
        { rating: 1, n: 1 },
      ]),
    ).toEqual({ average: 3.7, count: 6, by_rating: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 3 }, with_images: 0 })
    expect(summarise([{ rating: 4, n: 2 }])).toEqual({ average: 4, count: 2, by_rating: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 0 }, with_images: 0 })
    expect(summarise([])).toEqual({ average: 0, count: 0, by_rating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, with_images: 0 })
  })
})
