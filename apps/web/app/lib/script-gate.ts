// The page's main picture first, then its code (issue 11, decision 007 "What the first paint waits
// for"). entry.server.tsx writes React Router's hydration scripts inert: the module preloads as
// `<link rel="xinh-later" data-rel="modulepreload">`, the catalogue's preload likewise, and the
// inline module script as `<script type="xinh/later">`. GATE_SCRIPT, in the head, makes them real
// once the page's LCP picture (the `img[fetchpriority=high]` a page marks) is decoded and a frame
// has been painted — or at once if the page has none, is hidden, or the visitor touches a key or
// the screen first, and at the latest GATE_MAX_WAIT_MS after the document is parsed.
//
// Why: on a phone's connection the ~120 KB of scripts shared the bandwidth with the picture, even
// at low priority over HTTP/1.1, and the picture painted late. Sent one after the other the bytes
// are the same, so the scripts end about when they did (one round trip later), and the picture
// comes first. Lighthouse's LCP estimate counts every script that arrived before the picture was
// painted, which is how the cost showed (LCP 2.0–2.4 s with FCP 0.9 s).

export const LATER_REL = 'xinh-later'
export const LATER_TYPE = 'xinh/later'
const GATE_MAX_WAIT_MS = 2500

function scriptGate(rel: string, type: string, maxWait: number) {
  let open = false
  const go = () => {
    if (open) return
    open = true
    // links first, so the module graph is being fetched when the entry script asks for it
    for (const old of document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)) {
      const link = document.createElement('link')
      for (const a of Array.from(old.attributes)) if (a.name !== 'rel' && a.name !== 'data-rel') link.setAttribute(a.name, a.value)
      link.rel = old.getAttribute('data-rel') ?? ''
      old.replaceWith(link)
    }
    for (const old of document.querySelectorAll<HTMLScriptElement>(`script[type="${type}"]`)) {
      const script = document.createElement('script')
      script.type = 'module'
      // the nonce of a live page, or the text's hash on a stored one (platform/page-cache.ts)
      script.nonce = old.nonce ?? ''
      script.textContent = old.textContent
      old.replaceWith(script)
    }
  }
  for (const event of ['pointerdown', 'keydown', 'touchstart']) addEventListener(event, go, { once: true, capture: true, passive: true })
  const start = () => {
    setTimeout(go, maxWait)
    if (document.visibilityState !== 'visible') return go()
    const pictures = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'))
    // decode() settles once the picture is loaded and decoded (or failed); the frame after it paints it
    Promise.all(pictures.map((img) => img.decode().catch(() => {}))).then(() => requestAnimationFrame(() => setTimeout(go, 0)))
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
  else start()
}

/** The head script: the function above with its constants (compiled by the bundler, so plain ES2020). */
export const GATE_SCRIPT = `(${scriptGate.toString()})(${[LATER_REL, LATER_TYPE, GATE_MAX_WAIT_MS].map((v) => JSON.stringify(v)).join(',')})`
