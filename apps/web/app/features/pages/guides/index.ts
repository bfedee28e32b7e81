import type { Lang } from '@xinh/contracts'
import { BUYING_GUIDES } from './buying.ts'
import { SELLING_GUIDES } from './selling.ts'
import { GUIDE_SHOTS } from './shots.ts'
import type { Guide, GuideGroup } from './types.ts'

export type { Guide, GuideGroup } from './types.ts'

/** Every guide, buying first (server-only: loaders send the one guide a page shows). */
export const GUIDES: Guide[] = [...BUYING_GUIDES, ...SELLING_GUIDES]
export const GUIDE_GROUPS: GuideGroup[] = ['mua-hang', 'ban-hang']
export const GUIDES_UPDATED = '2026-11-26'

export const guidePath = (g: Pick<Guide, 'group' | 'slug'>) => `/huong-dan/${g.group}/${g.slug}`
/**
 * The committed screenshot of the guide's screen (scripts/guide-screenshots.mjs) in the reader's
 * language; the Vietnamese one when there is none in that language yet.
 */
export function guideShot(g: Pick<Guide, 'group' | 'slug'>, lang: Lang = 'vi') {
  const name = `${g.group}-${g.slug}`
  return lang !== 'vi' && GUIDE_SHOTS[lang].includes(name) ? `/guides/${lang}/${name}.webp` : `/guides/${name}.webp`
}

export function findGuide(group: string | undefined, slug: string | undefined): Guide | undefined {
  return GUIDES.find((g) => g.group === group && g.slug === slug)
}

/** The list the index and the "more guides" links show: path, title and summary in one language. */
export function guideCards(lang: Lang, group?: GuideGroup) {
  return GUIDES.filter((g) => !group || g.group === group).map((g) => ({
    group: g.group,
    path: guidePath(g),
    title: g.text[lang].title,
    summary: g.text[lang].summary,
  }))
}
