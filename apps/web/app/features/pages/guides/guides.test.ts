import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GUIDES, guideShot } from './index.ts'
import { GUIDE_SHOTS } from './shots.ts'

const PUBLIC = fileURLToPath(new URL('../../../../public', import.meta.url))
const name = (g: { group: string; slug: string }) => `${g.group}-${g.slug}`

describe('guide screenshots', () => {
  it('every guide has its Vietnamese screenshot (the fallback of every language)', () => {
    for (const g of GUIDES) expect(existsSync(`${PUBLIC}${guideShot(g)}`), guideShot(g)).toBe(true)
  })

  it('the per-language list is the files there are (scripts/guide-screenshots.mjs writes both)', () => {
    for (const lang of ['en', 'ko'] as const) {
      const files = readdirSync(`${PUBLIC}/guides/${lang}`)
        .filter((f) => f.endsWith('.webp'))
        .map((f) => f.slice(0, -5))
        .sort()
      expect([...GUIDE_SHOTS[lang]].sort()).toEqual(files)
    }
  })

  it('a reader gets the screenshot in their language, else the Vietnamese one', () => {
    const g = GUIDES[0]!
    expect(guideShot(g, 'vi')).toBe(`/guides/${name(g)}.webp`)
    for (const lang of ['en', 'ko'] as const)
      expect(guideShot(g, lang)).toBe(GUIDE_SHOTS[lang].includes(name(g)) ? `/guides/${lang}/${name(g)}.webp` : `/guides/${name(g)}.webp`)
    // a guide without a screenshot in that language falls back
    expect(guideShot({ group: 'mua-hang', slug: 'khong-co' }, 'en')).toBe('/guides/mua-hang-khong-co.webp')
    // today every guide has all three
    for (const g of GUIDES) for (const lang of ['en', 'ko'] as const) expect(guideShot(g, lang)).toBe(`/guides/${lang}/${name(g)}.webp`)
  })
})
