import type { AppLoadContext } from 'react-router'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { PAGES_CATALOGUE } from './i18n/catalogue.server.ts'

export type PagesMessages = (typeof PAGES_CATALOGUE)['vi']

/**
 * What every issue-18 content page's loader needs: the page's messages (the `pg.*` area) and its
 * SEO tags, with the Korean share variant (`?hl=ko`, see `seoMeta`'s alternates).
 */
export function pagesKit(request: Request, context: AppLoadContext) {
  const kit = pageKit(request, context)
  const messages = areaMessages(PAGES_CATALOGUE, kit.info.lang)
  const meta = (seo: Omit<Seo, 'lang'>) => seoMeta({ ...seo, lang: kit.info.lang })
  return { ...kit, messages, meta }
}
