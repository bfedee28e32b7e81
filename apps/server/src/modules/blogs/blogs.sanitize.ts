import { BLOG_RULES } from '@xinh/contracts'
import sanitizeHtml from 'sanitize-html'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The embed marker the sanitiser emits (and only it): a div carrying nothing but a product id. */
const EMBED = /<div data-product-id="([0-9a-f-]{36})"><\/div>/gi

/**
 * The allow-list of blog HTML (issue 16 "rich text is sanitised on the server"): what the admin
 * editor produces — headings, paragraphs, emphasis, lists, quotes, links, images, product
 * embeds — and nothing else. Everything not listed (scripts, styles, event handlers, SVG,
 * iframes, forms, data:/javascript: URLs) is dropped, whatever the client sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
    'code',
    'pre',
    'div',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'], div: ['data-product-id'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // text inside dropped tags such as <script> or <style> goes with them
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // links: relative (this site) stay in the tab; others open a new one without the opener
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https:\/\//i.test(href)
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
        },
      }
    },
    // a div is only ever a product embed: anything else becomes a paragraph
    div: (_tagName, attribs): sanitizeHtml.Tag => {
      const id = attribs['data-product-id'] ?? ''
      return UUID.test(id) ? { tagName: 'div', attribs: { 'data-product-id': id.toLowerCase() } } : { tagName: 'p', attribs: {} }
    },
    h1: 'h2',
  },
  exclusiveFilter: (frame) => {
    // images only from this site's uploads or https; relative paths other than /uploads/ are dropped
    if (frame.tag === 'img') {
      const src = frame.attribs.src ?? ''
      return !(/^\/uploads\/[\w./-]+$/.test(src) && !src.includes('..')) && !/^https:\/\//i.test(src)
    }
    if (frame.tag === 'a') {
      const href = frame.attribs.href
      return href !== undefined && href !== '' && !/^(https:\/\/|mailto:|\/(?!\/))/i.test(href)
    }
    return false
  },
}

/** Cleans the editor's HTML; embeds lose any content (the card is rendered from the product). */
export function sanitizeBlogHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS)
  return clean.replace(/<div data-product-id="([0-9a-f-]{36})">[\s\S]*?<\/div>/gi, '<div data-product-id="$1"></div>').trim()
}

/** The product ids embedded in sanitised HTML, in text order, each once. */
export function embeddedProductIds(clean: string): string[] {
  return [...new Set([...clean.matchAll(EMBED)].map((m) => m[1]!.toLowerCase()))]
}

/** Sanitised HTML cut at its embeds: html runs and product ids, in order. */
export function splitAtEmbeds(clean: string): Array<{ type: 'html'; html: string } | { type: 'product'; id: string }> {
  const out: Array<{ type: 'html'; html: string } | { type: 'product'; id: string }> = []
  let last = 0
  for (const m of clean.matchAll(EMBED)) {
    const before = clean.slice(last, m.index).trim()
    if (before) out.push({ type: 'html', html: before })
    out.push({ type: 'product', id: m[1]!.toLowerCase() })
    last = m.index + m[0].length
  }
  const rest = clean.slice(last).trim()
  if (rest) out.push({ type: 'html', html: rest })
  return out
}

/** Minutes to read the text of sanitised HTML (at least one). */
export function readingMinutes(clean: string): number {
  const text = clean
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim()
  const words = text ? text.split(/\s+/).length : 0
  return Math.max(1, Math.ceil(words / BLOG_RULES.wordsPerMinute))
}

/** The plain text of sanitised HTML (the filter of sensitive content reads it). */
export function plainText(clean: string): string {
  return clean
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
