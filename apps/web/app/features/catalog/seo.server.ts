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
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  if (seo.preload && !imageSources(seo.preload, '').srcSet)
    tags.push({ tagName: 'link', rel: 'preload', as: 'image', href: seo.preload, fetchPriority: 'high' })
  return tags
}
