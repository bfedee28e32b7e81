import { describe, expect, it } from 'vitest'
import { langVariant, seoMeta } from '#web/features/catalog/seo.server.ts'
import { langVariantUrl } from '#web/features/community/share.ts'

/** pages (issue 18): the `?hl=` language variants of share and landing pages (spec §1 Korean variant). */
describe('language variants', () => {
  it('sets, replaces or removes hl on absolute and relative URLs', () => {
    expect(langVariant('https://xinh.vn/download', 'ko')).toBe('https://xinh.vn/download?hl=ko')
    expect(langVariant('https://xinh.vn/san-pham/1?position=Home&hl=en', 'ko')).toBe('https://xinh.vn/san-pham/1?position=Home&hl=ko')
    expect(langVariant('https://xinh.vn/download?hl=ko', 'vi')).toBe('https://xinh.vn/download')
    expect(langVariant('/post/abc', 'en')).toBe('/post/abc?hl=en')
    expect(langVariantUrl('https://xinh.vn/post/abc', 'vi')).toBe('https://xinh.vn/post/abc')
    expect(langVariantUrl('https://xinh.vn/post/abc#c1', 'ko')).toBe('https://xinh.vn/post/abc?hl=ko#c1')
  })

  it('tells link previews the page language and lists the other variants', () => {
    const tags = seoMeta({ title: 'Xinh 앱 다운로드', description: '…', url: 'https://xinh.vn/download', lang: 'ko' })
    const prop = (p: string) => tags.filter((t) => 'property' in t && t.property === p).map((t) => (t as { content: string }).content)
    expect(prop('og:locale')).toEqual(['ko_KR'])
    expect(prop('og:locale:alternate')).toEqual(['vi_VN', 'en_US'])
    const alternates = tags.filter((t) => 'rel' in t && t.rel === 'alternate') as Array<{ hrefLang: string; href: string }>
    expect(alternates.map((a) => [a.hrefLang, a.href])).toEqual([
      ['vi', 'https://xinh.vn/download'],
      ['en', 'https://xinh.vn/download?hl=en'],
      ['ko', 'https://xinh.vn/download?hl=ko'],
    ])
    // without a language nothing changes for the pages that do not say theirs
    expect(
      seoMeta({ title: 'x', description: 'y', url: 'https://xinh.vn/' }).some((t) => 'property' in t && t.property === 'og:locale'),
    ).toBe(false)
  })
})
