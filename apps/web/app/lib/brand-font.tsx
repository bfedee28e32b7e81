import { useEffect } from 'react'
import { useNavigation } from 'react-router'

// Be Vietnam Pro is used once it is in the browser's cache, never waited for (issue 11).
// A first visit paints in the system font: with the brand font in the page's font stack, the
// first layout requested its six files (≈107 KB) at the highest priority and held the text back
// until they came (font-display: optional still blocks ~100 ms), so on a phone on 4G the first
// paint waited for them — and Lighthouse counted them before the first paint (2.2–2.6 s LCP).
// A few seconds after the page has loaded, when the browser is idle, the files are fetched in the
// background (not at load itself: the load event can come before the first paint, since the
// entry scripts are imported, and the fonts would compete with the LCP picture) and
// a flag is stored; from then on the head script below puts `data-xf` on <html> before the first
// layout, app.css switches `--font-sans` to the brand font, and the cached files render at once.

/** localStorage key: the brand font's files have been fetched into the cache. */
export const FONT_FLAG = 'xinh:font'

/** Runs in the head before the body is parsed (inline, nonce/hash-allowed like the other inline scripts). */
export const FONT_FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(FONT_FLAG)}))document.documentElement.setAttribute('data-xf','')}catch(e){}`

const WARM_AFTER_LOAD_MS = 3000
const WEIGHTS = ['400', '600', '700']
// one Latin and one Vietnamese letter: the unicode-ranges pick both subsets of each weight
const SAMPLE = 'Aă'

function applyBrandFont() {
  document.documentElement.setAttribute('data-xf', '')
}

/** Fetches the faces into the cache without using them on this page (no swap, no layout shift). */
async function warm() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData || !document.fonts) return
  await Promise.all(WEIGHTS.map((w) => document.fonts.load(`${w} 16px "Be Vietnam Pro"`, SAMPLE)))
  try {
    localStorage.setItem(FONT_FLAG, '1')
  } catch {}
}

/** In the root layout: warms the font after load, and switches to it on the next navigation (a click's layout shift is not counted). */
export function BrandFont() {
  const busy = useNavigation().state !== 'idle'
  useEffect(() => {
    if (document.documentElement.hasAttribute('data-xf')) return
    let cancelled = false
    let timer: number | undefined
    const start = () => {
      timer = window.setTimeout(() => {
        const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 0))
        idle(() => {
          if (!cancelled) void warm().catch(() => {})
        })
      }, WARM_AFTER_LOAD_MS)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      window.removeEventListener('load', start)
    }
  }, [])
  useEffect(() => {
    if (!busy || document.documentElement.hasAttribute('data-xf')) return
    try {
      if (localStorage.getItem(FONT_FLAG)) applyBrandFont()
    } catch {}
  }, [busy])
  return null
}
