import { ZCommentCreate, ZPostCreate } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import {
  decodeIdCursor,
  decodeRankCursor,
  encodeIdCursor,
  encodeRankCursor,
  hashtagsOf,
  isOwnMediaUrl,
  shareDescription,
  uuidv7At,
} from './community.rules.ts'

describe('hashtagsOf', () => {
  it('finds #words in Vietnamese, lower case, once each, the first ten', () => {
    expect(hashtagsOf('Đi biển #OOTD #MùaHè #ootd và #áo_thun')).toEqual(['ootd', 'mùahè', 'áo_thun'])
    expect(hashtagsOf('mail a#b, giá #100, &#39; #x')).toEqual(['x'])
    expect(hashtagsOf(Array.from({ length: 15 }, (_, i) => `#tag${i}`).join(' '))).toHaveLength(10)
    expect(hashtagsOf(`#${'a'.repeat(51)} #ok`)).toEqual(['ok'])
  })
})

describe('cursors', () => {
  it('round-trip and refuse anything else', () => {
    const id = '0190a000-0000-7000-8000-000000000001'
    expect(decodeIdCursor(encodeIdCursor(id))).toBe(id)
    expect(decodeIdCursor(undefined)).toBeNull()
    expect(decodeIdCursor('bm9wZQ')).toBe('invalid')
    expect(decodeRankCursor(encodeRankCursor(38_000.12345678901, id))).toEqual({ score: 38_000.12345678901, id })
    expect(decodeRankCursor(Buffer.from(`NaN|${id}`).toString('base64url'))).toBe('invalid')
    expect(decodeRankCursor(Buffer.from(`1|${id}|x`).toString('base64url'))).toBe('invalid')
  })
})

describe('isOwnMediaUrl', () => {
  it('accepts only files under our media prefix', () => {
    expect(isOwnMediaUrl('/uploads/media/ab/abc/main.webp', '/uploads/media/')).toBe(true)
    expect(isOwnMediaUrl('/uploads/media/../secret', '/uploads/media/')).toBe(false)
    expect(isOwnMediaUrl('https://evil.example/x.png', '/uploads/media/')).toBe(false)
    expect(isOwnMediaUrl('/uploads/media/a b.png', '/uploads/media/')).toBe(false)
  })
})

describe('shareDescription', () => {
  it('is one line, cut at a word near 160 characters, with a fallback', () => {
    expect(shareDescription('  a\n\nb  ', 'x')).toBe('a b')
    expect(shareDescription('', 'Cộng đồng Xinh')).toBe('Cộng đồng Xinh')
    const long = shareDescription('từ '.repeat(100), 'x')
    expect(long.length).toBeLessThanOrEqual(161)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('uuidv7At', () => {
  it('makes valid v7 ids that sort by their time', () => {
    const a = uuidv7At(Date.UTC(2026, 0, 1))
    const b = uuidv7At(Date.UTC(2026, 0, 2))
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(a < b).toBe(true)
    expect(Number.parseInt(a.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 0, 1))
  })
})

describe('post and comment schemas (spec §5)', () => {
  it('take ≤300 characters, ≤5 images, one video, and need some content', () => {
    expect(ZPostCreate.safeParse({ content: 'x'.repeat(300) }).success).toBe(true)
    expect(ZPostCreate.safeParse({ content: 'x'.repeat(301) }).success).toBe(false)
    expect(ZPostCreate.safeParse({ content: '   ' }).success).toBe(false)
    expect(ZPostCreate.safeParse({ images: ['/uploads/media/a.webp'] }).success).toBe(true)
    expect(ZPostCreate.safeParse({ content: 'x', images: Array(6).fill('/uploads/media/a.webp') }).success).toBe(false)
    expect(ZPostCreate.safeParse({ content: 'x', video: ['/uploads/a.mp4', '/uploads/b.mp4'] }).success).toBe(false)
    expect(ZPostCreate.safeParse({ content: 'x', product_ids: ['nope'] }).success).toBe(false)
    expect(ZCommentCreate.safeParse({ content: 'y'.repeat(301) }).success).toBe(false)
    expect(ZCommentCreate.safeParse({ content: 'ok', image: '/uploads/media/a.webp' }).success).toBe(true)
    expect(ZCommentCreate.safeParse({ content: 'ok', images: ['/uploads/media/a.webp', '/uploads/media/b.webp'] }).success).toBe(false)
  })
})
