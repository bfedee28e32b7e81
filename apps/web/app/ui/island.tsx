import { type ComponentType, type HTMLAttributes, createElement, use, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'

type Tag = 'div' | 'ul' | 'ol'
/** The island's own element: its tag is fixed, these attributes may change freely. */
export type IslandBox = HTMLAttributes<HTMLElement> & { 'data-testid'?: string }

const KEEP_SERVER_HTML = { __html: '' }
const subscribeNothing = () => () => {}
const preloads = new Set<() => Promise<unknown>>()

/** Starts loading every island's code (the first client-side navigation calls it, so new pages do not wait for it). */
export function preloadIslands() {
  for (const load of preloads) load().catch(() => undefined)
}

/**
 * The router link a click is on (`<Link>` renders `data-discover`; plain `<a>` elements, such as
 * links within the page or to the app stores, keep their native behaviour), unless the visitor
 * asked for a new tab or window, or a download. A link that keeps the scroll position says so
 * with `data-prevent-scroll-reset`.
 */
function routerLink(e: MouseEvent, root: HTMLElement): HTMLAnchorElement | null {
  const a = e.target instanceof Element ? e.target.closest('a[href][data-discover]') : null
  if (!(a instanceof HTMLAnchorElement) || !root.contains(a)) return null
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null
  if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.origin !== window.location.origin) return null
  return a
}

/**
 * Server-rendered content whose code the browser loads only when it is needed: presentational
 * parts (product and shop cards, the lower half of the product page, page links) made of text,
 * images and links.
 *
 * - On the server, the component renders inside the island's element as usual: the HTML is
 *   complete (the server build loads every island's module when it starts).
 * - In the browser, an island that arrives with the page keeps the server's HTML as it is (React
 *   does not hydrate it, so its code is not downloaded); its links go through the router.
 * - As soon as its props, the language or the address change (another page of results, a
 *   language switch), `load` brings the component and the island renders it like any other;
 *   the server's HTML stays on screen until then.
 * - Islands that appear after a client-side navigation render the component from the start (the
 *   navigation waits for its code, like for a route module; `preloadIslands` starts it early).
 *
 * Only for content without event handlers of its own: until it loads, nothing in it is hydrated.
 */
export function island<P extends object>(tag: Tag, load: () => Promise<ComponentType<P>>) {
  let Impl: ComponentType<P> | undefined
  let pending: Promise<unknown> | undefined
  const ensure = () => {
    pending ??= load().then((C) => {
      Impl = C
    })
    return pending
  }
  // The module is only ever imported dynamically, so that the browser build keeps it in a chunk
  // of its own; the server has it ready before the first request.
  if (import.meta.env.SSR) ensure().catch(() => undefined)
  else preloads.add(ensure)

  // biome-ignore lint/correctness/noComponentHookFactories: one component per island, made once when its module loads
  function Live(props: P) {
    if (!Impl) use(ensure())
    return createElement(Impl as ComponentType<P>, props)
  }

  // biome-ignore lint/correctness/noComponentHookFactories: one component per island, made once when its module loads
  return function Island({ box, ...rest }: P & { box?: IslandBox }) {
    const props = rest as P
    const t = useT()
    const { pathname, search } = useLocation()
    const navigate = useNavigate()
    const ref = useRef<HTMLElement>(null)
    // true while hydrating (and on the server); latched: a later render must not change the mode
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    )
    const [fromServer] = useState(hydrating)
    // once live, always live: going back to the server's HTML would empty the element
    const [live, setLive] = useState(!fromServer)
    // what the server's HTML was made from: the props, the language and the address (links keep its query)
    const deps = [t.lang, pathname, search, ...Object.values(props)]
    const first = useRef(deps)
    // A revalidation (after a login, say) hands over equal data in new objects: that is no change,
    // and loading every island's code for it cost a login ~0.3 s on a phone (issue 12). An equal
    // value is adopted, so it is compared once.
    const changed =
      deps.length !== first.current.length ||
      deps.some((d, i) => {
        const before = first.current[i]
        if (d === before) return false
        if (typeof d !== 'object' || d === null || typeof before !== 'object' || before === null) return true
        if (JSON.stringify(d) !== JSON.stringify(before)) return true
        first.current[i] = d
        return false
      })
    const keepServerHtml = !import.meta.env.SSR && !live

    useEffect(() => {
      if (!changed || live) return
      let current = true
      ensure().then(
        () => current && setLive(true),
        () => undefined,
      )
      return () => {
        current = false
      }
    }, [changed, live])

    useEffect(() => {
      const root = ref.current
      if (!keepServerHtml || !root) return
      const onClick = (e: MouseEvent) => {
        const a = routerLink(e, root)
        if (!a) return
        e.preventDefault()
        void navigate(a.pathname + a.search + a.hash, { preventScrollReset: a.hasAttribute('data-prevent-scroll-reset') })
      }
      root.addEventListener('click', onClick)
      return () => root.removeEventListener('click', onClick)
    }, [keepServerHtml, navigate])

    if (keepServerHtml)
      return createElement(tag, { ...box, ref, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_HTML })
    return createElement(tag, { ...box, ref }, createElement(Live, props))
  }
}
