import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detectImage, detectVideo, svgRefusal, svgRoot } from './sniff.ts'
import { mp4Bytes, webmBytes } from './testing.ts'

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#e11d48' } })
    .toFormat(format)
    .toBuffer()

describe('detectImage (magic bytes, never the name)', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('accepts %s', async (format, mime) => {
    expect(await detectImage(await image(format))).toEqual({ kind: 'raster', mime })
  })

  it('refuses other image formats, text, executables and empty input', async () => {
    expect(await detectImage(await image('tiff'))).toBeNull()
    expect(await detectImage(Buffer.from('just some text pretending to be a png'))).toBeNull()
    expect(await detectImage(Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]))).toBeNull()
    expect(await detectImage(Buffer.alloc(0))).toBeNull()
    expect(await detectImage(Buffer.from('<html><body><svg></svg></body></html>'))).toBeNull()
  })

  it('recognises SVG by its root element, with or without prolog, comments and doctype', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'
    for (const text of [
      svg,
      `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n${svg}`,
      `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg}`,
    ]) {
      expect(await detectImage(Buffer.from(text))).toEqual({ kind: 'svg' })
    }
    expect(svgRoot(Buffer.from('<svgfoo/>'))).toBeNull()
    expect(svgRoot(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe]))).toBeNull()
  })
})

describe('svgRefusal', () => {
  const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${inner}</svg>`

  it('lets self-contained drawings through (scripts are inert once drawn to pixels)', () => {
    expect(svgRefusal(wrap('<rect width="5" height="5" fill="url(#g)"/><use href="#a"/><use xlink:href="#b"/>'))).toBeNull()
    expect(svgRefusal(wrap('<script>alert(1)</script><rect onclick="alert(1)"/>'))).toBeNull()
    expect(svgRefusal(wrap('<image href="data:image/png;base64,iVBORw0KGgo="/>'))).toBeNull()
  })

  it('refuses anything that makes the renderer fetch or expand something else', () => {
    expect(svgRefusal(wrap('<image href="https://evil.example/a.png"/>'))).toBe('external href')
    expect(svgRefusal(wrap("<image xlink:href='file:///etc/passwd'/>"))).toBe('external href')
    expect(svgRefusal(wrap('<image href="  &#104;ttp://evil.example/"/>'))).toBe('external href')
    expect(svgRefusal(wrap('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd" parse="text"/>'))).toBe(
      'external href',
    )
    expect(svgRefusal(wrap('<image href=https://evil.example/a.png />'))).toBe('unquoted href')
    expect(svgRefusal(wrap('<rect style="fill:url(https://evil.example/p.svg#x)"/>'))).toBe('external url()')
    expect(svgRefusal(wrap('<style>@import url(#x);</style>'))).toBe('css import')
    expect(svgRefusal(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${wrap('&a;')}`)).toBe('entity declaration')
  })
})

describe('detectVideo', () => {
  it('knows MP4, QuickTime and WebM by their headers', async () => {
    expect(await detectVideo(mp4Bytes({ seconds: 1 }))).toEqual({ mime: 'video/mp4', ext: 'mp4' })
    expect(await detectVideo(mp4Bytes({ seconds: 1, brand: 'qt  ' }))).toEqual({ mime: 'video/quicktime', ext: 'mov' })
    expect(await detectVideo(webmBytes({ seconds: 1 }))).toEqual({ mime: 'video/webm', ext: 'webm' })
  })

  it('refuses images and text', async () => {
    expect(await detectVideo(await image('png'))).toBeNull()
    expect(await detectVideo(Buffer.from('not a video at all'))).toBeNull()
  })
})
