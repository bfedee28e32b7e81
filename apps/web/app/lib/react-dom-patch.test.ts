import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// patches/react-dom+19.3.1.patch (applied by `npm install`'s postinstall, decision 015): the
// production server renderer gathers the pieces of HTML as strings and encodes them once per
// ~2,048 characters, instead of encoding each piece into its own view of a 4 KB buffer (~8 % of
// a cold page render's CPU). The bytes must not change: React's development build, which the
// patch leaves alone, renders the same pages for comparison. Each build runs in a process of its
// own, with the React build that matches it (NODE_ENV picks both).
const require = createRequire(import.meta.url)
const reactDom = path.dirname(require.resolve('react-dom/package.json'))

/** Renders page-like trees with renderToPipeableStream; prints each page's byte length and SHA-256. */
const RENDER = `
const { createElement: h, Suspense } = require('react')
const { renderToPipeableStream } = require('react-dom/server')
const { Writable } = require('node:stream')
const { createHash } = require('node:crypto')
function page(items, late) {
  function Late() {
    if (!late.ready) throw late.promise
    return h('section', { 'aria-label': 'Đánh giá' }, 'Sản phẩm đẹp, giao nhanh 💯 '.repeat(300))
  }
  const rows = Array.from({ length: items }, (_, i) =>
    h('li', { key: i, className: 'p-2 text-sm item-' + i, 'data-price': i * 1000 + ' ₫' },
      'Áo thun cổ tròn 👕 số ' + i, h('b', null, i % 97 === 0 ? 'ữ'.repeat(5000) : 'mới'), ' <còn hàng> & "giá tốt"'))
  return h('html', { lang: 'vi' }, h('head', null, h('title', null, 'Xinh — thời trang & làm đẹp')),
    h('body', null, h('ul', null, rows), h(Suspense, { fallback: h('p', null, 'Đang tải…') }, h(Late))))
}
function render(items) {
  const late = { ready: false }
  late.promise = new Promise((r) => setTimeout(r, 5)).then(() => { late.ready = true })
  return new Promise((resolve, reject) => {
    const chunks = []
    const out = new Writable({ write(c, _e, done) { chunks.push(Buffer.from(c)); done() }, final(done) { resolve(Buffer.concat(chunks)); done() } })
    const stream = renderToPipeableStream(page(items, late), { onShellReady: () => stream.pipe(out), onShellError: reject })
  })
}
;(async () => {
  const lines = []
  for (const items of [0, 1, 40, 1500]) {
    const html = await render(items)
    lines.push(items + ' ' + html.length + ' ' + createHash('sha256').update(html).digest('hex'))
  }
  console.log(lines.join('\\n'))
})()
`

const renderWith = (nodeEnv: 'production' | 'development') =>
  execFileSync(process.execPath, ['-e', RENDER], { cwd: reactDom, env: { ...process.env, NODE_ENV: nodeEnv }, encoding: 'utf8' })
    .trim()
    .split('\n')

describe('React DOM server renderer, as patched', () => {
  it('streams the same bytes as the unpatched renderer, for small and large pages with a late boundary', () => {
    const patched = renderWith('production')
    const untouched = renderWith('development')
    expect(patched).toHaveLength(4)
    for (const line of patched) expect(Number(line.split(' ')[1]), line).toBeGreaterThan(1_000)
    expect(patched).toEqual(untouched)
  })

  it('is in place: the fixed pieces stay strings and are gathered before encoding', () => {
    const source = readFileSync(path.join(reactDom, 'cjs/react-dom-server.node.production.js'), 'utf8')
    expect(source).toContain('pendingText += chunk')
    expect(source).toMatch(/function stringToPrecomputedChunk\(content\) \{[^}]*return content;/)
  })
})
