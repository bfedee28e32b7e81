import { type ReactNode, createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { Form as RRForm, Link as RRLink, NavLink as RRNavLink, RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Form, Link, NavLink } from './router-links.tsx'

/** Renders `ui` as the page of a nested route at `url`, as a server would. */
function render(url: string, ui: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/shop',
        children: [
          { path: ':id', element: ui },
          { index: true, element: ui },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  return renderToString(h(RouterProvider, { router }))
}

// vite.config.ts swaps React Router's Link, NavLink and Form for these in the app: the server's
// HTML (and hence hydration) must not change
describe('router links render what React Router renders', () => {
  const links: Array<Record<string, unknown> & { to: unknown }> = [
    { to: '/san-pham/1' },
    { to: 'ratings', className: 'a b' },
    { to: '..', relative: 'path' },
    { to: { pathname: '/tim-kiem', search: '?keyword=ao', hash: '#top' } },
    { to: '/gio-hang', replace: true, state: { from: 'x' }, preventScrollReset: true },
    { to: 'https://apps.apple.com/app/xinh', target: '_blank', rel: 'noopener' },
    { to: '//cdn.example.com/x.png' },
    { to: '/x', reloadDocument: true },
    { to: '/x', discover: 'none', 'aria-label': 'X' },
    // absolute paths take the server's short way (no route context): every normalisation React Router makes
    { to: '/' },
    { to: '/a//b///c' },
    { to: '/a/./b/../c/..' },
    { to: '/../x' },
    { to: '/nganh-hang/' },
    { to: '/tim-kiem?' },
    { to: '/tim-kiem?q=%C3%A1o&page=2#ket-qua' },
    { to: '/x#' },
    { to: '/x?#' },
    { to: '/a?b=/c#d?e' },
    { to: '/a\\b' },
    { to: '/ao-thun-nu', onClick: () => {}, className: 'card', target: '_self' },
  ]
  for (const props of links)
    it(`Link ${JSON.stringify(props)}`, () => {
      const ours = render('/shop/7?tab=1', h(Link, props as never, 'text'))
      const theirs = render('/shop/7?tab=1', h(RRLink, props as never, 'text'))
      expect(ours).toBe(theirs)
      expect(ours).toContain('<a ')
    })

  const navs: Array<Record<string, unknown>> = [
    { to: '/shop' },
    { to: '/shop', end: true },
    { to: '/shop/7' },
    { to: '/SHOP/7', caseSensitive: true },
    { to: '/other', className: 'x' },
    { to: '/shop/7', className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') },
    { to: '/shop/7', style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }) },
    { to: '/shop/7', 'aria-current': 'location' },
  ]
  for (const props of navs)
    it(`NavLink ${JSON.stringify(props)}`, () => {
      const ours = render('/shop/7', h(NavLink, props as never, 'nav'))
      const theirs = render('/shop/7', h(RRNavLink, props as never, 'nav'))
      expect(ours).toBe(theirs)
    })

  it('NavLink children as a function', () => {
    const child = ({ isActive }: { isActive: boolean }) => (isActive ? 'active' : 'idle')
    // as JSX children (`<NavLink>{child}</NavLink>`): createElement's third argument
    expect(render('/shop/7', h(NavLink, { to: '/shop/7' }, child as never))).toBe(
      render('/shop/7', h(RRNavLink, { to: '/shop/7' }, child as never)),
    )
  })

  it('GET forms: with an action, without one (the route of the form), and in an index route', () => {
    for (const url of ['/shop/7?tab=1', '/shop?x=1']) {
      for (const action of ['/tim-kiem', undefined]) {
        const props = { method: 'get', action, role: 'search', className: 'f' } as const
        const ours = render(url, h(Form, props, h('input', { name: 'keyword' })))
        const theirs = render(url, h(RRForm, props, h('input', { name: 'keyword' })))
        // React Router adds the current query (and `?index`) to an action-less form's attribute;
        // a browser drops the action's query on a GET submission, so only the path matters
        const strip = (html: string) => html.replace(/action="([^"?]*)\?[^"]*"/, 'action="$1"')
        expect(strip(ours)).toBe(strip(theirs))
        expect(ours).toContain('data-discover="true"')
      }
    }
  })
})
