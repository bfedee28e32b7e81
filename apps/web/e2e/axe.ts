import Base from '@axe-core/playwright'

/**
 * The journeys' axe scanner: `@axe-core/playwright` with two settings that cut a scan's cost by
 * 2–2.7× (session 20, home / product / search pages: 1.4–2.0 s → 0.6–0.9 s) and find the same
 * violations, with the same selectors:
 * - legacy mode: `axe.run` in the page itself. The default runs `axe.runPartial` in every frame,
 *   then opens a blank page, injects axe there a second time and finishes the run in it. The
 *   partial mode exists for cross-origin frames, and the app has none.
 * - `resultTypes: ['violations']`: axe builds a CSS selector for every node it reports; the
 *   journeys read only the violations, so passes and inapplicable results keep one node each.
 *   The partial mode ignores this option, hence both.
 */
export default class AxeBuilder extends Base {
  constructor(options: ConstructorParameters<typeof Base>[0]) {
    super(options)
    this.setLegacyMode(true)
    this.options({ resultTypes: ['violations'] })
  }
}
