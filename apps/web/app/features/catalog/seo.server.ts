import type { Lang } from '@xinh/contracts'
import type { MetaDescriptor } from 'react-router'
import { imageSources } from '#web/ui/image.ts'

/** What a public page tells search engines and link previews; built by its loader on the server. */
export type Seo = {
  title: string
  description: string
  /** Absolute canonical URL (without tracking parameters such as `position`). */
  url: string
  image?: string | null
  type?: 'website' | 'product' | 'profile'
  noindex?: boolean
  /**
   * The LCP image, preloaded with high priority. A picture with renditions (ui/image.ts) is not
   * listed here: the page's `<img fetchPriority="high">` is preloaded by React at the top of the
   * head with its own srcset and sizes, and a preload of the URL alone would download the
   * full-size file as well.
   */
  preload?: string | null
  /**
   * The page's language (pages, issue 18): adds `og:locale` and, for the other languages, the
   * `?hl=` variants (`og:locale:alternate`, `hreflang` links) — the Korean share card of spec §1.
   */
  lang?: Lang
}

const OG_LOCALE: Record<Lang, string> = { vi: 'vi_VN', en: 'en_US', ko: 'ko_KR' }

/** The URL of a page's language variant: `?hl=` set (or removed for Vietnamese, the default). */
export function langVariant(url: string, lang: Lang): string {
  const absolute = /^https?:\/\//.test(url)
  const u = new URL(url, 'http://relative.invalid')
  if (lang === 'vi') u.searchParams.delete('hl')
  else u.searchParams.set('hl', lang)
  return absolute ? u.toString() : `${u.pathname}${u.search}${u.hash}`
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: '404 – Xinh' }, { name: 'robots', content: 'noindex' }]
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    { property: 'og:site_name', content: 'Xinh' },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.url },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  ]
  if (seo.image) tags.push({ property: 'og:image', content: seo.image }, { name: 'twitter:image', content: seo.image })
  if (seo.lang) {
    tags.push({ property: 'og:locale', content: OG_LOCALE[seo.lang] })
    for (const other of ['vi', 'en', 'ko'] as const) {
      if (other !== seo.lang) tags.push({ property: 'og:locale:alternate', content: OG_LOCALE[other] })
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: other, href: langVariant(seo.url, other) })
    }
  }
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  if (seo.preload && !imageSources(seo.preload, '').srcSet)
    tags.push({ tagName: 'link', rel: 'preload', as: 'image', href: seo.preload, fetchPriority: 'high' })
  return tags
}
