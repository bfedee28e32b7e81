import { fileTypeFromBuffer } from 'file-type'

/**
 * What an upload really is, decided by its bytes and never by its name or the client's
 * Content-Type.
 */
export type ImageKind = { kind: 'raster'; mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' } | { kind: 'svg' }
export type VideoKind = { mime: 'video/mp4' | 'video/webm' | 'video/quicktime'; ext: 'mp4' | 'webm' | 'mov' }

const RASTER: Record<string, Extract<ImageKind, { kind: 'raster' }>['mime']> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
}

export async function detectImage(data: Buffer): Promise<ImageKind | null> {
  const type = await fileTypeFromBuffer(data)
  const raster = type && RASTER[type.mime]
  if (raster) return { kind: 'raster', mime: raster }
  // file-type knows no SVG (it is text); it calls an XML prolog `application/xml`
  if ((!type || type.mime === 'application/xml') && svgRoot(data) !== null) return { kind: 'svg' }
  return null
}

const VIDEO: Record<string, VideoKind> = {
  'video/mp4': { mime: 'video/mp4', ext: 'mp4' },
  'video/webm': { mime: 'video/webm', ext: 'webm' },
  'video/quicktime': { mime: 'video/quicktime', ext: 'mov' },
}

/** Detects a video container from the first bytes of the file (4 KiB is plenty). */
export async function detectVideo(head: Uint8Array): Promise<VideoKind | null> {
  const type = await fileTypeFromBuffer(head)
  if (!type) return null
  if (VIDEO[type.mime]) return VIDEO[type.mime]!
  // ISO-BMFF brands file-type names by their own family but that browsers play as MP4
  if (type.mime === 'video/x-m4v' || type.mime === 'video/3gpp') return VIDEO['video/mp4']!
  return null
}

/**
 * The SVG document as text when `data` is one: UTF-8 text whose root element, after an
 * optional BOM, XML declaration, comments, processing instructions and DOCTYPE, is `<svg`.
 */
export function svgRoot(data: Buffer): string | null {
  if (data.includes(0)) return null
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return null
  }
  let rest = text.replace(/^\uFEFF/, '')
  for (;;) {
    const before = rest
    rest = rest
      .replace(/^\s+/, '')
      .replace(/^<\?[\s\S]*?\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    if (rest === before) break
  }
  return /^<svg[\s>/]/.test(rest) ? text : null
}

/**
 * Why an SVG is refused before it reaches the rasteriser, or null when it may be rendered.
 * Rendering to pixels removes scripts and event handlers; what is refused here is anything
 * that would make the renderer read something other than the document itself: external
 * references (href, url(), @import, XInclude) and entity declarations (entity expansion bombs).
 * Fragment references (`#id`) and embedded raster images (`data:image/png;…`) stay allowed.
 */
export function svgRefusal(text: string): string | null {
  if (/<!ENTITY/i.test(text)) return 'entity declaration'
  if (/<!DOCTYPE[^>]*\[/i.test(text)) return 'internal DTD subset'
  if (/@import/i.test(text)) return 'css import'
  const localRef = (value: string) => {
    const v = value.trim().replace(/&#x?[0-9a-f]+;/gi, '?')
    return v === '' || v.startsWith('#') || /^data:image\/(png|jpeg|gif|webp);base64,/i.test(v)
  }
  for (const m of text.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    if (!localRef(m[1] ?? m[2] ?? '')) return 'external href'
  }
  // an unquoted attribute value is not XML, but refuse rather than guess
  if (/\bhref\s*=\s*[^\s"']/i.test(text)) return 'unquoted href'
  for (const m of text.matchAll(/url\(\s*(?:&quot;|&apos;|["'])?([^)"'&]*)/gi)) {
    if (!localRef(m[1] ?? '')) return 'external url()'
  }
  return null
}
