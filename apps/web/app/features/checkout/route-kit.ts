import type { ShouldRevalidateFunctionArgs } from 'react-router'

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
  const root = matches.find((m) => m?.id === 'root')?.data as { messages?: Record<string, string> } | undefined
  return [{ title: `${root?.messages?.[key] ?? 'Xinh'} – Xinh` }, { name: 'robots', content: 'noindex' }]
}

/**
 * Gives the focus back to the button that opened a dialog once it closes (the shared Dialog has
 * no Radix trigger to return to): `remember()` when opening, `restore()` when closed.
 */
export function focusReturn() {
  let opener: HTMLElement | null = null
  return {
    remember() {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    restore() {
      const target = opener
      opener = null
      // after the dialog has gone (its own close handling runs first)
      if (target) setTimeout(() => target.isConnected && target.focus(), 0)
    },
  }
}
