import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PostText, hashtagPath } from './post-text.tsx'

const render = (text: string) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PostText, { text })))

describe('PostText', () => {
  it('turns #hashtags (Vietnamese letters, digits, _) into links to their feed, the rest stays text', () => {
    const html = render('Đi biển #MùaHè_2026 nhé #ootd!')
    expect(html).toMatch(/<a [^>]*href="\/cong-dong\?hashtag=m%C3%B9ah%C3%A8_2026"[^>]*>#MùaHè_2026<\/a>/)
    expect(html).toContain('>#MùaHè_2026</a>')
    expect(html).toMatch(/<a [^>]*href="\/cong-dong\?hashtag=ootd"[^>]*>#ootd<\/a>/)
    expect(html).toContain('Đi biển ')
    expect(html).toContain(' nhé ')
    expect(html).toMatch(/<\/a>!<\/p>$/)
  })

  it('renders markup as the characters typed: no element, attribute or URL scheme gets through', () => {
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '<a href="javascript:alert(3)">x</a>',
      '<svg onload=alert(4)>',
      '"><iframe src=javascript:alert(5)>',
      '<b onmouseover=alert(6)>dở',
    ].join('\n')
    const html = render(corpus)
    expect(html).not.toMatch(/<(script|img|svg|iframe|b)[\s>]/)
    expect(html).not.toMatch(/href="javascript/)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;')
    // exactly one element: the paragraph
    expect(html.match(/<[a-z]/g)).toEqual(['<p'])
  })

  it('a hashtag path is lower case without the #', () => {
    expect(hashtagPath('#Son_Môi')).toBe('/cong-dong?hashtag=son_m%C3%B4i')
  })
})
