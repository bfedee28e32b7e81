import type { Lang } from '@xinh/contracts'

export type GuideGroup = 'mua-hang' | 'ban-hang'
export type GuideStep = { title: string; body: string }
export type GuideText = { title: string; summary: string; steps: GuideStep[] }

/**
 * One guide of `/huong-dan` (spec §2 "Guides"): its text in the three languages and the real
 * screen it shows (`screen`, captured by scripts/guide-screenshots.mjs into
 * `apps/web/public/guides/<group>-<slug>.webp`, and per language in `guides/<lang>/`: `guideShot`).
 */
export type Guide = {
  group: GuideGroup
  slug: string
  /** the path of the screen in the screenshot (what the guide's reader opens to follow it) */
  screen: string
  text: Record<Lang, GuideText>
}

export const step = (title: string, body: string): GuideStep => ({ title, body })
export const text = (title: string, summary: string, ...steps: GuideStep[]): GuideText => ({ title, summary, steps })
