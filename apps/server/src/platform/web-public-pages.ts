import { createStaticHandler, type RouteObject, type ServerBuild } from 'react-router'

export const PUBLIC_CACHE_CONTROL = /\bpublic\b/

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] }

/** Never a real host: only the path of these URLs is matched. */
const ORIGIN = 'http://xinh.invalid'

/**
 * Which URLs are public pages, decided before rendering: the matched leaf route's `headers`
 * export says `Cache-Control: public`. Only those are rendered anonymously for a shared copy —
 * a guest's cart page is rendered for the guest.
 *
 * The URL is matched by a static handler over the build's route tree (no loaders: it only
 * matches), which ranks the routes once. `matchRoutes` flattened and ranked all 180 routes
 * on every call, ~4 ms of CPU on each anonymous page the cache did not hold (issue 11); this is
 * ~0.2 ms, and matches the normalised URL the render itself will match.
 */
export function publicPages(build: Pick<ServerBuild, 'routes'>) {
  const nodes = new Map<string, RouteNode>()
  for (const [id, r] of Object.entries(build.routes)) {
    if (r) nodes.set(id, { id, path: r.path, index: r.index, caseSensitive: r.caseSensitive })
  }
  const roots: RouteNode[] = []
  for (const [id, r] of Object.entries(build.routes)) {
    const node = nodes.get(id)
    if (!node || !r) continue
    const parent = r.parentId ? nodes.get(r.parentId) : undefined
    if (!parent) roots.push(node)
    // an index route may not even have an empty `children`
    else if (parent.children) parent.children.push(node)
    else parent.children = [node]
  }
  const isPublic = new Map<string, boolean>()
  for (const [id, r] of Object.entries(build.routes)) {
    const headers = r?.module.headers
    let value = false
    if (typeof headers === 'function') {
      try {
        const h = new Headers((headers as (args: unknown) => Record<string, string>)({}) ?? {})
        value = PUBLIC_CACHE_CONTROL.test(h.get('cache-control') ?? '')
      } catch {
        value = false
      }
    }
    isPublic.set(id, value)
  }
  const handler = createStaticHandler(roots as RouteObject[])
  return async (url: string) => {
    // single-fetch data requests: /path.data, and /_root.data for the home page
    let pathname = url.split('?')[0] ?? '/'
    if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length)
    if (pathname === '/_root') pathname = '/'
    try {
      // a malformed escape would only make React Router warn on the console: it is no page
      decodeURI(pathname)
      const context = await handler.query(new Request(ORIGIN + pathname))
      if (context instanceof Response || context.errors) return false
      const leaf = context.matches[context.matches.length - 1]
      return Boolean(leaf && isPublic.get(leaf.route.id))
    } catch {
      return false
    }
  }
}
