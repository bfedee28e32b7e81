import { useNonce } from '#web/lib/nonce.tsx'

/**
 * Structured data for search engines. The JSON is built by the loader; `<` is escaped so no
 * string in it can close the script element, and the element carries the CSP nonce.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce()
  if (!data) return null
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped as \u003c
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
