/**
 * A document's message catalogue travels once, as a data block in its head
 * (`<script type="application/json" id="xinh-messages">`, written by entry.server.tsx from a
 * buffer made once per language), not in the hydration data: React Router's data encoding walked
 * and escaped the ~57 KB string on every render (issue 11: ~3 ms of a 20 ms cold render). The
 * root loader keeps it for the server's own render but not enumerable, so the encoding skips it
 * (root.server.ts); client navigations' data requests carry it as before (a language change needs it).
 */
export const CATALOGUE_ELEMENT_ID = 'xinh-messages'

/** In the browser: the catalogue the document came with. */
export const documentCatalogue = () => document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent ?? '{}'
