/**
 * `Link`, `NavLink` and `Form` as the app uses them, without the parts of React Router's own that
 * no page uses: link prefetching (`prefetch`, with the route-module and data preloading behind it),
 * masked URLs, and every non-GET way of submitting a form (the app's mutations go through the API
 * client; its `<Form>`s are GET filters and searches). React Router is one module in the shell
 * chunk that every page loads, so what any page references from it is paid for on every page:
 * these three cost ~3 KB gzip there (vite.config.ts `routerLinks` points the app's `react-router`
 * imports to app/lib/react-router.ts, which re-exports everything else unchanged).
 *
 * Behaviour kept: the same markup (`href`, `data-discover` so that lazy route discovery still
 * finds the targets of links and forms on screen, `aria-current`, the active/pending classes),
 * client-side navigation through React Router's own `useLinkClickHandler` (modifier keys,
 * `target`, `replace`/`state`/`preventScrollReset`/`relative`/`viewTransition`), `reloadDocument`,
 * links to other origins as plain anchors, and GET forms resolved and submitted as React Router
 * does (the action defaults to the route's own path; the fields replace the query).
 */
import { type ComponentProps, type FormEvent, type MouseEvent, type Ref, startTransition, useContext } from 'react'
import {
  type FormProps,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useResolvedPath,
} from 'react-router'

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i

/** A `to` on this origin becomes a router path; another origin stays an absolute URL (as React Router's `Link`). */
function parseTo(to: LinkProps['to'], basename: string): { to: LinkProps['to']; absolute?: string; external: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, external: false }
  if (typeof window === 'undefined') return { to, absolute: to, external: false }
  try {
    const here = new URL(window.location.href)
    const url = new URL(to.startsWith('//') ? here.protocol + to : to)
    const base = basename === '/' ? '' : basename
    if (url.origin === here.origin && (base === '' || url.pathname.startsWith(base)))
      return { to: (url.pathname.slice(base.length) || '/') + url.search + url.hash, absolute: to, external: false }
  } catch {}
  return { to, absolute: to, external: true }
}

type LightLinkProps = Omit<LinkProps, 'prefetch' | 'mask'> & { ref?: Ref<HTMLAnchorElement> }

/**
 * The href React Router gives an absolute path (`/san-pham/1?x=1#a`) under the root basename, or
 * undefined for anything else (relative paths, objects, URLs): its `resolvePath` and `createPath`
 * for that case, which reduce to the string itself once slashes, `.`/`..` segments and a bare `?`/`#`
 * are normalised.
 */
export function absoluteHref(to: unknown): string | undefined {
  if (typeof to !== 'string' || to.charCodeAt(0) !== 47 /* / */ || ABSOLUTE_URL.test(to)) return undefined
  const hashAt = to.indexOf('#')
  const hash = hashAt >= 0 ? to.slice(hashAt) : ''
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to
  const searchAt = rest.indexOf('?')
  const search = searchAt >= 0 ? rest.slice(searchAt) : ''
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest
  const segments = ['']
  for (const segment of pathname
    .replace(/[\\/]{2,}/g, '/')
    .slice(1)
    .split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop()
    } else if (segment !== '.') segments.push(segment)
  }
  let path = segments.length > 1 ? segments.join('/') : '/'
  if (pathname !== '/' && pathname.endsWith('/') && !path.endsWith('/')) path += '/'
  return path + (search === '?' ? '' : search) + (hash === '#' ? '' : hash)
}

/**
 * On the server a link is only its markup: no click handler to build. For an absolute path under
 * the root basename (nearly every link of a page) the href needs no route context either, where
 * React Router's hooks resolve it twice per link (`useHref` and `useLinkClickHandler`, each turning
 * the route matches into JSON and back): ~6 % of a cold home page's CPU (session 15 profile).
 */
function ServerLink(props: LightLinkProps) {
  const { basename } = useContext(NavigationContext) as { basename: string }
  const href = basename === '/' ? absoluteHref(props.to) : undefined
  if (href === undefined) return <ClientLink {...props} />
  const {
    onClick: _onClick,
    discover = 'render',
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    to: _to,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ref: _ref,
    target,
    ...rest
  } = props
  return <a {...rest} href={href} target={target} data-discover={discover === 'render' ? 'true' : undefined} />
}

