/**
 * A document's message catalogue is a file of its own (`/i18n/<lang>.<hash>.json`, immutable),
 * named by a preload link in the head (`<link id="xinh-messages">`, written by entry.server.tsx):
 * not in the hydration data, where React Router's encoding walked and escaped the ~57 KB string
 * on every render, and no longer inline in the head either, where every cold render compressed
 * it again and every page view downloaded it again (issue 11). The browser fetches it once per
 * deploy; entry.client.tsx waits for it before hydrating. Client navigations' data requests
 * carry the catalogue as before (a language change needs it).
 */
export const CATALOGUE_ELEMENT_ID = 'xinh-messages'

/** The catalogue's address for a language: the content hash makes it cacheable for good. */
export const catalogueHref = (lang: string, hash: string) => `/i18n/${lang}.${hash}.json`

let loaded = '{}'

/** In the browser: the catalogue the document named, once `loadDocumentCatalogue` has read it. */
export const documentCatalogue = () => loaded

/**
 * Reads the document's catalogue (the preloaded response when the preload finished first).
 * Resolves false when it cannot be had after a few tries: the page then stays as the server
 * painted it, links working as plain links, rather than hydrating with no words.
 */
export async function loadDocumentCatalogue(): Promise<boolean> {
  const link = document.getElementById(CATALOGUE_ELEMENT_ID) as HTMLLinkElement | null
  if (!link) return true
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await fetch(link.href, { credentials: 'same-origin' })
      if (res.ok) {
        loaded = await res.text()
        return true
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt))
  }
  return false
}
