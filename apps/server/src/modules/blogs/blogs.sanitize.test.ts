import { describe, expect, it } from 'vitest'
import { embeddedProductIds, plainText, readingMinutes, sanitizeBlogHtml, splitAtEmbeds } from './blogs.sanitize.ts'

const A = '0190a1b2-0000-7000-8000-000000000001'
const B = '0190a1b2-0000-7000-8000-000000000002'

describe('blog HTML allow-list', () => {
  it('keeps the editor’s formatting and normalises what it may carry', () => {
    const out = sanitizeBlogHtml(
      `<h1>Tựa</h1><p><strong>đậm</strong> <em>nghiêng</em> <a href="https://x.vn" onclick="x()">ngoài</a> <a href="/khuyen-mai" target="_top">trong</a></p><ul><li>một</li></ul><img src="/uploads/media/a/b.webp" alt="ảnh" width="9999">`,
    )
    expect(out).toBe(
      '<h2>Tựa</h2><p><strong>đậm</strong> <em>nghiêng</em> <a href="https://x.vn" target="_blank" rel="noopener noreferrer nofollow">ngoài</a> <a href="/khuyen-mai">trong</a></p><ul><li>một</li></ul><img src="/uploads/media/a/b.webp" alt="ảnh" />',
    )
  })

  it('drops URLs that are not https, mailto or this site, and images not ours or https', () => {
    expect(
      sanitizeBlogHtml('<a href="http://x.vn">a</a><a href="//evil.vn">b</a><a href="vbscript:x">c</a><a href="mailto:a@b.vn">d</a>'),
    ).toBe('<a>a</a><a>b</a><a>c</a><a href="mailto:a@b.vn">d</a>')
    expect(
      sanitizeBlogHtml('<img src="http://x.vn/a.png"><img src="/etc/passwd"><img src="/uploads/../x"><img src="https://cdn.vn/a.png">'),
    ).toBe('<img src="https://cdn.vn/a.png" />')
  })

  it('keeps a product embed only as an empty div with a uuid; other divs become paragraphs', () => {
    const out = sanitizeBlogHtml(
      `<div data-product-id="${A.toUpperCase()}" class="x"><b>inside</b></div><div data-product-id="nope">t</div><div>plain</div>`,
    )
    expect(out).toBe(`<div data-product-id="${A}"></div><p>t</p><p>plain</p>`)
  })

  it('cuts the article at its embeds, in order, and lists each product once', () => {
    const clean = sanitizeBlogHtml(
      `<p>a</p><div data-product-id="${A}"></div><p>b</p><div data-product-id="${B}"></div><div data-product-id="${A}"></div>`,
    )
    expect(splitAtEmbeds(clean)).toEqual([
      { type: 'html', html: '<p>a</p>' },
      { type: 'product', id: A },
      { type: 'html', html: '<p>b</p>' },
      { type: 'product', id: B },
      { type: 'product', id: A },
    ])
    expect(embeddedProductIds(clean)).toEqual([A, B])
  })

  it('reads 200 words a minute, at least one; plain text unescapes entities', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes(`<p>${'từ '.repeat(201)}</p>`)).toBe(2)
    expect(plainText('<p>A &amp; B</p><p>&lt;3</p>')).toBe('A & B <3')
  })
})
