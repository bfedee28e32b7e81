import type { AppLoadContext } from 'react-router'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { requestInfo } from '#web/lib/session.server.ts'
import { siteOrigin } from './api.server.ts'

/** What every catalog loader needs: the API client, a translator, and absolute URLs. */
export function pageKit(request: Request, context: AppLoadContext) {
  const info = requestInfo(request, context)
  const origin = siteOrigin(request)
  const t = createTranslator(info.lang, CATALOGUES[info.lang])
  const abs = (path: string | null | undefined) => (!path ? null : /^https?:\/\//.test(path) ? path : `${origin}${path}`)
  return { info, t, origin, abs, url: new URL(request.url) }
}

/** schema.org BreadcrumbList from the trail of a page (last item is the page itself). */
export function breadcrumbLd(items: Array<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  }
}

/** Trims text for a meta description (≈160 characters, on a word boundary). */
export function summary(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`
}
