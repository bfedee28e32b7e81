// Be Vietnam Pro is used once it is in the browser's cache, never waited for (issue 11, decision
// 007). A first visit paints in the system font: with the brand font in the page's font stack, the
// first layout requested its six files (≈107 KB) at the highest priority and held the text back
// until they came (font-display: optional still blocks ~100 ms), so on a phone on 4G the first
// paint waited for them — and Lighthouse counted them before the first paint.
//
// FONT_SCRIPT runs in the head, before the body is parsed (entry.server.tsx adds it to every page,
// outside React, so that its code is not in the shell chunk):
// - the flag stored: `data-xf` goes on <html> before the first layout; app.css then switches
//   `--font-sans` to the brand font, and the cached files render at once;
// - no flag: WARM_AFTER_LOAD_MS after the load event (not at load itself: it can come before the
//   first paint, since the entry scripts are imported, and the fonts would compete with the LCP
//   picture) the six faces are fetched into the cache without being used on this page (no swap,
//   no layout shift), the flag is stored, and the next click switches to the font (a shift right
//   after input is not counted). Skipped when the visitor asked to save data.

/** localStorage key: the brand font's files have been fetched into the cache. */
const FONT_FLAG = 'xinh:font'
const WARM_AFTER_LOAD_MS = 3000
const WEIGHTS = ['400', '600', '700']
// one Latin and one Vietnamese letter: the unicode-ranges pick both subsets of each weight
const SAMPLE = 'Aă'

function fontScript(flag: string, delay: number, weights: string[], sample: string) {
  const root = document.documentElement
  const use = () => root.setAttribute('data-xf', '')
  try {
    if (localStorage.getItem(flag)) return use()
  } catch {
    return
  }
  addEventListener('load', () =>
    setTimeout(() => {
      const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
      if (connection?.saveData || !document.fonts) return
      Promise.all(weights.map((w) => document.fonts.load(`${w} 16px "Be Vietnam Pro"`, sample))).then(
        () => {
          try {
            localStorage.setItem(flag, '1')
          } catch {}
          addEventListener('click', use, { once: true, capture: true })
        },
        () => {},
      )
    }, delay),
  )
}

/** The head script: the function above, called with its constants (compiled by the bundler, so plain ES2020). */
export const FONT_SCRIPT = `(${fontScript.toString()})(${[FONT_FLAG, WARM_AFTER_LOAD_MS, WEIGHTS, SAMPLE].map((v) => JSON.stringify(v)).join(',')})`
