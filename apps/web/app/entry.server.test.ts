import { describe, expect, it, vi } from 'vitest'
import { handleError, lowPriorityPreloads } from './entry.server.tsx'
import { ApiError } from './lib/api.ts'

const rewrite = (chunks: string[]) => {
  let tail: Buffer = Buffer.alloc(0)
  let out = ''
  for (const c of chunks) {
    const r = lowPriorityPreloads(Buffer.concat([tail, Buffer.from(c)]))
    out += r.out.toString()
    tail = r.tail
  }
  return out + tail.toString()
}

describe('lowPriorityPreloads', () => {
  const html = '<p>x</p><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><script>1</script>'
  const low = html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')

  it('marks every module preload low priority and leaves the rest as it is', () => {
    expect(rewrite([html])).toBe(low)
    expect(rewrite(['<p>no scripts</p>'])).toBe('<p>no scripts</p>')
  })

  it('finds a preload split across chunks at any point', () => {
    for (let cut = 1; cut < html.length; cut++) expect(rewrite([html.slice(0, cut), html.slice(cut)]), `cut at ${cut}`).toBe(low)
  })

  it('holds back only a tail that could start a preload', () => {
    expect(lowPriorityPreloads(Buffer.from('<div>abc</div>')).tail.length).toBe(0)
    expect(lowPriorityPreloads(Buffer.from('<div>abc</div><link rel="mod')).tail.toString()).toBe('<link rel="mod')
    expect(lowPriorityPreloads(Buffer.from('<div>abc</div><')).tail.toString()).toBe('<')
    expect(lowPriorityPreloads(Buffer.from('<div>abc</div><link rel="mod<')).tail.toString()).toBe('<')
    expect(lowPriorityPreloads(Buffer.from('<link rel="mod</div><a')).tail.length).toBe(0)
    expect(lowPriorityPreloads(Buffer.from('<link rel="modulepreload"')).tail.length).toBe(0)
  })
})

describe('handleError', () => {
  const call = (error: unknown, aborted = false) => {
    const reportError = vi.fn()
    const controller = new AbortController()
    if (aborted) controller.abort()
    const request = new Request('http://x.test/admin/nguoi-dung', { signal: controller.signal })
    handleError(error, { request, params: {}, context: { reportError } } as never)
    return reportError
  }
  it('sends an unexpected error to the server log', () => {
    const error = new Error('database is down')
    expect(call(error)).toHaveBeenCalledWith(error)
    expect(call(new ApiError(500, 'UNKNOWN_ERROR', 'x'))).toHaveBeenCalledTimes(1)
  })

  it('leaves out 4xx answers the page shows and requests the client left', () => {
    expect(call(new ApiError(403, 'FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này'))).not.toHaveBeenCalled()
    expect(call(new ApiError(404, 'NOT_FOUND', 'x'))).not.toHaveBeenCalled()
    expect(call(new Error('late'), true)).not.toHaveBeenCalled()
  })
})
