import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect.ts'

describe('safeRedirectPath', () => {
  it('keeps same-site relative paths with their query and hash', () => {
    expect(safeRedirectPath('/trang-ca-nhan')).toBe('/trang-ca-nhan')
    expect(safeRedirectPath('/gio-hang?tab=2#top')).toBe('/gio-hang?tab=2#top')
  })

  it.each([
    undefined,
    '',
    'https://evil.com',
    '//evil.com/x',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    '/\tevil',
    'evil.com/path',
    `/${'a'.repeat(2000)}`,
  ])('falls back to / for %s', (input) => {
    expect(safeRedirectPath(input)).toBe('/')
  })
})