function ClientLink({
  onClick,
  discover = 'render',
  relative,
  reloadDocument,
  replace,
  state,
  target,
  to: toProp,
  preventScrollReset,
  viewTransition,
  defaultShouldRevalidate,
  ref,
  ...rest
}: LightLinkProps) {
  const { basename, useTransitions } = useContext(NavigationContext) as { basename: string; useTransitions?: boolean }
  const isAbsolute = typeof toProp === 'string' && ABSOLUTE_URL.test(toProp)
  const parsed = parseTo(toProp, basename)
  const href = useHref(parsed.to, { relative })
  const onRouterClick = useLinkClickHandler(parsed.to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    useTransitions,
  } as Parameters<typeof useLinkClickHandler>[1])
  const spa = !(parsed.external || reloadDocument)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) onRouterClick(event)
  }
  return (
    <a
      {...rest}
      href={parsed.absolute ?? href}
      onClick={spa ? handleClick : onClick}
      ref={ref}
      target={target}
      data-discover={!isAbsolute && discover === 'render' ? 'true' : undefined}
    />
  )
}

/**
 * The app's `Link` (vite.config.ts `routerLinks`): React Router's markup, without its prefetching.
 * `import.meta.env.SSR` is a constant in each build, so the browser's bundle leaves ServerLink out
 * (every page's JavaScript has a 120 KB budget).
 */
export const Link = import.meta.env.SSR ? ServerLink : ClientLink

type LightNavLinkProps = Omit<NavLinkProps, 'prefetch' | 'mask'> & { ref?: Ref<HTMLAnchorElement> }

/** React Router's NavLink on top of the Link above (no view-transition state: no page uses it). */
export function NavLink({
  'aria-current': ariaCurrentProp = 'page',
  caseSensitive = false,
  className: classNameProp = '',
  end = false,
  style: styleProp,
  to,
  children,
  ...rest
}: LightNavLinkProps) {
  const path = useResolvedPath(to, { relative: rest.relative })
  const location = useLocation()
  const routerState = useContext(DataRouterStateContext)
  const { basename } = useContext(NavigationContext) as { basename: string }
  let here = location.pathname
  let next = routerState?.navigation.location?.pathname ?? null
  let target = path.pathname
  if (!caseSensitive) {
    here = here.toLowerCase()
    next = next ? next.toLowerCase() : null
    target = target.toLowerCase()
  }
  if (next && basename !== '/' && next.startsWith(basename)) next = next.slice(basename.length) || '/'
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/')
  const isPending = next != null && (next === target || (!end && next.startsWith(target) && next.charAt(target.length) === '/'))
  const renderProps = { isActive, isPending, isTransitioning: false }
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null, isPending ? 'pending' : null].filter(Boolean).join(' ')
  const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp
  return (
    <Link {...rest} aria-current={isActive ? ariaCurrentProp : undefined} className={className} style={style} to={to}>
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  )
}

type LightFormProps = Omit<FormProps, 'method' | 'fetcherKey' | 'navigate' | 'encType'> & {
  /** GET only: the app submits data through the API client, never through a route action. */
  method?: 'get'
  ref?: Ref<HTMLFormElement>
}

/**
 * A GET form: submitting navigates to the action with the form's fields as the whole query, as
 * React Router's `<Form method="get">` does. The action defaults to the path of the route the form
 * is rendered in (`useResolvedPath('.')`). Works without JavaScript as a plain form.
 */
export function Form({
  discover = 'render',
  reloadDocument,
  replace,
  state,
  action,
  onSubmit,
  relative,
  preventScrollReset,
  viewTransition,
  defaultShouldRevalidate,
  method: _method,
  ref,
  ...props
}: LightFormProps) {
  const { useTransitions } = useContext(NavigationContext) as { useTransitions?: boolean }
  const navigate = useNavigate()
  const path = useResolvedPath(action ?? '.', { relative })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event)
    if (event.defaultPrevented) return
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget, submitter))
      query.append(name, typeof value === 'string' ? value : value.name)
    const search = query.toString()
    const go = () =>
      navigate({ pathname: path.pathname, search: search ? `?${search}` : '' }, {
        replace,
        state,
        preventScrollReset,
        viewTransition,
        defaultShouldRevalidate,
      } as NavigateOptions)
    if (useTransitions) startTransition(() => void go())
    else void go()
  }
  const isAbsolute = typeof action === 'string' && ABSOLUTE_URL.test(action)
  return (
    <form
      ref={ref}
      method="get"
      action={isAbsolute ? action : path.pathname}
      onSubmit={reloadDocument ? onSubmit : submit}
      {...(props as ComponentProps<'form'>)}
      data-discover={!isAbsolute && discover === 'render' ? 'true' : undefined}
    />
  )
}
