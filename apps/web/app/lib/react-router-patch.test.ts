import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createStaticHandler, createStaticRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

// patches/react-router+7.18.4.patch (applied by `npm install`'s postinstall, decision 014): React
// Router rebuilt its whole route tree (180 routes) and matched every route against two parent
// paths on each server render, ~20 % of a cold page's CPU. These tests fail when the patch is
// missing (an install without scripts) or when an upgrade leaves it behind.
const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'product', path: 'san-pham/:id' },
    ],
  },
]

async function contextFor(url: string) {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://xinh.test${url}`))
  if (context instanceof Response) throw new Error('unexpected response')
  return context
}

describe('React Router, as patched for server renders', () => {
  it('converts a route tree once: two renders share its data routes, and each gets its own matches', async () => {
    const a = createStaticRouter(routes, await contextFor('/san-pham/1'))
    const b = createStaticRouter(routes, await contextFor('/'))
    expect(b.routes).toBe(a.routes)
    expect(a.state.matches.map((m) => m.route.id)).toEqual(['root', 'product'])
    expect(a.state.matches[0]?.params).toEqual({ id: '1' })
    expect(b.state.matches.map((m) => m.route.id)).toEqual(['root', 'home'])
    // the matches point into the shared tree, as without the patch they point into their own
    expect(b.state.matches[1]?.route).toBe(b.routes[0]?.children?.[0])
  })

  it('keeps the server route tree and the parent paths’ route ids across renders, in both module formats', () => {
    // Node's `import` loads the ES modules (the server), `require` and Vitest the CommonJS ones
    const dist = path.dirname(createRequire(import.meta.url).resolve('react-router'))
    const read = (f: string) => readFileSync(path.join(dist, f), 'utf8')
    for (const [file, marker] of [
      ['chunk-H4DAEOV7.mjs', 'serverRoutes.get(manifest.routes)'],
      ['index.js', 'serverRoutes.get(manifest.routes)'],
      ['chunk-OB3PAWPO.mjs', 'known.set(path, ids)'],
      ['chunk-GR4NQCSD.js', 'known.set(path, ids)'],
      ['chunk-OB3PAWPO.mjs', 'staticDataRoutes.set(routes, converted)'],
    ] as const) {
      expect(read(file), file).toContain(marker)
    }
  })
})
