import { describe, expect, it } from 'vitest'
import { laterScripts } from './entry.server.tsx'

const rewrite = (chunks: string[]) => {
  let tail: Buffer = Buffer.alloc(0)
  let out = ''
  for (const c of chunks) {
    const r = laterScripts(Buffer.concat([tail, Buffer.from(c)]))
    out += r.out.toString()
    tail = r.tail
  }
  return out + tail.toString()
}

describe('laterScripts', () => {
  const html =
    '<p>x</p><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><script>1</script>' +
    '<script type="application/ld+json">{}</script><script nonce="n" type="module" async="">import "/a.js"</script><p>type="module"</p>'
  const inert =
    '<p>x</p><link rel="xinh-later" data-rel="modulepreload" href="/a.js"/><link rel="xinh-later" data-rel="modulepreload" href="/b.js"/><script>1</script>' +
    '<script type="application/ld+json">{}</script><script nonce="n" type="xinh/later" async="">import "/a.js"</script><p>type="module"</p>'

  it('makes every module preload and the module script inert and leaves the rest as it is', () => {
    expect(rewrite([html])).toBe(inert)
    expect(rewrite(['<p>no scripts</p>'])).toBe('<p>no scripts</p>')
  })

  it('finds a needle split across chunks at any point', () => {
    for (let cut = 1; cut < html.length; cut++) expect(rewrite([html.slice(0, cut), html.slice(cut)]), `cut at ${cut}`).toBe(inert)
  })

  it('holds back only a tail that could start a needle', () => {
    expect(laterScripts(Buffer.from('<div>abc</div>')).tail.length).toBe(0)
    expect(laterScripts(Buffer.from('<div>abc</div><link rel="mod')).tail.toString()).toBe('<link rel="mod')
    expect(laterScripts(Buffer.from('<div>abc</div><')).tail.toString()).toBe('<')
    expect(laterScripts(Buffer.from('<script nonce="n" type="mod')).tail.toString()).toBe(' type="mod')
  })
})
