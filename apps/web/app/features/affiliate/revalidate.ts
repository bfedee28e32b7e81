import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * affssr: the affiliate screens' loaders give the first paint only. A filter or page change on the
 * same screen (same path, another query) is fetched by the screen in the browser, with its
 * skeleton, so the loaders are not asked again; any other navigation or revalidation is as usual.
 */
export function filtersStayInBrowser({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false
  return defaultShouldRevalidate
}
