import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { parseCatalogue } from '#web/lib/i18n/index.ts'

/**
 * The checkout pages keep their data on the page (each change asks for a quote): a revalidation
 * of the same page (a login, a language switch, the header's cart count after the order) must
 * not reset them. Other navigations load as usual.
 */
export function keepOnSamePage({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false
  return defaultShouldRevalidate
}

export type MetaMatches = Array<{ id: string; data?: unknown } | undefined>

/** A page title from the root loader's catalogue (meta functions have no `useT`). */
export function titleMeta(matches: MetaMatches, key: string) {
  const root = matches.find((m) => m?.id === 'root')?.data as { messages?: string } | undefined
  const title = root?.messages ? parseCatalogue(root.messages)[key] : undefined
  return [{ title: `${title ?? 'Xinh'} – Xinh` }, { name: 'robots', content: 'noindex' }]
}
