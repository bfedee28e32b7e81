import { createContext } from 'react'

/**
 * A document's message catalogue travels once, as a data block in its head
 * (`<script type="application/json" id="xinh-messages">`, written by entry.server.tsx from a
 * buffer made once per language), not in the root loader's data: React Router's data encoding
 * walked and escaped the ~57 KB string three times on every render (issue 11: ~3 ms of a 20 ms
 * cold render). Client navigations' data requests still carry it (a language change needs it).
 */
export const CATALOGUE_ELEMENT_ID = 'xinh-messages'

/** The catalogue (JSON) during a document's server render (entry.server.tsx provides it). */
export const DocumentCatalogueContext = createContext<string | undefined>(undefined)

let fromDocument: string | undefined
/** In the browser: the catalogue the document came with (read once). */
export function documentCatalogue(): string {
  if (typeof document === 'undefined') return '{}'
  fromDocument ??= document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent ?? '{}'
  return fromDocument
}
